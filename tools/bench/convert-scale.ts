/**
 * Conversion throughput against the number of convert-worker processes (issue 11): the same batch of
 * CPU-bound jobs (20-page drafts to PDF) is run by 1, 2 and 4 real worker processes in turn, each
 * with WORKER_CONCURRENCY=1, for BENCH_ROUNDS rounds each; the median round's jobs per second is
 * printed with the speed-up over one process and the workers' CPU use.
 * Target: 2 processes ≥ 1.7× one (this machine has os.availableParallelism() cores; 4 processes can
 * only beat 2 when there are more than two).
 *
 * Run with the dev stack up and the worker built: npm run bench:convert-scale -w @lexmitra/tools
 * (BENCH_JOBS, BENCH_ROUNDS, BENCH_PROCESSES; BENCH_SMOKE=1: 4 jobs, one round, 1 and 2 processes)
 */
import '../jest/stack-env.js';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import { Queue } from 'bullmq';
import os from 'node:os';
import path from 'node:path';
import { RunningService, spawnService } from '../jest/spawn-service';
import { twentyPageDraft } from './drafts';
import { cpuMs } from './proc-stats';
import { benchNumber, benchSetting } from './smoke';

const JOBS_PER_RUN = benchNumber('BENCH_JOBS', 60, 4);
const ROUNDS = benchNumber('BENCH_ROUNDS', 3, 1);
const PROCESS_COUNTS = benchSetting('BENCH_PROCESSES', '1,2,4', '1,2').split(',').map(Number);
const worker = path.resolve(__dirname, '../../services/convert-worker');

const cpuSeconds = (pid: number) => cpuMs(pid) / 1000;

async function run(processes: number, draft: string): Promise<number> {
  const prefix = `scale${process.pid}x${processes}`;
  const queue = new Queue(QUEUES.convert, { connection: redisOptions(process.env.REDIS_URL!), prefix });
  const workers: RunningService[] = [];
  try {
    // Processes start (and warm their renderers) before the clock starts.
    for (let i = 0; i < processes; i++) {
      workers.push(await spawnService(worker, /worker ready/, { LOG_LEVEL: 'info', BULLMQ_PREFIX: prefix, WORKER_CONCURRENCY: '1', METRICS_PORT: '0' }, 30_000));
    }
    // Several rounds on the same processes; the median round is reported (this VM's speed wobbles).
    const rounds: { rate: number; line: string }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cpuAtStart = new Map(workers.map((w) => [w.child.pid!, cpuSeconds(w.child.pid!)]));
      const started = performance.now();
      await queue.addBulk(Array.from({ length: JOBS_PER_RUN }, (_, i) => ({ name: JOBS.draftConvert, data: { content: `${draft}\n${i}. Copy ${i}.`, fileType: 'pdf' as const }, opts: { removeOnComplete: true } })));
      // Counting by polling rather than QueueEvents: each completed event carries the whole file, and
      // parsing those here would take CPU from the workers being measured.
      let done = 0;
      let failed = 0;
      while (done < JOBS_PER_RUN) {
        await new Promise((r) => setTimeout(r, 25));
        const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'failed');
        failed = counts.failed;
        done = JOBS_PER_RUN - counts.waiting - counts.active - counts.prioritized;
      }
      const seconds = (performance.now() - started) / 1000;
      if (failed) throw new Error(`${failed} jobs failed with ${processes} processes`);
      const cpu = workers.map((w) => cpuSeconds(w.child.pid!) - (cpuAtStart.get(w.child.pid!) ?? 0));
      rounds.push({
        rate: JOBS_PER_RUN / seconds,
        line: `${seconds.toFixed(1)} s wall, worker CPU ${cpu.map((c) => c.toFixed(1)).join(' + ')} s = ${(cpu.reduce((a, b) => a + b, 0) / seconds).toFixed(2)} cores busy, ${((cpu.reduce((a, b) => a + b, 0) / JOBS_PER_RUN) * 1000).toFixed(0)} ms CPU per job`,
      });
    }
    rounds.sort((a, b) => a.rate - b.rate);
    const median = rounds[Math.floor(rounds.length / 2)];
    console.log(`   ${processes} × worker, median of ${ROUNDS} rounds (${rounds.map((r) => r.rate.toFixed(1)).join(', ')} jobs/s): ${median.line}`);
    return median.rate;
  } finally {
    await Promise.all(workers.map((w) => w.stop('SIGTERM')));
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }
}

async function main() {
  const draft = twentyPageDraft();
  console.log(`${JOBS_PER_RUN} jobs per run (20-page draft → PDF), WORKER_CONCURRENCY=1 per process, ${os.availableParallelism()} cores\n`);
  const rates = new Map<number, number>();
  for (const n of PROCESS_COUNTS) {
    rates.set(n, await run(n, draft));
    console.log(`${String(n).padStart(2)} process${n > 1 ? 'es' : '  '}  ${rates.get(n)!.toFixed(1).padStart(6)} jobs/s  speed-up ${(rates.get(n)! / rates.get(1)!).toFixed(2)}×`);
  }
  const two = rates.get(2)! / rates.get(1)!;
  console.log(`\n--- ratio\n2 processes / 1 process = ${two.toFixed(2)}× (≥ 1.7 passes) ${two >= 1.7 ? 'PASS' : 'FAIL'}`);
}

main().catch((err) => {
  console.error(`bench failed: ${(err as Error).message}`);
  process.exitCode = 1;
});
