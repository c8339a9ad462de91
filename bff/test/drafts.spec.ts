/**
 * Drafts (calls 8–10, my drafts, versions, delete) against the real dev stack: templates seeded
 * into MinIO, drafts in FerretDB/MongoDB, users signed in through the real /api/auth endpoints.
 */
import type { AppConfig } from '../src/infra/config.provider';
import { ObjectStore } from '@lexmitra/storage';
import { loadCatalogue } from '@lexmitra/templates';
import type { BffApp } from '../src/app';
import request from 'supertest';
import { startApp, testConfig, waitFor } from './helpers';

async function signedIn(app: BffApp, label: string) {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const agent = request.agent(app.getHttpServer());
  const reg = await agent.post('/api/auth/register').send({ email, password: 'correct-horse-42' });
  expect(reg.status).toBe(201);
  expect((await agent.post('/api/auth/login').send({ email, password: 'correct-horse-42' })).status).toBe(200);
  return { agent, userId: String(reg.body.userId) };
}

describe('drafts API', () => {
  let app: BffApp;
  let config: AppConfig;
  let store: ObjectStore;
  let asha: Awaited<ReturnType<typeof signedIn>>;
  let ravi: Awaited<ReturnType<typeof signedIn>>;
  const catalogue = loadCatalogue();

  beforeAll(async () => {
    config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', S3_BUCKET: `drafts-t${process.pid}` });
    app = await startApp(config);
    store = new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET });
    [asha, ravi] = [await signedIn(app, 'asha'), await signedIn(app, 'ravi')];
  });
  afterAll(async () => app?.close());

  it('lists the catalogue to anyone, as {name, url}', async () => {
    const res = await request(app.getHttpServer()).get('/api/drafts/getAllTemplateNames');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(15);
    expect(res.body[0]).toEqual({ name: expect.any(String), url: expect.stringMatching(/^templates\/[a-z0-9-]+\.txt$/), category: expect.any(String) });
    expect(res.body.map((t: { url: string }) => t.url)).toContain('templates/general-affidavit.txt');
  });

  it('seeds every template into MinIO on start and serves the stored text', async () => {
    await waitFor(async () => ((await store.exists(catalogue.at(-1)!.url)) ? true : undefined), 15_000, 'seeded templates');
    for (const t of catalogue) expect((await store.getBuffer(t.url)).toString('utf8')).toBe(t.text);
    // MinIO is the source after seeding: an operator's correction is what users get.
    const url = 'templates/will.txt';
    await store.put(url, Buffer.from('WILL\n\nEdited by an operator {{name}}'), 'text/plain; charset=utf-8');
    const res = await request(app.getHttpServer()).get('/api/drafts/getTemplate').query({ url });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('WILL\n\nEdited by an operator {{name}}');
    // A template removed from the bucket is put back from the repository.
    await store.remove(url);
    expect((await request(app.getHttpServer()).get('/api/drafts/getTemplate').query({ url })).text).toBe(catalogue.find((t) => t.url === url)!.text);
  });

  it.each([
    'http://127.0.0.1:9000/lexmitra/templates/will.txt',
    `${process.env.S3_ENDPOINT}/${'lexmitra-test'}/templates/will.txt`,
    'templates/../documents/secret',
    '../templates/will.txt',
    'file:///etc/passwd',
    'templates/will.txt?x=1',
    'documents/anything',
    '',
  ])('answers 404 for %j, which is not a catalogue entry', async (url) => {
    const res = await request(app.getHttpServer()).get('/api/drafts/getTemplate').query({ url });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('answers 404 for a missing or repeated url parameter', async () => {
    expect((await request(app.getHttpServer()).get('/api/drafts/getTemplate')).status).toBe(404);
    expect((await request(app.getHttpServer()).get('/api/drafts/getTemplate?url=templates/will.txt&url=templates/will.txt')).status).toBe(404);
  });

  it('saves for the session user only: 401 without a session, 403 for another userId', async () => {
    const anon = await request(app.getHttpServer()).post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'x' });
    expect(anon.status).toBe(401);
    const foreign = await asha.agent.post('/api/drafts/saveDraft').send({ userId: ravi.userId, documentContent: 'x' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
    expect((await ravi.agent.get('/api/drafts')).body).toEqual([]);
  });

  it('keeps earlier versions when a draft is saved again', async () => {
    const first = await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'AFFIDAVIT\n\nVersion one ₹ 100', templateUrl: 'templates/general-affidavit.txt' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ title: 'General Affidavit', templateUrl: 'templates/general-affidavit.txt', version: 1, size: Buffer.byteLength('AFFIDAVIT\n\nVersion one ₹ 100') });
    const id = first.body.id;
    const second = await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'AFFIDAVIT\n\nVersion two', draftId: id });
    expect(second.body).toMatchObject({ id, version: 2 });
    const detail = await asha.agent.get(`/api/drafts/${id}`);
    expect(detail.body.documentContent).toBe('AFFIDAVIT\n\nVersion two');
    expect(detail.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const v1 = await asha.agent.get(`/api/drafts/${id}/versions/1`);
    expect(v1.body.documentContent).toBe('AFFIDAVIT\n\nVersion one ₹ 100');
    const list = await asha.agent.get('/api/drafts');
    expect(list.body).toEqual([expect.objectContaining({ id, version: 2, title: 'General Affidavit' })]);
    expect(list.body[0].documentContent).toBeUndefined();
  });

  it('serialises racing saves of one draft into distinct versions', async () => {
    const first = await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'base', title: 'Race' });
    const id = first.body.id;
    const results = await Promise.all([1, 2, 3, 4].map((n) => asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: `edit ${n}`, draftId: id })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.body.version).sort()).toEqual([2, 3, 4, 5]);
    const detail = await asha.agent.get(`/api/drafts/${id}`);
    expect(detail.body.version).toBe(5);
    expect(detail.body.versions.map((v: { version: number }) => v.version)).toEqual([5, 4, 3, 2, 1]);
  });

  it("hides another user's draft: read, save into and delete are 404", async () => {
    const mine = await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'private' });
    const id = mine.body.id;
    expect((await ravi.agent.get(`/api/drafts/${id}`)).status).toBe(404);
    expect((await ravi.agent.get(`/api/drafts/${id}/versions/1`)).status).toBe(404);
    expect((await ravi.agent.post('/api/drafts/saveDraft').send({ userId: ravi.userId, documentContent: 'hijack', draftId: id })).status).toBe(404);
    expect((await ravi.agent.delete(`/api/drafts/${id}`)).status).toBe(404);
    expect((await ravi.agent.get('/api/drafts/not-an-id')).status).toBe(404);
    expect((await asha.agent.get(`/api/drafts/${id}`)).body.documentContent).toBe('private');
    expect((await asha.agent.delete(`/api/drafts/${id}`)).status).toBe(204);
    expect((await asha.agent.get(`/api/drafts/${id}`)).status).toBe(404);
    expect((await asha.agent.delete(`/api/drafts/${id}`)).status).toBe(404);
  });

  it('refuses a draft over 1 MB with 413 and an unknown template with 400', async () => {
    const big = 'ह'.repeat(Math.ceil((1024 * 1024) / 3) + 1); // 3 bytes each in UTF-8: over 1 MB, under 1 M characters
    const res = await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: big });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    const exact = 'a'.repeat(1024 * 1024);
    expect((await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: exact })).status).toBe(201);
    const bad = await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'x', templateUrl: 'http://evil.example/t.txt' });
    expect(bad.status).toBe(400);
  });
});
