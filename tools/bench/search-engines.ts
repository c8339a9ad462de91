/**
 * Both search engines in one run, the same queries through a real BFF at 20 clients:
 *  - memory: BENCH_CASES (default 20,000; bench:search runs 100k) generated cases with descriptions,
 *    indexed by each search-service replica from MongoDB;
 *  - opensearch: BENCH_JUDGMENTS (default 5,000) full-text judgments (median ~20 KB, tail to 500 KB;
 *    search-judgments.ts) bulk-loaded into the stack's OpenSearch node, with load time and per-shard size;
 *  - per engine, one then two search-service replicas: p50/p95, req/s, the CPU each process spent
 *    (BFF, replicas, OpenSearch, this bench) and search-service RSS against OpenSearch's heap.
 * Needs `npm run stack:up -- --opensearch`. Bounded by BENCH_TIMEOUT_S (900) and BENCH_PHASE_S (10) per phase.
 * Run: npm run bench:search-engines -w @lexmitra/tools (BENCH_SMOKE=1: 200 cases, 40 judgments, 1-second phases)
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import { ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import mongoose from 'mongoose';
import { StoredCaseSchema } from '@lexmitra/data';
import { aliasFor, CaseSearchIndex } from '../../services/search-service/src/opensearch/case-search-index';
import { cpuMs, rssBytes } from './proc-stats';
import { benchQueries, generateCases } from './search-corpus';
import { generateJudgments } from './search-judgments';
import { benchNumber, stackServerPid } from './smoke';

const root = path.resolve(__dirname, '../..');
require('../jest/stack-env.js');
const N_MEM = benchNumber('BENCH_CASES', 20_000, 200);
const N_OS = benchNumber('BENCH_JUDGMENTS', 5_000, 40);
const SHARDS = Number(process.env.OPENSEARCH_SHARDS ?? 1);
const PHASE_S = benchNumber('BENCH_PHASE_S', 10, 1);
const CLIENTS = 20;
const deadline = Date.now() + Number(process.env.BENCH_TIMEOUT_S ?? 900) * 1000;
const OS_URL = process.env.OPENSEARCH_URL;
const children: ChildProcess[] = [];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const dbUrl = (db: string) => process.env.MONGO_URL!.replace(/\/[^/]*$/, `/${db}`);
const checkTime = (what: string) => {
  if (Date.now() > deadline) throw new Error(`time budget exceeded during ${what}`);
};

function start(dir: string, ready: RegExp | (() => Promise<boolean>), env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, dir, 'dist/main.js')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${dir} not ready:\n${out.slice(-2000)}`)), Math.max(1000, deadline - Date.now()));
    const done = () => (clearTimeout(timer), resolve(child));
    const on = (d: Buffer) => ((out += d), ready instanceof RegExp && ready.test(out) && done());
    child.stdout!.on('data', on);
    child.stderr!.on('data', on);
    if (!(ready instanceof RegExp)) {
      const poll = async (): Promise<void> => {
        if (child.exitCode !== null || Date.now() > deadline) return;
        if (await ready().catch(() => false)) return void done();
        setTimeout(() => void poll(), 200);
      };
      void poll();
    }
    child.once('exit', (code) => reject(new Error(`${dir} exited ${code}:\n${out.slice(-2000)}`)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
function post(url: string, body: unknown, cookie = ''): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), cookie } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** The OpenSearch JVM of the stack (its pid file), for CPU and RSS. */
const openSearchPid = (): number | undefined => stackServerPid('opensearch');

interface Phase { label: string; p50: number; p95: number; rate: number; cpu: string }

async function measure(label: string, base: string, cookie: string, queries: string[], pids: Record<string, number | undefined>): Promise<Phase> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const cpu0 = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, pid ? cpuMs(pid) : NaN]));
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
  const seconds = (performance.now() - t0) / 1000;
  const self = process.cpuUsage(self0);
  const spent = Object.entries(pids).map(([k, pid]) => `${k} ${(((pid ? cpuMs(pid) : NaN) - cpu0[k]) / 1000 / seconds * 100).toFixed(0)}%`);
  spent.push(`bench ${(((self.user + self.system) / 1000) / 1000 / seconds * 100).toFixed(0)}%`);
  const phase = { label, p50: pct(latencies, 50), p95: pct(latencies, 95), rate: latencies.length / seconds, cpu: `CPU of one core: ${spent.join(', ')}` };
  console.log(`${label}: ${latencies.length} answered${errors ? `, ${errors} FAILED (503)` : ''} in ${seconds.toFixed(1)} s, p50 ${phase.p50.toFixed(1)} ms, p95 ${phase.p95.toFixed(1)} ms, ${phase.rate.toFixed(0)} req/s; ${phase.cpu}`);
  return phase;
}

