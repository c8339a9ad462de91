/**
 * Case search benchmark (one run, ratios measured in the same run):
 *  - a generated corpus of BENCH_CASES (100,000) judgments in a database of its own;
 *  - index build time and memory per 10k cases (in-process CaseIndex, same code as the service);
 *  - p95 latency of POST /ask through a real BFF + search-service at 20 concurrent clients (target ≤ 50 ms),
 *    the median of BENCH_ROUNDS (3) rounds, driven first by a Node client in this process (BENCH_REQUESTS,
 *    4000, a round) and then by wrk (BENCH_WRK_SECONDS, 10 s, a round; search-load.ts), with the CPU
 *    every party spent per request;
 *  - the same queries as case-insensitive $regex in MongoDB (target: search ≥ 10× faster).
 * Bounded in time by BENCH_TIMEOUT_S (default 900). Run: npm run bench:search -w @lexmitra/tools
 * (BENCH_SMOKE=1: 500 cases, one round of 40 requests and one 1-second wrk round, 2 $regex queries)
 */
import { AskRequestSchema, CaseRecord } from '@lexmitra/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { partiesOf, StoredCaseSchema } from '@lexmitra/data';
import { CaseIndex } from '../../services/search-service/src/index/case-index';
import { benchQueries, generateCases } from './search-corpus';
import { BenchHarness, pct } from './search-harness';
import { ensureWrk, measureRounds, Round, RoundResult, wrkRound } from './search-load';
import { benchNumber, SMOKE } from './smoke';

