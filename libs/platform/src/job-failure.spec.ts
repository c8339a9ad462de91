/**
 * JobFailure end to end through a real BullMQ worker on the dev stack's Redis: whatever a handler
 * throws is recorded on the job in one shape, and `retryable` decides whether BullMQ tries again.
 */
import { JOB_FAILURE_KEY, jobFailureOf } from '@lexmitra/contracts';
import { Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import pino from 'pino';
import { requireStack } from '../../../tools/jest/require-stack';
import { JobFailureError, toJobFailure } from './job-failure';
import { redisOptions } from './redis';
import { startQueueWorker } from './worker-host';

describe('toJobFailure', () => {
  it('keeps a JobFailureError as it is and reads anything else as INTERNAL', () => {
    expect(toJobFailure(new JobFailureError('DOCUMENT_SCANNED', 'No text layer.'))).toEqual({ code: 'DOCUMENT_SCANNED', message: 'No text layer.', retryable: false });
    expect(toJobFailure(new JobFailureError('AI_UPSTREAM', 'Provider failed.', { retryable: true })).retryable).toBe(true);
    expect(toJobFailure(new Error('socket hang up'))).toEqual({ code: 'INTERNAL', message: 'socket hang up', retryable: true });
    expect(toJobFailure(new UnrecoverableError('bad'))).toEqual({ code: 'INTERNAL', message: 'bad', retryable: false });
  });

  it('keeps the reading limit a document reached, for the screens to say in their language', () => {
    const limit = { limit: 'pages', max: 2000 } as const;
    expect(toJobFailure(new JobFailureError('DOCUMENT_TOO_LARGE', 'This PDF has more than 2,000 pages…', { limit }))).toEqual({ code: 'DOCUMENT_TOO_LARGE', message: 'This PDF has more than 2,000 pages…', retryable: false, limit });
    expect(jobFailureOf({ data: { [JOB_FAILURE_KEY]: { code: 'DOCUMENT_TOO_LARGE', message: 'x', retryable: false, limit } } }).limit).toEqual(limit);
  });

  it('reads a job without a recorded failure (a stalled one) as INTERNAL with what BullMQ kept', () => {
    expect(jobFailureOf({ data: {}, failedReason: 'job stalled more than allowable limit' })).toEqual({ code: 'INTERNAL', message: 'job stalled more than allowable limit', retryable: false });
    expect(jobFailureOf({ data: { [JOB_FAILURE_KEY]: { code: 'NOT_A_CODE', message: 'x', retryable: true } } }).code).toBe('INTERNAL');
  });
});

describe('a worker recording failures', () => {
  const stack = requireStack();
  const prefix = `jf${process.pid}`;
  const queueName = 'job-failure-spec';
  let worker: Worker;
  let queue: Queue;
  let events: QueueEvents;

  beforeAll(async () => {
    const handlers = {
      scanned: async () => {
        throw new JobFailureError('DOCUMENT_SCANNED', 'This looks like a scanned document.');
      },
      busy: async () => {
        throw new JobFailureError('AI_RATE_LIMITED', 'The AI provider is busy.', { retryable: true });
      },
      crash: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'pages')");
      },
    };
    worker = startQueueWorker({ queue: queueName, redisUrl: stack.redisUrl, prefix, concurrency: 2, handlers, logger: pino({ level: 'silent' }) });
    queue = new Queue(queueName, { connection: redisOptions(stack.redisUrl), prefix });
    events = new QueueEvents(queueName, { connection: redisOptions(stack.redisUrl), prefix });
    await Promise.all([worker.waitUntilReady(), events.waitUntilReady()]);
  });
  afterAll(async () => {
    await worker?.close();
    await events?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
  });

  async function failed(name: string, attempts: number) {
    const job = await queue.add(name, { userId: 'u1' }, { attempts, backoff: { type: 'fixed', delay: 10 } });
    const err = (await job.waitUntilFinished(events, 10_000).catch((e: Error) => e)) as Error;
    const settled = (await queue.getJob(job.id!))!;
    return { err, settled, failure: jobFailureOf(settled) };
  }

  it('fails a non-retryable failure once, with its code and message, keeping the payload', async () => {
    const { err, settled, failure } = await failed('scanned', 3);
    expect(err.message).toBe('This looks like a scanned document.');
    expect(settled.attemptsMade).toBe(1);
    expect(failure).toEqual({ code: 'DOCUMENT_SCANNED', message: 'This looks like a scanned document.', retryable: false });
    expect(settled.data.userId).toBe('u1');
  });

  it('retries a retryable failure until attempts run out, then reports the last one', async () => {
    const { settled, failure } = await failed('busy', 3);
    expect(settled.attemptsMade).toBe(3);
    expect(failure).toEqual({ code: 'AI_RATE_LIMITED', message: 'The AI provider is busy.', retryable: true });
  });

  it('records a crash as INTERNAL (retried), and an unknown job name as INVALID_JOB (not retried)', async () => {
    const crash = await failed('crash', 2);
    expect(crash.settled.attemptsMade).toBe(2);
    expect(crash.failure).toMatchObject({ code: 'INTERNAL', retryable: true });
    expect((crash.settled.stacktrace ?? []).join('\n')).toContain('TypeError');
    const unknown = await failed('no.such.job', 3);
    expect(unknown.settled.attemptsMade).toBe(1);
    expect(unknown.failure).toEqual({ code: 'INVALID_JOB', message: `no handler for job "no.such.job" on queue "${queueName}"`, retryable: false });
  });
});
