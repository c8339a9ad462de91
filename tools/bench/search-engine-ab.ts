/**
 * Two builds of the in-memory case index in this one process, for a change to the engine: both index
 * the same BENCH_CASES (100,000) generated cases, then answer the same queries in alternating rounds
 * (A B, then B A, ...), so a drift in the shared machine's load falls on both. Prints how many of the
 * answers differ (a speed change must not change an answer; the first few are named), then the CPU
 * per query of each round and the median B / A ratio. In one process, with no network in between,
 * a 10% change shows, where bench:search-engines' runs move by 20% from one to the next.
 * Run: BENCH_ENGINE_A=dist-base BENCH_ENGINE_B=dist npm run bench:search-engine-ab -w @lexmitra/tools
 * (folders of services/search-service holding each build: `cp -r dist dist-base` before the change;
 * BENCH_QUERIES, 3000, split into BENCH_AB_ROUNDS pairs, 6). BENCH_SMOKE=1: 2,000 cases, 100 queries.
 */
import { AskAnswer, AskRequest, AskRequestSchema } from '@lexmitra/contracts';
import { partiesOf } from '@lexmitra/data';
import path from 'node:path';
import type * as CaseIndexModule from '../../services/search-service/src/index/case-index';
import { benchQueries, generateCases } from './search-corpus';
import { pct } from './search-harness';
import { benchNumber } from './smoke';

const N = benchNumber('BENCH_CASES', 100_000, 2000);
const Q = benchNumber('BENCH_QUERIES', 3000, 100);
const ROUNDS = benchNumber('BENCH_AB_ROUNDS', 6, 2);
const BUILDS = { A: process.env.BENCH_ENGINE_A ?? 'dist', B: process.env.BENCH_ENGINE_B ?? 'dist' };
const median = (xs: number[]) => pct(xs, 50);

interface Index {
  query(req: AskRequest): AskAnswer;
}

function build(folder: string, cases: ReturnType<typeof generateCases>): Index {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { CaseIndex } = require(path.join(__dirname, '../../services/search-service', folder, 'index/case-index')) as typeof CaseIndexModule;
  const index = new CaseIndex();
  for (const c of cases) index.upsert({ ...c, parties: c.parties ?? partiesOf(c.title) });
  return index;
}

function cpuPerQuery(index: Index, queries: AskRequest[]): number {
  const c0 = process.cpuUsage();
  for (const q of queries) index.query(q);
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / queries.length;
}

const cases = generateCases(N);
const indexes = { A: build(BUILDS.A, cases), B: build(BUILDS.B, cases) };
const queries = benchQueries(cases, Q, 7).map((q) => AskRequestSchema.parse({ query: q }));
for (const q of queries.slice(0, 200)) for (const side of ['A', 'B'] as const) indexes[side].query(q);

const differing = queries.filter((q) => JSON.stringify(indexes.A.query(q)) !== JSON.stringify(indexes.B.query(q)));
console.log(`answers differing: ${differing.length} of ${Q}${differing.length ? ` (first: ${differing.slice(0, 5).map((q) => JSON.stringify(q.query)).join(', ')})` : ''}`);

const per = Math.ceil(Q / ROUNDS);
const cpu: Record<'A' | 'B', number[]> = { A: [], B: [] };
for (let round = 0; round < ROUNDS; round++) {
  const slice = queries.slice(round * per, (round + 1) * per);
  for (const side of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) cpu[side].push(cpuPerQuery(indexes[side], slice));
  console.log(`round ${round + 1}: A (${BUILDS.A}) ${cpu.A[round].toFixed(3)} ms, B (${BUILDS.B}) ${cpu.B[round].toFixed(3)} ms CPU per query`);
}
console.log(`median CPU per query: A ${median(cpu.A).toFixed(3)} ms, B ${median(cpu.B).toFixed(3)} ms; B / A (median of the paired rounds) ${median(cpu.B.map((b, i) => b / cpu.A[i])).toFixed(2)}`);
if (differing.length) process.exitCode = 1;
