/**
 * CSRF: state-changing requests accept only JSON and multipart bodies, and are refused when
 * Sec-Fetch-Site or Origin says they come from another site. The attack is a signed-in user's
 * browser posting a form from https://evil.example to the API.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

const EVIL = 'https://evil.example';
const PASSWORD = 'correct horse battery';

describe('cross-site request forgery', () => {
  let app: BffApp;
  let cookie: string;
  const email = `csrf.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;
  const http = () => request(app.getHttpServer());
  const entries = async () => (await http().get('/api/diary/entries').set('Cookie', cookie)).body.items as { matterNo: string }[];

  beforeAll(async () => {
    app = await startApp(testConfig({ PUBLIC_URL: 'https://lexmitra.example.in' }));
    await http().post('/api/auth/register').send({ email, password: PASSWORD }).expect(201);
    const login = await http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lm_session='))!.split(';')[0];
  });
  afterAll(() => app.close());

  it.each([
    ['application/x-www-form-urlencoded', 'matterNo=FORGED&upcomingDate=2030-01-01'],
    ['text/plain', '{"matterNo":"FORGED","upcomingDate":"2030-01-01"}'],
  ])('refuses a cross-site form post (%s, Origin: https://evil.example) with 403 and stores nothing', async (type, body) => {
    for (const headers of [{ Origin: EVIL }, { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' }]) {
      const res = await http().post('/api/diary/entries').set('Cookie', cookie).set(headers).set('Content-Type', type).send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String), code: 'FORBIDDEN' });
    }
    expect(await entries()).toEqual([]);
  });

  it('refuses any state-changing method from another site, whatever the body', async () => {
    const json = await http().post('/api/diary/entries').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').send({ matterNo: 'FORGED', upcomingDate: '2030-01-01' });
    expect(json.status).toBe(403);
    const del = await http().delete('/api/diary/calendar-token').set('Cookie', cookie).set('Origin', EVIL);
    expect(del).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    // An opaque origin (sandboxed frame, data: URL) is not this site either.
    expect((await http().post('/api/auth/logout').set('Cookie', cookie).set('Origin', 'null')).status).toBe(403);
    // Reading stays open to links from anywhere.
    expect((await http().get('/api/diary/entries').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site')).status).toBe(200);
  });

  it('answers 415 to a form-encoded body from this site, and 403 when nothing vouches for its origin', async () => {
    const sameOrigin = await http().post('/api/diary/entries').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').type('form').send({ matterNo: 'X', upcomingDate: '2030-01-01' });
    expect(sameOrigin.status).toBe(415);
    expect(sameOrigin.body).toEqual({ error: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE' });
    const bare = await http().post('/api/diary/entries').set('Cookie', cookie).type('form').send({ matterNo: 'X', upcomingDate: '2030-01-01' });
    expect(bare).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await entries()).toEqual([]);
  });

  it('accepts JSON and multipart from this site, from PUBLIC_URL, from same-site and typed-in requests, and from clients that send no such header', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'Sec-Fetch-Site': 'same-origin', Origin: EVIL.replace('evil', 'lexmitra') },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'https://lexmitra.example.in' },
    ];
    for (const [i, headers] of cases.entries()) {
      const res = await http().post('/api/diary/entries').set('Cookie', cookie).set(headers).send({ matterNo: `OK ${i}`, upcomingDate: '2030-01-01' });
      expect(res.status).toBe(201);
    }
    // Origin equal to the Host the browser addressed (no Sec-Fetch-Site: an older browser).
    const sameHost = await http().post('/api/diary/entries').set('Cookie', cookie).set('Host', 'lexmitra.test:8080').set('Origin', 'http://lexmitra.test:8080').send({ matterNo: 'OK host', upcomingDate: '2030-01-01' });
    expect(sameHost.status).toBe(201);
    expect((await entries()).map((e) => e.matterNo).sort()).toEqual(['OK 0', 'OK 1', 'OK 2', 'OK 3', 'OK 4', 'OK host']);
    // Multipart passes the gate (the route then rejects the missing fields itself, not as CSRF).
    const multipart = await http().post('/api/auth/login').set('Sec-Fetch-Site', 'same-origin').field('email', email).field('password', PASSWORD);
    expect([400, 401]).toContain(multipart.status);
  });
});
