/**
 * The in-memory engine alone, in this process: build time for BENCH_CASES (100,000) generated cases,
 * then CPU per query (p50/p95/mean) over the bench's queries, uncached, by query kind. Run with
 * `node --cpu-prof --import tsx bench/search-inproc.ts` to see where a query's time goes.
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import { partiesOf } from '@lexmitra/data';
import * as fromSource from '../../services/search-service/src/index/case-index';
import { benchQueries, generateCases } from './search-corpus';
import { benchNumber } from './smoke';

// BENCH_DIST=1: the built service (its line numbers in a CPU profile are the compiled file's).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CaseIndex } = process.env.BENCH_DIST === '1' ? (require('../../services/search-service/dist/index/case-index') as typeof fromSource) : fromSource;
const N = benchNumber('BENCH_CASES', 100_000, 2000);
const Q = benchNumber('BENCH_QUERIES', 3000, 50);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const cases = generateCases(N);
const t0 = performance.now();
const index = new CaseIndex();
for (const c of cases) index.upsert({ ...c, parties: c.parties ?? partiesOf(c.title) });
console.log(`build: ${N} cases in ${((performance.now() - t0) / 1000).toFixed(1)} s, heap ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB`);
const queries = benchQueries(cases, Q, 7);
for (const q of queries.slice(0, 200)) index.query(AskRequestSchema.parse({ query: q }));
const times: number[] = [];
/** CPU ms per query kind (the kinds benchQueries makes). */
const kinds = new Map<string, number[]>();
const kindOf = (q: string) => (/SCC/.test(q) ? 'citation' : / v\. /.test(q) ? 'title' : SUBJECT.test(q) ? (q.split(' ').length > 3 || /^[A-Z]/.test(q) ? 'name + subject' : 'subject') : 'name');
const SUBJECT = /^[a-z]|\b(basic|right|freedom|personal|anticipatory|land|reservation|arbitration|medical|dowry|cheque|environmental|service|tenancy|income|insolvency|copyright|custodial|maintenance|election|natural|public|consumer|motor|specific) [a-z]/;
let bytes = 0;
const t1 = performance.now();
const cpu1 = process.cpuUsage();
for (const q of queries) {
  const s = performance.now();
  const c0 = process.cpuUsage();
  const a = index.query(AskRequestSchema.parse({ query: q }));
  times.push(performance.now() - s);
  const c = process.cpuUsage(c0);
  const k = kindOf(q);
  kinds.set(k, [...(kinds.get(k) ?? []), (c.user + c.system) / 1000]);
  bytes += JSON.stringify(a).length;
}
const total = performance.now() - t1;
const cpu = process.cpuUsage(cpu1);
console.log(`CPU per query: ${((cpu.user + cpu.system) / 1000 / Q).toFixed(3)} ms (wall ${(total / Q).toFixed(3)} ms; the machine is shared)`);
console.log(`query: ${Q} in ${total.toFixed(0)} ms: mean ${(total / Q).toFixed(2)} ms, p50 ${pct(times, 50).toFixed(2)}, p95 ${pct(times, 95).toFixed(2)}, p99 ${pct(times, 99).toFixed(2)}, max ${Math.max(...times).toFixed(1)}; answer ${(bytes / Q / 1024).toFixed(1)} KB`);
console.log(`CPU by kind: ${[...kinds].map(([k, xs]) => `${k} ${xs.length}× mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)} ms`).join(', ')}`);
const slow = queries.map((q, i) => [q, times[i]] as const).sort((a, b) => b[1] - a[1]).slice(0, 8);
console.log('slowest:', slow.map(([q, t]) => `${q} ${t.toFixed(1)}`).join(' | '));
// Heap after the queries, against the figure after the build: the engine keeps each walked word's scores (engine.ts impacts).
console.log(`heap after the queries: ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB`);
