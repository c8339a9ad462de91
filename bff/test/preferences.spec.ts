/**
 * The account's interface language (issue 17): GET/PATCH /api/auth/me/preferences against the real
 * dev stack. Only 'en' and 'hi' are accepted today (contracts' INTERFACE_LANGUAGES).
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

const PASSWORD = 'correct horse battery';
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;

describe('PATCH /api/auth/me/preferences', () => {
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  beforeAll(async () => {
    app = await startApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
    http = app.getHttpServer();
  });
  afterAll(async () => {
    await app.close();
  });

  async function signIn(tag: string): Promise<string> {
    const email = uniqueEmail(tag);
    await request(http).post('/api/auth/register').send({ email, password: PASSWORD }).expect(201);
    const login = await request(http).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    return (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lm_session='))!.split(';')[0];
  }

  it('holds a language chosen by the first requests of a session (presence is not written on the account)', async () => {
    // Each fresh session's first request marks presence while the language is saved; the dev stack's
    // database loses one of two concurrent updates of a document, so a presence write on the user's
    // record lost most of these choices.
    const sessions = await Promise.all(['p1', 'p2', 'p3', 'p4', 'p5'].map(signIn));
    await Promise.all(sessions.map((cookie) => Promise.all([
      request(http).patch('/api/auth/me/preferences').set('Cookie', cookie).send({ language: 'hi' }).expect(200),
      request(http).get('/api/auth/me').set('Cookie', cookie).expect(200),
    ])));
    for (const cookie of sessions) expect((await request(http).get('/api/auth/me/preferences').set('Cookie', cookie)).body).toEqual({ language: 'hi' });
  });

  it('keeps the chosen language on the account, per user, and a new session reads it back', async () => {
    const asha = await signIn('asha');
    const ravi = await signIn('ravi');
    expect((await request(http).get('/api/auth/me/preferences').set('Cookie', asha)).body).toEqual({ language: null });

    const saved = await request(http).patch('/api/auth/me/preferences').set('Cookie', asha).send({ language: 'hi' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ language: 'hi' });
    expect((await request(http).get('/api/auth/me/preferences').set('Cookie', asha)).body).toEqual({ language: 'hi' });
    // Someone else's account is untouched.
    expect((await request(http).get('/api/auth/me/preferences').set('Cookie', ravi)).body).toEqual({ language: null });

    await request(http).patch('/api/auth/me/preferences').set('Cookie', asha).send({ language: 'en' }).expect(200);
    expect((await request(http).get('/api/auth/me/preferences').set('Cookie', asha)).body).toEqual({ language: 'en' });
  });

  it('refuses languages the interface does not have yet, other fields and bad bodies with 400 {error, code}', async () => {
    const cookie = await signIn('bad');
    for (const body of [{ language: 'ta' }, { language: 'xx' }, { language: 'HI' }, {}, { language: 'hi', admin: true }, { language: 7 }]) {
      const res = await request(http).patch('/api/auth/me/preferences').set('Cookie', cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'VALIDATION_FAILED' });
    }
    expect((await request(http).get('/api/auth/me/preferences').set('Cookie', cookie)).body).toEqual({ language: null });
  });

  it('answers 401 without a session', async () => {
    for (const res of [await request(http).get('/api/auth/me/preferences'), await request(http).patch('/api/auth/me/preferences').send({ language: 'hi' })]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await request(http).get('/api/docs/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/auth/me/preferences'] ?? {}).sort()).toEqual(['get', 'patch']);
  });
});
