/**
 * Two builds of the BFF compared under the same load, for a change to a search request's CPU: on a
 * shared machine the CPU a request costs moves by 1.5–2× from one run to the next with the other
 * work on the cores, so separate before/after runs cannot show a 10% change. Here one search-service
 * replica serves both BFFs, and wrk rounds at 20 clients alternate between them (A B, then B A, ...),
 * so each pair of rounds sees the same machine. Prints per round, then the median of each build:
 * CPU ms per request of that BFF, of search-service and of Redis, and p50/p95.
 *
 * Uses wrk (installed when missing, as bench:search does) and bench:search-engines' generated
 * descriptions (BENCH_CASES, 100,000, in lexmitra_bench_engines_mem; loaded when that database holds
 * another number). Bounded by BENCH_TIMEOUT_S (600). BENCH_SMOKE=1: 200 cases, one pair of 1-second rounds.
 * Run: BENCH_BFF_A=dist-base BENCH_BFF_B=dist npm run bench:search-bff-ab -w @lexmitra/tools
 * (the folders of bff/ holding each build; BENCH_AB_ROUNDS pairs, 4, of BENCH_PHASE_S seconds, 8).
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import { IORedis } from '@lexmitra/platform';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs } from './proc-stats';
import { BenchHarness, loadDescriptions, MEMORY_BENCH_DB, pct } from './search-harness';
import { benchQueries, generateCases } from './search-corpus';
import { ensureWrk, redisCpuMs, wrkRound } from './search-load';
import { benchNumber, SMOKE } from './smoke';

require('../jest/stack-env.js');
const N = benchNumber('BENCH_CASES', 100_000, 200);
const ROUNDS = benchNumber('BENCH_AB_ROUNDS', 4, 1);
const PHASE_S = benchNumber('BENCH_PHASE_S', 8, 1);
const BUILDS = { A: process.env.BENCH_BFF_A ?? 'dist', B: process.env.BENCH_BFF_B ?? 'dist' };
/** Node's flags for each side (BENCH_BFF_A_ARGS, BENCH_BFF_B_ARGS, space-separated): the same build under two GC settings, say. */
const ARGS = { A: (process.env.BENCH_BFF_A_ARGS ?? '').split(' ').filter(Boolean), B: (process.env.BENCH_BFF_B_ARGS ?? '').split(' ').filter(Boolean) };
const label = (side: 'A' | 'B') => [BUILDS[side], ...ARGS[side]].join(' ');
const CLIENTS = 20;
const harness = new BenchHarness(Number(process.env.BENCH_TIMEOUT_S ?? 600), CLIENTS);
const mongoUrl = process.env.MONGO_URL!.replace(/\/[^/]*$/, `/${MEMORY_BENCH_DB}`);
const median = (xs: number[]) => pct(xs, 50);

interface Sample { bff: number; search: number; redis: number; p50: number; p95: number; rate: number }

async function main() {
  const wrk = ensureWrk();
  if (!wrk) throw new Error('wrk is needed and could not be installed');
  const cases = generateCases(N);
  await loadDescriptions(mongoUrl, cases, (what) => harness.checkTime(what));
  const queriesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ab-')), 'queries.txt');
  const queries = benchQueries(cases, 40_000).map((q) => AskRequestSchema.parse({ query: q }).query);
  fs.writeFileSync(queriesFile, queries.map((q) => q.replace(/\s+/g, ' ')).join('\n'));

  const search = await harness.start('services/search-service', /"msg":"taking search requests"/, { MONGO_URL: mongoUrl, SEARCH_ENGINE: 'memory', LOG_LEVEL: 'info' });
  const port = 8800 + (process.pid % 40) * 2;
  const bffs = { A: await harness.startBff(mongoUrl, port, BUILDS.A, ARGS.A), B: await harness.startBff(mongoUrl, port + 1, BUILDS.B, ARGS.B) };
  const redis = new IORedis(process.env.REDIS_URL!);
  const samples: Record<'A' | 'B', Sample[]> = { A: [], B: [] };
  let offset = 0;
  for (const side of ['A', 'B'] as const) await wrkRound(wrk, { base: bffs[side].base, cookie: bffs[side].cookie, clients: CLIENTS, seconds: SMOKE ? 1 : 3, queriesFile, offset: (offset += 5000) });
  for (let round = 0; round < ROUNDS; round++) {
    // Both builds get the same queries in a round; the order alternates so a drift in load falls on both.
    const start = (offset += 5000);
    for (const side of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
      harness.checkTime(`round ${round + 1}`);
      const { bff, base, cookie } = bffs[side];
      const before = [cpuMs(bff.pid!), cpuMs(search.pid!), await redisCpuMs(redis)];
      const r = await wrkRound(wrk, { base, cookie, clients: CLIENTS, seconds: PHASE_S, queriesFile, offset: start });
      const per = [cpuMs(bff.pid!), cpuMs(search.pid!), await redisCpuMs(redis)].map((x, i) => (x - before[i]) / r.requests);
      const s = { bff: per[0], search: per[1], redis: per[2], p50: r.p50, p95: r.p95, rate: r.requests / r.seconds };
      samples[side].push(s);
      console.log(`round ${round + 1} ${side} (${label(side)}): BFF ${s.bff.toFixed(2)} ms, search-service ${s.search.toFixed(2)} ms, Redis ${s.redis.toFixed(2)} ms CPU per request; p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, ${s.rate.toFixed(0)} req/s; load ${os.loadavg()[0].toFixed(1)}`);
    }
  }
  redis.disconnect();
  console.log('--- medians');
  for (const side of ['A', 'B'] as const) {
    const m = (k: keyof Sample) => median(samples[side].map((s) => s[k]));
    console.log(`${side} (${label(side)}): BFF ${m('bff').toFixed(2)} ms, search-service ${m('search').toFixed(2)} ms, Redis ${m('redis').toFixed(2)} ms CPU per request; p50 ${m('p50').toFixed(1)} ms, p95 ${m('p95').toFixed(1)} ms, ${m('rate').toFixed(0)} req/s`);
  }
  const ratio = median(samples.B.map((b, i) => b.bff / samples.A[i].bff));
  console.log(`BFF CPU per request, B / A (median of the paired rounds): ${ratio.toFixed(2)}`);
}

main()
  .catch((err) => {
    console.error(`bench failed: ${(err as Error).message}`);
    process.exitCode = 1;
  })
  .finally(() => {
    harness.stopAll();
    setTimeout(() => process.exit(), 1000).unref();
  });
