/**
 * The OpenSearch engine on a real node (the test stack starts one): the relevance set and the
 * behaviour relevance.spec.ts checks of the in-memory engine, plus what only full texts have
 * (paragraph highlights, judge and disposal filters) and a rebuild behind the alias.
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import fs from 'node:fs';
import { requireOpenSearch } from '../../../tools/jest/require-stack';
import { partiesOf } from '@lexmitra/data';
import { parseCasesFile } from '../src/corpus/parse';
import { SEED_FILE } from '../src/index/index-keeper';
import type { JudgmentCase } from '../src/opensearch/case-mapping';
import { CaseSearch, searchBody, TOTAL_EXACT_UP_TO } from '../src/opensearch/case-query';
import { CaseSearchIndex } from '../src/opensearch/case-search-index';
import { ADVOCATE_SET } from './advocate-set';
import { RELEVANCE_SET } from './relevance-set';

const url = requireOpenSearch();
const { records } = parseCasesFile(fs.readFileSync(SEED_FILE, 'utf8'), 'jsonl');
const seed = records.map((r) => ({ ...r, parties: r.parties ?? partiesOf(r.title), tags: r.tags ?? [] }) as JudgmentCase);
const judgment = (over: Partial<JudgmentCase>): JudgmentCase =>
  ({ title: 'X v. Y', court: 'Patna High Court', date: '2020-01-01', description: 'A test judgment.', parties: [], tags: [], ...over }) as JudgmentCase;
/** Two full-text judgments of our own, with paragraphs, judges and a disposal. */
const FULL_TEXT: JudgmentCase[] = [
  judgment({
    case_id: 'test-ft-1',
    title: 'Ramkali Devi v. State of Bihar',
    judges: ['A. Kumar', 'S. Rao'],
    disposal: 'Allowed',
    paragraphs: [
      'The appellant challenges the order of the Family Court refusing maintenance.',
      'The wife was deserted in 2014 and has no income of her own; the husband runs a flour mill.',
      'Maintenance of Rs. 6,000 a month is granted from the date of the application.',
    ],
  }),
  judgment({ case_id: 'test-ft-2', title: 'Suresh Prasad v. State of Bihar', judges: ['A. Kumar'], disposal: 'Dismissed', paragraphs: ['The revision against the order of maintenance is dismissed; the flour mill is the family business.'] }),
  judgment({ case_id: 'test-ft-3', title: 'कमला देवी बनाम बिहार राज्य', date: '2021-02-02', description: 'भरण-पोषण की याचिका।', paragraphs: ['पत्नी ने भरण-पोषण के लिए याचिकाएँ दायर कीं।'] }),
];

// One shard, as configured by default: with a corpus this small, several shards would each score by
// their own word statistics (OpenSearch's documented small-index effect), not the corpus's.
const index = CaseSearchIndex.connect(url, `lexmitra-cases-spec_${process.pid}`, 1, 0);
const ask = ({ judge, disposal, ...q }: Record<string, unknown>) =>
  index.search({ ...AskRequestSchema.parse(q), ...(judge ? { judge } : {}), ...(disposal ? { disposal } : {}) } as CaseSearch);
/** See the advocate test below. */
const ADVOCATE_FLOOR = 31;
async function* each<T>(items: T[]) {
  for (const item of items) yield item;
}

beforeAll(async () => {
  await index.drop();
  await index.rebuild(each([...seed, ...FULL_TEXT]), '1');
}, 60_000);
afterAll(async () => {
  await index.drop();
  await index.close();
});

describe('relevance (OpenSearch)', () => {
  it.each(RELEVANCE_SET.map((r) => [r.note, r.query, r.expect]))('%s: "%s" finds %s in the top 3', async (_note, query, expected) => {
    const top = (await ask({ query })).cases.slice(0, 3).map((c) => c.case_id);
    expect(top).toContain(expected);
  });

  /**
   * The held-out advocate queries (advocate.spec.ts holds the in-memory engine at 30/30). On
   * OpenSearch: 29/30 until typo variants followed the word shares (now query/definition.ts editsFor), 30/30
   * since. The miss was "Rangappa" bringing in Bangalore Water Supply v. A. Rajappa, two edits away;
   * a word the corpus knows now gets one edit at most, as in the in-memory engine. With a 31st query
   * (a statute reference against a shared word): 30/31, then 31/31 once a near spelling or completion
   * stopped counting the word as typed again and references weighed WEIGHTS.unit.
   */
  it('prints the top-3 hit rate of the advocate set and keeps it at its floor', async () => {
    const misses: string[] = [];
    let hits = 0;
    for (const q of ADVOCATE_SET) {
      const top = (await ask({ query: q.query })).cases.slice(0, 3).map((c) => c.case_id);
      if (q.expect.some((id) => top.includes(id)) && !(q.mustNot ?? []).some((id) => top.includes(id))) hits++;
      else misses.push(`  "${q.query}" → ${top.join(', ') || '(nothing)'}`);
    }
    console.log(`advocate queries (OpenSearch): top-3 hit rate ${hits}/${ADVOCATE_SET.length}${misses.length ? `\nmisses:\n${misses.join('\n')}` : ''}`);
    expect(hits).toBeGreaterThanOrEqual(ADVOCATE_FLOOR);
  });

  it('marks the matched words in highlights', async () => {
    const [first] = (await ask({ query: 'public trust doctrine' })).cases;
    expect(first.highlights?.join(' ')).toMatch(/<mark>public<\/mark> <mark>trust<\/mark>/i);
  });

  it('requires a "quoted phrase" to appear as written', async () => {
    expect((await ask({ query: 'structure basic', pageSize: 50 })).total).toBeGreaterThan(0);
    expect((await ask({ query: '"structure basic"', pageSize: 50 })).total).toBe(0);
    expect((await ask({ query: '"basic structure"' })).cases.map((c) => c.case_id)).toContain('sc-1973-kesavananda-bharati');
  });

  it('answers nothing for a query of stop words only', async () => {
    expect(await ask({ query: 'the of and' })).toMatchObject({ cases: [], total: 0 });
  });
});

