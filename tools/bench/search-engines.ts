/**
 * Both search engines in one run, the same queries through a real BFF at 20 clients:
 *  - memory: BENCH_CASES (default 20,000; bench:search runs 100k) generated cases with descriptions,
 *    indexed by each search-service replica from MongoDB;
 *  - opensearch: BENCH_JUDGMENTS (default 5,000) full-text judgments (median ~20 KB, tail to 500 KB;
 *    search-judgments.ts) bulk-loaded into the stack's OpenSearch node, with load time and per-shard size;
 *  - per engine, one then two search-service replicas: p50/p95, req/s, the CPU each process spent
 *    (BFF, replicas, OpenSearch, this bench) and search-service RSS against OpenSearch's heap;
 *  - memory, the path's floor: one replica asked FLOOR_QUERIES queries over and over, so it answers
 *    from its cache of recent answers: what wrk, the BFF and Redis cost with the engine's work taken out.
 * Needs `npm run stack:up -- --opensearch`. Bounded by BENCH_TIMEOUT_S (900) and BENCH_PHASE_S (10) per phase.
 * Run: npm run bench:search-engines -w @lexmitra/tools (BENCH_SMOKE=1: 200 cases, 40 judgments, 1-second phases)
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IORedis } from '@lexmitra/platform';
import mongoose from 'mongoose';
import { StoredCaseSchema } from '@lexmitra/data';
import { aliasFor, CaseSearchIndex } from '../../services/search-service/src/opensearch/case-search-index';
import { coreBounds, cpuMs, machineTicks, rssBytes } from './proc-stats';
import { BenchHarness, loadDescriptions, MEMORY_BENCH_DB, pct } from './search-harness';
import { benchQueries, generateCases } from './search-corpus';
import { generateJudgments } from './search-judgments';
import { benchNumber, stackServerPid } from './smoke';
import { ensureWrk, redisCpuMs, RoundResult, wrkRound } from './search-load';

require('../jest/stack-env.js');
const N_MEM = benchNumber('BENCH_CASES', 20_000, 200);
const N_OS = benchNumber('BENCH_JUDGMENTS', 5_000, 40);
const SHARDS = Number(process.env.OPENSEARCH_SHARDS ?? 1);
const PHASE_S = benchNumber('BENCH_PHASE_S', 10, 1);
const CLIENTS = 20;
const OS_URL = process.env.OPENSEARCH_URL;
const OS_DB = process.env.BENCH_OS_DB ?? 'lexmitra_bench_engines_os';
const harness = new BenchHarness(Number(process.env.BENCH_TIMEOUT_S ?? 900), CLIENTS);
const checkTime = (what: string) => harness.checkTime(what);
const post = harness.post.bind(harness);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const dbUrl = (db: string) => process.env.MONGO_URL!.replace(/\/[^/]*$/, `/${db}`);

/** The OpenSearch JVM of the stack (its pid file), for CPU and RSS. */
const openSearchPid = (): number | undefined => stackServerPid('opensearch');

/** `split`: ms of CPU per request of the first replica, of the single-threaded BFF (and Node clients), and of all. */
interface Phase {
  label: string;
  p50: number;
  p95: number;
  rate: number;
  cpu: string;
  split: { replicaMs: number; singleMs: number[]; totalMs: number };
  /** Memory's one-replica phase: the same replica answering from its cache (the path's floor). */
  floor?: Phase;
}

/** wrk when it can be had (a C client spends little of the two cores), else 20 Node clients in this process. */
const wrk = ensureWrk();
let queriesFile = '';
/** Fewer different queries than the memory keeper caches answers (index-keeper.ts CACHE_SIZE, 2,000). */
const FLOOR_QUERIES = 500;
let floorFile = '';
/** Whether this run loaded the OpenSearch index (only then does it drop it at the end). */
let loadedHere = false;
let wrkOffset = 0;

async function nodeClients(base: string, cookie: string, queries: string[], label: string): Promise<RoundResult & { errors: number }> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const self0 = process.cpuUsage();
  const t0 = performance.now();
  const until = t0 + PHASE_S * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < until) {
      checkTime(label);
      const q = queries[next++ % queries.length];
      const s = performance.now();
      const res = await post(`${base}/ask`, { query: q }, cookie);
      // A 503 (no answer within the BFF's 5 s) counts as an error and is reported, not hidden.
      if (res.status !== 200) errors++;
      else latencies.push(performance.now() - s);
    }
  }));
  const self = process.cpuUsage(self0);
  return { requests: latencies.length, seconds: (performance.now() - t0) / 1000, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), generatorCpuMs: (self.user + self.system) / 1000, errors };
}

