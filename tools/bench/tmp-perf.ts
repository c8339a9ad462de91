import { AskRequestSchema } from '@lexmitra/contracts';
import { CaseIndex } from '../../services/search-service/src/index/case-index';
import { benchQueries, generateCases } from './search-corpus';
const cases = generateCases(Number(process.env.N ?? 100000));
const idx = new CaseIndex();
let t = performance.now();
for (const c of cases) idx.upsert({ ...c, parties: c.parties! });
console.log('build', ((performance.now() - t) / 1000).toFixed(1));
const qs = benchQueries(cases, 300);
const times: [number, string, number][] = [];
for (const q of qs) { t = performance.now(); const a = idx.query(AskRequestSchema.parse({ query: q })); times.push([performance.now() - t, q, a.total!]); }
times.sort((a, b) => a[0] - b[0]);
console.log('p50', times[150][0].toFixed(1), 'p95', times[285][0].toFixed(1), 'max', times[299]);
console.log(times.slice(-8));
