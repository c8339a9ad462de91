import { AskRequestSchema } from '@lexmitra/contracts';
import fs from 'node:fs';
import { partiesOf } from '@lexmitra/data';
import { parseCasesFile } from '../src/corpus/parse';
import { CaseIndex } from '../src/index/case-index';
import { SEED_FILE } from '../src/index/index-keeper';
import { RELEVANCE_SET } from './relevance-set';

const { records, rejected } = parseCasesFile(fs.readFileSync(SEED_FILE, 'utf8'), 'jsonl');
const index = new CaseIndex();
for (const r of records) index.upsert({ ...r, parties: r.parties ?? partiesOf(r.title) });
const ask = (q: Record<string, unknown>) => index.query(AskRequestSchema.parse(q));

describe('seed corpus', () => {
  it('has at least 150 valid judgments and no rejected rows', () => {
    expect(rejected).toEqual([]);
    expect(records.length).toBeGreaterThanOrEqual(150);
    expect(new Set(records.map((r) => r.case_id)).size).toBe(records.length);
    expect(records.every((r) => /High Court|Supreme Court of India/.test(r.court))).toBe(true);
  });
});

describe('relevance', () => {
  it.each(RELEVANCE_SET.map((r) => [r.note, r.query, r.expect]))('%s: "%s" finds %s in the top 3', (_note, query, expected) => {
    const top = ask({ query }).cases.slice(0, 3).map((c) => c.case_id);
    expect(top).toContain(expected);
  });

  it('has at least 25 queries covering typos, doctrines and citations', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(25);
    expect(RELEVANCE_SET.some((r) => /typo/.test(r.note))).toBe(true);
    expect(RELEVANCE_SET.some((r) => /citation/.test(r.note))).toBe(true);
    expect(RELEVANCE_SET.some((r) => /doctrine/.test(r.note))).toBe(true);
  });

  it('marks the matched words in highlights', () => {
    const [first] = ask({ query: 'public trust doctrine' }).cases;
    expect(first.highlights?.join(' ')).toMatch(/<mark>public<\/mark> <mark>trust<\/mark>/i);
  });

  it('requires a "quoted phrase" to appear as written', () => {
    const loose = ask({ query: 'structure basic', pageSize: 50 }).total!;
    const quoted = ask({ query: '"structure basic"', pageSize: 50 });
    expect(loose).toBeGreaterThan(0);
    expect(quoted.total).toBe(0);
    expect(ask({ query: '"basic structure"' }).cases.map((c) => c.case_id)).toContain('sc-1973-kesavananda-bharati');
  });
});

describe('filters and paging', () => {
  it('filters by court (case-insensitive)', () => {
    const hc = ask({ query: 'section 377', court: 'delhi high court' });
    expect(hc.cases[0].case_id).toBe('delhi-hc-2009-naz-foundation');
    expect(hc.cases.every((c) => c.court === 'Delhi High Court')).toBe(true);
    expect(ask({ query: 'section 377' }).cases.some((c) => c.court !== 'Delhi High Court')).toBe(true);
  });

  it('filters by a year range, inclusive', () => {
    const answer = ask({ query: 'reservation', yearFrom: 1990, yearTo: 2008, pageSize: 50 });
    expect(answer.cases.length).toBeGreaterThan(2);
    for (const c of answer.cases) expect(Number(c.date.slice(0, 4))).toBeGreaterThanOrEqual(1990);
    for (const c of answer.cases) expect(Number(c.date.slice(0, 4))).toBeLessThanOrEqual(2008);
    expect(answer.cases.map((c) => c.case_id)).toContain('sc-1992-indra-sawhney');
    expect(answer.cases.map((c) => c.case_id)).not.toContain('sc-2022-janhit-abhiyan');
  });

  it('pages through results without overlap', () => {
    const all = ask({ query: 'article 21', pageSize: 50 });
    const p1 = ask({ query: 'article 21', page: 1, pageSize: 5 });
    const p2 = ask({ query: 'article 21', page: 2, pageSize: 5 });
    expect(p1.total).toBe(all.total);
    expect([...p1.cases, ...p2.cases].map((c) => c.case_id)).toEqual(all.cases.slice(0, 10).map((c) => c.case_id));
  });

  it('answers nothing for a query of stop words only', () => {
    expect(ask({ query: 'the of and' })).toMatchObject({ cases: [], total: 0 });
  });

  it('lists courts and the year span in meta', () => {
    const meta = index.meta();
    expect(meta.total).toBe(records.length);
    expect(meta.courts[0]).toMatchObject({ court: 'Supreme Court of India' });
    expect(meta.yearMin).toBe(1950);
  });
});