/**
 * One phase of PHASE_S seconds at 20 clients, with the CPU split: ms of CPU per request for each
 * process (BFF, replicas, OpenSearch, Redis, load generator), the machine's shares, and the load
 * average (the machine is shared with other work).
 */
async function measure(label: string, base: string, cookie: string, queries: string[], pids: Record<string, number | undefined>, file = queriesFile): Promise<Phase> {
  checkTime(label);
  const redis = new IORedis(process.env.REDIS_URL!);
  const cpu0 = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, pid ? cpuMs(pid) : NaN]));
  const redis0 = await redisCpuMs(redis);
  const ticks0 = machineTicks();
  const result = wrk
    ? { ...(await wrkRound(wrk, { base, cookie, clients: CLIENTS, seconds: PHASE_S, queriesFile: file, offset: (wrkOffset += 20_000) })), errors: 0 }
    : await nodeClients(base, cookie, queries, label);
  const ms: Record<string, number> = Object.fromEntries(Object.entries(pids).filter(([, pid]) => pid).map(([k, pid]) => [k, (cpuMs(pid!) - cpu0[k]) / result.requests]));
  ms.Redis = ((await redisCpuMs(redis)) - redis0) / result.requests;
  const generator = wrk ? 'wrk' : 'bench clients';
  ms[generator] = (result.generatorCpuMs ?? 0) / result.requests;
  const spent = Object.entries(ms).map(([k, v]) => `${k} ${v.toFixed(2)}`);
  // wrk runs threads of its own; the Node clients share this process's one thread, like the BFF.
  const split = { replicaMs: ms.search1, singleMs: [ms.bff, ...(wrk ? [] : [ms[generator]])], totalMs: Object.values(ms).reduce((a, b) => a + b, 0) };
  redis.disconnect();
  const ticks = machineTicks().map((t, i) => t - ticks0[i]);
  const share = (i: number) => `${Math.round((100 * ticks[i]) / ticks.reduce((x, y) => x + y, 0))}%`;
  const rate = result.requests / result.seconds;
  const cpu = `CPU ms per request: ${spent.join(', ')}; machine: user ${share(0)}, system ${share(1)}, idle ${share(3)}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
  console.log(`${label}: ${result.requests} answered${result.errors ? `, ${result.errors} FAILED (503)` : ''} in ${result.seconds.toFixed(1)} s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${rate.toFixed(0)} req/s; ${cpu}`);
  return { label, p50: result.p50, p95: result.p95, rate, cpu, split };
}

/** A few seconds of load before a phase, so every process (a new replica too) has compiled its hot code. */
async function warmUp(base: string, cookie: string, file = queriesFile): Promise<void> {
  if (wrk) await wrkRound(wrk, { base, cookie, clients: CLIENTS, seconds: 3, queriesFile: file, offset: (wrkOffset += 20_000) });
}

async function runEngine(engine: 'memory' | 'opensearch', db: string, queries: string[], port: number): Promise<Phase[]> {
  const env = { MONGO_URL: dbUrl(db), SEARCH_ENGINE: engine, LOG_LEVEL: 'info', ...(OS_URL ? { OPENSEARCH_URL: OS_URL } : {}) };
  const t0 = performance.now();
  const first = await harness.start('services/search-service', /"msg":"taking search requests"/, env);
  console.log(`${engine}: first replica ready in ${((performance.now() - t0) / 1000).toFixed(1)} s, RSS ${mb(rssBytes(first.pid!))}`);
  const { bff, base, cookie } = await harness.startBff(dbUrl(db), port);
  for (let i = 0; i < 50; i++) await post(`${base}/ask`, { query: queries[queries.length - 1 - i] }, cookie);
  const osPid = engine === 'opensearch' ? openSearchPid() : undefined;
  await warmUp(base, cookie);
  const phases = [await measure(`${engine}, 1 replica`, base, cookie, queries, { bff: bff.pid, search1: first.pid, opensearch: osPid })];
  if (engine === 'memory') {
    // The warm-up (wrk, 3 s) asks each of the few queries at least once; from then on every answer is a cached one.
    await warmUp(base, cookie, floorFile);
    phases[0].floor = await measure('memory, 1 replica, cached answers', base, cookie, queries.slice(0, FLOOR_QUERIES), { bff: bff.pid, search1: first.pid }, floorFile);
  }
  const second = await harness.start('services/search-service', /"msg":"taking search requests"/, env);
  await warmUp(base, cookie);
  phases.push(await measure(`${engine}, 2 replicas`, base, cookie, queries.slice(5000), { bff: bff.pid, search1: first.pid, search2: second.pid, opensearch: osPid }));
  console.log(`${engine}: search-service RSS ${mb(rssBytes(first.pid!))} and ${mb(rssBytes(second.pid!))}${osPid ? `; OpenSearch RSS ${mb(rssBytes(osPid))}` : ''}`);
  for (const c of [bff, first, second]) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  return phases;
}

async function main() {
  const cases = generateCases(Math.max(N_MEM, N_OS));
  // Queries about the first N_OS cases: the same people, subjects and citations exist in both corpora.
  const queries = benchQueries(cases.slice(0, N_OS), 40_000).map((q) => AskRequestSchema.parse({ query: q }).query);
  const results: Phase[] = [];
  if (wrk) {
    queriesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-engines-')), 'queries.txt');
    const lines = queries.map((q) => q.replace(/\s+/g, ' '));
    fs.writeFileSync(queriesFile, lines.join('\n'));
    floorFile = path.join(path.dirname(queriesFile), 'floor.txt');
    fs.writeFileSync(floorFile, lines.slice(0, FLOOR_QUERIES).join('\n'));
  }
  // BENCH_ENGINES=opensearch (or memory) runs one engine only.
  const engines = (process.env.BENCH_ENGINES ?? 'memory,opensearch').split(',');

  if (engines.includes('memory')) await memoryEngine(cases, queries, results);
  if (engines.includes('opensearch')) await openSearchEngine(cases, queries, results);
  printFigures(results);
}

async function memoryEngine(cases: ReturnType<typeof generateCases>, queries: string[], results: Phase[]): Promise<void> {
  // Memory engine: descriptions in MongoDB, indexed by each replica.
  const memDb = MEMORY_BENCH_DB;
  await loadDescriptions(dbUrl(memDb), cases.slice(0, N_MEM), checkTime);
  results.push(...(await runEngine('memory', memDb, queries, 8940 + (process.pid % 40))));
}

async function openSearchEngine(cases: ReturnType<typeof generateCases>, queries: string[], results: Phase[]): Promise<void> {

  if (!OS_URL) throw new Error('OPENSEARCH_URL is not set: start the stack with `npm run stack:up -- --opensearch`');
  // OpenSearch: the judgments go straight into the index (the keeper's own rebuild code); MongoDB
  // holds the corpus version only, so the service finds its index current and starts at once.
  // BENCH_OS_DB names the database (and so the alias, lexmitra-cases-<db>): with BENCH_OS_DB=probe_100000
  // this run searches the index bench:search-os-probe loaded (BENCH_JUDGMENTS must match) instead of loading its own.
  const osDb = OS_DB;
  const osConn = await mongoose.createConnection(dbUrl(osDb)).asPromise();
  await osConn.dropDatabase();
  await osConn.model('StoredCase', StoredCaseSchema).collection.insertOne({ ...cases[0], hash: 'bench', createdAt: new Date(), updatedAt: new Date() });
  await osConn.collection('case_corpus').insertOne({ _id: 'cases' as never, version: 1 });
  await osConn.close();
  const index = CaseSearchIndex.connect(OS_URL, aliasFor(osDb), SHARDS, 0);
  let bytes = 0;
  const sized = (async function* () {
    for (const j of generateJudgments(N_OS)) {
      checkTime('the bulk load');
      bytes += j.paragraphs!.reduce((n, p) => n + p.length + 2, 0);
      yield j;
    }
  })();
  const loaded = (await index.corpusVersion()) === '1' && (await index.client.count({ index: index.alias })).body.count === N_OS;
  if (loaded) console.log(`opensearch: ${N_OS} judgments already behind ${index.alias}, not loaded again (and kept)`);
  else loadedHere = true;
  const report = loaded ? { index: (await index.current())[0], cases: N_OS, ms: NaN } : await index.rebuild(sized, '1');
  const shards = (await index.client.cat.shards({ index: report.index, format: 'json', bytes: 'b' })).body as { shard: string; prirep: string; docs: string; store: string }[];
  const heap = (await index.client.nodes.stats({ metric: ['jvm'] })).body as { nodes: Record<string, { jvm: { mem: { heap_used_in_bytes: number; heap_max_in_bytes: number } } }> };
  const jvm = Object.values(heap.nodes)[0].jvm.mem;
  if (!loaded) console.log(`opensearch bulk load: ${report.cases} judgments, ${mb(bytes)} of text, in ${(report.ms / 1000).toFixed(1)} s (${(report.cases / (report.ms / 1000)).toFixed(0)} judgments/s, ${(bytes / 1024 / 1024 / (report.ms / 1000)).toFixed(1)} MB/s)`);
  for (const s of shards.filter((x) => x.prirep === 'p')) console.log(`  shard ${s.shard}: ${s.docs} docs, ${mb(Number(s.store))} on disk (${(Number(s.store) / Number(s.docs) / 1024).toFixed(1)} KB per judgment)`);
  console.log(`  OpenSearch heap ${mb(jvm.heap_used_in_bytes)} used of ${mb(jvm.heap_max_in_bytes)}`);
  await index.close();
  results.push(...(await runEngine('opensearch', osDb, queries, 8990 + (process.pid % 40))));
}

function printFigures(results: Phase[]): void {
  console.log('--- figures');
  for (let i = 0; i + 1 < results.length; i += 2) {
    const [one, two] = [results[i], results[i + 1]];
    const memory = one.label.startsWith('memory');
    const goal = memory ? 20 : 60;
    const size = memory ? `${N_MEM} descriptions` : `${N_OS} full-text judgments, ${SHARDS} shard(s)`;
    console.log(`${memory ? 'memory' : 'opensearch'} (${size}): p95 ${one.p95.toFixed(1)} ms (goal ≤ ${goal} ms${memory ? ' at 100k' : ''}: ${one.p95 <= goal ? 'met' : 'not met'} at this size); two replicas / one = ${(two.rate / one.rate).toFixed(2)}×`);
    // What this machine's cores allow at the CPU split measured with one replica: the goals' bound here.
    const cores = os.cpus().length;
    const b = coreBounds(one.split, cores, CLIENTS);
    console.log(`  on ${cores} cores at ${one.split.totalMs.toFixed(2)} ms of CPU a request (replica ${one.split.replicaMs.toFixed(2)}, BFF ${one.split.singleMs[0].toFixed(2)}): at most ${b.one.toFixed(0)} req/s with one replica and ${b.two.toFixed(0)} with two (${b.ratio.toFixed(2)}×); at ${CLIENTS} clients the mean latency cannot fall below ${b.meanFloorMs.toFixed(1)} ms`);
    // At 20 clients, each waiting for its answer before asking again, the mean latency is 20 / rate;
    // the p95 keeps about this run's multiple of it. So the goal asks for a rate, and the cores turn
    // that rate into the CPU a request may cost in all, with the machine busy all the time.
    const spread = one.p95 / (CLIENTS / one.rate * 1000);
    const budget = (cores * goal) / (CLIENTS * spread);
    console.log(`  p95 is ${spread.toFixed(2)}× the mean here: p95 ≤ ${goal} ms needs ${(CLIENTS * spread * 1000 / goal).toFixed(0)} req/s, at most ${budget.toFixed(2)} ms of CPU a request on ${cores} busy cores`);
    const { floor } = one;
    if (floor) {
      console.log(`  the path's floor, every answer from the replica's cache: p95 ${floor.p95.toFixed(1)} ms, ${floor.rate.toFixed(0)} req/s at ${floor.split.totalMs.toFixed(2)} ms of CPU a request (replica ${floor.split.replicaMs.toFixed(2)}, BFF ${floor.split.singleMs[0].toFixed(2)})`);
    }
  }
}

main()
  .catch((err) => {
    console.error(`bench failed: ${(err as Error).message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    harness.stopAll();
    // An index this run found loaded (BENCH_OS_DB=probe_<n>) is kept: loading 100k takes minutes.
    if (process.env.BENCH_KEEP_DB !== '1' && OS_URL && loadedHere) {
      const index = CaseSearchIndex.connect(OS_URL, aliasFor(OS_DB), 1, 0);
      await index.drop().catch(() => undefined);
      await index.close();
    }
    setTimeout(() => process.exit(), 1000).unref();
  });
