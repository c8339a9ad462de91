/**
 * Job event streams (SSE) and job ids against a real BFF, Redis and ai-worker: streams are capped
 * per user and per process, an abrupt disconnect (even while the stream is being set up) leaves no
 * listener or slot behind, and user-visible jobs have random ids, not BullMQ's counter.
 */
import { QUEUES } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import http from 'node:http';
import path from 'node:path';
import { makePdf } from '../../tools/fixtures/documents';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { QueueService } from '../src/infra/queue.service';
import { JobFeedService } from '../src/jobs/job-feed.service';
import { signedInAgent } from './documents-fixtures';
import { startApp, testConfig, waitFor } from './helpers';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
const RANDOM_ID = /^[\w-]{22}$/;

describe('job streams and job ids', () => {
  const prefix = `js${process.pid}`;
  let app: BffApp;
  let worker: RunningService | undefined;
  let asha: Agent;
  let ravi: Agent;
  let base: URL;
  const counts = () => app.get(JobFeedService).counts();
  const eventListeners = () => {
    const events = app.get(QueueService).queueEvents(QUEUES.ai);
    return ['progress', 'completed', 'failed'].map((e) => events.listenerCount(e));
  };

  beforeAll(async () => {
    const config = testConfig({ BULLMQ_PREFIX: prefix, SSE_STREAMS_PER_USER: '2', SSE_STREAMS_PER_PROCESS: '3' });
    app = await startApp(config);
    await app.listen(0, '127.0.0.1');
    base = new URL(await app.getUrl());
    [asha, ravi] = [await signedInAgent(app, 'asha'), await signedInAgent(app, 'ravi')];
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app.get(QueueService).queue(QUEUES.ai).obliterate({ force: true }).catch(() => undefined);
    await app?.close();
  });

  /** Queued document jobs: no worker runs yet, so their streams stay open. */
  const startJob = async (who: Agent) => {
    const res = await who.agent.post('/process_pdf/?async=1').field('query', 'Summarize the document').attach('file', await makePdf([['The tenant shall pay the arrears of rent.']]), 'order.pdf');
    expect(res.status).toBe(202);
    return res.body.jobId as string;
  };

  /** A raw stream: resolves with the status and first bytes; `destroy` cuts the socket without a goodbye. */
  const open = (who: Agent, jobId: string) =>
    new Promise<{ status: number; body: string; destroy: () => void; done: Promise<string> }>((resolve, reject) => {
      const req = http.get({ host: base.hostname, port: base.port, path: `/api/jobs/${jobId}/events`, headers: { cookie: who.cookie }, agent: false }, (res) => {
        let body = '';
        const done = new Promise<string>((settle) => {
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => settle(body));
          res.on('close', () => settle(body));
        });
        res.once('data', () => resolve({ status: res.statusCode!, body, destroy: () => req.destroy(), done }));
      });
      req.on('error', reject);
    });

  it('gives document jobs random ids and caps streams per user and per process', async () => {
    const [a1, a2, a3, r1] = [await startJob(asha), await startJob(asha), await startJob(asha), await startJob(ravi)];
    for (const id of [a1, a2, a3, r1]) expect(id).toMatch(RANDOM_ID);

    const first = await open(asha, a1);
    expect(first.status).toBe(200);
    const listenersWhileIdle = eventListeners();
    const second = await open(asha, a2);
    expect(second.status).toBe(200);
    const refused = await asha.agent.get(`/api/jobs/${a3}/events`);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: { error: expect.stringContaining('job streams open'), code: 'RATE_LIMITED' } });

    // The third stream of the process is Ravi's; a fourth is refused whoever asks.
    const ravis = await open(ravi, r1);
    expect(ravis.status).toBe(200);
    const full = await ravi.agent.get(`/api/jobs/${r1}/events`);
    expect({ status: full.status, code: full.body.code }).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(counts()).toEqual({ streams: 3, followers: 3 });
    // One set of QueueEvents listeners serves every stream.
    expect(eventListeners()).toEqual(listenersWhileIdle);

    for (const s of [first, second, ravis]) s.destroy();
    await waitFor(async () => (counts().streams === 0 ? true : undefined), 5000, 'streams released');
    expect(counts()).toEqual({ streams: 0, followers: 0 });
    const again = await open(asha, a3);
    expect(again.status).toBe(200);
    again.destroy();
  }, 60_000);

  it('leaves nothing behind when clients vanish while their stream is being set up', async () => {
    await waitFor(async () => (counts().streams === 0 ? true : undefined), 5000, 'streams from the last test released');
    const before = eventListeners();
    const jobId = await startJob(ravi);
    for (let i = 0; i < 30; i++) {
      const req = http.get({ host: base.hostname, port: base.port, path: `/api/jobs/${jobId}/events`, headers: { cookie: ravi.cookie }, agent: false });
      req.on('error', () => undefined);
      // Cut at different points: before the request is read, while ownership is checked, while subscribing.
      setTimeout(() => req.destroy(), i % 10);
    }
    // Requests cut before the server read them may still be reaching the handler: let them land
    // before checking that each one gave its slot back (a leaked slot stays counted for good).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await waitFor(async () => (counts().streams === 0 && counts().followers === 0 ? true : undefined), 10_000, 'every slot and listener released');
    expect(eventListeners()).toEqual(before);
    const again = await open(ravi, jobId);
    expect(again.status).toBe(200);
    again.destroy();
  }, 60_000);

  it('ends open streams with the result when a real worker finishes; chat jobs have random ids too', async () => {
    await waitFor(async () => (counts().streams === 0 ? true : undefined), 5000, 'earlier streams released');
    const jobId = await startJob(asha);
    const watching = [await open(asha, jobId), await open(asha, jobId)];
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /worker ready/, {
      BULLMQ_PREFIX: prefix, S3_BUCKET: 'lexmitra-test', OPENAI_API_KEY: '', OPENAI_BASE_URL: '',
    });
    for (const s of watching) {
      const body = await s.done;
      expect(body).toContain('"state":"completed"');
      expect(body).toContain('arrears');
    }
    await waitFor(async () => (counts().streams === 0 && counts().followers === 0 ? true : undefined), 5000, 'finished streams released');

    const chat = await asha.agent.post('/chatbot').send({ user_message: 'My landlord will not return my security deposit. What can I do?' });
    expect(chat.status).toBe(200);
    const queues = app.get(QueueService);
    const done = [...(await queues.queue(QUEUES.ai).getJobs(['completed'])), ...(await queues.queue(QUEUES.chat).getJobs(['completed']))];
    const chatJobs = done.filter((j) => j.name === 'chat.answer');
    expect(chatJobs.length).toBeGreaterThan(0);
    for (const j of done) expect(j.id).toMatch(RANDOM_ID);
  }, 120_000);
});
