/**
 * Local accounts against the real dev stack: MongoDB holds the users, Redis the sessions and the
 * attempt counters. Each app gets its own database; rate-limit tests use their own client IPs and
 * e-mails because the counters live in the shared Redis.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

const PASSWORD = 'correct horse battery';
const uniqueEmail = (tag = 'user') => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;
const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const sessionCookie = (res: request.Response) => ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith('lm_session='));
const cookiePair = (setCookie: string) => setCookie.split(';')[0];

describe('local accounts: register, login, me, logout', () => {
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  beforeAll(async () => {
    // A generous limit: this block is about accounts, not about the limiter.
    app = await startApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
    http = app.getHttpServer();
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers, signs in with an httpOnly SameSite=Lax cookie, answers /me, and logout ends the session on the server', async () => {
    const email = uniqueEmail();
    const reg = await request(http).post('/api/auth/register').send({ email, password: PASSWORD });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ userId: expect.stringMatching(/^[0-9a-f]{24}$/) });

    const login = await request(http).post('/api/auth/login').send({ email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ user: { uid: reg.body.userId, email } });
    const setCookie = sessionCookie(login)!;
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=604800/); // SESSION_TTL_SECONDS default: 7 days
    expect(setCookie).not.toMatch(/; Secure/i); // plain http, no proxy
    const cookie = cookiePair(setCookie);

    const me = await request(http).get('/api/auth/me').set('Cookie', cookie);
    expect(me.status).toBe(200);
    // Signed in before confirming the address: everything personal works, emailVerified says false.
    expect(me.body).toEqual({ user: { uid: reg.body.userId, email }, via: 'session', emailVerified: false });

    const out = await request(http).post('/api/auth/logout').set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedOut: true });
    expect(sessionCookie(out)).toMatch(/^lm_session=;.*Expires=Thu, 01 Jan 1970/);

    // The old cookie, replayed as if the browser had kept it, no longer works.
    const after = await request(http).get('/api/auth/me').set('Cookie', cookie);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it('answers /me with 401 {error, code} without a session or with a made-up one', async () => {
    const none = await request(http).get('/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: 'Please sign in.', code: 'UNAUTHENTICATED' });
    const forged = await request(http).get('/api/auth/me').set('Cookie', `lm_session=${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
  });

  it('treats e-mails case- and space-insensitively, and answers a second sign-up for one exactly like a new one, changing nothing', async () => {
    const email = uniqueEmail('Asha');
    const reg = await request(http).post('/api/auth/register').send({ email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(reg.status).toBe(201);
    const login = await request(http).post('/api/auth/login').send({ email: ` ${email} `, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual({ uid: reg.body.userId, email: email.toLowerCase() });

    for (const again of [email, email.toLowerCase(), ` ${email.toUpperCase()}`]) {
      // Not enumerable: the same status and the same shape of answer as for a new address.
      const dup = await request(http).post('/api/auth/register').send({ email: again, password: 'another password' });
      expect(dup.status).toBe(201);
      expect(dup.body).toEqual({ userId: expect.stringMatching(/^[0-9a-f]{24}$/) });
      expect(dup.body.userId).not.toBe(reg.body.userId);
    }
    // The first password still works; the repeated sign-ups changed nothing.
    expect((await request(http).post('/api/auth/login').send({ email, password: PASSWORD })).status).toBe(200);
    expect((await request(http).post('/api/auth/login').send({ email, password: 'another password' })).status).toBe(401);
  });

  it('creates exactly one account when the same e-mail registers many times at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(http).post('/api/auth/register').send({ email, password: PASSWORD })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    // One account: its id is one of the answers, and it signs in.
    const login = await request(http).post('/api/auth/login').send({ email, password: PASSWORD });
    expect(answers.map((a) => a.body.userId)).toContain(login.body.user.uid);
    expect(new Set(answers.map((a) => a.body.userId)).size).toBe(6);
  });

  it.each([
    ['no body fields', {}, 'email: Please enter your e-mail address.'],
    ['no password', { email: 'a@example.in' }, 'password: Please enter your password.'],
    ['an invalid e-mail', { email: 'not-an-email', password: PASSWORD }, 'email: Please enter a valid e-mail address.'],
    ['a password under 8 characters', { email: 'short@example.in', password: '1234567' }, 'password: Password must be at least 8 characters.'],
    ['a query operator instead of an e-mail', { email: { $ne: null }, password: PASSWORD }, 'email: Please enter your e-mail address.'],
  ])('refuses to register with %s: 400 {error, code}', async (_what, body, error) => {
    const res = await request(http).post('/api/auth/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['no body fields', {}],
    ['an empty password', { email: 'a@example.in', password: '' }],
    ['a query operator instead of an e-mail', { email: { $gt: '' }, password: PASSWORD }],
  ])('refuses to log in with %s: 400 without a cookie', async (_what, body) => {
    const res = await request(http).post('/api/auth/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), code: 'VALIDATION_FAILED' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('answers a wrong password and an unknown e-mail identically with 401 and no cookie', async () => {
    const email = uniqueEmail();
    expect((await request(http).post('/api/auth/register').send({ email, password: PASSWORD })).status).toBe(201);
    const wrong = await request(http).post('/api/auth/login').send({ email, password: 'not the password' });
    const unknown = await request(http).post('/api/auth/login').send({ email: uniqueEmail('nobody'), password: 'not the password' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid e-mail or password.', code: 'UNAUTHENTICATED' });
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(wrong.text).toBe(unknown.text);
  });

  it('ends a session the browser already held when it signs in again', async () => {
    const email = uniqueEmail();
    await request(http).post('/api/auth/register').send({ email, password: PASSWORD });
    const first = cookiePair(sessionCookie(await request(http).post('/api/auth/login').send({ email, password: PASSWORD }))!);
    const again = await request(http).post('/api/auth/login').set('Cookie', first).send({ email, password: PASSWORD });
    expect(again.status).toBe(200);
    const second = cookiePair(sessionCookie(again)!);
    expect(second).not.toBe(first);
    expect((await request(http).get('/api/auth/me').set('Cookie', first)).status).toBe(401);
    expect((await request(http).get('/api/auth/me').set('Cookie', second)).status).toBe(200);
  });

  it('refuses with 403 a userId or e-mail that names someone other than the session user', async () => {
    const email = uniqueEmail();
    const { body } = await request(http).post('/api/auth/register').send({ email, password: PASSWORD });
    const cookie = cookiePair(sessionCookie(await request(http).post('/api/auth/login').send({ email, password: PASSWORD }))!);
    const other = await request(http).post('/api/auth/register').send({ email: uniqueEmail('other'), password: PASSWORD });

    const me = (query: Record<string, string | undefined>) => request(http).get('/api/auth/me').query(query).set('Cookie', cookie);
    expect((await me({ userId: body.userId })).status).toBe(200);
    expect((await me({ email: email.toUpperCase() })).status).toBe(200);
    for (const forged of [{ userId: other.body.userId as string }, { email: 'someone.else@example.in' }, { userId: body.userId, email: 'someone.else@example.in' }]) {
      const res = await me(forged);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'This request names another user. Please sign in again.', code: 'FORBIDDEN' });
    }
  });
});

describe('session lifetime', () => {
  let app: BffApp;
  beforeAll(async () => {
    // The config schema asks for at least 60 s; the object is edited after validation to wait only 1 s here.
    app = await startApp({ ...testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), SESSION_TTL_SECONDS: 1 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a session once SESSION_TTL_SECONDS have passed', async () => {
    const http = app.getHttpServer();
    const email = uniqueEmail();
    await request(http).post('/api/auth/register').send({ email, password: PASSWORD });
    const login = await request(http).post('/api/auth/login').send({ email, password: PASSWORD });
    expect(sessionCookie(login)).toMatch(/; Max-Age=1;/);
    const cookie = cookiePair(sessionCookie(login)!);
    expect((await request(http).get('/api/auth/me').set('Cookie', cookie)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await request(http).get('/api/auth/me').set('Cookie', cookie);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('behind a proxy (TRUST_PROXY) and attempt limits', () => {
  /** Per address being signed up; the per-IP ceiling is much higher (a carrier's shared address). */
  const LIMIT = 3;
  const IP_LIMIT = 12;
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  beforeAll(async () => {
    app = await startApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), AUTH_IP_RATE_LIMIT_PER_MINUTE: String(IP_LIMIT), TRUST_PROXY: 'true' }));
    http = app.getHttpServer();
  });
  afterAll(async () => {
    await app.close();
  });

  const expectLimited = (res: request.Response) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: expect.stringMatching(/^Too many attempts/), code: 'RATE_LIMITED' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  };

  it('marks the cookie Secure when the proxy says the browser used https', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    await request(http).post('/api/auth/register').set('X-Forwarded-For', ip).send({ email, password: PASSWORD });
    const https = await request(http).post('/api/auth/login').set('X-Forwarded-For', ip).set('X-Forwarded-Proto', 'https').send({ email, password: PASSWORD });
    expect(https.status).toBe(200);
    expect(sessionCookie(https)).toMatch(/; Secure/i);
    expect(sessionCookie(https)).toMatch(/; HttpOnly/i);
    const plain = await request(http).post('/api/auth/login').set('X-Forwarded-For', ip).set('X-Forwarded-Proto', 'http').send({ email, password: PASSWORD });
    expect(plain.status).toBe(200);
    expect(sessionCookie(plain)).not.toMatch(/; Secure/i);
  });

  it('does not let failures from other IPs lock the owner out: many wrong guesses on an account, each from its own IP, then the owner signs in', async () => {
    const email = uniqueEmail('target');
    await request(http).post('/api/auth/register').set('X-Forwarded-For', uniqueIp()).send({ email, password: PASSWORD });
    for (let i = 0; i < LIMIT * 3; i++) {
      const res = await request(http).post('/api/auth/login').set('X-Forwarded-For', uniqueIp()).send({ email, password: `guess ${i}` });
      expect(res.status).toBe(401);
    }
    expect((await request(http).post('/api/auth/login').set('X-Forwarded-For', uniqueIp()).send({ email: email.toUpperCase(), password: PASSWORD })).status).toBe(200);
  });

  it('lets many people behind one shared IP sign up, confirm and sign in, each limited as a person', async () => {
    const ip = uniqueIp();
    const people = Array.from({ length: LIMIT + 2 }, () => uniqueEmail('carrier'));
    for (const email of people) expect((await request(http).post('/api/auth/register').set('X-Forwarded-For', ip).send({ email, password: PASSWORD })).status).toBe(201);
    for (const email of people) expect((await request(http).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password: PASSWORD })).status).toBe(200);
    // A mailed link's page from the same address is not held back by the others either.
    expect((await request(http).post('/api/auth/verify-email').set('X-Forwarded-For', ip).send({ token: 'A'.repeat(43) })).status).toBe(400);
    // The lockout for guessing still holds per account behind the shared address, and only for that account.
    for (let i = 0; i < 5; i++) expect((await request(http).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: people[0], password: `guess ${i}` })).status).toBe(401);
    expectLimited(await request(http).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: people[0], password: 'guess 5' }));
    expect((await request(http).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: people[1], password: PASSWORD })).status).toBe(200);
  });

  it('limits login attempts per IP at the ceiling, whatever the e-mail, and ignores client-chosen X-Forwarded-For entries', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < IP_LIMIT; i++) {
      // The left entries are the client's own; only the one our proxy appended (right-most) counts.
      const res = await request(http).post('/api/auth/login').set('X-Forwarded-For', `${uniqueIp()}, ${ip}`).send({ email: uniqueEmail(), password: PASSWORD });
      expect(res.status).toBe(401);
    }
    expectLimited(await request(http).post('/api/auth/login').set('X-Forwarded-For', `${uniqueIp()}, ${ip}`).send({ email: uniqueEmail(), password: PASSWORD }));
    // Another client is unaffected.
    expect((await request(http).post('/api/auth/login').set('X-Forwarded-For', uniqueIp()).send({ email: uniqueEmail(), password: PASSWORD })).status).toBe(401);
  });

  it('limits registration per IP at the ceiling and per e-mail, counting malformed attempts too', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < IP_LIMIT; i++) {
      expect((await request(http).post('/api/auth/register').set('X-Forwarded-For', ip).send({ email: `not-an-email-${randomInt(1e9)}` })).status).toBe(400);
    }
    expectLimited(await request(http).post('/api/auth/register').set('X-Forwarded-For', ip).send({ email: uniqueEmail(), password: PASSWORD }));

    const email = uniqueEmail('signup');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      statuses.push((await request(http).post('/api/auth/register').set('X-Forwarded-For', uniqueIp()).send({ email, password: PASSWORD })).status);
    }
    // The same answer each time: a repeat does not reveal that the address is registered.
    expect(statuses).toEqual([201, 201, 201]);
    expectLimited(await request(http).post('/api/auth/register').set('X-Forwarded-For', uniqueIp()).send({ email: ` ${email.toUpperCase()}`, password: PASSWORD }));
  });
});

describe('with Redis away', () => {
  let app: BffApp;
  beforeAll(async () => {
    // A port nothing listens on: the shared client keeps retrying and queueing commands.
    app = await startApp(testConfig({ REDIS_URL: 'redis://127.0.0.1:1' }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers sign-in with 503 {error, code} within seconds instead of hanging', async () => {
    const started = Date.now();
    const res = await request(app.getHttpServer()).post('/api/auth/login').send({ email: uniqueEmail(), password: PASSWORD });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Sign-in is unavailable right now. Please try again shortly.', code: 'DEPENDENCY_DOWN' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
