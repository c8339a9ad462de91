/**
 * Issue 28, findings 1 and 2, end to end with the real ai-worker and mail server: an account made
 * by someone who registered another person's address and never proved it.
 * - It sees no document shared for that address: not in the library, not by /api/pdf/access, not
 *   in "export my data" (one rule decides, libs/data document-access.ts).
 * - When the owner takes the account back (the "someone tried" mail, then a reset), the squatter's
 *   calendar feed address dies, the mail settings they turned off are on again, and what they made
 *   is listed for the owner to keep or delete.
 * - A reset, a password change, an address change and "sign out everywhere" each end the feed.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { linkIn, requireMail, waitForMail } from '../../tools/jest/mailbox';
import { pdf, sha256, signedInAgent } from './documents-fixtures';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { MongoService } from '../src/infra/mongo.service';
import { startApp, testConfig, waitFor } from './helpers';
import { binary, unzip } from './privacy-fixtures';

const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;
/** The token a mailed link carries in its fragment. */
const tokenOf = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('token')!;

describe('an address squatted before its owner registered', () => {
  const config = testConfig({ BULLMQ_PREFIX: `squat${process.pid}`, AUTH_RATE_LIMIT_PER_MINUTE: '1000', DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000', MAIL_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_DELETION_GRACE_SECONDS: '2' });
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  let worker: RunningService;

  beforeAll(async () => {
    app = await startApp(config);
    http = app.getHttpServer();
    // One ai-worker sends the mail and builds the export, on the BFF's own database and bucket.
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /"queue":"privacy"[^\n]*worker ready/, {
      BULLMQ_PREFIX: config.BULLMQ_PREFIX, MONGO_URL: config.MONGO_URL, S3_BUCKET: config.S3_BUCKET, SMTP_URL: requireMail().smtpUrl,
      LOG_LEVEL: 'info', METRICS_PORT: '0', OPENAI_API_KEY: '', OPENAI_BASE_URL: '',
    }, 40_000);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGTERM');
    await app?.close();
  });

  async function squat(email: string) {
    const agent = request.agent(http);
    const reg = await agent.post('/api/auth/register').send({ email, password: 'squatter password 1' });
    expect(reg.status).toBe(201);
    expect((await agent.post('/api/auth/login').send({ email, password: 'squatter password 1' })).status).toBe(200);
    return { agent, userId: String(reg.body.userId) };
  }

  const feedStatus = async (url: string) => (await request(http).get(new URL(url).pathname + new URL(url).search)).status;

  it('never exports a document shared for an address its account has not verified', async () => {
    const uploader = await signedInAgent(app, 'uploader');
    const victim = uniqueEmail('victim');
    const secret = pdf(40_000);
    const shared = await uploader.agent.post('/api/pdf/upload').field('email', victim).attach('file', secret, 'Settlement.pdf');
    expect(shared.status).toBe(201);
    const squatter = await squat(victim);
    const own = pdf(10_000);
    const mine = await squatter.agent.post('/api/pdf/upload').attach('file', own, 'Mine.pdf');
    expect(mine.status).toBe(201);

    // The library and /api/pdf/access already hid it.
    expect((await squatter.agent.get('/api/pdf')).body.items.map((d: { uniqueID: string }) => d.uniqueID)).toEqual([mine.body.uniqueID]);
    expect((await squatter.agent.post('/api/pdf/access').send({ uniqueID: shared.body.uniqueID, email: victim })).status).toBe(404);

    const started = await squatter.agent.post('/api/account/export');
    expect(started.status).toBe(202);
    const ready = await waitFor(async () => {
      const { body } = await squatter.agent.get('/api/account/export');
      return body.export?.state === 'ready' ? body.export : undefined;
    }, 45_000, 'the export').catch(async (err: Error) => {
      throw new Error(`${err.message}: ${JSON.stringify((await squatter.agent.get('/api/account/export')).body)}\n${worker.output().split('\n').filter((l) => /privacy|export|error/i.test(l)).slice(-15).join('\n')}`);
    });
    const zip = await squatter.agent.get(ready.downloadUrl).buffer(true).parse(binary);
    expect(zip.status).toBe(200);
    const entries = await unzip(zip.body as Buffer);
    const index = JSON.parse(entries.get('documents/index.json')!.toString()) as { uniqueID: string; relation: string }[];
    expect(index.map((d) => [d.uniqueID, d.relation])).toEqual([[mine.body.uniqueID, 'uploaded by me']]);
    // Nowhere in the archive: not its bytes, not its uploader.
    for (const [name, bytes] of entries) {
      expect(sha256(bytes)).not.toBe(sha256(secret));
      expect(`${name}: ${bytes.toString('latin1')}`).not.toContain(uploader.email);
    }

    // Erasing the squatter's account leaves the share alone: it stays addressed to the real owner's address.
    expect((await squatter.agent.post('/api/account/deletion').send({ password: 'squatter password 1' })).status).toBe(202);
    // (Not by signing in: that would cancel the deletion.) The erasure ends the account's sessions.
    await waitFor(async () => ((await squatter.agent.get('/api/auth/me')).status === 401 ? true : undefined), 30_000, 'the erasure');
    await waitFor(async () => ((await app.get(MongoService).connection.collection('users').countDocuments({ email: victim })) === 0 ? true : undefined), 30_000, 'the account record to go');
    const listed = (await uploader.agent.get('/api/pdf')).body.items as { uniqueID: string; email: string }[];
    expect(listed.find((d) => d.uniqueID === shared.body.uniqueID)?.email).toBe(victim);
  }, 90_000);

  it('hands the owner back an account with none of what the squatter set, and lists what it made to keep or delete', async () => {
    const victim = uniqueEmail('owner');
    const squatter = await squat(victim);
    // The squatter subscribes a calendar, silences the owner's mail, leaves a draft and a diary entry.
    const feed = await squatter.agent.post('/api/diary/calendar-token');
    expect(feed.status).toBe(201);
    expect((await squatter.agent.put('/api/mail/preferences').send({ hearingReminders: false, documentShared: false })).body).toMatchObject({ hearingReminders: false, documentShared: false });
    const draft = await squatter.agent.post('/api/drafts/saveDraft').send({ userId: squatter.userId, documentContent: 'LEGAL NOTICE\n\nfrom the squatter' });
    expect(draft.status).toBe(201);
    const entry = await squatter.agent.post('/api/diary/entries').send({ matterNo: 'CS 9/2026', partyName: 'Squatter v. Owner', upcomingDate: '2030-01-10' });
    expect(entry.status).toBe(201);
    expect(await feedStatus(feed.body.url)).toBe(200);

    // The owner tries to sign up, is told someone already did, and follows the reset link.
    expect((await request(http).post('/api/auth/register').send({ email: victim, password: 'the real owner 42' })).status).toBe(201);
    const warning = await waitForMail(victim, { subject: /Someone tried to create a LexMitra account/ });
    expect(linkIn(warning, '/forgot-password').pathname).toBe('/forgot-password');
    expect((await request(http).post('/api/auth/forgot-password').send({ email: victim })).status).toBe(202);
    const mail = await waitForMail(victim, { subject: /Choose a new LexMitra password/ });
    expect((await request(http).post('/api/auth/reset-password').send({ token: tokenOf(linkIn(mail, '/reset-password')), password: 'the real owner 42' })).status).toBe(200);

    // The squatter is out, and so is their feed address (no cookie needed to read it).
    expect((await squatter.agent.get('/api/auth/me')).status).toBe(401);
    expect(await feedStatus(feed.body.url)).toBe(404);

    const owner = request.agent(http);
    expect((await owner.post('/api/auth/login').send({ email: victim, password: 'the real owner 42' })).status).toBe(200);
    expect((await owner.get('/api/mail/preferences')).body).toEqual({ hearingReminders: true, documentShared: true, firmInvites: true, updates: true });
    // A new hearing does not reach the old address.
    expect((await owner.post('/api/diary/entries').send({ matterNo: 'OS 1/2031', partyName: 'Owner client', upcomingDate: '2031-02-02' })).status).toBe(201);
    expect(await feedStatus(feed.body.url)).toBe(404);

    const review = await owner.get('/api/account/recovery');
    expect(review.status).toBe(200);
    expect(review.body.review.reset).toEqual(expect.arrayContaining(['mailPreferences', 'calendarFeed']));
    const items = review.body.review.items as { kind: string; id: string; label: string }[];
    expect(items.map((i) => [i.kind, i.id]).sort()).toEqual([['diaryEntry', entry.body.id], ['draft', draft.body.id]].sort());
    expect(items.find((i) => i.kind === 'diaryEntry')!.label).toBe('CS 9/2026 Squatter v. Owner');

    // Only listed items can be named; the owner deletes the draft and keeps the diary entry.
    const stranger = await owner.post('/api/account/recovery/resolve').send({ delete: [{ kind: 'draft', id: '0123456789abcdef01234567' }] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.code).toBe('BAD_REQUEST');
    const done = await owner.post('/api/account/recovery/resolve').send({ delete: [{ kind: 'draft', id: draft.body.id }] });
    expect(done.body).toEqual({ deleted: 1, kept: 1 });
    expect((await owner.get('/api/drafts')).body).toEqual([]);
    expect((await owner.get(`/api/diary/entries/${entry.body.id}`)).status).toBe(200);
    expect((await owner.get('/api/account/recovery')).body).toEqual({ review: null });
    expect((await owner.post('/api/account/recovery/resolve').send({ delete: [] })).status).toBe(404);
  }, 60_000);

  it("makes the owner who opens a squatter's verification mail set a password of their own, and recovers the account", async () => {
    const victim = uniqueEmail('clicker');
    const squatter = await squat(victim);
    const link = linkIn(await waitForMail(victim, { subject: /Confirm your e-mail address/ }), '/verify-email');
    // The owner opens it, not signed in to that account: the address is not verified for the squatter.
    const opened = await request(http).post('/api/auth/verify-email').send({ token: tokenOf(link) });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ verified: false, email: victim, passwordToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await squatter.agent.get('/api/auth/me')).body.emailVerified).toBe(false);
    // The password the owner chooses proves the address and takes the account back.
    expect((await request(http).post('/api/auth/reset-password').send({ token: opened.body.passwordToken, password: 'the real owner 42' })).status).toBe(200);
    expect((await squatter.agent.get('/api/auth/me')).status).toBe(401);
    expect((await request(http).post('/api/auth/login').send({ email: victim, password: 'squatter password 1' })).status).toBe(401);
    const owner = request.agent(http);
    expect((await owner.post('/api/auth/login').send({ email: victim, password: 'the real owner 42' })).status).toBe(200);
    expect((await owner.get('/api/auth/me')).body.emailVerified).toBe(true);
    expect((await owner.get('/api/account/recovery')).body.review).not.toBeNull();
  }, 60_000);

  it("writes mails to an unverified account's address in the asker's language, not the squatter's choice", async () => {
    const victim = uniqueEmail('lang-owner');
    const squatter = await squat(victim);
    expect((await squatter.agent.patch('/api/auth/me/preferences').send({ language: 'hi' })).status).toBe(200);
    // The owner's screen is in English: the reset mail is in English.
    expect((await request(http).post('/api/auth/forgot-password').send({ email: victim, language: 'en' })).status).toBe(202);
    const english = await waitForMail(victim, { subject: /Choose a new LexMitra password/ });
    expect(english.html).toContain('<html lang="en">');
    // No language on the form: the browser's (Accept-Language) decides.
    expect((await request(http).post('/api/auth/forgot-password').set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8').send({ email: victim })).status).toBe(202);
    const hindi = await waitForMail(victim, { subject: /LexMitra/, count: 3 });
    expect(hindi.html).toContain('<html lang="hi">');
    // The owner trying to sign up in English is told in English that someone has the address.
    expect((await request(http).post('/api/auth/register').send({ email: victim, password: 'the real owner 42', language: 'en' })).status).toBe(201);
    const told = await waitForMail(victim, { subject: /Someone tried to create a LexMitra account/ });
    expect(told.html).toContain('<html lang="en">');
  }, 60_000);

  it("lists the squatter's firm, its members and its invites at recovery, and ends the invites", async () => {
    const victim = uniqueEmail('firm-owner');
    const squatter = await squat(victim);
    const made = await squatter.agent.post('/api/firms').send({ name: 'Squatter & Co' });
    expect(made.status).toBe(201);
    const second = await squatter.agent.post(`/api/firms/${made.body.firm.id}/invites`).send({ expiresInDays: 365 });
    expect(second.status).toBe(201);
    // A verified account of the squatter's joins with the first code.
    const accomplice = await signedInAgent(app, 'accomplice');
    expect((await accomplice.agent.post('/api/firms/join').send({ inviteCode: made.body.inviteCode })).status).toBe(200);

    expect((await request(http).post('/api/auth/forgot-password').send({ email: victim })).status).toBe(202);
    const mail = await waitForMail(victim, { subject: /Choose a new LexMitra password/ });
    expect((await request(http).post('/api/auth/reset-password').send({ token: tokenOf(linkIn(mail, '/reset-password')), password: 'the real owner 42' })).status).toBe(200);

    const owner = request.agent(http);
    expect((await owner.post('/api/auth/login').send({ email: victim, password: 'the real owner 42' })).status).toBe(200);
    const review = (await owner.get('/api/account/recovery')).body.review;
    expect(review.reset).toContain('firmInvites');
    expect(review.firm).toMatchObject({ firmId: made.body.firm.id, name: 'Squatter & Co', role: 'Senior Partner' });
    expect(review.firm.members.map((m: { email: string; role: string }) => [m.email, m.role]).sort()).toEqual([[accomplice.email, expect.any(String)], [victim, 'Senior Partner']].sort());
    expect(review.firm.endedInvites.map((i: { code: string }) => i.code).sort()).toEqual([made.body.inviteCode, second.body.code].sort());
    // The year-long code admits nobody any more.
    const newcomer = await signedInAgent(app, 'newcomer');
    const join = await newcomer.agent.post('/api/firms/join').send({ inviteCode: second.body.code });
    expect(join.status).not.toBe(200);
    expect(join.body.error).toMatch(/revoked/);
  }, 60_000);

  it('ends the calendar feed address on a reset, a password change, an address change and "sign out everywhere"', async () => {
    const user = await signedInAgent(app, 'feeder');
    const password = 'correct-horse-42';
    const newFeed = async () => {
      const res = await user.agent.post('/api/diary/calendar-token');
      expect(res.status).toBe(201);
      expect(await feedStatus(res.body.url)).toBe(200);
      return res.body.url as string;
    };
    const signIn = async (email: string, pass: string) => expect((await user.agent.post('/api/auth/login').send({ email, password: pass })).status).toBe(200);

    let url = await newFeed();
    expect((await user.agent.post('/api/auth/me/password').send({ currentPassword: password, newPassword: 'second-pass-43' })).status).toBe(200);
    expect(await feedStatus(url)).toBe(404);

    url = await newFeed();
    expect((await user.agent.post('/api/auth/sessions/sign-out-everywhere')).status).toBe(200);
    expect(await feedStatus(url)).toBe(404);
    await signIn(user.email, 'second-pass-43');

    url = await newFeed();
    expect((await request(http).post('/api/auth/forgot-password').send({ email: user.email })).status).toBe(202);
    const mail = await waitForMail(user.email, { subject: /Choose a new LexMitra password/ });
    expect((await request(http).post('/api/auth/reset-password').send({ token: tokenOf(linkIn(mail, '/reset-password')), password: 'third-pass-44' })).status).toBe(200);
    expect(await feedStatus(url)).toBe(404);
    await signIn(user.email, 'third-pass-44');
    // A reset of a verified account is no recovery: nothing to review.
    expect((await user.agent.get('/api/account/recovery')).body).toEqual({ review: null });

    url = await newFeed();
    const moved = uniqueEmail('moved');
    expect((await user.agent.post('/api/auth/me/email').send({ newEmail: moved, currentPassword: 'third-pass-44' })).status).toBe(202);
    const link = await waitForMail(moved, { subject: /Confirm the new e-mail address/ });
    expect((await user.agent.post('/api/auth/verify-email-change').send({ token: tokenOf(linkIn(link, '/verify-email-change')) })).status).toBe(200);
    expect(await feedStatus(url)).toBe(404);
  }, 60_000);
});
