/**
 * Load rounds of the search benchmark: 20 closed-loop clients against POST /ask, measured per round
 * with the CPU each party spent per request, by two load generators: our Node client (in the bench
 * process) and wrk (C, one thread), which spends a fraction of the CPU the Node client takes from the
 * same two cores the BFF and search-service run on.
 */
import { IORedis } from '@lexmitra/platform';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { aptInstall, which } from '../devstack/binaries';
import { cpuMs, machineTicks } from './proc-stats';

export interface Round {
  p50: number;
  p95: number;
  p99: number;
  rate: number;
  cpu: string;
}

/** Redis's own CPU time in ms (INFO cpu). */
export async function redisCpuMs(redis: IORedis): Promise<number> {
  const info = await redis.info('cpu');
  const get = (k: string) => Number(new RegExp(`${k}:([\\d.]+)`).exec(info)?.[1] ?? NaN);
  return (get('used_cpu_sys') + get('used_cpu_user')) * 1000;
}

export interface RoundResult {
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  /** The load generator's own CPU in ms, when it runs in another process. */
  generatorCpuMs?: number;
}

/**
 * Runs `count` rounds and returns them sorted by p95 (the median round is reported: this VM's speed
 * wobbles by ±25% between runs). Each round also reports CPU per request of the BFF, search-service,
 * load generator and Redis, and the machine's user/system/steal/idle shares.
 */
export async function measureRounds(count: number, pids: { bff: number; search: number }, redisUrl: string, runRound: (round: number) => Promise<RoundResult>): Promise<Round[]> {
  const redis = new IORedis(redisUrl);
  const rounds: Round[] = [];
  try {
    for (let round = 0; round < count; round++) {
      const before = [cpuMs(pids.bff), cpuMs(pids.search), cpuMs(process.pid), await redisCpuMs(redis)];
      const ticks0 = machineTicks();
      const result = await runRound(round);
      const after = [cpuMs(pids.bff), cpuMs(pids.search), cpuMs(process.pid) + (result.generatorCpuMs ?? 0), await redisCpuMs(redis)];
      const per = after.map((a, i) => (a - before[i]) / result.requests);
      const ticks = machineTicks().map((t, i) => t - ticks0[i]);
      const share = (i: number) => `${Math.round((100 * ticks[i]) / ticks.reduce((a, b) => a + b, 0))}%`;
      const cpu = `CPU per request: BFF ${per[0].toFixed(2)} ms, search-service ${per[1].toFixed(2)} ms, load generator ${per[2].toFixed(2)} ms, Redis ${per[3].toFixed(2)} ms; machine: user ${share(0)}, system ${share(1)}, steal ${share(2)}, idle ${share(3)}`;
      rounds.push({ p50: result.p50, p95: result.p95, p99: result.p99, rate: result.requests / result.seconds, cpu });
    }
  } finally {
    redis.disconnect();
  }
  return rounds.sort((a, b) => a.p95 - b.p95);
}

/** wrk on PATH, installed from Debian's packages when missing and we are root; undefined if impossible. */
export function ensureWrk(): string | undefined {
  if (!which('wrk')) {
    try {
      aptInstall(['wrk'], 'the search benchmark drives load with wrk');
    } catch (err) {
      console.log(`wrk unavailable (${(err as Error).message}); only the Node load generator is measured`);
    }
  }
  return which('wrk');
}

/** One wrk round: `seconds` of POST /ask over `clients` connections, queries taken in turn from `queriesFile` starting at `offset`. */
export function wrkRound(wrk: string, opts: { base: string; cookie: string; clients: number; seconds: number; queriesFile: string; offset: number }): Promise<RoundResult> {
  const script = path.join(__dirname, 'ask.lua');
  const env = { ...process.env, WRK_QUERIES: opts.queriesFile, WRK_OFFSET: String(opts.offset), WRK_COOKIE: opts.cookie };
  return new Promise((resolve, reject) => {
    // wrk's CPU, sampled from /proc every 100 ms (it is gone once execFile's callback runs): a slight undercount.
    let wrkCpu = 0;
    const child = execFile(wrk, ['-t1', `-c${opts.clients}`, `-d${opts.seconds}s`, '--timeout', '10s', '-s', script, opts.base], { env }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`wrk failed: ${err.message}\n${stderr}`));
      const line = /WRK_RESULT (\{.*\})/.exec(stdout)?.[1];
      if (!line) return reject(new Error(`wrk printed no result:\n${stdout}\n${stderr}`));
      const r = JSON.parse(line) as { requests: number; duration_us: number; p50_us: number; p95_us: number; p99_us: number; non2xx: number; socket_errors: number };
      if (r.non2xx || r.socket_errors) return reject(new Error(`wrk saw ${r.non2xx} non-2xx answers and ${r.socket_errors} socket errors`));
      resolve({ requests: r.requests, seconds: r.duration_us / 1e6, p50: r.p50_us / 1000, p95: r.p95_us / 1000, p99: r.p99_us / 1000, generatorCpuMs: wrkCpu });
    });
    const sampler = setInterval(() => {
      const now = cpuMs(child.pid!);
      if (!Number.isNaN(now)) wrkCpu = now;
    }, 100);
    child.once('exit', () => clearInterval(sampler));
  });
}
