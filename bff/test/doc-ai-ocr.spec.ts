/**
 * Document AI on scans and photos, end to end on the real dev stack: the BFF stores the upload, a
 * real ai-worker reads the pages without text by OCR (Tesseract) and answers with the offline
 * engine. The scans are typeset and rasterised by the test (tools/fixtures/scans.ts).
 */
import type { BffApp } from '../src/app';
import path from 'node:path';
import sharp from 'sharp';
import { makeScannedPdf, renderTextPng } from '../../tools/fixtures/scans';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { signedInAgent } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const NOTICE_EN = 'LEGAL NOTICE UNDER SECTION 138 OF THE NEGOTIABLE INSTRUMENTS ACT\n\nThe cheque issued by you towards repayment of the loan was returned unpaid by the bank with the remark funds insufficient.\n\nYou are called upon to pay the amount of the cheque within fifteen days of receiving this notice, failing which a complaint will be filed before the Magistrate.';
const NOTICE_HI = 'कानूनी नोटिस\n\nआपको सूचित किया जाता है कि आपके द्वारा दिया गया चेक बैंक द्वारा अपर्याप्त धनराशि के कारण लौटा दिया गया है।\n\nइस नोटिस की प्राप्ति के पंद्रह दिनों के भीतर राशि का भुगतान करें, अन्यथा न्यायालय में शिकायत दर्ज की जाएगी।';

describe('POST /process_pdf/ with scans and photos (OCR) and a real ai-worker', () => {
  const prefix = `do${process.pid}`;
  let app: BffApp;
  let worker: RunningService;
  let asha: Agent;
  let baseUrl: string;

  beforeAll(async () => {
    const config = testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000', AI_RATE_LIMIT_PER_MINUTE: '1000' });
    app = await startApp(config);
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /worker ready/, {
      BULLMQ_PREFIX: prefix, S3_BUCKET: config.S3_BUCKET, OPENAI_API_KEY: '', OPENAI_BASE_URL: '',
    });
    asha = await signedInAgent(app, 'asha');
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.close();
  });

  const send = (file: Buffer, name: string, fields: Record<string, string>, query = '') => {
    const req = asha.agent.post(`/process_pdf/${query}`);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', file, name);
  };

  it('summarises a scanned English and Hindi notice, with per-page OCR progress in the event stream', async () => {
    const scan = await makeScannedPdf([NOTICE_EN, NOTICE_HI]);
    const accepted = await send(scan, 'notice.pdf', { operation: 'summarize', query: 'Summarize the document', language: 'hi' }, '?async=1');
    expect(accepted.status).toBe(202);
    const res = await fetch(`${baseUrl}/api/jobs/${accepted.body.jobId}/events`, { headers: { cookie: asha.cookie } });
    const statuses = (await res.text()).split('\n\n').filter((b) => b.startsWith('event: status')).map((b) => JSON.parse(b.split('\ndata: ')[1]));
    const last = statuses[statuses.length - 1];
    expect(last.state).toBe('completed');
    expect(last.result.answer).toMatch(/returned unpaid by the bank|fifteen days/);
    const ocr = statuses.filter((s) => s.progress?.stage === 'ocr').map((s) => `${s.progress.done}/${s.progress.total}`);
    expect(ocr).toEqual(['1/2', '2/2']);
  }, 90_000);

  it('answers a question about a scanned Hindi page from its OCR text', async () => {
    const answer = await send(await makeScannedPdf([NOTICE_HI]), 'notice-hi.pdf', { operation: 'answer', query: 'भुगतान कितने दिनों के भीतर करना है?' });
    expect(answer.status).toBe(200);
    expect(answer.body.answer).toContain('पंद्रह दिनों के भीतर');
  }, 60_000);

  it('reads a phone photo of a notice stored sideways (EXIF orientation 6), and the library keeps the same photo (issue 33)', async () => {
    // A reference number new each run, so the worker reads the photo rather than a cached extraction.
    const text = `${NOTICE_EN}\n\nReference ${Date.now()}`;
    const photo = await sharp(renderTextPng(text, { dpi: 200 })).rotate(270).jpeg({ quality: 88 }).withMetadata({ orientation: 6 }).toBuffer();
    const answer = await send(photo, 'IMG_2041.jpg', { operation: 'answer', query: 'Within how many days must the amount be paid?' });
    expect(answer.status).toBe(200);
    expect(answer.body.answer).toMatch(/within fifteen days of receiving this notice/);
    const library = await asha.agent.post('/api/pdf/upload').attach('file', photo, 'IMG_2041.jpg');
    expect(library.status).toBe(201);
    expect(library.body.name).toBe('IMG_2041.jpg');
  }, 60_000);

  it('refuses an unknown language hint', async () => {
    const res = await send(await makeScannedPdf(['Order sheet']), 'x.pdf', { operation: 'summarize', query: 'Summarize the document', language: 'xx' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Unknown language "xx"/);
  });
});
