/**
 * The document job's guards against the real Redis and MinIO: model-call budgets per job and per
 * user and day, the refusal of a job whose extraction twice never finished (a crashed worker),
 * the cancel watch, and large results kept in object storage behind a pointer.
 */
import { jobCancelKey, StoredDocProcessResultSchema } from '@lexmitra/contracts';
import { JobFailureError } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import IORedis from 'ioredis';
import { requireStack } from '../../../tools/jest/require-stack';
import { callBudget, dailyCallsKey } from '../src/documents/call-budget';
import { CANCEL_POLL_MS, guardExtraction, SHARE_LEASE_MS, takeUserShare, userShareKey, watchCancel } from '../src/documents/job-guards';
import { jobResultKey, keepResult } from '../src/documents/result-store';

const stack = requireStack();
const prefix = `dg${process.pid}`;
const redis = new IORedis(stack.redisUrl);
const store = new ObjectStore({ endpoint: stack.s3Endpoint, accessKey: process.env.S3_ACCESS_KEY!, secretKey: process.env.S3_SECRET_KEY!, bucket: 'lexmitra-test' });

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const failureOf = async (p: Promise<unknown>) => {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(JobFailureError);
  return (err as JobFailureError).failure;
};

describe('model-call budgets', () => {
  it('refuses a job needing more calls than one job may make, before spending any', async () => {
    const reserve = callBudget(redis, prefix, 'u-cap', { maxCallsPerJob: 10, dailyCallsPerUser: 100 });
    const failure = await failureOf(reserve(11));
    expect(failure).toMatchObject({ code: 'AI_CALL_LIMIT', retryable: false });
    expect(failure.message).toMatch(/would need 11 AI calls and one request may make 10/);
    expect(await redis.get(dailyCallsKey(prefix, 'u-cap'))).toBeNull();
  });

  it('counts calls per user and UTC day and says plainly when the day is spent', async () => {
    const reserve = callBudget(redis, prefix, 'u-day', { maxCallsPerJob: 10, dailyCallsPerUser: 12 });
    await reserve(5);
    await reserve(5);
    const failure = await failureOf(reserve(3));
    expect(failure).toMatchObject({ code: 'AI_DAILY_LIMIT', retryable: false });
    expect(failure.message).toMatch(/today's AI allowance \(12 calls a day; 2 left, this request needs 3\)/);
    // The refused request took nothing: a smaller one still fits, another user is untouched.
    await reserve(2);
    await callBudget(redis, prefix, 'u-other', { maxCallsPerJob: 10, dailyCallsPerUser: 12 })(10);
    expect(Number(await redis.get(dailyCallsKey(prefix, 'u-day')))).toBe(12);
    expect(await redis.ttl(dailyCallsKey(prefix, 'u-day'))).toBeGreaterThan(24 * 3600);
  });
});

describe('a job whose extraction crashed its worker', () => {
  it('is read again once, and refused for good the time after', async () => {
    // Two starts that never called done(): the worker died in the middle each time.
    await guardExtraction(redis, prefix, 'crashy');
    await guardExtraction(redis, prefix, 'crashy');
    const failure = await failureOf(guardExtraction(redis, prefix, 'crashy'));
    expect(failure).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX', retryable: false });
    expect(failure.message).toMatch(/stopped the worker twice/);
  });

  it('never counts extractions that finished', async () => {
    for (let i = 0; i < 5; i++) await (await guardExtraction(redis, prefix, 'fine'))();
    expect(await redis.exists(`${prefix}:extracting:fine`)).toBe(0);
  });
});

describe('cancel watch', () => {
  it('aborts within one poll of the flag being set', async () => {
    const watch = watchCancel(redis, prefix, 'c1');
    await watch.check();
    const setAt = Date.now();
    await redis.set(jobCancelKey(prefix, 'c1'), '1', 'EX', 60);
    await new Promise<void>((resolve) => watch.signal.addEventListener('abort', () => resolve()));
    expect(Date.now() - setAt).toBeLessThanOrEqual(CANCEL_POLL_MS + 300);
    expect((await failureOf(watch.check())).code).toBe('CANCELLED');
    watch.stop();
  });
});

describe('job results', () => {
  it('keeps small results inline and large ones in object storage behind a pointer', async () => {
    const small = { text: 'short answer', operation: 'summarize' as const };
    expect(await keepResult(store, 'r-small', small, 1024)).toEqual(small);
    const big = { text: 'x'.repeat(5000), operation: 'simplify' as const };
    const kept = StoredDocProcessResultSchema.parse(await keepResult(store, 'r-big', big, 1024));
    expect(kept).toEqual({ operation: 'simplify', stored: { key: jobResultKey('r-big'), bytes: JSON.stringify(big).length } });
    expect(JSON.parse((await store.getBuffer(jobResultKey('r-big'))).toString())).toEqual(big);
    await store.remove(jobResultKey('r-big'));
  });
});

describe("a user's share of the document workers", () => {
  it('lets one user hold only their share at once over every worker, leaving the other slots to others', async () => {
    const first = await takeUserShare(redis, prefix, 'u-busy', 'job-1', 1);
    expect(first).toBeDefined();
    // The same user's second file waits; the job holding the place may take it again (a retry).
    expect(await takeUserShare(redis, prefix, 'u-busy', 'job-2', 1)).toBeUndefined();
    expect(await takeUserShare(redis, prefix, 'u-busy', 'job-1', 1)).toBeDefined();
    const other = await takeUserShare(redis, prefix, 'u-other', 'job-3', 1);
    expect(other).toBeDefined();
    await first!();
    const second = await takeUserShare(redis, prefix, 'u-busy', 'job-2', 1);
    expect(second).toBeDefined();
    await Promise.all([second!(), other!()]);
  });

  it('frees the place of a worker that died holding it once its lease runs out', async () => {
    await redis.zadd(userShareKey(prefix, 'u-crashed'), Date.now() - 1, 'dead-job');
    const next = await takeUserShare(redis, prefix, 'u-crashed', 'job-4', 1);
    expect(next).toBeDefined();
    expect(Number(await redis.zscore(userShareKey(prefix, 'u-crashed'), 'job-4'))).toBeGreaterThan(Date.now() + SHARE_LEASE_MS / 2);
    await next!();
  });
});
