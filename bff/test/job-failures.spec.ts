/**
 * How the BFF answers failures it did not cause, by type and code, never by the wording of a
 * message: job failures recorded by the worker host (a worker in this process with scripted
 * handlers, on the real Redis), a job that nobody finishes in time, and internal replies (a job
 * result, a search-service answer) that do not match their contract, which are 502, not 400.
 */
import { CHAT_TEXT, DOC_PROCESS_JOB, databaseOf, JOBS, MESSAGE_PATTERNS, QUEUES, searchChannel } from '@lexmitra/contracts';
import { JobFailureError, RequestQueueServer, startQueueWorker } from '@lexmitra/platform';
import type { BffApp } from '../src/app';
import { Worker } from 'bullmq';
import pino from 'pino';
import type request from 'supertest';
import { JobTimeoutError, QueueService } from '../src/infra/queue.service';
import { JobsService } from '../src/jobs/jobs.service';
import { chatAgent } from './chat-fixtures';
import { pdf } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

describe('failures of jobs and internal replies', () => {
  const prefix = `jfail${process.pid}`;
  const config = testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  let app: BffApp;
  let worker: Worker;
  let chatWorker: Worker;
  let search: RequestQueueServer;
  let user: request.Agent;
  let failLater!: () => void;
  const lateFailure = new Promise<void>((resolve) => (failLater = resolve));

  beforeAll(async () => {
    const chat = async (job: { data: { message: string } }) => {
      switch (job.data.message) {
        case 'malformed': throw new JobFailureError('AI_MALFORMED', 'The AI model gave an answer in the wrong shape twice.');
        case 'busy': throw new JobFailureError('AI_RATE_LIMITED', 'The AI provider is busy.');
        case 'down': throw new JobFailureError('AI_UPSTREAM', 'The AI provider failed (status 503).');
        // A worker of another version answering in a shape this BFF does not know.
        default: return { answer: 'not the contract' };
      }
    };
    const doc = async (job: { data: { query: string } }) => {
      switch (job.data.query) {
        case 'too large later':
          await lateFailure;
          throw new JobFailureError('DOCUMENT_TOO_LARGE', 'This Word file unpacks to more than 50 MB.');
        case 'scanned': throw new JobFailureError('DOCUMENT_SCANNED', 'This looks like a scanned document.');
        case 'no provider': throw new JobFailureError('AI_PROVIDER_REQUIRED', 'Translation needs an AI provider to be configured');
        default: throw new TypeError('secret internals must not reach the client');
      }
    };
    worker = startQueueWorker({
      queue: QUEUES.ai, redisUrl: config.REDIS_URL, prefix, concurrency: 4, logger: pino({ level: 'silent' }),
      handlers: { [DOC_PROCESS_JOB]: doc } as never,
    });
    // Chat answers have their own queue (and slots) in ai-worker.
    chatWorker = startQueueWorker({
      queue: QUEUES.chat, redisUrl: config.REDIS_URL, prefix, concurrency: 4, logger: pino({ level: 'silent' }),
      handlers: { [JOBS.chatAnswer]: chat } as never,
    });
    await Promise.all([worker.waitUntilReady(), chatWorker.waitUntilReady()]);
    // A search-service replica for this test's database that answers nonsense.
    search = new RequestQueueServer({
      redisUrl: config.REDIS_URL,
      concurrency: 2,
      handlers: { [searchChannel(MESSAGE_PATTERNS.searchQuery, databaseOf(config.MONGO_URL))]: async () => ({ cases: 'none', total: -1 }) },
    });
    await search.start();
    app = await startApp(config);
    user = await chatAgent(app, 'failures');
  }, 40_000);
  afterAll(async () => {
    await worker?.close();
    await chatWorker?.close();
    await search?.stop();
    await app?.close();
  });

  it('maps the chat worker\'s failure codes to their answers', async () => {
    const malformed = await user.post('/chatbot').send({ user_message: 'malformed' });
    expect([malformed.status, malformed.body]).toEqual([502, { error: CHAT_TEXT.aiBadAnswer, code: 'DEPENDENCY_DOWN' }]);
    const busy = await user.post('/chatbot').send({ user_message: 'busy' });
    expect([busy.status, busy.body.code, busy.headers['retry-after']]).toEqual([503, 'RATE_LIMITED', '30']);
    const down = await user.post('/chatbot').send({ user_message: 'down' });
    expect([down.status, down.body]).toEqual([503, { error: CHAT_TEXT.aiUnavailable, code: 'DEPENDENCY_DOWN' }]);
  });

  it('answers a job result that breaks its contract with 502, not 400', async () => {
    const res = await user.post('/chatbot').send({ user_message: 'anything else' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: expect.stringMatching(/could not read/), code: 'INTERNAL' });
  });

  it('maps document job codes, and hides a crash behind a generic 502', async () => {
    const ask = (query: string) => user.post('/process_pdf/').field('query', query).attach('file', pdf(3000), 'order.pdf');
    const scanned = await ask('scanned');
    expect([scanned.status, scanned.body]).toEqual([422, { error: 'This looks like a scanned document.', code: 'DOCUMENT_SCANNED' }]);
    const noProvider = await ask('no provider');
    expect([noProvider.status, noProvider.body.code]).toEqual([503, 'AI_PROVIDER_REQUIRED']);
    const crash = await ask('crash');
    expect(crash.status).toBe(502);
    expect(crash.body).toEqual({ error: 'The document could not be processed. Please try again.', code: 'INTERNAL' });
  }, 30_000);

  it('reads the recorded failure of a job that failed between reading its data and its state', async () => {
    const started = await user.post('/process_pdf/?async=1').field('query', 'too large later').attach('file', pdf(3000), 'order.docx');
    expect(started.status).toBe(202);
    const id = started.body.jobId as string;
    const jobs = app.get(JobsService);
    const mine = jobs.mine.bind(jobs);
    // The job is read while it runs; it fails before its state is read (the order a poll met in CI).
    jobs.mine = async (owner, jobId) => {
      const stale = await mine(owner, jobId);
      failLater();
      while ((await stale.getState()) !== 'failed') await new Promise((r) => setTimeout(r, 20));
      return stale;
    };
    try {
      const owner = (await app.get(QueueService).queue(QUEUES.ai).getJob(id))!.data.userId as string;
      const status = await jobs.status({ id: owner, email: '', via: 'session' }, id);
      expect(status).toMatchObject({ state: 'failed', error: { code: 'DOCUMENT_TOO_LARGE' } });
    } finally {
      jobs.mine = mine;
    }
  }, 30_000);

  it('answers a search-service reply that breaks its contract with 502, while a bad request stays 400', async () => {
    const bad = await user.post('/ask').send({ query: 'basic structure' });
    expect(bad.status).toBe(502);
    expect(bad.body.code).toBe('INTERNAL');
    const invalid = await user.post('/ask').send({ query: 'basic structure', pageSize: 500 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
  });

  it('reports a job nobody finishes in time as a JobTimeoutError and removes it', async () => {
    const queues = new QueueService({ ...config, BULLMQ_PREFIX: `${prefix}idle` });
    try {
      await expect(queues.run(QUEUES.convert, JOBS.draftConvert, { content: 'x' }, { timeoutMs: 300 })).rejects.toBeInstanceOf(JobTimeoutError);
      expect(await queues.queue(QUEUES.convert).getJobCounts('waiting', 'active', 'failed')).toMatchObject({ waiting: 0, active: 0, failed: 0 });
    } finally {
      await queues.onModuleDestroy();
    }
  });
});
