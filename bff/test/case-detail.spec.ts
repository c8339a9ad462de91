/**
 * The judgment page's routes: GET /api/cases/:id (metadata, numbered paragraphs, cites resolved to
 * the corpus, cited by with its count) and GET /api/cases/:id/pdf (the original PDF from MinIO).
 */
import { CASE_TEXT } from '@lexmitra/contracts';
import { CasesRepository } from '@lexmitra/data';
import { ObjectStore } from '@lexmitra/storage';
import type { BffApp } from '../src/app';
import mongoose, { Connection } from 'mongoose';
import request from 'supertest';
import { makePdf } from '../../tools/fixtures/documents';
import { startApp, testConfig } from './helpers';

describe('judgment page routes', () => {
  const config = testConfig();
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  let connection: Connection;
  let cookie: string;
  let pdf: Buffer;
  const pdfKey = `cases/detail-spec-${process.pid}/en.pdf`;
  const store = new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET });

  beforeAll(async () => {
    app = await startApp(config);
    http = app.getHttpServer();
    connection = await mongoose.createConnection(config.MONGO_URL).asPromise();
    const cases = new CasesRepository(connection);
    pdf = await makePdf([['The appeal is dismissed.']]);
    await store.ensureBucket();
    await store.put(pdfKey, pdf, 'application/pdf', pdf.length);
    await cases.upsertMany([
      {
        case_id: 'sci-detail-cited', title: 'Cited Trader v. State (synthetic)', court: 'Supreme Court of India', date: '2021-01-05', description: 'A synthetic judgment others cite.',
        description_hi: 'एक संश्लेषित निर्णय।', cause_title: 'CITED TRADER versus STATE (SYNTHETIC)',
        citation: '2021 INSC 9903', neutral_citation: '2021 INSC 9903', citations: ['2021 INSC 9903'],
        text: '1. First paragraph.\n\n2. Second paragraph.', languages: [{ lang: 'en', pdfKey, pdfHash: 'x' }],
        source: { dataset: 'indian-supreme-court-judgments', licence: 'CC-BY-4.0', path: 'detail_cited', year: 2021 },
      },
      {
        case_id: 'sci-detail-citing', title: 'Citing Mills v. Union (synthetic)', court: 'Supreme Court of India', date: '2023-04-01', description: 'A synthetic judgment that cites.',
        text: '1. We follow 2021 INSC 9903.\n\n2. See also (2031) 9 SCC 999, which this corpus does not hold.', cites: ['2021 INSC 9903', '(2031) 9 SCC 999'],
      },
    ]);
    const email = `case-detail-${process.pid}-${Date.now()}@example.in`;
    expect((await request(http).post('/api/auth/register').send({ email, password: 'a long enough password' })).status).toBe(201);
    const login = await request(http).post('/api/auth/login').send({ email, password: 'a long enough password' });
    cookie = String(login.headers['set-cookie']).split(';')[0];
  }, 60_000);

  afterAll(async () => {
    await store.remove(pdfKey).catch(() => undefined);
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
    await app?.close();
  });

  const get = (url: string) => request(http).get(url).set('Cookie', cookie);

  it('needs a signed-in session', async () => {
    expect((await request(http).get('/api/cases/sci-detail-cited')).status).toBe(401);
  });

  it('answers the judgment with numbered paragraphs, its licence source and who cites it', async () => {
    const res = await get('/api/cases/sci-detail-cited');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      case_id: 'sci-detail-cited', paragraphs: ['1. First paragraph.', '2. Second paragraph.'], citedByCount: 1, pdfLanguages: ['en'],
      // The Hindi summary and the cause title as the court's record writes it are stored and answered.
      description_hi: 'एक संश्लेषित निर्णय।', cause_title: 'CITED TRADER versus STATE (SYNTHETIC)',
      source: { dataset: 'indian-supreme-court-judgments', licence: 'CC-BY-4.0' },
    });
    expect(res.body.citedBy).toEqual([{ case_id: 'sci-detail-citing', title: 'Citing Mills v. Union (synthetic)', date: '2023-04-01' }]);
  });

  it('links the citations the corpus holds and lists the others as written', async () => {
    const res = await get('/api/cases/sci-detail-citing');
    expect(res.body.cites).toEqual([
      { citation: '2021 INSC 9903', case: { case_id: 'sci-detail-cited', title: 'Cited Trader v. State (synthetic)', citation: '2021 INSC 9903', date: '2021-01-05' } },
      { citation: '(2031) 9 SCC 999' },
    ]);
    expect(res.body.citedByCount).toBe(0);
    expect(res.body.pdfLanguages).toEqual([]);
  });

  it('streams the original PDF, and answers 404 for a language it does not have', async () => {
    const res = await get('/api/cases/sci-detail-cited/pdf?download=1').buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
    const hi = await get('/api/cases/sci-detail-cited/pdf?lang=hi');
    expect(hi.status).toBe(404);
    expect(hi.body).toEqual({ error: CASE_TEXT.noPdf, code: 'NOT_FOUND' });
  });

  // The refusals are libs/contracts' CASE_TEXT word for word: the SPA finds each in its server
  // locales and shows it in the user's language (frontend serverText.spec checks the Hindi side).
  it('answers 400 for a malformed id or query and 404 for an unknown one, in the contract\'s words', async () => {
    const bad = await get('/api/cases/..%2Fetc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: CASE_TEXT.badId, code: 'BAD_REQUEST' });
    const lang = await get('/api/cases/sci-detail-cited/pdf?lang=english');
    expect(lang.status).toBe(400);
    expect(lang.body.error).toContain(CASE_TEXT.badLanguage);
    const unknown = await get('/api/cases/sci-no-such-case');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: CASE_TEXT.notFound, code: 'NOT_FOUND' });
    const noPdf = await get('/api/cases/sci-detail-citing/pdf');
    expect(noPdf.status).toBe(404);
    expect(noPdf.body).toEqual({ error: CASE_TEXT.noPdf, code: 'NOT_FOUND' });
  });
});
