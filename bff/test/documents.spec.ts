/**
 * The document library (calls 4 and 5, list, delete) against the real dev stack: MinIO, FerretDB
 * or MongoDB, and Redis, through the real sign-up and sign-in endpoints.
 */
import { DOCUMENT_TEXT } from '@lexmitra/contracts';
import type { AppConfig } from '../src/infra/config.provider';
import { ObjectStore } from '@lexmitra/storage';
import type { BffApp } from '../src/app';
import request from 'supertest';
import { doc, docx, pdf, png, sha256, signedInAgent, xlsx } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('document library', () => {
  let app: BffApp;
  let config: AppConfig;
  let asha: Agent;
  let ravi: Agent;
  let meera: Agent;

  const upload = (who: Agent, body: Buffer, name: string, email?: string) => {
    const req = who.agent.post('/api/pdf/upload');
    if (email !== undefined) req.field('email', email);
    return req.attach('file', body, name);
  };
  const access = (who: Agent, uniqueID: unknown, email: unknown) =>
    who.agent.post('/api/pdf/access').send({ uniqueID, email }).buffer(true).parse(binary);

  beforeAll(async () => {
    config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000' });
    app = await startApp(config);
    [asha, ravi, meera] = [await signedInAgent(app, 'asha'), await signedInAgent(app, 'ravi'), await signedInAgent(app, 'meera')];
  });
  afterAll(async () => app?.close());

  it.each([
    ['PDF', pdf(200_000), 'Notice.pdf', 'application/pdf'],
    ['DOC', doc(), 'Affidavit.doc', 'application/msword'],
    ['DOCX', docx(), 'Agreement.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('stores a %s and gives back byte-identical content with its type', async (_kind, bytes, name, type) => {
    const res = await upload(asha, bytes, name);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ uniqueID: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), name, size: bytes.length, uploadedAt: expect.any(String) });
    expect(Date.parse(res.body.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    const back = await access(asha, res.body.uniqueID, asha.email.toUpperCase());
    expect(back.status).toBe(200);
    expect(back.headers['content-type']).toBe(type);
    expect(sha256(back.body)).toBe(sha256(bytes));
  });

  it('keeps the PNG photo of a notice that Doc AI accepts (issue 33), typed by its bytes, not its name', async () => {
    const bytes = png();
    const res = await upload(asha, bytes, 'notice-photo.pdf');
    expect(res.status).toBe(201);
    const listed = (await asha.agent.get('/api/pdf?pageSize=100')).body.items.find((d: { uniqueID: string }) => d.uniqueID === res.body.uniqueID);
    expect(listed).toMatchObject({ kind: 'png', contentType: 'image/png' });
    const back = await access(asha, res.body.uniqueID, asha.email);
    expect(back.status).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(sha256(back.body)).toBe(sha256(bytes));
  });

  it('names the file type by its bytes: a spreadsheet called .docx and plain text called .doc get 415, nothing stored', async () => {
    const before = (await asha.agent.get('/api/pdf?pageSize=100')).body.total;
    for (const [bytes, name] of [[xlsx(), 'sheet.docx'], [Buffer.from('plain text, not a document'), 'notes.doc']] as const) {
      const res = await upload(asha, bytes, name);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: DOCUMENT_TEXT.unsupportedType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect((await asha.agent.get('/api/pdf?pageSize=100')).body.total).toBe(before);
  });

  it('refuses an empty file, a request without a file and a non-multipart body with 400', async () => {
    const empty = await upload(asha, Buffer.alloc(0), 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(DOCUMENT_TEXT.emptyFile);
    const none = await asha.agent.post('/api/pdf/upload').field('email', asha.email);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(DOCUMENT_TEXT.noFile);
    const json = await asha.agent.post('/api/pdf/upload').send({ file: 'x' });
    expect(json.status).toBe(400);
  });

  it('shares a document with the client it is for, and with nobody else; every refusal is the same 404', async () => {
    const up = await upload(asha, pdf(), 'For Ravi.pdf', ` ${ravi.email.toUpperCase()} `);
    expect(up.status).toBe(201);
    const id = up.body.uniqueID;
    // The uploader, with the client's e-mail or her own; the client with his.
    for (const [who, email] of [[asha, ravi.email], [asha, asha.email], [ravi, ravi.email]] as const) {
      expect((await access(who, id, email)).status).toBe(200);
    }
    const refusals = [
      await access(ravi, id, asha.email), // the client naming the uploader's e-mail
      await access(meera, id, ravi.email), // another user with the right ID and e-mail
      await access(meera, id, meera.email),
      await access(ravi, `${id.slice(0, -1)}A`, ravi.email), // a near miss of the ID
      await access(ravi, 'A'.repeat(24), ravi.email),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString())).toEqual({ error: DOCUMENT_TEXT.notFound, code: 'NOT_FOUND' });
    }
    for (const bad of [{ $ne: null }, { $gt: '' }, ['x'], '']) {
      expect((await access(ravi, bad, ravi.email)).status).toBe(400);
    }
    expect((await access(ravi, id, { $ne: null })).status).toBe(400);

    const ravisList = await ravi.agent.get('/api/pdf');
    expect(ravisList.body.items).toEqual([expect.objectContaining({ uniqueID: id, name: 'For Ravi.pdf', email: ravi.email, uploadedByMe: false, kind: 'pdf' })]);
    const ashasList = await asha.agent.get('/api/pdf?pageSize=100');
    expect(ashasList.body.items[0]).toEqual(expect.objectContaining({ uniqueID: id, uploadedByMe: true }));
    expect((await meera.agent.get('/api/pdf')).body).toEqual({ items: [], page: 1, pageSize: 10, total: 0 });

    expect((await ravi.agent.delete(`/api/pdf/${id}`)).status).toBe(404);
    expect((await asha.agent.delete(`/api/pdf/${id}`)).status).toBe(204);
    expect((await access(ravi, id, ravi.email)).status).toBe(404);
    expect((await ravi.agent.get('/api/pdf')).body.total).toBe(0);
    const store = new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET });
    expect(await store.exists(`documents/${id}`)).toBe(false);
  });

  it('lists newest first, in pages', async () => {
    const user = await signedInAgent(app, 'pager');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(user, pdf(), `p${i}.pdf`)).body.uniqueID);
    const first = await user.agent.get('/api/pdf?page=1&pageSize=2');
    expect(first.body).toEqual(expect.objectContaining({ page: 1, pageSize: 2, total: 3 }));
    expect(first.body.items.map((d: { uniqueID: string }) => d.uniqueID)).toEqual([ids[2], ids[1]]);
    const second = await user.agent.get('/api/pdf?page=2&pageSize=2');
    expect(second.body.items.map((d: { uniqueID: string }) => d.uniqueID)).toEqual([ids[0]]);
    expect((await user.agent.get('/api/pdf?pageSize=1000')).status).toBe(400);
  });

  it('refuses an invalid recipient e-mail and leaves nothing behind', async () => {
    const before = (await asha.agent.get('/api/pdf?pageSize=100')).body.total;
    const res = await upload(asha, pdf(), 'x.pdf', 'not-an-email');
    expect(res.status).toBe(400);
    expect((await asha.agent.get('/api/pdf?pageSize=100')).body.total).toBe(before);
  });

  it('answers 401 to every document call without a session', async () => {
    const http = request(app.getHttpServer());
    expect((await http.post('/api/pdf/upload').attach('file', pdf(), 'a.pdf')).status).toBe(401);
    expect((await http.post('/api/pdf/access').send({ uniqueID: 'A'.repeat(24), email: 'a@b.in' })).status).toBe(401);
    expect((await http.get('/api/pdf')).status).toBe(401);
    expect((await http.delete('/api/pdf/abc')).status).toBe(401);
  });

  it('reports a record whose object has gone missing as an error, not an empty file', async () => {
    const up = await upload(asha, pdf(), 'lost.pdf');
    const store = new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET });
    await store.remove(`documents/${up.body.uniqueID}`);
    const res = await access(asha, up.body.uniqueID, asha.email);
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body.toString())).toEqual({ error: DOCUMENT_TEXT.objectMissing, code: 'INTERNAL' });
  });
});
