/**
 * Do search-service replicas add throughput? The embedded engine's replicas driven straight through
 * the Redis request queue (the same stream, payload and reply path as the BFF's searches), with no
 * BFF in between: through the BFF, the BFF itself is the busiest process on two cores, so a second
 * replica there shows the machine's limit, not the replicas'.
 *
 * BENCH_CASES (100,000) generated descriptions, each replica indexing its own copy; CLIENTS (20)
 * requests in flight from this process; one then two replicas for BENCH_PHASE_S (10) seconds each,
 * different queries in each phase (a replica caches answers). Prints req/s, p50/p95 and the CPU split
 * (ms per request of each replica, Redis, and this process as the client), and the ratio two / one
 * against the goal of 1.6× where the two cores allow it.
 *
 * Run: npm run bench:search-replicas -w @lexmitra/tools (BENCH_SMOKE=1: 200 cases, 1-second phases)
 */
import '../jest/stack-env.js';
import { AskRequestSchema, MESSAGE_PATTERNS, searchChannel } from '@lexmitra/contracts';
import { IORedis, RequestQueueClient } from '@lexmitra/platform';
import os from 'node:os';
import { coreBounds, cpuMs, machineTicks, rssBytes } from './proc-stats';
import { BenchHarness, loadDescriptions, pct } from './search-harness';
import { benchQueries, generateCases } from './search-corpus';
import { redisCpuMs } from './search-load';
import { benchNumber, enforceGoal } from './smoke';

const N = benchNumber('BENCH_CASES', 100_000, 200);
const PHASE_S = benchNumber('BENCH_PHASE_S', 10, 1);
const CLIENTS = 20;
const GOAL = 1.6;
const DB = 'lexmitra_bench_replicas';
const harness = new BenchHarness(Number(process.env.BENCH_TIMEOUT_S ?? 900), CLIENTS);

/** `split`: ms of CPU per request of the first replica, of this process (one thread), and of all. */
interface Phase { rate: number; p50: number; p95: number; cpu: string; busy: number; split: { replicaMs: number; singleMs: number[]; totalMs: number } }

/** CLIENTS closed-loop requesters for PHASE_S seconds over `queries`, with each party's CPU per request. */
async function phase(label: string, client: RequestQueueClient, stream: string, queries: string[], replicas: number[]): Promise<Phase> {
  const redis = new IORedis(process.env.REDIS_URL!);
  const before = [...replicas.map(cpuMs), await redisCpuMs(redis)];
  const self0 = process.cpuUsage();
  const ticks0 = machineTicks();
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const until = t0 + PHASE_S * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        harness.checkTime(label);
        const s = performance.now();
        // A failed or late answer throws: the run fails rather than counting it.
        await client.request(stream, { query: queries[next++ % queries.length] }, 5000);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const self = process.cpuUsage(self0);
  const after = [...replicas.map(cpuMs), await redisCpuMs(redis)];
  redis.disconnect();
  const n = latencies.length;
  const per = (ms: number) => (ms / n).toFixed(2);
  const parts = [...replicas.map((_, i) => `replica ${i + 1} ${per(after[i] - before[i])}`), `Redis ${per(after[replicas.length] - before[replicas.length])}`, `client ${per((self.user + self.system) / 1000)}`];
  const ticks = machineTicks().map((t, i) => t - ticks0[i]);
  const total = ticks.reduce((a, b) => a + b, 0);
  const busy = 1 - ticks[3] / total;
  const cpu = `CPU ms per request: ${parts.join(', ')}; machine busy ${Math.round(busy * 100)}% of 2 cores; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
  const spent = after.map((a, i) => (a - before[i]) / n);
  const clientMs = (self.user + self.system) / 1000 / n;
  const split = { replicaMs: spent[0], singleMs: [clientMs], totalMs: spent.reduce((a, b) => a + b, clientMs) };
  const result = { rate: n / seconds, p50: pct(latencies, 50), p95: pct(latencies, 95), cpu, busy, split };
  console.log(`${label}: ${n} answered in ${seconds.toFixed(1)} s, ${result.rate.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; ${cpu}`);
  return result;
}

async function main() {
  const cases = generateCases(N);
  const queries = benchQueries(cases, 40_000).map((q) => AskRequestSchema.parse({ query: q }).query);
  const mongoUrl = process.env.MONGO_URL!.replace(/\/[^/]*$/, `/${DB}`);
  await loadDescriptions(mongoUrl, cases, (what) => harness.checkTime(what));
  const env = { MONGO_URL: mongoUrl, SEARCH_ENGINE: 'memory', LOG_LEVEL: 'info', METRICS_PORT: '0' };
  const ready = /"msg":"taking search requests"/;
  const client = new RequestQueueClient(process.env.REDIS_URL!);
  const stream = searchChannel(MESSAGE_PATTERNS.searchQuery, DB);
  try {
    const first = await harness.start('services/search-service', ready, env);
    const warm = (from: number) => Promise.all(queries.slice(from, from + 400).map((query) => client.request(stream, { query }, 10_000)));
    await warm(39_000);
    const one = await phase('1 replica', client, stream, queries, [first.pid!]);
    const second = await harness.start('services/search-service', ready, env);
    await warm(39_400);
    const two = await phase('2 replicas', client, stream, queries.slice(20_000), [first.pid!, second.pid!]);
    const ratio = two.rate / one.rate;
    const mb = (pid: number) => `${(rssBytes(pid) / 1024 / 1024).toFixed(0)} MB`;
    console.log(`\n${N} descriptions; replica RSS ${mb(first.pid!)} and ${mb(second.pid!)}`);
    console.log(`two replicas / one = ${ratio.toFixed(2)}× (goal ≥ ${GOAL}× where the cores allow: ${ratio >= GOAL ? 'met' : 'not met'}); one replica kept the machine ${Math.round(one.busy * 100)}% busy, two ${Math.round(two.busy * 100)}%`);
    // The bound at one replica's CPU split: with one replica's thread the limit, a second can add up to 2×; with the cores full, nothing.
    const cores = os.cpus().length;
    const b = coreBounds(one.split, cores, CLIENTS);
    console.log(`on ${cores} cores at ${one.split.totalMs.toFixed(2)} ms of CPU a request (replica ${one.split.replicaMs.toFixed(2)}, the rest ${(one.split.totalMs - one.split.replicaMs).toFixed(2)}): at most ${b.one.toFixed(0)} req/s with one replica and ${b.two.toFixed(0)} with two, so ${b.ratio.toFixed(2)}× is the most two can show here`);
    enforceGoal(ratio >= GOAL);
  } finally {
    await client.close();
    harness.stopAll();
  }
}

main().catch((err) => {
  console.error(err);
  harness.stopAll();
  process.exit(1);
});
