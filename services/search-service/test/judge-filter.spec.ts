/**
 * The judge filter means the same in both engines (src/index/judges.ts): every word typed in one
 * judge's name, case, dots and accents aside, titles ignored, a single letter as an initial, and
 * never words taken from two different judges of a bench. The same cases and the same questions
 * go to the in-memory index and to a real OpenSearch node.
 */
import { AskAnswer, AskRequestSchema } from '@lexmitra/contracts';
import { requireOpenSearch } from '../../../tools/jest/require-stack';
import { CaseIndex, IndexedCase } from '../src/index/case-index';
import type { JudgmentCase } from '../src/opensearch/case-mapping';
import type { CaseSearch } from '../src/opensearch/case-query';
import { CaseSearchIndex } from '../src/opensearch/case-search-index';

const judgment = (case_id: string, judges: string[], author_judge?: string): IndexedCase => ({
  case_id, title: `${case_id} v. Union of India (synthetic)`, court: 'Supreme Court of India', date: '2022-03-01', parties: [case_id, 'Union of India'],
  description: 'A synthetic judgment on the grant of a mining lease.', tags: [], judges, ...(author_judge ? { author_judge } : {}),
  text: 'The mining lease was granted without a public auction.',
});
const CASES = [
  judgment('bench-a', ['Dhananjaya Y. Chandrachud', 'A. S. Bopanna']),
  judgment('bench-b', ['Y.V. Chandrachud', 'P. N. Bhagwati']),
  judgment('bench-c', ['A. K. Sikri', 'Ashok Bhushan'], 'S. Abdul Nazeer'),
  judgment('bench-d', ['Ranjan Gogoi', 'Sanjay Kishan Kaul']),
  judgment('bench-e', ['R. F. Nariman', 'Indu Malhotra']),
];
/** [judge typed, the cases it must find (any order)]. */
const EXPECT: [string, string[]][] = [
  ['Chandrachud', ['bench-a', 'bench-b']],
  ['chandrachud', ['bench-a', 'bench-b']],
  ['D.Y. Chandrachud', ['bench-a']],
  ['D Y CHANDRACHUD', ['bench-a']],
  ['Justice Y. V. Chandrachud', ['bench-b']],
  ["Hon'ble Mr. Justice Bhagwati", ['bench-b']],
  ['Chandrachud Bhagwati', []], // two judges' words: no single judge is called that
  ['Abdul Nazeer', ['bench-c']], // the author counts as one of the bench
  ['Nazeer S', ['bench-c']],
  ['Kaul', ['bench-d']],
  ['Kau', []], // a part of a word is not a name
  ['Nariman', ['bench-e']],
  ['Malhotra Indu', ['bench-e']],
  ['Khanna', []],
];

const memory = new CaseIndex();
for (const c of CASES) memory.upsert(c);
const openSearch = CaseSearchIndex.connect(requireOpenSearch(), `lexmitra-cases-judges_${process.pid}`, 1, 0);
async function* each<T>(items: T[]) {
  for (const item of items) yield item;
}

const engines: [string, (q: CaseSearch) => Promise<AskAnswer>][] = [
  ['memory', async (q) => memory.query(q)],
  ['opensearch', (q) => openSearch.search(q)],
];

beforeAll(async () => {
  await openSearch.drop();
  await openSearch.rebuild(each(CASES as unknown as JudgmentCase[]), '1');
}, 60_000);
afterAll(async () => {
  await openSearch.drop();
  await openSearch.close();
});

describe.each(engines)('judge filter (%s)', (_engine, search) => {
  it.each(EXPECT)('judge "%s" finds %j', async (judge, expected) => {
    const answer = await search({ ...AskRequestSchema.parse({ query: 'mining lease', pageSize: 20 }), judge });
    expect(answer.cases.map((c) => c.case_id).sort()).toEqual([...expected].sort());
  });

  it('without a judge, or with titles only, every case that holds the words', async () => {
    expect((await search(AskRequestSchema.parse({ query: 'mining lease', pageSize: 20 }))).cases).toHaveLength(CASES.length);
    expect((await search({ ...AskRequestSchema.parse({ query: 'mining lease', pageSize: 20 }), judge: 'Justice' })).cases).toHaveLength(CASES.length);
  });
});
