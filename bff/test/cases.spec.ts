import type { BffApp } from '../src/app';
import { databaseOf } from '@lexmitra/contracts';
import mongoose from 'mongoose';
import path from 'node:path';
import request from 'supertest';
import { requireOpenSearch } from '../../tools/jest/require-stack';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { startApp, testConfig } from './helpers';

/** POST /ask end to end: the BFF and a real search-service process on one test database, for each engine. */
describe.each(['memory', 'opensearch'] as const)('POST /ask (case search through search-service, SEARCH_ENGINE=%s)', (engine) => {
  const config = testConfig();
  const engineEnv = engine === 'opensearch' ? { SEARCH_ENGINE: engine, OPENSEARCH_URL: requireOpenSearch() } : { SEARCH_ENGINE: engine };
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  let service: RunningService;
  let cookie: string;

  beforeAll(async () => {
    service = await spawnService(path.resolve(__dirname, '../../services/search-service'), /"msg":"index ready"/, { MONGO_URL: config.MONGO_URL, ...engineEnv }, 90_000);
    app = await startApp(config);
    http = app.getHttpServer();
    const email = `cases-${process.pid}-${Date.now()}@example.in`;
    expect((await request(http).post('/api/auth/register').send({ email, password: 'a long enough password' })).status).toBe(201);
    const login = await request(http).post('/api/auth/login').send({ email, password: 'a long enough password' });
    cookie = String(login.headers['set-cookie']).split(';')[0];
  }, 100_000);

  afterAll(async () => {
    await service?.stop('SIGKILL');
    await app?.close();
    const conn = await mongoose.createConnection(config.MONGO_URL).asPromise();
    await conn.dropDatabase().catch(() => undefined);
    await conn.close();
    // The OpenSearch engine's indexes for this database (search-service case-search-index.ts aliasFor).
    if (engine === 'opensearch') await fetch(`${engineEnv.OPENSEARCH_URL}/lexmitra-cases-${databaseOf(config.MONGO_URL).toLowerCase().replace(/[^a-z0-9_-]/g, '_')}-*`, { method: 'DELETE' });
  });

  const ask = (body: unknown) => request(http).post('/ask').set('Cookie', cookie).send(body as object);

  it('needs a signed-in session', async () => {
    const res = await request(http).post('/ask').send({ query: 'basic structure' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it.each([[{}], [{ query: '' }], [{ query: '   ' }], [{ query: 42 }]])('answers 400 "Please enter a valid query." for %j', async (body) => {
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Please enter a valid query.', code: 'BAD_REQUEST' });
  });

  it('answers {cases:[{case_id, court, date, description, ...}]} ranked by relevance', async () => {
    const res = await ask({ query: 'basic structure' });
    expect(res.status).toBe(200);
    // Sent on as search-service serialised it: still JSON, and no ETag (nothing revalidates answers).
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body.cases.slice(0, 3).map((c: { case_id: string }) => c.case_id)).toContain('sc-1973-kesavananda-bharati');
    const kb = res.body.cases.find((c: { case_id: string }) => c.case_id === 'sc-1973-kesavananda-bharati');
    expect(kb).toEqual({
      case_id: 'sc-1973-kesavananda-bharati',
      court: 'Supreme Court of India',
      date: '1973-04-24',
      description: expect.stringContaining('basic structure'),
      title: 'Kesavananda Bharati v. State of Kerala',
      citation: '(1973) 4 SCC 225',
      score: expect.any(Number),
      highlights: expect.arrayContaining([expect.stringContaining('<mark>basic</mark> <mark>structure</mark>')]),
    });
    expect(res.body).toMatchObject({ total: expect.any(Number), page: 1, pageSize: 10 });
  });

  it('finds a party name with a typo and a citation string', async () => {
    expect((await ask({ query: 'Puttuswamy' })).body.cases[0].case_id).toMatch(/^sc-201[78]-puttaswamy/);
    expect((await ask({ query: '(1978) 1 SCC 248' })).body.cases[0].case_id).toBe('sc-1978-maneka-gandhi');
  });

  it('filters by court and year range, and pages', async () => {
    const res = await ask({ query: 'rights', court: 'Supreme Court of India', yearFrom: 2010, yearTo: 2015, page: 2, pageSize: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 2, pageSize: 3 });
    expect(res.body.cases.length).toBeLessThanOrEqual(3);
    for (const c of res.body.cases) expect(c.date >= '2010-01-01' && c.date <= '2015-12-31' && c.court === 'Supreme Court of India').toBe(true);
    const bad = await ask({ query: 'rights', pageSize: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('lists courts and years for the filters', async () => {
    const res = await request(http).get('/api/cases/meta').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(150);
    expect(res.body.courts.map((c: { court: string }) => c.court)).toEqual(expect.arrayContaining(['Supreme Court of India', 'Delhi High Court']));
  });

  it('answers 503 when no search-service serves this database', async () => {
    await service.stop('SIGTERM');
    const res = await ask({ query: 'basic structure' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Case search is unavailable right now. Please try again shortly.', code: 'DEPENDENCY_DOWN' });
  }, 15_000);
});