require('../jest/stack-env.js');
const N = benchNumber('BENCH_CASES', 100_000, 500);
const CLIENTS = 20;
/** $regex scans every document (no index can serve it): a few queries are enough for a median. */
const BASELINE_QUERIES = benchNumber('BENCH_BASELINE_QUERIES', 8, 2);
/** One $regex scan may take this long; longer ones are stopped and counted as this. */
const REGEX_LIMIT_MS = Number(process.env.BENCH_REGEX_LIMIT_MS ?? 60_000);
const REQUESTS = benchNumber('BENCH_REQUESTS', 4000, 40);
const LOAD_ROUNDS = benchNumber('BENCH_ROUNDS', 3, 1);
const WRK_SECONDS = benchNumber('BENCH_WRK_SECONDS', 10, 1);
/** Unmeasured requests first (JIT, caches, connections). */
const WARM_REQUESTS = SMOKE ? 20 : 300;
const database = `lexmitra_bench_search`;
const mongoUrl = process.env.MONGO_URL!.replace(/\/[^/]*$/, `/${database}`);
const harness = new BenchHarness(Number(process.env.BENCH_TIMEOUT_S ?? 900), CLIENTS);
const checkTime = (what: string) => harness.checkTime(what);
const post = harness.post.bind(harness);
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function loadCorpus(cases: CaseRecord[]): Promise<mongoose.Model<unknown>> {
  const conn = await mongoose.createConnection(mongoUrl).asPromise();
  const model = conn.model('StoredCase', StoredCaseSchema) as unknown as mongoose.Model<unknown>;
  if ((await model.estimatedDocumentCount()) !== cases.length) {
    await conn.dropDatabase();
    const t0 = performance.now();
    const now = new Date();
    for (let i = 0; i < cases.length; i += 2000) {
      checkTime('loading the corpus into MongoDB');
      await model.collection.insertMany(cases.slice(i, i + 2000).map((c) => ({ ...c, hash: 'bench', createdAt: now, updatedAt: now })), { ordered: false });
    }
    console.log(`corpus: ${cases.length} cases written to ${database} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } else console.log(`corpus: reusing ${cases.length} cases in ${database}`);
  return model;
}

async function main() {
  const cases = generateCases(N);
  // As many generated queries as requests: repeats happen only where people would repeat (subjects).
  const queries = benchQueries(cases, REQUESTS * LOAD_ROUNDS + WARM_REQUESTS);
  console.log(`queries: ${queries.length} generated, ${new Set(queries.map((q) => q.toLowerCase())).size} distinct (the service caches recent answers)`);

  // 1. Index build and memory per 10k cases, in this process.
  (global as { gc?: () => void }).gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  let index: CaseIndex | null = new CaseIndex();
  for (const c of cases) index.upsert({ ...c, parties: c.parties ?? partiesOf(c.title) });
  const buildMs = performance.now() - t0;
  (global as { gc?: () => void }).gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heap0) / 1024 / 1024;
  const inProc = queries.slice(0, 200).map((q) => {
    const s = performance.now();
    index!.query(AskRequestSchema.parse({ query: q }));
    return performance.now() - s;
  });
  index = null;
  console.log(`index build: ${(buildMs / 1000).toFixed(2)} s for ${N} cases = ${ms((buildMs / N) * 10_000)} per 10k; heap ≈ ${((heapMb / N) * 10_000).toFixed(1)} MB per 10k${(global as { gc?: unknown }).gc ? '' : ' (no --expose-gc: approximate)'}`);
  console.log(`in-process query: p50 ${ms(pct(inProc, 50))}, p95 ${ms(pct(inProc, 95))}`);

  // 2. MongoDB corpus, search-service and BFF as real processes.
  const model = await loadCorpus(cases);
  const port = 8890 + (process.pid % 50);
  const svcStart = performance.now();
  // search-service logs no line per request, so info (its readiness line) costs the load nothing.
  const svc = await harness.start('services/search-service', /"msg":"index ready"/, { MONGO_URL: mongoUrl, LOG_LEVEL: 'info' });
  console.log(`search-service: loaded and indexed ${N} cases from MongoDB in ${((performance.now() - svcStart) / 1000).toFixed(1)} s`);
  const { bff, base, cookie } = await harness.startBff(mongoUrl, port);

  // 3. Load: 20 clients, closed loop, after a warm-up; first our Node client, then wrk.
  let next = 0;
  const latencies: number[] = [];
  const run = async (count: number, offset: number): Promise<RoundResult> => {
    next = 0;
    latencies.length = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, async () => {
      while (next < count) {
        checkTime('the load run');
        const q = queries[(offset + next++) % queries.length];
        const s = performance.now();
        const res = await post(`${base}/ask`, { query: q }, cookie);
        if (res.status !== 200) throw new Error(`/ask answered ${res.status}: ${res.text}`);
        latencies.push(performance.now() - s);
      }
    }));
    return { requests: count, seconds: (performance.now() - started) / 1000, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99) };
  };
  await run(WARM_REQUESTS, 0);
  const pids = { bff: bff.pid!, search: svc.pid! };
  const report = (generator: string, rounds: Round[]): Round => {
    const median = rounds[Math.floor(rounds.length / 2)];
    console.log(`POST /ask via BFF, ${CLIENTS} clients, ${generator}, ${LOAD_ROUNDS} rounds (p95 per round: ${rounds.map((r) => ms(r.p95)).join(', ')}); median round: p50 ${ms(median.p50)}, p95 ${ms(median.p95)}, p99 ${ms(median.p99)}, ${median.rate.toFixed(0)} req/s; ${median.cpu}`);
    return median;
  };
  const nodeMedian = report(`Node http client in the bench process, ${REQUESTS} requests a round`, await measureRounds(LOAD_ROUNDS, pids, process.env.REDIS_URL!, (round) => run(REQUESTS, WARM_REQUESTS + round * REQUESTS)));

  // wrk: fresh queries for every round (the service caches recent answers), after a warm-up round.
  const wrk = ensureWrk();
  let wrkMedian: Round | undefined;
  if (wrk) {
    checkTime('the wrk rounds');
    const queriesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-')), 'queries.txt');
    fs.writeFileSync(queriesFile, benchQueries(cases, 200_000, 23).map((q) => q.replace(/\s+/g, ' ')).join('\n'));
    const options = { base, cookie, clients: CLIENTS, seconds: WRK_SECONDS, queriesFile };
    await wrkRound(wrk, { ...options, seconds: Math.min(3, WRK_SECONDS), offset: 0 });
    wrkMedian = report(`wrk (1 thread), ${WRK_SECONDS} s a round`, await measureRounds(LOAD_ROUNDS, pids, process.env.REDIS_URL!, (round) => wrkRound(wrk, { ...options, offset: 10_000 + round * 30_000 })));
  }
  // The target is judged on wrk's figures when wrk ran: the Node client's own CPU (see above)
  // comes out of the same two cores as the BFF's and search-service's.
  const p95 = (wrkMedian ?? nodeMedian).p95;

  // 4. Baseline: the same queries as a case-insensitive $regex over the same fields, sequentially.
  const sequential: number[] = [];
  const regex: number[] = [];
  let regexCapped = 0;
  // Fresh queries (another seed), so neither side is answered from a cache.
  for (const q of benchQueries(cases, BASELINE_QUERIES, 99)) {
    checkTime('the $regex baseline');
    let s = performance.now();
    await post(`${base}/ask`, { query: q }, cookie);
    sequential.push(performance.now() - s);
    const re = { $regex: q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
    s = performance.now();
    try {
      await model.find({ $or: [{ title: re }, { citation: re }, { court: re }, { description: re }, { text: re }] }).limit(10).maxTimeMS(REGEX_LIMIT_MS).lean();
      regex.push(performance.now() - s);
    } catch (err) {
      if (!/time limit/i.test((err as Error).message)) throw err;
      // A scan that outlasts the limit counts as the limit: the ratio becomes a lower bound.
      regex.push(REGEX_LIMIT_MS);
      regexCapped++;
    }
  }
  const regexMedian = pct(regex, 50);
  const atLeast = regexCapped ? '≥ ' : '';
  console.log(`$regex in MongoDB (sequential, ${BASELINE_QUERIES} queries${regexCapped ? `, ${regexCapped} stopped at the ${REGEX_LIMIT_MS / 1000} s limit` : ''}): p50 ${atLeast}${ms(regexMedian)}, p95 ${atLeast}${ms(pct(regex, 95))}; /ask sequential p50 ${ms(pct(sequential, 50))}`);
  console.log('--- ratios');
  console.log(`p95 at ${CLIENTS} clients${wrkMedian ? ' (wrk)' : ''} / 50 ms target = ${(p95 / 50).toFixed(2)} (≤ 1 passes) ${p95 <= 50 ? 'PASS' : 'FAIL'}`);
  const speedup = regexMedian / pct(sequential, 50);
  console.log(`$regex p50 / search p50 = ${atLeast}${speedup.toFixed(1)}× (≥ 10 passes) ${speedup >= 10 ? 'PASS' : 'FAIL'}`);
  console.log(`$regex p50 / search p95 under load = ${atLeast}${(regexMedian / p95).toFixed(1)}×`);
  await model.db.close();
}

main()
  .catch((err) => {
    console.error(`bench failed: ${(err as Error).message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    harness.stopAll();
    if (process.env.BENCH_KEEP_DB !== '1') {
      const conn = await mongoose.createConnection(mongoUrl).asPromise().catch(() => null);
      await conn?.dropDatabase().catch(() => undefined);
      await conn?.close();
    }
    setTimeout(() => process.exit(), 500).unref();
  });
