/**
 * Issue 19 end to end: the BFF queues mail, the real ai-worker process (built dist) sends it to the
 * dev stack's mail server (Mailpit), and each test reads the message through Mailpit's HTTP API,
 * follows its link and checks the effect: verification, password reset, the enumeration-safe
 * sign-up, login throttling that spares the owner, the sessions list and the dead-letter view.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { linkIn, mailsTo, waitForMail } from '../../tools/jest/mailbox';
import { tokenKey } from '../src/auth/email-tokens.service';
import { RedisService } from '../src/infra/redis.service';
import { chooseLanguage, pdf, signedInAgent } from './documents-fixtures';
import { startApp, startAppWithMailWorker, testConfig, waitFor } from './helpers';

const PASSWORD = 'correct horse battery';
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;
const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const cookieOf = (res: request.Response) => String(((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith('lm_session='))).split(';')[0];
/** The token a mailed link carries in its fragment. */
const tokenOf = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('token')!;

describe('mail flows through the outbox, the ai-worker and the mail server', () => {
  const prefix = `mailflow${process.pid}`;
  const admin = uniqueEmail('ops');
  const config = testConfig({ BULLMQ_PREFIX: prefix, TRUST_PROXY: 'true', ADMIN_EMAILS: admin, AUTH_RATE_LIMIT_PER_MINUTE: '1000', DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000' });
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, stop } = await startAppWithMailWorker(config));
    http = app.getHttpServer();
  }, 40_000);
  afterAll(async () => stop?.());

  async function register(email: string) {
    const agent = request.agent(http);
    const reg = await agent.post('/api/auth/register').send({ email, password: PASSWORD });
    expect(reg.status).toBe(201);
    expect((await agent.post('/api/auth/login').send({ email, password: PASSWORD })).status).toBe(200);
    return { agent, userId: String(reg.body.userId), email };
  }

  it('writes the verification mail in the language the sign-up form was filled in (issue 33)', async () => {
    const email = uniqueEmail('hindi');
    const reg = await request(http).post('/api/auth/register').send({ email, password: PASSWORD, language: 'hi' });
    expect(reg.status).toBe(201);
    const mail = await waitForMail(email, { subject: /LexMitra के लिए अपने ई-मेल पते की पुष्टि करें/ });
    expect(mail.html).toContain('<html lang="hi">');
    expect(linkIn(mail, '/verify-email').hash).toMatch(/token=/);
    // An interface language we do not have is refused, not silently taken as English.
    const bad = await request(http).post('/api/auth/register').send({ email: uniqueEmail('xx'), password: PASSWORD, language: 'xx' });
    expect(bad.status).toBe(400);
  });

  it('writes the verification mail of a Bengali sign-up in Bengali, and a reset asked from a Bengali screen in Bengali', async () => {
    const email = uniqueEmail('bangla');
    const agent = request.agent(http);
    expect((await agent.post('/api/auth/register').send({ email, password: PASSWORD, language: 'bn' })).status).toBe(201);
    const mail = await waitForMail(email, { subject: /^লেক্সমিত্রের জন্য আপনার ই-মেল ঠিকানা নিশ্চিত করুন$/ });
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.text).toContain('আমার ই-মেল ঠিকানা নিশ্চিত করুন');
    expect(mail.text).toContain('২৪ ঘণ্টা');
    // Bengali throughout: no English sentence, only the link (Latin by nature).
    expect(mail.text.replace(/https?:\S+/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    expect(linkIn(mail, '/verify-email').hash).toMatch(/token=/);
    // A reset asked from the Bengali screen comes in Bengali too. (The account is unverified, so its own
    // stored language is not trusted for mail to the address: the asker's is used, docs/security.md.)
    expect((await request(http).post('/api/auth/forgot-password').send({ email, language: 'bn' })).status).toBeLessThan(300);
    const reset = await waitForMail(email, { subject: /^লেক্সমিত্রের নতুন পাসওয়ার্ড বেছে নিন$/ });
    expect(reset.text).toContain('৩০ মিনিট');
  });

  it('hides documents shared for an address until its account follows the mailed link; the link works once', async () => {
    const sender = await signedInAgent(app, 'sender');
    const email = uniqueEmail('client');
    const client = await register(email);
    const shared = await sender.agent.post('/api/pdf/upload').field('email', email).attach('file', pdf(), 'notice.pdf');
    expect(shared.status).toBe(201);
    const open = () => client.agent.post('/api/pdf/access').send({ uniqueID: shared.body.uniqueID, email });

    // Unverified: signed in and using personal tools, but the shared document is neither listed nor opened.
    expect((await client.agent.get('/api/auth/me')).body.emailVerified).toBe(false);
    expect((await client.agent.get('/api/pdf')).body.items).toEqual([]);
    expect((await open()).status).toBe(404);
    expect((await client.agent.post('/api/diary/entries').send({ matterNo: 'OS 1/2026' })).status).toBe(201);

    const mail = await waitForMail(email, { subject: /Confirm your e-mail address/ });
    expect(mail.html).toContain('<html lang="en">');
    const link = linkIn(mail, '/verify-email');
    // The token is in the fragment, which browsers never send to a server (nor into its logs).
    expect(link.search).toBe('');
    // Opened signed in to the account (where its password was chosen): verified at once.
    const verified = await client.agent.post('/api/auth/verify-email').send({ token: tokenOf(link) });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ verified: true, email });

    expect((await client.agent.get('/api/auth/me')).body.emailVerified).toBe(true);
    expect((await client.agent.get('/api/pdf')).body.items.map((d: { uniqueID: string }) => d.uniqueID)).toEqual([shared.body.uniqueID]);
    expect((await open()).status).toBe(200);

    const reused = await request(http).post('/api/auth/verify-email').send({ token: tokenOf(link) });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses forged, malformed and expired verification tokens with 400', async () => {
    const forged = await request(http).post('/api/auth/verify-email').send({ token: 'A'.repeat(43) });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ error: expect.stringMatching(/not valid/), code: 'INVALID_TOKEN' });
    for (const token of ['short', '', 42, { $ne: null }]) expect((await request(http).post('/api/auth/verify-email').send({ token })).status).toBe(400);

    const email = uniqueEmail('late');
    const user = await register(email);
    const token = tokenOf(linkIn(await waitForMail(email, { subject: /Confirm/ }), '/verify-email'));
    // Age the stored token past its 24 hours (Redis keeps its key; its recorded expiry has passed).
    const redis = app.get(RedisService).client;
    const key = tokenKey('verify', token);
    const claim = JSON.parse((await redis.get(key))!);
    expect(Date.parse(claim.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    await redis.set(key, JSON.stringify({ ...claim, expiresAt: new Date(Date.now() - 1000).toISOString() }), 'KEEPTTL');
    const expired = await request(http).post('/api/auth/verify-email').send({ token });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_TOKEN');
    expect((await user.agent.get('/api/auth/me')).body.emailVerified).toBe(false);
  });

  it('lets an unverified account join a firm only after it confirms its address; a resent link replaces the old one', async () => {
    const owner = await signedInAgent(app, 'partner');
    const firm = await owner.agent.post('/api/firms').send({ name: 'Rao & Associates' });
    const email = uniqueEmail('associate');
    const joiner = await register(email);
    const refused = await joiner.agent.post('/api/firms/join').send({ inviteCode: firm.body.inviteCode });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('EMAIL_NOT_VERIFIED');

    const first = tokenOf(linkIn(await waitForMail(email, { subject: /Confirm/ }), '/verify-email'));
    const resent = await joiner.agent.post('/api/auth/verify-email/resend');
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ sent: true, alreadyVerified: false });
    const second = tokenOf(linkIn(await waitForMail(email, { subject: /Confirm/, count: 2 }), '/verify-email'));
    expect(second).not.toBe(first);
    expect((await joiner.agent.post('/api/auth/verify-email').send({ token: first })).status).toBe(400);
    expect((await joiner.agent.post('/api/auth/verify-email').send({ token: second })).status).toBe(200);

    expect((await joiner.agent.post('/api/firms/join').send({ inviteCode: firm.body.inviteCode })).status).toBe(200);
    expect((await joiner.agent.post('/api/auth/verify-email/resend')).body).toEqual({ sent: false, alreadyVerified: true });
  });

  it('answers a sign-up for a registered address like any other and mails its owner instead', async () => {
    const email = uniqueEmail('owner');
    const owner = await register(email);
    const attempt = await request(http).post('/api/auth/register').send({ email, password: 'attacker password 1' });
    expect(attempt.status).toBe(201);
    expect(Object.keys(attempt.body)).toEqual(['userId']);
    expect(attempt.body.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(attempt.body.userId).not.toBe(owner.userId);
    const warning = await waitForMail(email, { subject: /Someone tried to create a LexMitra account/ });
    expect(linkIn(warning, '/forgot-password').pathname).toBe('/forgot-password');
    // The attacker's password does nothing; the owner's still works.
    expect((await request(http).post('/api/auth/login').send({ email, password: 'attacker password 1' })).status).toBe(401);
    expect((await request(http).post('/api/auth/login').send({ email, password: PASSWORD })).status).toBe(200);
  });

  it('resets a password by mailed link (single use), ending every session; the same answer for an unknown address', async () => {
    const email = uniqueEmail('forgetful');
    const user = await register(email);
    const otherDevice = cookieOf(await request(http).post('/api/auth/login').send({ email, password: PASSWORD }));

    const unknown = await request(http).post('/api/auth/forgot-password').send({ email: uniqueEmail('nobody') });
    const known = await request(http).post('/api/auth/forgot-password').send({ email: email.toUpperCase() });
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(known.text).toBe(unknown.text);

    const mail = await waitForMail(email, { subject: /Choose a new LexMitra password/ });
    const token = tokenOf(linkIn(mail, '/reset-password'));
    const short = await request(http).post('/api/auth/reset-password').send({ token, password: 'short' });
    expect(short.status).toBe(400);
    const reset = await request(http).post('/api/auth/reset-password').send({ token, password: 'a brand new passphrase' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ reset: true });

    // Every session is over, the old password is gone, the new one works, and the link is spent.
    expect((await user.agent.get('/api/auth/me')).status).toBe(401);
    expect((await request(http).get('/api/auth/me').set('Cookie', otherDevice)).status).toBe(401);
    expect((await request(http).post('/api/auth/login').send({ email, password: PASSWORD })).status).toBe(401);
    const login = await request(http).post('/api/auth/login').send({ email, password: 'a brand new passphrase' });
    expect(login.status).toBe(200);
    // Opening a mailed link proved the address too.
    expect((await request(http).get('/api/auth/me').set('Cookie', cookieOf(login))).body.emailVerified).toBe(true);
    const again = await request(http).post('/api/auth/reset-password').send({ token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    await waitForMail(email, { subject: /password was changed/ });
  });

  it('refuses an expired reset link (30 minutes) and a forged one', async () => {
    const email = uniqueEmail('slow');
    await register(email);
    await request(http).post('/api/auth/forgot-password').send({ email });
    const token = tokenOf(linkIn(await waitForMail(email, { subject: /Choose a new/ }), '/reset-password'));
    const redis = app.get(RedisService).client;
    const key = tokenKey('reset', token);
    expect(await redis.ttl(key)).toBeLessThanOrEqual(30 * 60);
    const claim = JSON.parse((await redis.get(key))!);
    await redis.set(key, JSON.stringify({ ...claim, expiresAt: new Date(Date.now() - 1).toISOString() }), 'KEEPTTL');
    expect((await request(http).post('/api/auth/reset-password').send({ token, password: 'a brand new passphrase' })).status).toBe(400);
    expect((await request(http).post('/api/auth/reset-password').send({ token: 'B'.repeat(43), password: 'a brand new passphrase' })).status).toBe(400);
    expect((await request(http).post('/api/auth/login').send({ email, password: PASSWORD })).status).toBe(200);
  });

  it('backs off failures per (account, IP): the owner signs in from another IP, the guessing IP waits, and the owner is told by mail', async () => {
    const email = uniqueEmail('victim');
    await register(email);
    const attacker = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const res = await request(http).post('/api/auth/login').set('X-Forwarded-For', attacker).send({ email, password: `guess ${i}` });
      // Five free failures, then the pair must wait (429 with Retry-After) before each further guess.
      expect(res.status).toBe(i < 5 ? 401 : 429);
      if (i >= 5) expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Even the right password waits from the guessing IP...
    expect((await request(http).post('/api/auth/login').set('X-Forwarded-For', attacker).send({ email, password: PASSWORD })).status).toBe(429);
    // ...while the owner, from their own IP, signs in at once.
    expect((await request(http).post('/api/auth/login').set('X-Forwarded-For', uniqueIp()).send({ email, password: PASSWORD })).status).toBe(200);

    // Ten failures within the hour (from any IPs) tell the owner, once.
    for (let i = 0; i < 5; i++) await request(http).post('/api/auth/login').set('X-Forwarded-For', uniqueIp()).send({ email, password: `spray ${i}` });
    const alert = await waitForMail(email, { subject: /Failed sign-in attempts/ });
    expect(alert.text).toMatch(/There were 10 failed attempts/);
  });

  it('lists the sessions with device, IP and last seen, and signs out everywhere', async () => {
    const email = uniqueEmail('devices');
    await register(email);
    const phoneIp = uniqueIp();
    const phone = cookieOf(
      await request(http).post('/api/auth/login').set('X-Forwarded-For', phoneIp).set('User-Agent', 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/129.0 Mobile Safari/537.36').send({ email, password: PASSWORD }),
    );
    const laptop = cookieOf(await request(http).post('/api/auth/login').set('User-Agent', 'Mozilla/5.0 (Windows NT 10.0; rv:131.0) Gecko/20100101 Firefox/131.0').send({ email, password: PASSWORD }));
    const list = await request(http).get('/api/auth/sessions').set('Cookie', phone);
    expect(list.status).toBe(200);
    // The two logins here and the one of register().
    expect(list.body.items).toHaveLength(3);
    const mine = list.body.items.find((s: { current: boolean }) => s.current);
    expect(mine).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), device: 'Chrome on Android', ip: phoneIp, createdAt: expect.any(String), lastSeenAt: expect.any(String), current: true });
    expect(list.body.items.map((s: { device: string }) => s.device)).toContain('Firefox on Windows');

    const out = await request(http).post('/api/auth/sessions/sign-out-everywhere').set('Cookie', laptop);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedOut: 3 });
    for (const cookie of [phone, laptop]) expect((await request(http).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
    expect((await request(http).get('/api/auth/sessions')).status).toBe(401);
  });

  it('shows operators the mails that failed for good (never their links), and 404 to anyone else', async () => {
    const ops = await register(admin);
    const someone = await signedInAgent(app, 'someone');
    expect((await someone.agent.get('/api/admin/mail/failed')).status).toBe(404);
    // A job whose link is not a web link can never render: the worker fails it at once.
    const { QueueService } = await import('../src/infra/queue.service');
    const to = uniqueEmail('undeliverable');
    const job = await app.get(QueueService).queue('mail').add('mail.send', { to, template: 'verifyEmail', data: { link: 'javascript:alert(1)' } }, { attempts: 3 });
    const failed = await (async () => {
      for (let i = 0; i < 60; i++) {
        const res = await ops.agent.get('/api/admin/mail/failed');
        const item = res.body.items?.find((f: { id: string }) => f.id === job.id);
        if (item) return item;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the failed mail never showed up');
    })();
    expect(failed).toEqual({ id: job.id, to, template: 'verifyEmail', attemptsMade: 1, failedReason: expect.stringMatching(/does not render/), failedAt: expect.any(String) });
    expect(JSON.stringify(failed)).not.toContain('javascript');
    expect((await someone.agent.post(`/api/admin/mail/failed/${job.id}/retry`)).status).toBe(404);
    expect((await ops.agent.post(`/api/admin/mail/failed/${job.id}/retry`)).status).toBe(202);
    expect((await ops.agent.post('/api/admin/mail/failed/no-such-job/retry')).status).toBe(404);
  });
});

