/**
 * A user's share of the document workers, through BullMQ, the worker host and the real handler:
 * with two slots and a share of one, a user's second document waits while another user's runs,
 * and starts once the first is done. Real Redis and MinIO; the engine is ours, held until released.
 */
import { DOC_AI_QUERIES, DOC_PROCESS_JOB, DocProcessJob } from '@lexmitra/contracts';
import { startQueueWorker } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import { Queue, QueueEvents } from 'bullmq';
import { createHash, randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import pino from 'pino';
import { makePdf } from '../../../tools/fixtures/documents';
import { requireStack } from '../../../tools/jest/require-stack';
import { docProcessHandler } from '../src/documents/doc-process.handler';
import { DocAiEngine } from '../src/documents/engine';

const stack = requireStack();
const prefix = `dshare${process.pid}`;
const queueName = 'ai';
const redis = new IORedis(stack.redisUrl);
const store = new ObjectStore({ endpoint: stack.s3Endpoint, accessKey: process.env.S3_ACCESS_KEY!, secretKey: process.env.S3_SECRET_KEY!, bucket: 'lexmitra-test' });
const logger = pino({ level: 'silent' });
const connection = { host: new URL(stack.redisUrl).hostname, port: Number(new URL(stack.redisUrl).port) };

/** An engine whose summaries wait until the test lets each job go; it records which jobs started. */
function heldEngine() {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const summarize = (input: { doc: { chars: number }; query: string }) =>
    new Promise<string>((resolve) => {
      const name = input.query.split(':')[1];
      started.push(name);
      gates.set(name, () => resolve(`summary ${name}`));
    });
  const engine = { name: 'held', summarize, translate: summarize, simplify: summarize, answer: summarize } as unknown as DocAiEngine;
  return { engine, started, release: (name: string) => gates.get(name)?.() };
}

const waitUntil = async (ok: () => boolean, what: string, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

it("runs another user's document while the first user's second one waits for their share", async () => {
  await store.ensureBucket();
  const pdf = await makePdf([['A short order of the court, read for the share test.']]);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const held = heldEngine();
  const worker = startQueueWorker({
    queue: queueName, redisUrl: stack.redisUrl, prefix, concurrency: 2, logger,
    handlers: { [DOC_PROCESS_JOB]: docProcessHandler({ store, redis, prefix, engine: held.engine, logger, jobsPerUser: 1 }) },
  });
  const queue = new Queue(queueName, { connection, prefix });
  const events = new QueueEvents(queueName, { connection, prefix });
  try {
    const add = async (name: string, userId: string) => {
      const objectKey = `jobs/uploads/${randomUUID()}`;
      await store.put(objectKey, pdf, 'application/pdf');
      const data: DocProcessJob = { objectKey, sha256, fileName: `${name}.pdf`, userId, operation: 'summarize', query: `${DOC_AI_QUERIES.summarize}:${name}` };
      return queue.add(DOC_PROCESS_JOB, data, { jobId: `${name}-${randomUUID()}` });
    };
    const a1 = await add('a1', 'user-a');
    await waitUntil(() => held.started.includes('a1'), 'the first job of user A');
    const a2 = await add('a2', 'user-a');
    // A's second job is taken by the free slot and put back; B's, added after it, runs meanwhile.
    await new Promise((r) => setTimeout(r, 600));
    const b1 = await add('b1', 'user-b');
    await waitUntil(() => held.started.includes('b1'), 'the job of user B');
    expect(held.started).toEqual(['a1', 'b1']);
    held.release('a1');
    await a1.waitUntilFinished(events, 15_000);
    await waitUntil(() => held.started.includes('a2'), 'the second job of user A after the first');
    held.release('a2');
    held.release('b1');
    await Promise.all([a2.waitUntilFinished(events, 15_000), b1.waitUntilFinished(events, 15_000)]);
    // Putting a job back is not a failed attempt.
    expect((await queue.getJob(a2.id!))?.attemptsMade ?? 0).toBeLessThanOrEqual(1);
  } finally {
    await worker.close();
    await Promise.all([queue.obliterate({ force: true }).catch(() => undefined), events.close()]);
    await queue.close();
  }
}, 60_000);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});
