/**
 * Issue 28, finding 5: asking to delete the account is confirmed by the password, so it must not
 * become a free password oracle for whoever holds a session. Wrong passwords count against the
 * same (account, IP) pair as sign-in; repeated ones are mailed to the owner; a scheduled deletion
 * is mailed too, with the way to cancel it. Mail goes through the real worker to Mailpit.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { linkIn, waitForMail } from '../../tools/jest/mailbox';
import { chooseLanguage, signedInAgent } from './documents-fixtures';
import { startAppWithMailWorker, testConfig } from './helpers';

const PASSWORD = 'correct-horse-42';
const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('account deletion confirmed by password', () => {
  // A long grace period: nothing here is erased while the suite runs.
  const config = testConfig({ BULLMQ_PREFIX: `acctdel${process.pid}`, TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_DELETION_GRACE_SECONDS: '86400' });
  let app: BffApp;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, stop } = await startAppWithMailWorker(config));
  }, 40_000);
  afterAll(async () => stop?.());

  it('throttles wrong passwords like sign-in, per (account, IP): after five, even the right one waits', async () => {
    const user = await signedInAgent(app, 'oracle');
    const from = ip();
    const attempt = (password: string, at = from) => user.agent.post('/api/account/deletion').set('X-Forwarded-For', at).send({ password });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong guess ${i}`)).status).toBe(403);
    const held = await attempt('wrong guess 5');
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ error: expect.stringMatching(/try again/i), code: 'RATE_LIMITED' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // The right password from the same place learns nothing: the same 429, and nothing scheduled.
    expect((await attempt(PASSWORD)).status).toBe(429);
    expect((await user.agent.get('/api/account/deletion')).body.state).toBe('none');
    // The owner elsewhere is not held back (and sign-in from the guessing place waits as well).
    expect((await request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', from).send({ email: user.email, password: PASSWORD })).status).toBe(429);
    expect((await attempt(PASSWORD, ip())).status).toBe(202);
  });

  it('mails the owner after repeated failures, and when a deletion is scheduled, in the account language', async () => {
    for (const [language, failures, scheduled] of [
      ['en', /^Failed attempts to delete your LexMitra account$/, /^Your LexMitra account is due to be deleted$/],
      ['hi', /^आपका LexMitra खाता हटाने की असफल कोशिशें$/, /^आपका LexMitra खाता हटाया जाने वाला है$/],
    ] as const) {
      const user = await signedInAgent(app, `mailed-${language}`);
      await chooseLanguage(user.agent, language);
      // Ten failures within the hour from five places (two each, under the per-pair threshold).
      for (let i = 0; i < 10; i++) {
        expect((await user.agent.post('/api/account/deletion').set('X-Forwarded-For', `10.9.${i % 5}.${randomInt(1, 255)}`).send({ password: `guess ${i}` })).status).toBe(403);
      }
      const alert = await waitForMail(user.email, { subject: failures });
      expect(alert.html).toContain(`<html lang="${language}">`);
      expect(alert.text).toContain('10');
      expect(linkIn(alert, '/forgot-password').pathname).toBe('/forgot-password');

      const requested = await user.agent.post('/api/account/deletion').set('X-Forwarded-For', ip()).send({ password: PASSWORD });
      expect(requested.status).toBe(202);
      const notice = await waitForMail(user.email, { subject: scheduled });
      expect(notice.html).toContain(`<html lang="${language}">`);
      expect(linkIn(notice, '/dashboard/privacy').pathname).toBe('/dashboard/privacy');
      // The date it goes, in Indian time (the grace period is a day here).
      const eraseAt = new Date(requested.body.eraseAt);
      const day = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', timeZone: 'Asia/Kolkata' }).format(eraseAt);
      expect(notice.text).toContain(day);
    }
  }, 60_000);

  it('signs out every session of the account, and ends its links, when a deletion is scheduled', async () => {
    const user = await signedInAgent(app, 'everywhere');
    // A second device: its own session.
    const phone = request.agent(app.getHttpServer());
    expect((await phone.post('/api/auth/login').set('X-Forwarded-For', ip()).send({ email: user.email, password: PASSWORD })).status).toBe(200);
    const feed = new URL(String((await user.agent.post('/api/diary/calendar-token')).body.url));
    const readFeed = () => request(app.getHttpServer()).get(feed.pathname + feed.search).set('X-Forwarded-For', ip());
    expect((await readFeed()).status).toBe(200);
    expect((await phone.get('/api/chat/conversations')).status).toBe(200);

    const scheduled = await user.agent.post('/api/account/deletion').set('X-Forwarded-For', ip()).send({ password: PASSWORD });
    expect(scheduled.status).toBe(202);
    expect(scheduled.body.state).toBe('scheduled');
    // The asking browser's cookie is cleared; every session, on every device, is over.
    expect(String(scheduled.headers['set-cookie'])).toMatch(/lm_session=;/);
    for (const agent of [user.agent, phone]) {
      expect((await agent.get('/api/auth/me')).status).toBe(401);
      expect((await agent.get('/api/chat/conversations')).status).toBe(401);
    }
    // An old cookie, replayed by hand, is as dead.
    expect((await request(app.getHttpServer()).get('/api/chat/conversations').set('Cookie', user.cookie)).status).toBe(401);
    // The calendar feed address acted without a session: ended too.
    expect((await readFeed()).status).toBe(404);
  });

  it('asks before a sign-in cancels the deletion: 409 DELETION_PENDING with the date and no session, unless the person chooses to cancel', async () => {
    const user = await signedInAgent(app, 'second-thoughts');
    const scheduled = await user.agent.post('/api/account/deletion').set('X-Forwarded-For', ip()).send({ password: PASSWORD });
    expect(scheduled.status).toBe(202);
    const login = (body: Record<string, unknown>) => request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', ip()).send({ email: user.email, ...body });

    // A wrong password learns nothing about the deletion.
    const wrong = await login({ password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('UNAUTHENTICATED');

    const asked = await login({ password: PASSWORD });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ error: expect.stringMatching(/due to be deleted/), code: 'DELETION_PENDING', eraseAt: scheduled.body.eraseAt });
    expect(asked.headers['set-cookie']).toBeUndefined();
    // "Keep it deleted" is the same answer again: still scheduled, still signed out.
    const kept = await login({ password: PASSWORD, cancelDeletion: false });
    expect(kept.status).toBe(409);
    expect(kept.headers['set-cookie']).toBeUndefined();

    const back = request.agent(app.getHttpServer());
    const cancelled = await back.post('/api/auth/login').set('X-Forwarded-For', ip()).send({ email: user.email, password: PASSWORD, cancelDeletion: true });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ user: { uid: user.userId }, deletionCancelled: true });
    expect((await back.get('/api/account/deletion')).body.state).toBe('none');
    expect((await back.get('/api/chat/conversations')).status).toBe(200);
    // Nothing pending any more: a plain sign-in just signs in.
    const plain = await login({ password: PASSWORD });
    expect(plain.status).toBe(200);
    expect(plain.body.deletionCancelled).toBeUndefined();
  });
});
