/**
 * Judgments read from rows built like the real Supreme Court dataset (tools/fixtures/sc-dataset-quirks.ts),
 * put together as the importer stores them (libs/caselaw assembleJudgment, with the seed corpus's own
 * records as twins), on both engines: a neutral citation with or without spaces, an SCR citation and
 * an old-form citation each find their judgment first; no judgment appears twice; "cited by" counts
 * the links of imported judgments.
 */
import { assembleJudgment, findTwin, rowToJudgment } from '@lexmitra/caselaw';
import { AskRequestSchema, type Judgment } from '@lexmitra/contracts';
import { partiesOf } from '@lexmitra/data';
import fs from 'node:fs';
import { rowOf } from '../../../tools/fixtures/case-dataset';
import { CITING, PART_ONLY, RANGAPPA, SIBBIA, TWO_YEARS } from '../../../tools/fixtures/sc-dataset-quirks';
import { requireOpenSearch } from '../../../tools/jest/require-stack';
import { parseCasesFile } from '../src/corpus/parse';
import { CaseIndex } from '../src/index/case-index';
import { citedByCounts } from '../src/index/cited-by';
import { SEED_FILE } from '../src/index/index-keeper';
import type { JudgmentCase } from '../src/opensearch/case-mapping';
import { CaseSearchIndex } from '../src/opensearch/case-search-index';

const seed = parseCasesFile(fs.readFileSync(SEED_FILE, 'utf8'), 'jsonl').records.map((r) => ({ ...r, parties: r.parties ?? partiesOf(r.title), tags: r.tags ?? [] }));

/** The corpus after importing the fixture's rows into the seed: twins enriched in place. */
function corpus(): (Judgment & { parties: string[]; tags: string[] })[] {
  const byId = new Map(seed.map((s) => [s.case_id, s as Judgment & { parties: string[]; tags: string[] }]));
  for (const [j, year] of [[SIBBIA, 1980], [CITING, 1980], [TWO_YEARS, 1979], [RANGAPPA, 2010], [PART_ONLY, 2010]] as const) {
    const mapped = rowToJudgment(rowOf(j, year), year);
    if (!mapped.ok) throw new Error(mapped.reason);
    const twin = findTwin(mapped.judgment as Judgment, seed);
    // The PDF's text as the fixture writes it: the title, then the paragraphs.
    const judgment = assembleJudgment(mapped.judgment, [j.title, ...j.paragraphs], twin);
    byId.set(judgment.case_id, { ...judgment, parties: judgment.parties ?? partiesOf(judgment.title), tags: judgment.tags ?? [] });
  }
  return [...byId.values()];
}

const docs = corpus();
const counts = citedByCounts(docs);
/** Each query, and the judgment that must come first for it. */
const QUERIES: [string, string][] = [
  ['2010 INSC 9373', 'sc-2010-rangappa'],
  ['2010INSC9373', 'sc-2010-rangappa'],
  ['[2010] 5 S.C.R. 9001', 'sc-2010-rangappa'],
  ['[2010] 5 SCR 9001', 'sc-2010-rangappa'],
  ['1980 SCR (3) 383', 'sc-1980-gurbaksh-singh-sibbia'],
  ['1980 SCC (2) 565', 'sc-1980-gurbaksh-singh-sibbia'],
  ['1980INSC9905', 'sci-1980_9_900_905'],
  ['1979 INSC 9297', 'sci-1980_2_292_297'],
];

describe('the imported corpus', () => {
  it('holds each seeded judgment once, enriched, and counts links from imported judgments', () => {
    expect(docs.filter((d) => /sibbia|rangappa/i.test(d.title)).map((d) => d.case_id).sort()).toEqual(['sc-1980-gurbaksh-singh-sibbia', 'sc-2010-rangappa']);
    expect(docs.find((d) => d.case_id === 'sc-2010-rangappa')).toMatchObject({ neutral_citation: '2010 INSC 9373', source: { path: '2010_5_1_14' } });
    expect(counts.get('sc-1980-gurbaksh-singh-sibbia')).toBeGreaterThanOrEqual(1);
    expect(counts.get('sc-2010-rangappa')).toBeGreaterThanOrEqual(1);
  });
});

describe('citations on the in-memory engine', () => {
  const index = new CaseIndex();
  for (const d of docs) index.upsert(d);
  index.setCitedBy(counts);
  it.each(QUERIES)('%s finds %s first, and nothing twice', (query, id) => {
    const ids = index.query(AskRequestSchema.parse({ query })).cases.map((c) => c.case_id);
    expect(ids[0]).toBe(id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('citations on OpenSearch', () => {
  const url = requireOpenSearch();
  const index = CaseSearchIndex.connect(url, `lexmitra-cases-real_${process.pid}`, 1, 0);
  async function* each<T>(items: T[]) {
    for (const item of items) yield item;
  }
  beforeAll(async () => {
    await index.drop();
    await index.rebuild(each(docs as JudgmentCase[]), '1');
  }, 60_000);
  afterAll(async () => {
    await index.drop();
    await index.close();
  });
  it.each(QUERIES)('%s finds %s first, and nothing twice', async (query, id) => {
    const ids = (await index.search(AskRequestSchema.parse({ query }))).cases.map((c) => c.case_id);
    expect(ids[0]).toBe(id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