async function runEngine(engine: 'memory' | 'opensearch', db: string, queries: string[], port: number): Promise<Phase[]> {
  const env = { MONGO_URL: dbUrl(db), SEARCH_ENGINE: engine, LOG_LEVEL: 'info', ...(OS_URL ? { OPENSEARCH_URL: OS_URL } : {}) };
  const t0 = performance.now();
  const first = await start('services/search-service', /"msg":"taking search requests"/, env);
  console.log(`${engine}: first replica ready in ${((performance.now() - t0) / 1000).toFixed(1)} s, RSS ${mb(rssBytes(first.pid!))}`);
  const base = `http://127.0.0.1:${port}`;
  const live = () => new Promise<boolean>((resolve) => http.get(`${base}/api/health/live`, (res) => (res.resume(), resolve(res.statusCode === 200))).on('error', () => resolve(false)));
  const bff = await start('bff', live, { MONGO_URL: dbUrl(db), PORT: String(port), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const email = `bench-${engine}-${Date.now()}@example.in`;
  await post(`${base}/api/auth/register`, { email, password: 'bench password 123' });
  const cookie = String((await post(`${base}/api/auth/login`, { email, password: 'bench password 123' })).headers['set-cookie']).split(';')[0];
  for (let i = 0; i < 50; i++) await post(`${base}/ask`, { query: queries[queries.length - 1 - i] }, cookie);
  const os = engine === 'opensearch' ? openSearchPid() : undefined;
  const phases = [await measure(`${engine}, 1 replica`, base, cookie, queries, { bff: bff.pid, search1: first.pid, opensearch: os })];
  const second = await start('services/search-service', /"msg":"taking search requests"/, env);
  phases.push(await measure(`${engine}, 2 replicas`, base, cookie, queries.slice(5000), { bff: bff.pid, search1: first.pid, search2: second.pid, opensearch: os }));
  console.log(`${engine}: search-service RSS ${mb(rssBytes(first.pid!))} and ${mb(rssBytes(second.pid!))}${os ? `; OpenSearch RSS ${mb(rssBytes(os))}` : ''}`);
  for (const c of [bff, first, second]) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  return phases;
}

async function main() {
  const cases = generateCases(Math.max(N_MEM, N_OS));
  // Queries about the first N_OS cases: the same people, subjects and citations exist in both corpora.
  const queries = benchQueries(cases.slice(0, N_OS), 40_000).map((q) => AskRequestSchema.parse({ query: q }).query);
  const results: Phase[] = [];
  // BENCH_ENGINES=opensearch (or memory) runs one engine only.
  const engines = (process.env.BENCH_ENGINES ?? 'memory,opensearch').split(',');

  if (engines.includes('memory')) await memoryEngine(cases, queries, results);
  if (engines.includes('opensearch')) await openSearchEngine(cases, queries, results);
  printFigures(results);
}

async function memoryEngine(cases: ReturnType<typeof generateCases>, queries: string[], results: Phase[]): Promise<void> {
  // Memory engine: descriptions in MongoDB, indexed by each replica.
  const memDb = 'lexmitra_bench_engines_mem';
  const conn = await mongoose.createConnection(dbUrl(memDb)).asPromise();
  const model = conn.model('StoredCase', StoredCaseSchema);
  if ((await model.estimatedDocumentCount()) !== N_MEM) {
    await conn.dropDatabase();
    const now = new Date();
    for (let i = 0; i < N_MEM; i += 2000) {
      checkTime('loading MongoDB');
      await model.collection.insertMany(cases.slice(i, Math.min(N_MEM, i + 2000)).map((c) => ({ ...c, hash: 'bench', createdAt: now, updatedAt: now })));
    }
    await conn.collection('case_corpus').updateOne({ _id: 'cases' as never }, { $set: { version: 1 } }, { upsert: true });
  }
  await conn.close();
  results.push(...(await runEngine('memory', memDb, queries, 8940 + (process.pid % 40))));
}

async function openSearchEngine(cases: ReturnType<typeof generateCases>, queries: string[], results: Phase[]): Promise<void> {

  if (!OS_URL) throw new Error('OPENSEARCH_URL is not set: start the stack with `npm run stack:up -- --opensearch`');
  // OpenSearch: the judgments go straight into the index (the keeper's own rebuild code); MongoDB
  // holds the corpus version only, so the service finds its index current and starts at once.
  const osDb = 'lexmitra_bench_engines_os';
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
  const report = await index.rebuild(sized, '1');
  const shards = (await index.client.cat.shards({ index: report.index, format: 'json', bytes: 'b' })).body as { shard: string; prirep: string; docs: string; store: string }[];
  const heap = (await index.client.nodes.stats({ metric: ['jvm'] })).body as { nodes: Record<string, { jvm: { mem: { heap_used_in_bytes: number; heap_max_in_bytes: number } } }> };
  const jvm = Object.values(heap.nodes)[0].jvm.mem;
  console.log(`opensearch bulk load: ${report.cases} judgments, ${mb(bytes)} of text, in ${(report.ms / 1000).toFixed(1)} s (${(report.cases / (report.ms / 1000)).toFixed(0)} judgments/s, ${(bytes / 1024 / 1024 / (report.ms / 1000)).toFixed(1)} MB/s)`);
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
  }
}

main()
  .catch((err) => {
    console.error(`bench failed: ${(err as Error).message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    agent.destroy();
    if (process.env.BENCH_KEEP_DB !== '1' && OS_URL) {
      const index = CaseSearchIndex.connect(OS_URL, aliasFor('lexmitra_bench_engines_os'), 1, 0);
      await index.drop().catch(() => undefined);
      await index.close();
    }
    setTimeout(() => process.exit(), 1000).unref();
  });
