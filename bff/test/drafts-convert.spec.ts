/**
 * Call 11 end to end: BFF → BullMQ → the real convert-worker process → BFF, and the files read back
 * by independent readers (pdfjs-dist for PDF, mammoth for DOCX).
 */
import { extractPdfPages } from '@lexmitra/documents';
import type { BffApp } from '../src/app';
import mammoth from 'mammoth';
import path from 'node:path';
import request from 'supertest';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { startApp, testConfig, waitFor } from './helpers';

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

const DRAFT = [
  'LEGAL NOTICE',
  '',
  'To, Shri Rohan Mehta, 4 MG Road, Bengaluru',
  '',
  '1. That you issued cheque number 004512 for ₹ 1,25,000 to my client, Ms. Zoë Fernandes.',
  '2. That the cheque was returned unpaid with the remark "funds insufficient".',
  '3. That you are called upon to pay the amount within fifteen days of receiving this notice.',
].join('\n');

describe('POST /api/drafts/convertFile', () => {
  const prefix = `dc${process.pid}`;
  let app: BffApp;
  let worker: RunningService;
  let agent: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    app = await startApp(testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
    worker = await spawnService(path.resolve(__dirname, '../../services/convert-worker'), /worker ready/, { BULLMQ_PREFIX: prefix, LOG_LEVEL: 'info' });
    agent = request.agent(app.getHttpServer());
    const email = `conv.${Date.now()}@example.in`;
    expect((await agent.post('/api/auth/register').send({ email, password: 'correct-horse-42' })).status).toBe(201);
    expect((await agent.post('/api/auth/login').send({ email, password: 'correct-horse-42' })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGTERM');
    await app?.close();
  });

  const convert = (body: object) => agent.post('/api/drafts/convertFile').send(body).buffer(true).parse(binary);

  it("carries the request id into the job: the worker's log line names the same request", async () => {
    const res = await agent.post('/api/drafts/convertFile').set('x-request-id', `trace-convert-${process.pid}`).send({ content: DRAFT, fileType: 'docx', fileName: 'traced' }).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe(`trace-convert-${process.pid}`);
    // Written by the route itself (reply.raw), the download still carries the security headers.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const line = await waitFor(async () => worker.output().split('\n').find((l) => l.includes(`"requestId":"trace-convert-${process.pid}"`)), 5000, "the worker's job log line");
    // The job id is random (128 bits, base64url), not BullMQ's guessable counter.
    expect(JSON.parse(line)).toMatchObject({ msg: 'job done', requestId: `trace-convert-${process.pid}`, queue: 'convert', job: 'draft.convert', jobId: expect.stringMatching(/^[\w-]{22}$/) });
  });

  it('answers a PDF that parses back with every paragraph, as an attachment named fileName.pdf', async () => {
    const res = await convert({ content: DRAFT, fileType: 'pdf', fileName: 'cheque-dishonour-notice' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename=cheque-dishonour-notice.pdf');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    const pages = await extractPdfPages(res.body);
    expect(pages).toHaveLength(1);
    const text = squash(pages[0].text);
    for (const line of DRAFT.split('\n').filter(Boolean)) expect(text).toContain(squash(line));
  });

  it('paginates a long draft: page count and "Page X of Y" agree', async () => {
    const long = Array.from({ length: 150 }, (_, i) => `${i + 1}. Paragraph number ${i + 1} of the schedule, which describes one item of the property in words long enough to wrap onto a second line of the page.`).join('\n');
    const res = await convert({ content: long, fileType: 'pdf', fileName: 'schedule' });
    const pages = await extractPdfPages(res.body);
    // 150 two-line paragraphs = 300 lines at 44 lines a page: 7 pages.
    expect(pages).toHaveLength(7);
    pages.forEach((p) => expect(p.text).toContain(`Page ${p.number} of 7`));
    expect(squash(pages[6].text)).toContain('Paragraph number 150 of the schedule');
  });

  it('answers a DOCX that mammoth opens, paragraph for paragraph', async () => {
    const res = await convert({ content: DRAFT, fileType: 'docx', fileName: 'notice' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe('attachment; filename=notice.docx');
    const { value } = await mammoth.extractRawText({ buffer: res.body });
    expect(value.split('\n').map(squash).filter(Boolean)).toEqual(DRAFT.split('\n').map(squash).filter(Boolean));
  });

  it.each([
    ['../../etc/passwd', 'attachment; filename=passwd.pdf'],
    ['C:\\Users\\x\\notice', 'attachment; filename=notice.pdf'],
    ['bad\r\nX-Injected: 1', `attachment; filename="badX-Injected 1.pdf"; filename*=UTF-8''badX-Injected%201.pdf`],
    ['notice.pdf', 'attachment; filename=notice.pdf'],
    ['शपथ पत्र', `attachment; filename="___ ____.pdf"; filename*=UTF-8''${encodeURIComponent('शपथ पत्र.pdf')}`],
    // Issue 28: the right-to-left override goes, as in library uploads (it made "…fdp.exe" read as "…exe.pdf").
    ['निवेदन\u202Efdp.exe', `attachment; filename="______fdp.exe.pdf"; filename*=UTF-8''${encodeURIComponent('निवेदनfdp.exe.pdf')}`],
    // The longest name allowed (200) is cut in its stem so the whole download name is 200, extension kept.
    ['x'.repeat(200), `attachment; filename=${'x'.repeat(196)}.pdf`],
    [`${'x'.repeat(195)}.docx`, `attachment; filename=${'x'.repeat(191)}.docx.pdf`],
  ])('sanitises the file name %j', async (fileName, disposition) => {
    const res = await convert({ content: 'Text', fileType: 'pdf', fileName });
    expect(res.status).toBe(200);
    expect(res.headers['x-injected']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe(disposition);
  });

  it('refuses other file types with 400, over 1 MB with 413, and anonymous callers with 401', async () => {
    for (const fileType of ['txt', 'doc', 'PDF', '']) {
      const res = await agent.post('/api/drafts/convertFile').send({ content: 'x', fileType, fileName: 'a' });
      expect(res.status).toBe(400);
    }
    const big = await agent.post('/api/drafts/convertFile').send({ content: 'ह'.repeat(400_000), fileType: 'pdf', fileName: 'a' });
    expect(big.status).toBe(413);
    expect((await request(app.getHttpServer()).post('/api/drafts/convertFile').send({ content: 'x', fileType: 'pdf', fileName: 'a' })).status).toBe(401);
  });
});
