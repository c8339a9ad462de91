/**
 * Account settings end to end against the dev stack, the real ai-worker and Mailpit: changing the
 * password (the current one confirms it, throttled like sign-in; this session stays, the others
 * end; a notice is mailed) and the e-mail address (a link to the new address that works once, a
 * notice to the old one, no hint whether another account has the address), with their audit
 * records; Clerk-only accounts are refused with 409.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { linkIn, mailsTo, waitForMail } from '../../tools/jest/mailbox';
import { EmailTokensService, tokenKey } from '../src/auth/email-tokens.service';
import { MongoService } from '../src/infra/mongo.service';
import { RedisService } from '../src/infra/redis.service';
import { clerkToken, JWT_KEY, ORIGIN } from './clerk-fixtures';
import { pdf, signedInAgent } from './documents-fixtures';
import { startAppWithMailWorker, testConfig, verifyEmailDirectly, waitFor } from './helpers';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;
const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const cookieOf = (res: request.Response) => String(((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith('lm_session='))).split(';')[0];
const tokenOf = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('token')!;

describe('account settings: a new password and a new e-mail address', () => {
  const prefix = `acctset${process.pid}`;
  const config = testConfig({ BULLMQ_PREFIX: prefix, TRUST_PROXY: 'true', CLERK_JWT_KEY: JWT_KEY, PUBLIC_URL: `${ORIGIN}/` });
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, stop } = await startAppWithMailWorker(config));
    http = app.getHttpServer();
  }, 40_000);
  afterAll(async () => stop?.());

  /** A verified account signed in on two devices: `agent` (this one) and `other`. */
  async function account(tag: string) {
    const email = uniqueEmail(tag);
    const agent = request.agent(http);
    const reg = await agent.post('/api/auth/register').send({ email, password: PASSWORD });
    expect(reg.status).toBe(201);
    const userId = String(reg.body.userId);
    await verifyEmailDirectly(app, userId);
    expect((await agent.post('/api/auth/login').send({ email, password: PASSWORD })).status).toBe(200);
    const other = cookieOf(await request(http).post('/api/auth/login').send({ email, password: PASSWORD }));
    return { agent, other, email, userId };
  }
  const meWith = (cookie: string) => request(http).get('/api/auth/me').set('Cookie', cookie);
  const audited = (filter: Record<string, unknown>) =>
    waitFor(async () => (await app.get(MongoService).connection.collection('audit_records').findOne(filter)) ?? undefined, 10_000, `audit ${JSON.stringify(filter)}`);

  it('changes the password: the current one must be right and the new one long enough; this session stays, the others end; a notice and an audit record', async () => {
    const a = await account('pw');
    const wrong = await a.agent.post('/api/auth/me/password').send({ currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Your current password is not right.', code: 'BAD_REQUEST' });
    const weak = await a.agent.post('/api/auth/me/password').send({ currentPassword: PASSWORD, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/at least 8 characters/);
    expect((await a.agent.post('/api/auth/me/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, userId: a.userId })).status).toBe(400);
    expect((await a.agent.post('/api/auth/me/password').send({ currentPassword: PASSWORD, newPassword: PASSWORD })).body.error).toMatch(/must differ/);
    // Nothing changed so far.
    expect((await meWith(a.other)).status).toBe(200);

    const changed = await a.agent.post('/api/auth/me/password').set('User-Agent', 'settings-browser').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ changed: true, otherSessionsEnded: 1 });
    expect((await a.agent.get('/api/auth/me')).status).toBe(200);
    expect((await meWith(a.other)).status).toBe(401);
    expect((await request(http).post('/api/auth/login').send({ email: a.email, password: PASSWORD })).status).toBe(401);
    expect((await request(http).post('/api/auth/login').send({ email: a.email, password: NEW_PASSWORD })).status).toBe(200);

    const mail = await waitForMail(a.email, { subject: /password was changed/ });
    expect(mail.text).toMatch(/stays signed in; every other device has been signed out/);
    expect(await audited({ action: 'auth.password_changed', actorId: a.userId })).toMatchObject({ ownerId: a.userId, targetType: 'account', targetLabel: 'settings', userAgent: 'settings-browser' });
  });

  it('throttles wrong current passwords like sign-in failures, per (account, IP)', async () => {
    const a = await account('guess');
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) {
      const res = await a.agent.post('/api/auth/me/password').set('X-Forwarded-For', ip).send({ currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(i < 5 ? 400 : 429);
    }
    // The right password waits too from that IP, as a sign-in from there would.
    expect((await a.agent.post('/api/auth/me/password').set('X-Forwarded-For', ip).send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(429);
    expect((await request(http).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: a.email, password: PASSWORD })).status).toBe(429);
    expect((await a.agent.post('/api/auth/me/password').set('X-Forwarded-For', uniqueIp()).send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('changes the address only when the link mailed to the new one is followed (once); the old one is told; shares for the old address stay with it', async () => {
    const a = await account('before');
    const sender = await signedInAgent(app, 'sender');
    const sharedForOld = await sender.agent.post('/api/pdf/upload').field('email', a.email).attach('file', pdf(), 'for-old.pdf');
    expect(sharedForOld.status).toBe(201);
    expect((await a.agent.get('/api/pdf')).body.items).toHaveLength(1);

    const next = uniqueEmail('after');
    const asked = await a.agent.post('/api/auth/me/email').send({ newEmail: ` ${next.toUpperCase()} `, currentPassword: PASSWORD });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ sent: true, email: next });
    const notice = await waitForMail(a.email, { subject: /address of your LexMitra account is being changed/ });
    expect(notice.text).toContain(next);
    expect(linkIn(notice, '/forgot-password').pathname).toBe('/forgot-password');
    const link = linkIn(await waitForMail(next, { subject: /Confirm the new e-mail address/ }), '/verify-email-change');
    expect(link.search).toBe('');
    // Nothing has changed before the link is followed.
    expect((await a.agent.get('/api/auth/me')).body.user.email).toBe(a.email);

    // Followed in a browser that is not signed in (the new mailbox may be read elsewhere).
    const followed = await request(http).post('/api/auth/verify-email-change').send({ token: tokenOf(link) });
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({ changed: true, email: next });
    const me = await a.agent.get('/api/auth/me');
    expect(me.body).toMatchObject({ user: { uid: a.userId, email: next }, emailVerified: true });
    expect((await meWith(a.other)).status).toBe(401);
    expect((await request(http).post('/api/auth/login').send({ email: a.email, password: PASSWORD })).status).toBe(401);
    expect((await request(http).post('/api/auth/login').send({ email: next, password: PASSWORD })).status).toBe(200);

    // The document was addressed to the old mailbox: it is not carried over to the new address.
    expect((await a.agent.get('/api/pdf')).body.items).toEqual([]);
    expect((await a.agent.post('/api/pdf/access').send({ uniqueID: sharedForOld.body.uniqueID, email: a.email })).status).toBe(404);
    const sharedForNew = await sender.agent.post('/api/pdf/upload').field('email', next).attach('file', pdf(), 'for-new.pdf');
    expect((await a.agent.get('/api/pdf')).body.items.map((d: { uniqueID: string }) => d.uniqueID)).toEqual([sharedForNew.body.uniqueID]);

    const reused = await request(http).post('/api/auth/verify-email-change').send({ token: tokenOf(link) });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_TOKEN');
    expect(await audited({ action: 'auth.email_changed', actorId: a.userId })).toMatchObject({ ownerId: a.userId, targetType: 'account', targetId: a.userId });
  });

  it('refuses expired, forged and malformed links with 400, and a link a password reset has overtaken', async () => {
    const a = await account('late');
    const next = uniqueEmail('late-new');
    expect((await a.agent.post('/api/auth/me/email').send({ newEmail: next, currentPassword: PASSWORD })).status).toBe(202);
    const token = tokenOf(linkIn(await waitForMail(next, { subject: /Confirm the new/ }), '/verify-email-change'));
    const redis = app.get(RedisService).client;
    const key = tokenKey('email-change', token);
    const claim = JSON.parse((await redis.get(key))!);
    expect(Date.parse(claim.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    await redis.set(key, JSON.stringify({ ...claim, expiresAt: new Date(Date.now() - 1000).toISOString() }), 'KEEPTTL');
    const expired = await request(http).post('/api/auth/verify-email-change').send({ token });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_TOKEN');
    const forged = await request(http).post('/api/auth/verify-email-change').send({ token: 'A'.repeat(43) });
    expect(forged.body).toEqual({ error: expect.stringMatching(/not valid/), code: 'INVALID_TOKEN' });
    for (const bad of ['short', '', 42, { $ne: null }]) expect((await request(http).post('/api/auth/verify-email-change').send({ token: bad })).status).toBe(400);
    expect((await request(http).post('/api/auth/verify-email-change').send({ token, extra: 1 })).status).toBe(400);
    expect((await a.agent.get('/api/auth/me')).body.user.email).toBe(a.email);

    // Someone who knew the password asked for a change; the owner resets the password: the link dies.
    const intruder = uniqueEmail('intruder');
    expect((await a.agent.post('/api/auth/me/email').send({ newEmail: intruder, currentPassword: PASSWORD })).status).toBe(202);
    const pending = tokenOf(linkIn(await waitForMail(intruder, { subject: /Confirm the new/ }), '/verify-email-change'));
    const reset = await app.get(EmailTokensService).issue('reset', a.userId, a.email);
    expect((await request(http).post('/api/auth/reset-password').send({ token: reset, password: NEW_PASSWORD })).status).toBe(200);
    expect((await request(http).post('/api/auth/verify-email-change').send({ token: pending })).status).toBe(400);
  });

  it("answers the same for an address another account has, and mails that address's owner instead of a link", async () => {
    const a = await account('mover');
    const b = await account('holder');
    const free = uniqueEmail('free');
    const toFree = await a.agent.post('/api/auth/me/email').send({ newEmail: free, currentPassword: PASSWORD });
    const toTaken = await a.agent.post('/api/auth/me/email').send({ newEmail: b.email, currentPassword: PASSWORD });
    expect([toFree.status, toTaken.status]).toEqual([202, 202]);
    expect(Object.keys(toTaken.body)).toEqual(Object.keys(toFree.body));
    expect(toTaken.body).toEqual({ sent: true, email: b.email });

    const warning = await waitForMail(b.email, { subject: /Someone tried to move a LexMitra account to your address/ });
    expect(linkIn(warning, '/forgot-password').pathname).toBe('/forgot-password');
    // The present address is told about both requests; the holder's address gets no link.
    await waitForMail(a.email, { subject: /being changed/, count: 2 });
    expect((await mailsTo(b.email)).filter((m) => /Confirm the new/.test(m.subject))).toEqual([]);
    expect((await b.agent.get('/api/auth/me')).body.user.email).toBe(b.email);

    // The password still confirms; the address must be new and valid; unknown properties are refused.
    const wrong = await a.agent.post('/api/auth/me/email').send({ newEmail: uniqueEmail('x'), currentPassword: 'wrong password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/current password is not right/);
    expect((await a.agent.post('/api/auth/me/email').send({ newEmail: a.email.toUpperCase(), currentPassword: PASSWORD })).body.error).toMatch(/already the address/);
    expect((await a.agent.post('/api/auth/me/email').send({ newEmail: 'not an address', currentPassword: PASSWORD })).status).toBe(400);
    const extra = await a.agent.post('/api/auth/me/email').send({ newEmail: uniqueEmail('y'), currentPassword: PASSWORD, email: 'x@y.in' });
    expect(extra.status).toBe(400);
    expect(extra.body.code).toBe('VALIDATION_FAILED');
    expect((await request(http).post('/api/auth/me/email').send({ newEmail: uniqueEmail('z'), currentPassword: PASSWORD })).status).toBe(401);
  });

  it('answers the documented 409 to the second of two accounts moving to the same new address, and only the first gets it', async () => {
    const a = await account('racer-a');
    const b = await account('racer-b');
    const target = uniqueEmail('contested');
    expect((await a.agent.post('/api/auth/me/email').send({ newEmail: target, currentPassword: PASSWORD })).status).toBe(202);
    expect((await b.agent.post('/api/auth/me/email').send({ newEmail: target, currentPassword: PASSWORD })).status).toBe(202);
    const links = await waitForMail(target, { subject: /Confirm the new e-mail address/, count: 2 });
    const all = (await mailsTo(target)).filter((m) => /Confirm the new/.test(m.subject)).map((m) => tokenOf(linkIn(m, '/verify-email-change')));
    expect(links).toBeDefined();
    expect(all).toHaveLength(2);
    const answers = await Promise.all(all.map((token) => request(http).post('/api/auth/verify-email-change').send({ token })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    expect(lost.body).toMatchObject({ code: 'CONFLICT', error: expect.stringMatching(/taken by another account/) });
    const owners = [(await a.agent.get('/api/auth/me')).body.user?.email, (await b.agent.get('/api/auth/me')).body.user?.email];
    expect(owners.filter((e) => e === target)).toHaveLength(1);
  });

  it('refuses both changes with 409 for an account that signs in only through Clerk', async () => {
    const token = clerkToken({ sub: `user_settings_${process.pid}_${Date.now()}`, email: uniqueEmail('clerk'), email_verified: true });
    const call = (p: string) => request(http).post(p).set('Authorization', `Bearer ${token}`);
    expect((await request(http).get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    const pw = await call('/api/auth/me/password').send({ currentPassword: 'anything', newPassword: NEW_PASSWORD });
    expect(pw.status).toBe(409);
    expect(pw.body).toEqual({ error: expect.stringMatching(/managed by the service you sign in with/), code: 'CONFLICT' });
    const mail = await call('/api/auth/me/email').send({ newEmail: uniqueEmail('clerk-new'), currentPassword: 'anything' });
    expect(mail.status).toBe(409);
    expect(mail.body.code).toBe('CONFLICT');
  });
});
