/**
 * Conversions survive their worker being killed with SIGKILL and Redis being restarted: every
 * accepted job completes exactly once, with the file its own input asks for. The Redis restart uses
 * a stack of the test's own (Redis with AOF, as the launcher and compose run it) so the shared test
 * stack is not disturbed.
 */
import { DraftConvertResultSchema, JOBS, QUEUES } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import { Job, Queue, QueueEvents } from 'bullmq';
import mammoth from 'mammoth';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { ownStack } from '../../../tools/jest/own-stack';
import { requireStack } from '../../../tools/jest/require-stack';
import { RunningService, spawnService } from '../../../tools/jest/spawn-service';

const PROJECT = path.resolve(__dirname, '..');
/** A short lock so a killed worker's jobs are handed on within seconds rather than 30 s. */
const LOCK_MS = 3000;

const marker = (i: number) => `MARKER-${process.pid}-${i}`;
const draft = (i: number) =>
  [`AFFIDAVIT ${marker(i)}`, ...Array.from({ length: 60 }, (_, p) => `${p + 1}. Paragraph ${p + 1} of draft ${i}: the deponent states the facts below are true.`)].join('\n');

/** Decodes each completed job's file and checks it is the one its input asked for; returns hash per job. */
async function verifyResults(queue: Queue, jobs: Job[]): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const [i, added] of jobs.entries()) {
    const job = (await queue.getJob(added.id!))!;
    expect(await job.getState()).toBe('completed');
    const result = DraftConvertResultSchema.parse(job.returnvalue);
    const bytes = Buffer.from(result.base64!, 'base64');
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    expect(value).toContain(marker(i));
    hashes.set(job.id!, createHash('sha256').update(value).digest('hex'));
  }
  return hashes;
}

function workerEnv(prefix: string, redisUrl?: string): Record<string, string> {
  return { LOG_LEVEL: 'info', BULLMQ_PREFIX: prefix, WORKER_CONCURRENCY: '2', WORKER_LOCK_MS: String(LOCK_MS), METRICS_PORT: '0', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
}

async function untilAll(jobs: Job[], queue: Queue, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await Promise.all(jobs.map((j) => queue.getJobState(j.id!)));
    if (states.every((s) => s === 'completed')) return;
    if (states.includes('failed') || Date.now() > deadline) throw new Error(`jobs not all completed: ${JSON.stringify(states)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function untilLogged(service: RunningService, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!pattern.test(service.output())) {
    if (Date.now() > deadline) throw new Error(`worker never logged ${pattern}:\n${service.output().slice(-1500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('convert-worker under failure', () => {
  const stack = requireStack();
  const workers: RunningService[] = [];
  const closers: (() => Promise<unknown>)[] = [];

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop('SIGKILL')));
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('completes all 50 queued conversions exactly once when a worker is killed with SIGKILL mid-run', async () => {
    const prefix = `chaos${process.pid}`;
    const queue = new Queue(QUEUES.convert, { connection: redisOptions(stack.redisUrl), prefix });
    const events = new QueueEvents(QUEUES.convert, { connection: redisOptions(stack.redisUrl), prefix });
    closers.push(() => queue.obliterate({ force: true }), () => queue.close(), () => events.close());
    await events.waitUntilReady();
    const completions = new Map<string, number>();
    events.on('completed', ({ jobId }) => completions.set(jobId, (completions.get(jobId) ?? 0) + 1));

    const jobs = await queue.addBulk(
      Array.from({ length: 50 }, (_, i) => ({ name: JOBS.draftConvert, data: { content: draft(i), fileType: 'docx' as const, title: `Draft ${i}` }, opts: { attempts: 3 } })),
    );
    const first = await spawnService(PROJECT, /worker ready/, workerEnv(prefix));
    workers.push(first);
    // Kill it once it is part-way through, with jobs in hand.
    const deadline = Date.now() + 30_000;
    while ((await queue.getCompletedCount()) < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await queue.getActiveCount()).toBeGreaterThan(0);
    expect(await first.stop('SIGKILL')).toBeNull();
    const doneBefore = await queue.getCompletedCount();
    expect(doneBefore).toBeLessThan(50);

    workers.push(await spawnService(PROJECT, /worker ready/, workerEnv(prefix)));
    await untilAll(jobs, queue, 60_000);
    // Every job completed once: no lost job and no second completion of a recovered one.
    await new Promise((r) => setTimeout(r, 300));
    expect(completions.size).toBe(50);
    expect([...completions.values()].every((n) => n === 1)).toBe(true);
    const hashes = await verifyResults(queue, jobs);
    expect(new Set(hashes.values()).size).toBe(50);
  }, 120_000);

  it('loses no accepted job when Redis restarts mid-run (AOF)', async () => {
    const redisStack = ownStack('chaos-redis', 23000 + (process.pid % 2000) * 4);
    const own = await redisStack.up({ fresh: true });
    closers.push(redisStack.remove);
    const redisUrl = own.env.REDIS_URL;
    const prefix = `chaosr${process.pid}`;
    const heavy = (i: number) => `${draft(i)}\n${'A further paragraph of sworn facts, long enough to make the render take a while. '.repeat(400)}`;
    const connect = () => new Queue(QUEUES.convert, { connection: redisOptions(redisUrl), prefix });
    let queue = connect();
    const jobs = await queue.addBulk(
      Array.from({ length: 30 }, (_, i) => ({ name: JOBS.draftConvert, data: { content: heavy(i), fileType: 'docx' as const }, opts: { attempts: 5, backoff: { type: 'fixed', delay: 500 } } })),
    );
    const worker = await spawnService(PROJECT, /worker ready/, workerEnv(prefix, redisUrl));
    workers.push(worker);
    while ((await queue.getCompletedCount()) < 3) await new Promise((r) => setTimeout(r, 20));
    expect(await queue.getCompletedCount()).toBeLessThan(25);
    await queue.close();

    // Stop Redis (it writes its append-only file) and start it again on the same data.
    await redisStack.stop(['redis']);
    // The restart really fell mid-run: the worker saw Redis go away with work left.
    await untilLogged(worker, /ECONNREFUSED|Connection is closed|worker error/);
    await new Promise((r) => setTimeout(r, 1000));
    await redisStack.up();

    queue = connect();
    closers.push(() => queue.close());
    // The same worker process reconnects by itself and finishes the rest.
    await untilAll(jobs, queue, 90_000);
    await verifyResults(queue, jobs);
    expect(worker.child.exitCode).toBeNull();
  }, 150_000);
});