describe('notification mails, their one-click unsubscribe and settings', () => {
  const prefix = `notify${process.pid}`;
  const operators = uniqueEmail('helpdesk');
  // REMINDER_TIME_SCALE: a hearing the day after tomorrow is reminded within seconds.
  const config = testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000', DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000', CONTACT_EMAIL: operators, REMINDER_TIME_SCALE: '36000' });
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, stop } = await startAppWithMailWorker(config));
    http = app.getHttpServer();
  }, 40_000);
  afterAll(async () => stop?.());

  /** The one-click address of a mail's List-Unsubscribe header, as a path on the app under test. */
  const oneClickOf = (headers: Record<string, string[]>) => {
    const url = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe'][0])![1]);
    return url.pathname + url.search;
  };

  it('mails "a document was shared with you"; one click unsubscribes the address, and the next share is not mailed', async () => {
    const sender = await signedInAgent(app, 'sender');
    const to = uniqueEmail('recipient');
    expect((await sender.agent.post('/api/pdf/upload').field('email', to).attach('file', pdf(), 'lease.pdf')).status).toBe(201);
    const mail = await waitForMail(to, { subject: /A document was shared with you/ });
    expect(mail.text).toContain('lease.pdf');
    expect(mail.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    // The footer links the page (a button, so link scanners change nothing); the header is the one-click POST.
    expect(linkIn(mail, '/unsubscribe').searchParams.get('c')).toBe('documentShared');

    const oneClick = oneClickOf(mail.headers);
    const forged = oneClick.replace(/s=[^&]+/, `s=${'x'.repeat(43)}`);
    expect((await request(http).post(forged)).status).toBe(400);
    expect((await request(http).post(oneClick.replace('c=documentShared', 'c=hearingReminders'))).status).toBe(400);
    expect((await request(http).post(oneClick.replace(/a=[^&]+/, `a=${encodeURIComponent(uniqueEmail('other'))}`))).status).toBe(400);
    const unsubscribed = await request(http).post(oneClick).send('List-Unsubscribe=One-Click');
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toEqual({ unsubscribed: true, category: 'documentShared' });

    expect((await sender.agent.post('/api/pdf/upload').field('email', to).attach('file', pdf(), 'second.pdf')).status).toBe(201);
    // Another mail to the address, queued after the second share, marks when a share mail would have arrived.
    await request(http).post('/api/auth/register').send({ email: to, password: PASSWORD });
    await waitForMail(to, { subject: /Confirm your e-mail address/ });
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo(to)).filter((m) => /shared with you/.test(m.subject))).toHaveLength(1);

    // The account of that address sees the choice in its settings, and can turn the mails back on.
    const login = await request(http).post('/api/auth/login').send({ email: to, password: PASSWORD });
    const cookie = cookieOf(login);
    expect((await request(http).get('/api/mail/preferences').set('Cookie', cookie)).body).toEqual({ hearingReminders: true, documentShared: false, firmInvites: true, updates: true });
    const on = await request(http).put('/api/mail/preferences').set('Cookie', cookie).send({ documentShared: true, hearingReminders: false });
    expect(on.body).toEqual({ hearingReminders: false, documentShared: true, firmInvites: true, updates: true });
    expect((await request(http).put('/api/mail/preferences').set('Cookie', cookie).send({ documentShared: 'yes' })).status).toBe(400);
    expect((await request(http).put('/api/mail/preferences').set('Cookie', cookie).send({ somethingElse: true })).status).toBe(400);
  });

  it('mails hearing reminders (the 18:00 IST eve reminder here), and not to an account that turned them off', async () => {
    const advocate = await signedInAgent(app, 'advocate');
    const quiet = await signedInAgent(app, 'quiet');
    expect((await quiet.agent.put('/api/mail/preferences').send({ hearingReminders: false })).status).toBe(200);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
    for (const who of [advocate, quiet]) {
      expect((await who.agent.post('/api/diary/entries').send({ matterNo: 'OS 12/2026', partyName: 'Bose v. Das', upcomingDate: inTwoDays, upcomingTime: '11:00', stage: 'Hearing' })).status).toBe(201);
    }
    const mail = await waitForMail(advocate.email, { subject: /Hearing tomorrow: OS 12\/2026 Bose v. Das/, timeoutMs: 20_000 });
    expect(mail.text).toMatch(/Hearing on .* at 11:00 AM IST/);
    expect(linkIn(mail, '/unsubscribe').searchParams.get('c')).toBe('hearingReminders');
    expect(mail.headers['List-Unsubscribe']).toHaveLength(1);
    // The quiet account got its reminder in the app, and no mail.
    await waitFor(async () => ((await quiet.agent.get('/api/notifications')).body.items?.length ? true : undefined), 20_000, 'the in-app reminder');
    await new Promise((r) => setTimeout(r, 1000));
    expect((await mailsTo(quiet.email)).filter((m) => /Hearing/.test(m.subject))).toEqual([]);
  });

  it('writes the reminder of an account that chose Hindi in Hindi, in the app and by mail, the case as typed', async () => {
    const hindi = await signedInAgent(app, 'hindi');
    await chooseLanguage(hindi.agent, 'hi');
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect((await hindi.agent.post('/api/diary/entries').send({ matterNo: 'OS 12/2026', partyName: 'Bose v. Das', upcomingDate: inTwoDays, upcomingTime: '11:00', stage: 'Arguments' })).status).toBe(201);
    const mail = await waitForMail(hindi.email, { subject: /^कल सुनवाई है: OS 12\/2026 Bose v\. Das$/, timeoutMs: 20_000 });
    expect(mail.text).toMatch(/बहस: \S+, \d+ \S+,? \d{4} को सुबह 11:00 बजे \(भारतीय समय, IST\)।/);
    expect(mail.text).toContain('मेरी डायरी खोलें');
    expect(mail.text).not.toMatch(/Hearing|Arguments| AM /);
    expect(linkIn(mail, '/unsubscribe').searchParams.get('c')).toBe('hearingReminders');
    const notes = await waitFor(async () => {
      const { body } = await hindi.agent.get('/api/notifications');
      return body.items?.length ? body.items : undefined;
    }, 20_000, 'the in-app reminder');
    // Newest first, and the morning's reminder may have come too: the eve's is the one the mail repeats.
    const eve = notes.find((n: { title: string }) => n.title === 'कल सुनवाई है: OS 12/2026 Bose v. Das');
    expect(eve).toMatchObject({ kind: 'hearingReminder' });
    expect(mail.text).toContain(eve.body);
  }, 45_000);

  it('mails a firm invite code to an address, which a verified account there can use', async () => {
    const owner = await signedInAgent(app, 'partner');
    const firm = await owner.agent.post('/api/firms').send({ name: 'Mehta Chambers' });
    const invitee = await signedInAgent(app, 'invitee');
    const sent = await owner.agent.post(`/api/firms/${firm.body.firm.id}/invites/email`).send({ email: invitee.email.toUpperCase() });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ sent: true, code: expect.stringMatching(/^[A-Z2-9]{10}$/) });
    const mail = await waitForMail(invitee.email, { subject: /invited to join Mehta Chambers/ });
    const code = /invite code: ([A-Z2-9]{10})/.exec(mail.text)![1];
    expect(code).toBe(sent.body.code);
    expect((await invitee.agent.post('/api/firms/join').send({ inviteCode: code })).status).toBe(200);
    // Someone outside the firm cannot mail its codes.
    const stranger = await signedInAgent(app, 'stranger');
    expect((await stranger.agent.post(`/api/firms/${firm.body.firm.id}/invites/email`).send({ email: uniqueEmail('x') })).status).toBe(403);
  });

  it("confirms 'Get Updates' by the mailed link (double opt-in) and refuses a link made for another address", async () => {
    const email = uniqueEmail('reader');
    expect((await request(http).post('/api/updates/subscribe').send({ email })).status).toBe(201);
    const mail = await waitForMail(email, { subject: /Confirm your LexMitra updates subscription/ });
    const link = linkIn(mail, '/updates/confirm');
    const a = link.searchParams.get('a')!;
    const s = link.searchParams.get('s')!;
    expect((await request(http).post('/api/updates/confirm').send({ a: uniqueEmail('someone'), s })).status).toBe(400);
    expect((await request(http).post('/api/updates/confirm').send({ a, s: 'forged' })).body.code).toBe('INVALID_TOKEN');
    const confirmed = await request(http).post('/api/updates/confirm').send({ a, s });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ confirmed: true });
    // Subscribing again once confirmed sends no second confirmation.
    expect((await request(http).post('/api/updates/subscribe').send({ email })).status).toBe(201);
    await request(http).post('/api/auth/register').send({ email, password: PASSWORD });
    await waitForMail(email, { subject: /Confirm your e-mail address/ });
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo(email)).filter((m) => /updates subscription/.test(m.subject))).toHaveLength(1);
  });

  it('delivers the /contact form to the operators, replying to the sender', async () => {
    const from = uniqueEmail('visitor');
    const res = await request(http).post('/api/contact').send({ name: 'Asha Rao', email: from, message: 'Do you cover consumer cases in Pune?' });
    expect(res.status).toBe(202);
    const mail = await waitForMail(operators, { subject: /Contact form: Asha Rao/ });
    expect(mail.text).toContain('Do you cover consumer cases in Pune?');
    expect(mail.headers['Reply-To']).toEqual([from]);
    expect((await request(http).post('/api/contact').send({ name: '', email: from, message: 'x' })).status).toBe(400);
  });
});

describe('mail rate limits', () => {
  let app: BffApp;
  beforeAll(async () => {
    // No CONTACT_EMAIL here: the contact form must say it is not set up.
    app = await startApp({ ...testConfig({ BULLMQ_PREFIX: `mailrl${process.pid}`, MAIL_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'true' }), CONTACT_EMAIL: undefined });
  });
  afterAll(async () => app?.close());

  it('limits verification resends per user and reset mails per address, with 429', async () => {
    const user = await signedInAgent(app, 'impatient', { verified: false });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await user.agent.post('/api/auth/verify-email/resend').set('X-Forwarded-For', uniqueIp())).status);
    expect(statuses).toEqual([202, 202, 429]);
    const email = uniqueEmail('flood');
    const resets: number[] = [];
    for (let i = 0; i < 3; i++) resets.push((await request(app.getHttpServer()).post('/api/auth/forgot-password').set('X-Forwarded-For', uniqueIp()).send({ email })).status);
    expect(resets).toEqual([202, 202, 429]);
  });

  it('answers the contact form with 503 when no CONTACT_EMAIL is set', async () => {
    const res = await request(app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', uniqueIp()).send({ name: 'A', email: 'a@example.in', message: 'Hello' });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DEPENDENCY_DOWN');
  });
});
