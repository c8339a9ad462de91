/**
 * Issue 18's hostile documents through the BFF and a real ai-worker process: a DOCX zip bomb
 * (200 MB unpacked), a PDF whose content stream inflates to 320 MB and a 30,000-page PDF, all
 * generated here. Each ends in a clear failure within the configured limits, the worker's RSS
 * (sampled from /proc) stays under 512 MB, and chat answered alongside in under 2 s. Then: a
 * cancel stops a long extraction within 2 s, and a result too large for Redis comes back whole.
 */
import { QUEUES } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import path from 'node:path';
import { makeContentStreamBombPdf, makeDocxBomb, makeManyPagesPdf } from '../../tools/fixtures/bombs';
import { makeDocx } from '../../tools/fixtures/documents';
import { makeScannedPdf } from '../../tools/fixtures/scans';
import { childPids, Client, getJob, runBomb, signIn, timedChat, upload } from '../../tools/jest/doc-limits';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { QueueService } from '../src/infra/queue.service';
import { startApp, testConfig } from './helpers';

const WORKER_DIR = path.resolve(__dirname, '../../services/ai-worker');
const EXTRACT_TIMEOUT_MS = 20_000;
const RSS_CEILING_MB = 512;

describe('hostile documents (real ai-worker, limits of issue 18)', () => {
  const prefix = `dl${process.pid}`;
  let app: BffApp;
  let worker: RunningService;
  let asha: Client;
  let ravi: Client;
  let bucket: string;
  const startWorker = (env: Record<string, string> = {}) =>
    spawnService(WORKER_DIR, /"queue":"chat".*"worker ready"/, {
      BULLMQ_PREFIX: prefix, S3_BUCKET: bucket, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', LOG_LEVEL: 'info',
      EXTRACT_TIMEOUT_MS: String(EXTRACT_TIMEOUT_MS), JOB_RESULT_INLINE_MAX_BYTES: '16384', ...env,
    });

  beforeAll(async () => {
    const config = testConfig({ BULLMQ_PREFIX: prefix });
    bucket = config.S3_BUCKET;
    app = await startApp(config);
    await app.listen(0, '127.0.0.1');
    const baseUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    worker = await startWorker();
    [asha, ravi] = [await signIn(baseUrl, 'asha'), await signIn(baseUrl, 'ravi')];
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.get(QueueService).queue(QUEUES.ai).obliterate({ force: true }).catch(() => undefined);
    await app?.close();
  });

  const expectContained = (outcome: Awaited<ReturnType<typeof runBomb>>, limitSeconds: number) => {
    expect(outcome.seconds).toBeLessThan(limitSeconds);
    expect(outcome.workerMb).toBeLessThan(RSS_CEILING_MB);
    expect(outcome.chatStatuses.every((s) => s === 200)).toBe(true);
    expect(Math.max(...outcome.chatMs)).toBeLessThan(2000);
  };

  it('refuses a DOCX zip bomb (200 MB unpacked) from its directory: 422 at once, or a job failure', async () => {
    const bomb = await makeDocxBomb(200);
    const sync = await upload(asha, bomb, 'bomb.docx', { query: 'Summarize the document' }, false);
    expect(sync.status).toBe(422);
    // The limit travels with its numbers, for a screen in Hindi or Bengali to say it in its own words.
    expect(sync.body).toEqual({ error: expect.stringMatching(/^This Word file unpacks to more than 50 MB/), code: 'DOCUMENT_TOO_LARGE', limit: { limit: 'unzipped', max: 50 } });
    const outcome = await runBomb(asha, ravi, worker.child.pid!, bomb, 'bomb.docx', 30_000);
    expect(outcome).toMatchObject({ state: 'failed', code: 'DOCUMENT_TOO_LARGE' });
    expectContained(outcome, 5);
  }, 60_000);

  it('refuses a PDF whose content stream inflates to 320 MB by the stream check, before any reader', async () => {
    const outcome = await runBomb(asha, ravi, worker.child.pid!, await makeContentStreamBombPdf(320), 'stream.pdf', 60_000);
    expect(outcome).toMatchObject({ state: 'failed', code: 'DOCUMENT_TOO_LARGE', error: expect.stringMatching(/unpacks to more than 64 MB/), limit: { limit: 'stream', max: 64 } });
    expectContained(outcome, 10);
  }, 90_000);

  it('stops the same PDF at the time limit when the stream check is lifted (the reader runs under the sandbox)', async () => {
    await worker.stop('SIGTERM');
    worker = await startWorker({ EXTRACT_MAX_STREAM_MB: '1000', EXTRACT_TIMEOUT_MS: '8000' });
    const outcome = await runBomb(asha, ravi, worker.child.pid!, await makeContentStreamBombPdf(320), 'stream.pdf', 60_000);
    // pdftotext runs into the clock; pdfjs (without poppler) into the memory limit first.
    expect(outcome).toMatchObject({ state: 'failed', code: 'DOCUMENT_TOO_COMPLEX', error: expect.stringMatching(/longer than 8 seconds|MB of memory/) });
    expect([{ limit: 'time', max: 8 }, { limit: 'memory', max: 384 }]).toContainEqual(outcome.limit);
    expectContained(outcome, 8 + 5);
    await worker.stop('SIGTERM');
    worker = await startWorker();
  }, 90_000);

  it('refuses a 30,000-page PDF by its page count', async () => {
    const outcome = await runBomb(asha, ravi, worker.child.pid!, makeManyPagesPdf(30_000), 'paper-book.pdf', 60_000);
    expect(outcome).toMatchObject({ state: 'failed', code: 'DOCUMENT_TOO_LARGE', error: expect.stringMatching(/more than 2,000 pages/), limit: { limit: 'pages', max: 2000 } });
    expectContained(outcome, 10);
    // Refused for good: one attempt, not three.
    const failed = await app.get(QueueService).queue(QUEUES.ai).getFailed();
    expect(failed.filter((j) => j.failedReason.includes('2,000 pages')).every((j) => j.attemptsMade === 1)).toBe(true);
  }, 90_000);

  it('answers chat while both document slots read long files, and a cancel ends a job and its reader within 2 s', async () => {
    // pdftotext reads even 30,000 pages in about a second, so a long extraction is OCR: scans of 12 pages
    // (one to three seconds each, every page a pdftoppm and a tesseract child). Their text is new each
    // run, so no cached extraction of an earlier run answers instead. Two fill WORKER_CONCURRENCY (2);
    // they are two people's, since one person's documents take one slot at a time (DOCUMENT_JOBS_PER_USER).
    const jobs: { id: string; owner: Client }[] = [];
    for (const [name, owner] of [['long-1.pdf', asha], ['long-2.pdf', ravi]] as const) {
      const scan = await makeScannedPdf(Array.from({ length: 12 }, (_, i) => `Run ${Date.now()} ${name} sheet ${i + 1}: the tenant shall pay the arrears of rent within thirty days.`));
      const accepted = await upload(owner, scan, name, { query: 'Summarize the document' });
      expect(accepted.status).toBe(202);
      jobs.push({ id: accepted.body.jobId as string, owner });
    }
    const deadline = Date.now() + 20_000;
    const states = async () => Promise.all(jobs.map(async ({ id, owner }) => (await getJob(owner, id)).state));
    while (Date.now() < deadline && ((await states()).some((s) => s !== 'active') || childPids(worker.child.pid!).length < 2)) await new Promise((r) => setTimeout(r, 50));
    expect(await states()).toEqual(['active', 'active']);
    // Chat has its own queue and slots: it does not wait for either document.
    for (let i = 0; i < 3; i++) {
      const chat = await timedChat(ravi);
      expect(chat.status).toBe(200);
      expect(chat.ms).toBeLessThan(2000);
    }
    for (const { id, owner } of jobs) {
      const cancelledAt = Date.now();
      expect((await fetch(`${owner.baseUrl}/api/jobs/${id}`, { method: 'DELETE', headers: { cookie: owner.cookie } })).status).toBe(200);
      let state = '';
      while (Date.now() - cancelledAt < 5000 && state !== 'cancelled') {
        state = (await getJob(owner, id)).state;
        if (state !== 'cancelled') await new Promise((r) => setTimeout(r, 50));
      }
      expect(state).toBe('cancelled');
      expect(Date.now() - cancelledAt).toBeLessThan(2000);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(childPids(worker.child.pid!)).toEqual([]);
  }, 60_000);

  it('keeps a result too large for Redis in object storage and answers it whole, sync, by id and over SSE', async () => {
    const paragraphs = Array.from({ length: 200 }, (_, i) => `Paragraph ${i + 1}: the tenant shall pay the rent of twelve thousand rupees before the fifth day of month ${i + 1}.`);
    const file = await makeDocx(paragraphs);
    const sync = await upload(asha, file, 'long.docx', { query: 'Simplify the language of the document', operation: 'simplify' }, false);
    expect(sync.status).toBe(200);
    expect(sync.body.answer).toContain('Paragraph 200:');
    expect((sync.body.answer as string).length).toBeGreaterThan(16_384);

    const accepted = await upload(asha, file, 'long.docx', { query: 'Simplify the language of the document', operation: 'simplify' });
    const id = accepted.body.jobId as string;
    const events = await (await fetch(`${asha.baseUrl}/api/jobs/${id}/events`, { headers: { cookie: asha.cookie } })).text();
    const last = JSON.parse(events.trim().split('\n\n').filter((b) => b.startsWith('event: status')).pop()!.split('\ndata: ')[1]);
    expect(last.state).toBe('completed');
    expect(last.result.answer).toBe(sync.body.answer);
    expect((await getJob(asha, id)).result).toEqual({ answer: sync.body.answer });
    // Redis holds only the pointer.
    const job = await app.get(QueueService).queue(QUEUES.ai).getJob(id);
    expect(job!.returnvalue).toEqual({ operation: 'simplify', stored: { key: `jobs/results/${id}.json`, bytes: expect.any(Number) } });
  }, 60_000);
});