describe('filters, paging and meta (OpenSearch)', () => {
  it('filters by court (case-insensitive)', async () => {
    const hc = await ask({ query: 'section 377', court: 'delhi high court' });
    expect(hc.cases[0].case_id).toBe('delhi-hc-2009-naz-foundation');
    expect(hc.cases.every((c) => c.court === 'Delhi High Court')).toBe(true);
  });

  it('filters by a year range, inclusive', async () => {
    const answer = await ask({ query: 'reservation', yearFrom: 1990, yearTo: 2008, pageSize: 50 });
    expect(answer.cases.length).toBeGreaterThan(2);
    for (const c of answer.cases) expect(Number(c.date.slice(0, 4))).toBeGreaterThanOrEqual(1990);
    for (const c of answer.cases) expect(Number(c.date.slice(0, 4))).toBeLessThanOrEqual(2008);
    expect(answer.cases.map((c) => c.case_id)).toContain('sc-1992-indra-sawhney');
  });

  it('pages through results without overlap', async () => {
    const all = await ask({ query: 'article 21', pageSize: 50 });
    const p1 = await ask({ query: 'article 21', page: 1, pageSize: 5 });
    const p2 = await ask({ query: 'article 21', page: 2, pageSize: 5 });
    expect(p1.total).toBe(all.total);
    expect([...p1.cases, ...p2.cases].map((c) => c.case_id)).toEqual(all.cases.slice(0, 10).map((c) => c.case_id));
  });

  it('filters by judge and by disposal', async () => {
    const both = await ask({ query: 'flour mill maintenance', judge: 'a. kumar' });
    expect(both.cases.map((c) => c.case_id).sort()).toEqual(['test-ft-1', 'test-ft-2']);
    expect((await ask({ query: 'flour mill maintenance', judge: 'S. Rao' })).cases.map((c) => c.case_id)).toEqual(['test-ft-1']);
    expect((await ask({ query: 'flour mill maintenance', disposal: 'dismissed' })).cases.map((c) => c.case_id)).toEqual(['test-ft-2']);
  });

  it('lists courts and the year span in meta', async () => {
    const meta = await index.meta();
    expect(meta.total).toBe(seed.length + FULL_TEXT.length);
    expect(meta.courts[0]).toMatchObject({ court: 'Supreme Court of India' });
    expect(meta.yearMin).toBe(1950);
  });
});

