/**
 * Issue 28, finding 3: readers of a large job result. The result (kept in object storage, as
 * ai-worker keeps a large one) is serialised once and the same bytes go to every reader; clients
 * that do not read hold slow-reader slots, capped per user on GET /api/jobs/:id and on its event
 * stream (429 {error, code}); a reader that catches up gives its slot back. A BullMQ worker in the
 * test stands in for ai-worker, which is not what is tested here.
 */
import { DOC_PROCESS_JOB, JOB_RESULTS_PREFIX, QUEUES } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import { Worker } from 'bullmq';
import net from 'node:net';
import { QueueService } from '../src/infra/queue.service';
import { StorageService } from '../src/infra/storage.service';
import { ResultDelivery } from '../src/jobs/result-delivery';
import { signedInAgent } from './documents-fixtures';
import { startApp, testConfig, waitFor } from './helpers';

const MB = 1024 * 1024;

/** Sends one GET and reads only its first chunk (the status line), then stops reading. */
function stalled(port: number, path: string, cookie: string): Promise<{ status: number; head: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n\r\n`));
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1]), head: chunk.toString('utf8'), socket });
    });
    socket.once('error', reject);
  });
}

/** A listening BFF for one block of tests; the worker and the stalled sockets it is given are closed after. */
function listeningApp(overrides: Parameters<typeof testConfig>[0]) {
  const ctx = { config: testConfig(overrides), app: undefined as unknown as BffApp, port: 0, worker: undefined as Worker | undefined, sockets: [] as net.Socket[] };
  beforeAll(async () => {
    ctx.app = await startApp(ctx.config);
    await ctx.app.listen(0, '127.0.0.1');
    ctx.port = Number(new URL(await ctx.app.getUrl()).port);
  }, 60_000);
  afterAll(async () => {
    for (const s of ctx.sockets) s.destroy();
    await ctx.worker?.close();
    await ctx.app?.get(QueueService).queue(QUEUES.ai).obliterate({ force: true }).catch(() => undefined);
    await ctx.app?.close();
  });
  return ctx;
}

describe('readers of a large job result', () => {
  const ctx = listeningApp({ BULLMQ_PREFIX: `readers${process.pid}`, RESULT_SLOW_READERS_PER_USER: '3', SSE_STREAMS_PER_USER: '10' });

  it('sends one serialised copy to every reader, and answers 429 to a user whose earlier answers are unread', async () => {
    const user = await signedInAgent(ctx.app, 'reader');
    // Larger than what loopback's socket buffers absorb (a few MB each way), as a real 17 MB result is.
    const line = 'निर्णय का सरल सार। A plain summary of the order.\n';
    const text = line.repeat(Math.ceil((24 * MB) / Buffer.byteLength(line)));
    const key = `${JOB_RESULTS_PREFIX}readers-${process.pid}.json`;
    await ctx.app.get(StorageService).put(key, JSON.stringify({ operation: 'simplify', text }), 'application/json');
    const queues = ctx.app.get(QueueService);
    ctx.worker = new Worker(QUEUES.ai, async () => ({ operation: 'simplify', stored: { key, bytes: 1 } }), { connection: { url: ctx.config.REDIS_URL }, prefix: ctx.config.BULLMQ_PREFIX });
    const job = await queues.queue(QUEUES.ai).add(DOC_PROCESS_JOB, { userId: user.userId, objectKey: 'x', sha256: 'x', fileName: 'x.docx', operation: 'simplify' });
    await waitFor(async () => ((await job.getState()) === 'completed' ? true : undefined), 20_000, 'the job');

    // A reader that reads gets the whole result; its slot is back once it has read it.
    const full = await user.agent.get(`/api/jobs/${job.id}`);
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ state: 'completed', result: { answer: text } });
    const delivery = ctx.app.get(ResultDelivery);
    // The slot is given back when the server has finished writing, which can land just after the client has the body.
    await waitFor(async () => (delivery.slowReaders(user.userId) === 0 ? true : undefined), 5_000, "the reader's slot");

    // One Buffer for every reader: asking again gives the very same bytes, not a copy.
    const first = await delivery.finishedFrame(String(job.id), () => Promise.reject(new Error('built twice')));
    const again = await delivery.finishedFrame(String(job.id), () => Promise.reject(new Error('built twice')));
    expect(again.json).toBe(first.json);

    // Readers that do not read: three slots (stream and plain GET alike), then 429 on both routes.
    const answers = [];
    for (const path of [`/api/jobs/${job.id}`, `/api/jobs/${job.id}/events`, `/api/jobs/${job.id}`, `/api/jobs/${job.id}`, `/api/jobs/${job.id}/events`]) {
      const a = await stalled(ctx.port, path, user.cookie);
      ctx.sockets.push(a.socket);
      answers.push(a);
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3].head).toContain('"code":"RATE_LIMITED"');
    expect(answers[3].head).toMatch(/"error":"3 earlier answers with a job result have not been read yet/);
    expect(answers[4].head).toContain('"code":"RATE_LIMITED"');
    expect(delivery.slowReaders(user.userId)).toBe(3);

    // Another user is not held back by these; and once the stalled clients go, the slots come back.
    const other = await signedInAgent(ctx.app, 'other-reader');
    expect((await other.agent.get(`/api/jobs/${job.id}`)).status).toBe(404);
    for (const s of ctx.sockets.splice(0)) s.destroy();
    await waitFor(async () => (delivery.slowReaders(user.userId) === 0 ? true : undefined), 10_000, 'the slots to come back');
    expect((await user.agent.get(`/api/jobs/${job.id}`)).status).toBe(200);
    await ctx.app.get(StorageService).remove(key);
  }, 60_000);
});

describe('results held for slow readers, per BFF process', () => {
  const ctx = listeningApp({ BULLMQ_PREFIX: `readersmb${process.pid}`, RESULT_SLOW_READERS_PER_USER: '8', RESULT_SLOW_READERS_MB_PER_PROCESS: '40', SSE_STREAMS_PER_USER: '10' });

  it('refuses a new slow reader with 429 and Retry-After once the results held reach the bound; a result already held counts once', async () => {
    const [asha, ravi] = [await signedInAgent(ctx.app, 'bytes-asha'), await signedInAgent(ctx.app, 'bytes-ravi')];
    const line = 'A plain summary of the order, long enough to stay in the socket.\n';
    const text = (tag: string) => `${tag}\n${line.repeat(Math.ceil((24 * MB) / line.length))}`;
    const storage = ctx.app.get(StorageService);
    const keys = [`${JOB_RESULTS_PREFIX}bytes-a-${process.pid}.json`, `${JOB_RESULTS_PREFIX}bytes-b-${process.pid}.json`];
    await storage.put(keys[0], JSON.stringify({ operation: 'simplify', text: text('first') }), 'application/json');
    await storage.put(keys[1], JSON.stringify({ operation: 'simplify', text: text('second') }), 'application/json');
    ctx.worker = new Worker(QUEUES.ai, async (job) => ({ operation: 'simplify', stored: { key: job.data.objectKey, bytes: 1 } }), { connection: { url: ctx.config.REDIS_URL }, prefix: ctx.config.BULLMQ_PREFIX });
    const queue = ctx.app.get(QueueService).queue(QUEUES.ai);
    const jobA = await queue.add(DOC_PROCESS_JOB, { userId: asha.userId, objectKey: keys[0], sha256: 'x', fileName: 'a.docx', operation: 'simplify' });
    const jobB = await queue.add(DOC_PROCESS_JOB, { userId: ravi.userId, objectKey: keys[1], sha256: 'x', fileName: 'b.docx', operation: 'simplify' });
    for (const job of [jobA, jobB]) await waitFor(async () => ((await job.getState()) === 'completed' ? true : undefined), 20_000, 'the job');
    const delivery = ctx.app.get(ResultDelivery);

    // Asha does not read her result: about 24 MB held.
    const a1 = await stalled(ctx.port, `/api/jobs/${jobA.id}`, asha.cookie);
    ctx.sockets.push(a1.socket);
    expect(a1.status).toBe(200);
    expect(delivery.bytesHeld()).toBeGreaterThan(24 * MB);
    // Ravi's different result would take the process past 40 MB: 429, with when to come back.
    const b1 = await stalled(ctx.port, `/api/jobs/${jobB.id}`, ravi.cookie);
    ctx.sockets.push(b1.socket);
    expect(b1.status).toBe(429);
    expect(b1.head).toContain('"code":"RATE_LIMITED"');
    expect(b1.head).toMatch(/Retry-After: \d+/i);
    // Asha's second reader of the same Buffer costs nothing more.
    const a2 = await stalled(ctx.port, `/api/jobs/${jobA.id}`, asha.cookie);
    ctx.sockets.push(a2.socket);
    expect(a2.status).toBe(200);
    expect(delivery.bytesHeld()).toBeLessThan(40 * MB);
    // Once Asha's readers go, the bytes come back and Ravi is served.
    a1.socket.destroy();
    a2.socket.destroy();
    await waitFor(async () => (delivery.bytesHeld() === 0 ? true : undefined), 10_000, 'the bytes to come back');
    const b2 = await ravi.agent.get(`/api/jobs/${jobB.id}`);
    expect(b2.status).toBe(200);
    expect(b2.body.result.answer.startsWith('second')).toBe(true);
    for (const key of keys) await storage.remove(key);
  }, 90_000);
});
