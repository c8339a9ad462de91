/**
 * Keeping a Document AI result (issue 17): POST /api/doc-ai/export turns the translation or summary on
 * screen into a PDF or DOCX through the real convert-worker process, in its own script; saving it as
 * a draft goes through the drafts' own route, and the kept draft exports again later.
 */
import type { BffApp } from '../src/app';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { startApp, testConfig } from './helpers';

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const squash = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

const HINDI = [
  'यह नोटिस आपको सूचित करता है कि आपके द्वारा दिया गया चेक क्रमांक 004512 बैंक ने लौटा दिया है।',
  '',
  '1. आप पंद्रह दिनों के भीतर ₹ 1,25,000 की राशि चुका दें।',
  '2. ऐसा न करने पर परक्राम्य लिखत अधिनियम, 1881 की धारा 138 के अंतर्गत कार्यवाही की जा सकती है।',
].join('\n');
const URDU = 'یہ نوٹس آپ کو اطلاع دیتا ہے کہ آپ کا چیک بینک نے واپس کر دیا ہے۔';

/** pdftotext (poppler-utils, installed by npm test) honours the /ActualText of shaped runs. */
function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `doc-ai-export-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe('POST /api/doc-ai/export', () => {
  const prefix = `dx${process.pid}`;
  let app: BffApp;
  let worker: RunningService;
  let agent: ReturnType<typeof request.agent>;
  let userId: string;

  beforeAll(async () => {
    app = await startApp(testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
    worker = await spawnService(path.resolve(__dirname, '../../services/convert-worker'), /worker ready/, { BULLMQ_PREFIX: prefix, LOG_LEVEL: 'info' });
    agent = request.agent(app.getHttpServer());
    const email = `keep.${Date.now()}@example.in`;
    const reg = await agent.post('/api/auth/register').send({ email, password: 'correct-horse-42' });
    expect(reg.status).toBe(201);
    userId = String(reg.body.userId);
    expect((await agent.post('/api/auth/login').send({ email, password: 'correct-horse-42' })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGTERM');
    await app?.close();
  });

  const exportFile = (body: object) => agent.post('/api/doc-ai/export').send(body).buffer(true).parse(binary);

  it('answers a Hindi translation as a PDF whose text reads back as sent, named after the source document', async () => {
    const res = await exportFile({ text: HINDI, format: 'pdf', kind: 'translation', language: 'hi', sourceName: 'चेक नोटिस.pdf' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const disposition = res.headers['content-disposition'];
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1])).toBe('चेक नोटिस - translation (hi).pdf');
    const text = squash(pdfText(res.body));
    for (const line of HINDI.split('\n').filter(Boolean)) expect(text).toContain(squash(line));
  });

  it('answers an Urdu summary as a DOCX with its text right to left in the Naskh font', async () => {
    const res = await exportFile({ text: URDU, format: 'docx', kind: 'summary', language: 'ur', sourceName: 'notice\u202Excod.pdf' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // The source name's bidi override is dropped from the download's name.
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers['content-disposition'])![1])).toBe('noticexcod - summary (ur).docx');
    expect(squash((await mammoth.extractRawText({ buffer: res.body })).value)).toBe(squash(URDU));
    const xml = await (await JSZip.loadAsync(res.body)).file('word/document.xml')!.async('string');
    expect(xml).toContain('<w:bidi/>');
    expect(xml).toContain('<w:rtl/>');
    expect(xml).toContain('w:cs="Noto Naskh Arabic"');
  });

  it('refuses what it cannot keep with 400 {error, code}, and anyone signed out with 401', async () => {
    const empty = await agent.post('/api/doc-ai/export').send({ text: '   ', format: 'pdf' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: expect.stringContaining('nothing to download'), code: 'VALIDATION_FAILED' });
    for (const bad of [{ text: 'x', format: 'odt' }, { text: 'x', format: 'pdf', language: 'xx' }, { text: 'x', format: 'pdf', extra: 1 }, { format: 'pdf' }]) {
      const res = await agent.post('/api/doc-ai/export').send(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
    const anon = await request(app.getHttpServer()).post('/api/doc-ai/export').send({ text: HINDI, format: 'pdf' });
    expect(anon.status).toBe(401);
  });

  it('keeps the translation as a draft of the user, which exports again later', async () => {
    const saved = await agent.post('/api/drafts/saveDraft').send({ userId, documentContent: HINDI, title: 'चेक नोटिस - अनुवाद' });
    expect(saved.status).toBe(201);
    const detail = await agent.get(`/api/drafts/${saved.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.content ?? detail.body.documentContent).toBe(HINDI);
    const again = await agent.post('/api/drafts/convertFile').send({ content: HINDI, fileType: 'pdf', fileName: 'anuvad' }).buffer(true).parse(binary);
    expect(again.status).toBe(200);
    expect(squash(pdfText(again.body))).toContain(squash(HINDI.split('\n')[0]));
  });

  it('is in the OpenAPI document', async () => {
    const doc = await agent.get('/api/docs/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.paths['/api/doc-ai/export'].post.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['text', 'format']));
  });
});