describe('full text (OpenSearch)', () => {
  it('highlights the paragraph that holds the words, one passage per paragraph', async () => {
    // In the court of our full texts: OpenSearch weighs a word by the documents holding the field, and
    // three of 256 have paragraphs here, so their words weigh little against the seed's summaries.
    const [first] = (await ask({ query: 'deserted wife income', court: 'Patna High Court' })).cases;
    expect(first.case_id).toBe('test-ft-1');
    const passage = first.highlights!.find((h) => /<mark>deserted<\/mark>/.test(h))!;
    expect(passage).toMatch(/The <mark>wife<\/mark> was <mark>deserted<\/mark> in 2014/);
    // From the second paragraph only: never runs into the first or the third.
    expect(passage).not.toMatch(/Family Court|Rs\. 6,000/);
  });

  it('chooses and marks passages by the words that are not everywhere', async () => {
    // "court" stands in every judgment (its court), so it does not pick the Family Court paragraph.
    const [first] = (await ask({ query: 'court deserted', court: 'Patna High Court' })).cases;
    expect(first.case_id).toBe('test-ft-1');
    const passages = first.highlights!.filter((h) => /deserted/.test(h));
    expect(passages).toEqual([expect.stringMatching(/The wife was <mark>deserted<\/mark> in 2014/)]);
    expect(first.highlights!.join(' ')).not.toMatch(/Family <mark>Court<\/mark>/);
  });

  it('finds Hindi words in other forms (the hindi analyzer), and English ones (the english analyzer)', async () => {
    expect((await ask({ query: 'याचिका' })).cases.map((c) => c.case_id)).toContain('test-ft-3');
    expect((await ask({ query: 'deserting' })).cases[0].case_id).toBe('test-ft-1');
  });

  it('rebuilds behind the alias while searches keep answering', async () => {
    let failures = 0;
    let answered = 0;
    let building = true;
    const searching = (async () => {
      while (building) {
        const a = await ask({ query: 'basic structure' }).catch(() => null);
        if (a?.cases.some((c) => c.case_id === 'sc-1973-kesavananda-bharati')) answered++;
        else failures++;
      }
    })();
    const before = await index.current();
    const report = await index.rebuild(each([...seed, ...FULL_TEXT]), '2');
    building = false;
    await searching;
    expect(failures).toBe(0);
    expect(answered).toBeGreaterThan(0);
    expect(await index.current()).toEqual([report.index]);
    expect(before).not.toContain(report.index);
    expect(await index.corpusVersion()).toBe('2');
  }, 60_000);
});

describe('word shares (OpenSearch)', () => {
  it('reads from the index how common each word is: unknown 0, a stop word 1', async () => {
    const shares = (await index.wordShares('Kesavananda the Puttuswamy court'))!;
    expect(shares.get('kesavananda')).toBeGreaterThan(0);
    expect(shares.get('kesavananda')).toBeLessThan(0.04);
    expect(shares.get('the')).toBe(1);
    expect(shares.get('puttuswamy')).toBe(0);
    // Every judgment names its court; the word is in the court field of all of them.
    expect(shares.get('court')).toBeGreaterThan(0.9);
  });

  it('gives typo variants by the query definition\'s rule: none to common words, one to known words, two to unknown ones', () => {
    // (The rule itself, and that both engines compile it alike: query-definition.spec.ts.)
    const body = JSON.stringify(searchBody(AskRequestSchema.parse({ query: 'Menaka Ghandi court' }), new Map([['menaka', 0], ['ghandi', 0], ['court', 0.95]]), 10_000));
    for (const w of ['menaka', 'ghandi']) expect(body).toContain(`"query":"${w}","type":"most_fields","fields":["names_fuzzy^6"],"fuzziness":2`);
    expect(body).not.toMatch(/"query":"[^"]*court[^"]*","type":"most_fields","fields":\["(names|other)_fuzzy/);
  });

  it('still finds misspelt names', async () => {
    expect((await ask({ query: 'Menaka Ghandi' })).cases[0].case_id).toBe('sc-1978-maneka-gandhi');
    expect((await ask({ query: 'Puttuswamy privacy' })).cases.slice(0, 3).map((c) => c.case_id)).toContain('sc-2017-puttaswamy-privacy');
  });
});

describe('counting matches (OpenSearch)', () => {
  // More judgments than the exact count goes to: a broad query says "this many or more".
  const many = CaseSearchIndex.connect(url, `lexmitra-cases-spec-count_${process.pid}`, 1, 0);
  const N = TOTAL_EXACT_UP_TO + 50;
  beforeAll(async () => {
    await many.drop();
    await many.rebuild(
      each(Array.from({ length: N }, (_, i) => judgment({ case_id: `count-${i}`, title: `Petitioner ${i} v. State`, court: i < 40 ? 'Patna High Court' : 'Delhi High Court', description: 'A petition about land acquisition.' }))),
      '1',
    );
  }, 60_000);
  afterAll(async () => {
    await many.drop();
    await many.close();
  });

  it('counts exactly up to the bound and says "or more" past it', async () => {
    const broad = await many.search(AskRequestSchema.parse({ query: 'land acquisition' }));
    expect(broad).toMatchObject({ total: TOTAL_EXACT_UP_TO, totalRelation: 'gte' });
    expect(broad.cases).toHaveLength(10);
    const narrow = await many.search(AskRequestSchema.parse({ query: 'land acquisition', court: 'Patna High Court' }));
    expect(narrow.total).toBe(40);
    expect(narrow.totalRelation).toBeUndefined();
  });

  it('pages past the rescored window without overlap', async () => {
    // The all-words and in-order bonuses rescore the first 100 per shard; later pages keep the first ranking.
    const seen = new Set<string>();
    for (const page of [10, 11, 12]) {
      for (const c of (await many.search(AskRequestSchema.parse({ query: 'petitioner land', page }))).cases) seen.add(c.case_id);
    }
    expect(seen.size).toBe(30);
  });
});
