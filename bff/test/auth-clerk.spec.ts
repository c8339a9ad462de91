/**
 * Clerk session tokens verified offline with CLERK_JWT_KEY. The tokens are made here: an RS256 JWT
 * signed with a key pair of the test's own, whose public half plays the Clerk instance's PEM key.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { b64, clerkToken, JWT_KEY, ORIGIN, stranger } from './clerk-fixtures';
import { startApp, testConfig, verifyEmailDirectly } from './helpers';

const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;
const uniqueSub = () => `user_${Date.now()}${randomInt(1e9)}`;
const cookiePair = (res: request.Response) => ((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith('lm_session='))!.split(';')[0];

describe('Clerk session tokens (CLERK_JWT_KEY, offline)', () => {
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  const me = (token: string) => request(http).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    app = await startApp(testConfig({ CLERK_JWT_KEY: JWT_KEY, PUBLIC_URL: `${ORIGIN}/`, AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
    http = app.getHttpServer();
  });
  afterAll(async () => {
    await app.close();
  });

  it('maps a Clerk token whose address Clerk verified to the same user record as the verified local account with that e-mail', async () => {
    const email = uniqueEmail('asha');
    const reg = await request(http).post('/api/auth/register').send({ email, password: 'local password' });
    expect(reg.status).toBe(201);
    await verifyEmailDirectly(app, reg.body.userId);
    const res = await me(clerkToken({ sub: uniqueSub(), email: email.toUpperCase(), email_verified: true }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: { uid: reg.body.userId, email }, via: 'clerk', emailVerified: true });
    // The local password still signs in to that same record.
    const login = await request(http).post('/api/auth/login').send({ email, password: 'local password' });
    expect(login.body.user.uid).toBe(reg.body.userId);
  });

  it('creates the user on first sight, then knows the sub without an e-mail claim; the e-mail cannot be registered again', async () => {
    const sub = uniqueSub();
    const email = uniqueEmail('clerk');
    const first = await me(clerkToken({ sub, email, email_verified: 'true' }));
    expect(first.status).toBe(200);
    expect(first.body.user).toEqual({ uid: expect.stringMatching(/^[0-9a-f]{24}$/), email });
    expect(first.body.emailVerified).toBe(true);

    const again = await me(clerkToken({ sub }));
    expect(again.status).toBe(200);
    expect(again.body.user).toEqual(first.body.user);
    // Clerk's own cookie works as well as the header.
    const viaCookie = await request(http).get('/api/auth/me').set('Cookie', `__session=${clerkToken({ sub })}`);
    expect(viaCookie.body.user).toEqual(first.body.user);

    // Nobody can put a password on the Clerk user's account by registering its e-mail (the answer looks like a new account's).
    const takeover = await request(http).post('/api/auth/register').send({ email, password: 'attacker password' });
    expect(takeover.status).toBe(201);
    expect(takeover.body.userId).not.toBe(first.body.user.uid);
    const login = await request(http).post('/api/auth/login').send({ email, password: 'attacker password' });
    expect(login.status).toBe(401);
  });

  it('defeats the pre-registration hijack: a password set on an unverified account stops working once Clerk proves the address', async () => {
    const email = uniqueEmail('victim');
    // The attacker registers the victim's address first and keeps a session.
    const attacker = request.agent(http);
    const reg = await attacker.post('/api/auth/register').send({ email, password: 'attacker password' });
    expect((await attacker.post('/api/auth/login').send({ email, password: 'attacker password' })).status).toBe(200);
    // The victim signs in with Google through Clerk, which verified the address.
    const victim = await me(clerkToken({ sub: uniqueSub(), email, email_verified: true }));
    expect(victim.status).toBe(200);
    expect(victim.body).toEqual({ user: { uid: reg.body.userId, email }, via: 'clerk', emailVerified: true });
    // The attacker's password and session are gone.
    expect((await request(http).post('/api/auth/login').send({ email, password: 'attacker password' })).status).toBe(401);
    expect((await attacker.get('/api/auth/me')).status).toBe(401);
  });

  it('never joins an address Clerk has not verified to an existing account', async () => {
    const email = uniqueEmail('owner');
    const reg = await request(http).post('/api/auth/register').send({ email, password: 'owner password' });
    await verifyEmailDirectly(app, reg.body.userId);
    for (const claims of [{ email }, { email, email_verified: false }, { email, email_verified: 'false' }]) {
      expect((await me(clerkToken({ sub: uniqueSub(), ...claims }))).status).toBe(401);
    }
    // A new address Clerk has not verified gets an account of its own, unverified until proven.
    const fresh = await me(clerkToken({ sub: uniqueSub(), email: uniqueEmail('new') }));
    expect(fresh.status).toBe(200);
    expect(fresh.body.emailVerified).toBe(false);
    // The owner's password still works.
    expect((await request(http).post('/api/auth/login').send({ email, password: 'owner password' })).status).toBe(200);
  });

  it('marks a known Clerk user verified once its token says Clerk verified the address', async () => {
    const sub = uniqueSub();
    const email = uniqueEmail('later');
    expect((await me(clerkToken({ sub, email }))).body.emailVerified).toBe(false);
    expect((await me(clerkToken({ sub, email, email_verified: true }))).body.emailVerified).toBe(true);
  });

  it('refuses a first-seen sub without an e-mail claim (no secret key to ask Clerk)', async () => {
    const res = await me(clerkToken({ sub: uniqueSub() }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please sign in.', code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['signed by another key', () => clerkToken({ sub: uniqueSub(), email: uniqueEmail('x') }, stranger.privateKey)],
    ['with a tampered payload', () => {
      const [h, , s] = clerkToken({ sub: uniqueSub(), email: uniqueEmail('x') }).split('.');
      return `${h}.${b64({ sub: uniqueSub(), email: uniqueEmail('y'), exp: Math.floor(Date.now() / 1000) + 60 })}.${s}`;
    }],
    ['expired', () => clerkToken({ sub: uniqueSub(), email: uniqueEmail('x'), iat: Math.floor(Date.now() / 1000) - 600, nbf: Math.floor(Date.now() / 1000) - 600, exp: Math.floor(Date.now() / 1000) - 60 })],
    ['not valid yet', () => clerkToken({ sub: uniqueSub(), email: uniqueEmail('x'), nbf: Math.floor(Date.now() / 1000) + 600 })],
    ['unsigned (alg none)', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: uniqueSub(), email: uniqueEmail('x'), exp: Math.floor(Date.now() / 1000) + 60 })}.`],
    ['minted for another site (azp)', () => clerkToken({ sub: uniqueSub(), email: uniqueEmail('x'), azp: 'https://evil.example' })],
    ['of a pending session', () => clerkToken({ sub: uniqueSub(), email: uniqueEmail('x'), sts: 'pending' })],
    ['not a JWT at all', () => 'garbage'],
  ])('refuses a token %s with 401', async (_what, make) => {
    const res = await me(make());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please sign in.', code: 'UNAUTHENTICATED' });
  });

  it('does not let a bad token stand in for nothing on a public route, nor break sign-in', async () => {
    const email = uniqueEmail('both');
    await request(http).post('/api/auth/register').send({ email, password: 'local password' });
    const login = await request(http).post('/api/auth/login').set('Authorization', 'Bearer garbage').send({ email, password: 'local password' });
    expect(login.status).toBe(200);
    const res = await request(http).get('/api/auth/me').set('Cookie', cookiePair(login));
    expect(res.body.via).toBe('session');
  });
});

describe('Clerk tokens without Clerk configured', () => {
  let app: BffApp;
  beforeAll(async () => {
    app = await startApp(testConfig());
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses even a well-formed token: nothing verifies it', async () => {
    const res = await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${clerkToken({ sub: uniqueSub(), email: uniqueEmail('x') })}`);
    expect(res.status).toBe(401);
  });
});
