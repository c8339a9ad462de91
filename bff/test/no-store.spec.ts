/**
 * Answers about a person are never kept by a cache: every route read by a signed-in user (found
 * from the OpenAPI document, so a new route is covered the day it is added) and every write answers
 * `Cache-Control: no-store`, including its refusals; the public, shared answers keep their caching.
 */
import type { BffApp } from '../src/app';
import request from 'supertest';
import { signedInAgent } from './documents-fixtures';
import { startApp } from './helpers';

type Op = { security?: unknown[] };

/** Public reads that are the same for everyone (templates, configuration, health, the API's own document). */
const SHARED = [/^\/api\/docs/, /^\/api\/health/, /^\/api\/config$/, /^\/api\/drafts\/(getAllTemplateNames|getTemplate)$/, /^\/api\/diary\/calendar\.ics$/, /^\/metrics$/];

describe('Cache-Control on personal answers', () => {
  let app: BffApp;
  let gets: string[];

  beforeAll(async () => {
    app = await startApp();
    const doc = (await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Op>> };
    gets = Object.entries(doc.paths).filter(([path, item]) => item.get && !SHARED.some((re) => re.test(path))).map(([path]) => path);
  }, 40_000);
  afterAll(() => app?.close());

  it('marks every read of a signed-in user no-store, whatever its answer', async () => {
    const user = await signedInAgent(app, 'nostore');
    expect(gets.length).toBeGreaterThan(30);
    const cached: string[] = [];
    for (const path of gets) {
      // A made-up id: the answer is a 404 or 400 for most, and a refusal is as personal as a find.
      const url = path.replace(/\{[^}]+\}/g, '000000000000000000000000');
      const res = await user.agent.get(url).buffer(true).parse((r, cb) => {
        r.on('data', () => undefined);
        // Event streams stay open: their head is what is checked.
        if (String(r.headers['content-type']).startsWith('text/event-stream')) (r as unknown as { destroy(): void }).destroy();
        r.on('close', () => cb(null, null));
        r.on('end', () => cb(null, null));
      });
      if (!/no-store/.test(String(res.headers['cache-control']))) cached.push(`${path} ${res.status} ${res.headers['cache-control'] ?? '(none)'}`);
    }
    expect(cached).toEqual([]);
  }, 120_000);

  it('names the answers the review found cacheable', async () => {
    const user = await signedInAgent(app, 'nostore2');
    for (const path of ['/api/auth/me', '/api/account/deletion', '/api/account/export', '/api/pdf', '/api/drafts', '/api/diary/entries', '/api/chat/conversations']) {
      const res = await user.agent.get(path);
      expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({ path, cacheControl: 'no-store' });
    }
  });

  it('marks the answers of sign-in and sign-up no-store, and leaves shared public reads alone', async () => {
    const http = app.getHttpServer();
    const email = `nostore.${Date.now()}@example.in`;
    const reg = await request(http).post('/api/auth/register').send({ email, password: 'correct-horse-42' });
    expect(reg.headers['cache-control']).toBe('no-store');
    const login = await request(http).post('/api/auth/login').send({ email, password: 'correct-horse-42' });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await request(http).get('/api/drafts/getAllTemplateNames')).headers['cache-control']).not.toBe('no-store');
  });
});
