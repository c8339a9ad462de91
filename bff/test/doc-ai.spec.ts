/**
 * Document AI (call 2) end to end on the real dev stack: the BFF stores the upload in MinIO, a real
 * ai-worker process reads it and answers with the offline engine (no AI provider configured).
 */
import type { BffApp } from '../src/app';
import path from 'node:path';
import { DOC_FIXTURE_PARAGRAPHS, makeDocx, makeImageOnlyPdf, makePdf, readDocFixture } from '../../tools/fixtures/documents';
import { makePhoto, makeScannedPdf } from '../../tools/fixtures/scans';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { png, signedInAgent } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const ORDER = [
  ['IN THE COURT OF THE CIVIL JUDGE, PUNE', 'The plaintiff is the landlord of a shop and the defendant is the tenant who stopped paying rent in March.'],
  ['Whereas the deponent filed an affidavit stating that the rent of twelve thousand rupees was due every month.', 'The court held that the tenant is liable and directed him to pay the arrears within 30 days.'],
  ['The security deposit of fifty thousand rupees shall be adjusted against the arrears of rent.'],
];

describe('POST /process_pdf/ with a real ai-worker', () => {
  const prefix = `da${process.pid}`;
  let app: BffApp;
  let worker: RunningService;
  let asha: Agent;
  let ravi: Agent;
  let baseUrl: string;

  beforeAll(async () => {
    const config = testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000', AI_RATE_LIMIT_PER_MINUTE: '1000' });
    app = await startApp(config);
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /worker ready/, {
      BULLMQ_PREFIX: prefix, S3_BUCKET: config.S3_BUCKET, OPENAI_API_KEY: '', OPENAI_BASE_URL: '',
    });
    [asha, ravi] = [await signedInAgent(app, 'asha'), await signedInAgent(app, 'ravi')];
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.close();
  });

  const send = (who: Agent, file: Buffer, name: string, fields: Record<string, string>, query = '') => {
    const req = who.agent.post(`/process_pdf/${query}`);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', file, name);
  };

  it('summarizes a PDF, simplifies a DOCX and answers a question about a DOC', async () => {
    const summary = await send(asha, await makePdf(ORDER), 'order.pdf', { query: 'Summarize the document' });
    expect(summary.status).toBe(200);
    expect(summary.body.answer).toContain('directed him to pay the arrears within 30 days');

    const plain = await send(asha, await makeDocx(ORDER.flat()), 'order.docx', { query: 'Simplify the language of the document' });
    expect(plain.status).toBe(200);
    expect(plain.body.answer).toContain('Since the person making this statement filed an affidavit (a written statement sworn to be true)');

    const answer = await send(asha, readDocFixture(), 'notice.doc', { query: 'When must the security deposit be returned?', operation: 'answer' });
    expect(answer.status).toBe(200);
    expect(answer.body.answer).toContain(DOC_FIXTURE_PARAGRAPHS[2]);
  }, 60_000);

  it('summarizes a tilted phone photo of a summons into what it is, who, what and by when, with the next date for the diary', async () => {
    const summons = [
      'IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), THANE', '', 'Summary Suit No. 91 of 2026', '',
      'Greenfield Traders ... Plaintiff', 'Versus', 'Mr. Nitin Kale ... Defendant', '',
      'SUMMONS', '',
      'Whereas the plaintiff has filed a suit against you for recovery of Rs. 2,40,000, you are summoned to appear in this Court on 14 January 2027 at 11 A.M. You shall file your written statement within 30 days of service of this summons.',
    ].join('\n');
    const photo = await makePhoto(summons, { angle: -4 });
    const summary = await send(asha, photo, 'summons.jpg', { operation: 'summarize', query: 'Summarize the document', interface_language: 'en' });
    expect(summary.status).toBe(200);
    expect(summary.body.answer).toContain('What it is: Summons in a civil suit');
    expect(summary.body.answer).toMatch(/Case and reference numbers: Summary Suit No\. 91 of 2026 \[¶\d+\]/);
    expect(summary.body.answer).toMatch(/Plaintiff: Greenfield Traders \[¶\d+\]/);
    expect(summary.body.answer).toContain('Rs. 2,40,000');
    expect(summary.body.answer).toMatch(/14 January 2027 \(appear \/ next date\)/);
    expect(summary.body.answer).toContain('within 30 days of service of this summons');
    expect(summary.body.paper).toMatchObject({ kind: 'civil-summons', kindName: 'Summons in a civil suit', nextDate: { date: '2027-01-14' }, caseNumber: 'Summary Suit No. 91 of 2026' });

    const when = await send(asha, photo, 'summons.jpg', { operation: 'answer', query: 'By when must I file my written statement?' });
    expect(when.status).toBe(200);
    expect(when.body.answer).toMatch(/^Dates and time limits in the paper:\n• within 30 days of service of this summons — “/);
  }, 90_000);

  it('runs each of the four operations on a PDF, a DOCX and a DOC', async () => {
    const files: [string, Buffer][] = [['order.pdf', await makePdf(ORDER)], ['order.docx', await makeDocx(ORDER.flat())], ['notice.doc', readDocFixture()]];
    for (const [name, file] of files) {
      const summary = await send(asha, file, name, { operation: 'summarize', query: 'Summarize the document' });
      expect([name, summary.status, typeof summary.body.answer]).toEqual([name, 200, 'string']);
      expect(summary.body.answer.length).toBeGreaterThan(20);
      const plain = await send(asha, file, name, { operation: 'simplify', query: 'Simplify the language of the document' });
      expect([name, plain.status]).toEqual([name, 200]);
      const answer = await send(asha, file, name, { operation: 'answer', query: 'What about the rent?' });
      expect([name, answer.status]).toEqual([name, 200]);
      expect(answer.body.answer).toMatch(/rent/i);
      // Offline, translation says plainly that it needs a provider (the provider path is in doc-engine.spec).
      const translated = await send(asha, file, name, { operation: 'translate', query: 'Translate', translation_language: 'ta' });
      expect([name, translated.status, translated.body.code]).toEqual([name, 503, 'AI_PROVIDER_REQUIRED']);
    }
  }, 90_000);

  it('says translation needs a provider, and refuses bad files and fields with clear statuses', async () => {
    const pdf = await makePdf(ORDER);
    const translate = await send(asha, pdf, 'order.pdf', { query: 'Translate', translation_language: 'hi' });
    expect(translate.status).toBe(503);
    expect(translate.body).toEqual({ error: 'Translation needs an AI provider to be configured', code: 'AI_PROVIDER_REQUIRED' });

    expect((await send(asha, pdf, 'order.pdf', { query: 'x', translation_language: 'xx' })).status).toBe(400);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
    expect((await send(asha, gif, 'photo.pdf', { query: 'Summarize the document' })).status).toBe(415);
    // A PNG is accepted (photos are read by OCR); this one is only a PNG signature over noise.
    expect((await send(asha, png(), 'photo.png', { query: 'Summarize the document' })).status).toBe(422);
    const scanned = await send(asha, await makeImageOnlyPdf(2), 'scan.pdf', { query: 'Summarize the document' });
    expect(scanned.status).toBe(422);
    expect(scanned.body.error).toMatch(/No text could be read from this scan or photo, not even by OCR/);
    expect((await send(asha, Buffer.alloc(0), 'empty.pdf', { query: 'Summarize the document' })).status).toBe(400);
    const question = await send(asha, pdf, 'order.pdf', { operation: 'answer' });
    expect(question.status).toBe(400);
    expect(question.body.error).toBe('Please select a file and enter a question.');
  }, 60_000);

  it('takes the asker\'s interface language for the engine\'s own words, and refuses one it does not know', async () => {
    const pdf = await makePdf(ORDER);
    const hindi = await send(asha, pdf, 'order.pdf', { operation: 'answer', query: 'What happens to the security deposit?', interface_language: 'hi' });
    expect(hindi.status).toBe(200);
    expect(hindi.body.answer).toMatch(/^दस्तावेज़ के ये हिस्से आपके प्रश्न का सबसे नज़दीकी उत्तर देते हैं:/);
    expect(hindi.body.answer).toContain('(पृष्ठ 3)');
    const refused = await send(asha, pdf, 'order.pdf', { query: 'Summarize the document', interface_language: 'xx' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: expect.stringMatching(/^Unknown interface language "xx"\. Use one of: en, bn, hi/), code: 'VALIDATION_FAILED' });
  }, 60_000);

  it('needs a session', async () => {
    const { default: request } = await import('supertest');
    const res = await request(app.getHttpServer()).post('/process_pdf/').attach('file', await makePdf(ORDER), 'order.pdf');
    expect(res.status).toBe(401);
  });

  it('runs a 60-page document as a job whose progress events arrive in order, visible only to its owner', async () => {
    const pages = Array.from({ length: 60 }, (_, i) => [`Page ${i + 1}. The tenant must pay the rent for month ${i + 1} on time.`, ...ORDER[1]]);
    const accepted = await send(asha, await makePdf(pages), 'long.pdf', { query: 'Summarize the document', operation: 'summarize' }, '?async=1');
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.jobId as string;
    expect((await ravi.agent.get(`/api/jobs/${jobId}`)).status).toBe(404);

    const res = await fetch(`${baseUrl}/api/jobs/${jobId}/events`, { headers: { cookie: asha.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const statuses = (await res.text()).split('\n\n').filter((b) => b.startsWith('event: status')).map((b) => JSON.parse(b.split('\ndata: ')[1]));
    const last = statuses[statuses.length - 1];
    expect(last.state).toBe('completed');
    expect(last.result.answer).toContain('arrears');
    // pdftotext reads these 60 typed pages in a fraction of a second, often before the stream is
    // open, so which stages are seen varies; within each stage seen, `done` never goes back.
    // (Per-page progress that is always seen: the OCR stage, bff/test/doc-ai-ocr.spec.ts.)
    for (const stage of ['reading', 'processing']) {
      const done = statuses.filter((s) => s.progress?.stage === stage).map((s) => s.progress.done);
      expect([...done].sort((a, b) => a - b)).toEqual(done);
    }
    expect((await asha.agent.get(`/api/jobs/${jobId}`)).body).toMatchObject({ id: jobId, state: 'completed' });
  }, 90_000);

  it('finishes a job whose worker was killed with SIGKILL mid-job, on a restarted worker', async () => {
    // A scan no earlier test used, so it is not cached and its OCR takes seconds (pdftotext reads even
    // 120 typed pages in well under a second, before the kill could land).
    const pages = Array.from({ length: 4 }, (_, i) => `Sheet ${i + 1} of the killed-worker test.\n\nThe respondent shall file a reply within four weeks. ${ORDER[0][1]}`);
    const accepted = await send(asha, await makeScannedPdf(pages), 'killed.pdf', { query: 'Summarize the document', operation: 'summarize' }, '?async=1');
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.jobId as string;
    // Kill the worker as soon as it has started reading the scan.
    const started = Date.now();
    let before = { state: 'queued', progress: null as unknown };
    while (Date.now() - started < 30_000) {
      before = (await asha.agent.get(`/api/jobs/${jobId}`)).body;
      if (before.state === 'active' && before.progress) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await worker.stop('SIGKILL')).toBeNull();
    // It really was cut off mid-job: still active, not finished, after the worker died.
    expect(before.state).toBe('active');
    expect((await asha.agent.get(`/api/jobs/${jobId}`)).body.state).toBe('active');
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /worker ready/, {
      BULLMQ_PREFIX: prefix, S3_BUCKET: testConfig().S3_BUCKET, OPENAI_API_KEY: '', OPENAI_BASE_URL: '',
    });
    // BullMQ hands a job whose lock expired (30 s) to another worker at its next stalled check (15 s).
    let final: { state: string; result?: { answer: string } } = { state: 'active' };
    const deadline = Date.now() + 75_000;
    while (Date.now() < deadline && !['completed', 'failed'].includes(final.state)) {
      await new Promise((r) => setTimeout(r, 1000));
      final = (await asha.agent.get(`/api/jobs/${jobId}`)).body;
    }
    expect(final.state).toBe('completed');
    expect(final.result?.answer).toContain('reply within four weeks');
  }, 150_000);
});
