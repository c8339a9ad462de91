/**
 * Privacy controls end to end: the BFF and a real ai-worker (privacy queue) on a database and a
 * bucket of this suite's own, so "nothing left" can be checked by listing the whole bucket and
 * every collection the database has.
 */
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { AuditRepository, COLLECTIONS, NewAuditRecord } from '@lexmitra/data';
import { ObjectStore, extractionCacheKey } from '@lexmitra/storage';
import type { BffApp } from '../src/app';
import path from 'node:path';
import request from 'supertest';
import { linkIn, requireMail, waitForMail } from '../../tools/jest/mailbox';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import type { AppConfig } from '../src/infra/config.provider';
import { MongoService } from '../src/infra/mongo.service';
import { QueueService } from '../src/infra/queue.service';
import { chooseLanguage, docx, pdf, sha256, signedInAgent } from './documents-fixtures';
import { createFirm } from './firms-fixtures';
import { startApp, testConfig, waitFor } from './helpers';
import { binary, documentsMentioning, listKeys, unzip } from './privacy-fixtures';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
const GRACE_S = 4;

describe('privacy controls: export my data, delete my account, retention', () => {
  const prefix = `priv${process.pid}`;
  let config: AppConfig;
  let app: BffApp;
  let worker: RunningService;
  let store: ObjectStore;

  beforeAll(async () => {
    config = testConfig({ BULLMQ_PREFIX: prefix, S3_BUCKET: `lexmitra-privacy-${process.pid}`, AUTH_RATE_LIMIT_PER_MINUTE: '1000', DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_DELETION_GRACE_SECONDS: String(GRACE_S) });
    app = await startApp(config);
    store = new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET });
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /"queue":"privacy"[^\n]*worker ready/, {
      BULLMQ_PREFIX: prefix, MONGO_URL: config.MONGO_URL, S3_BUCKET: config.S3_BUCKET, LOG_LEVEL: 'info', OPENAI_API_KEY: '', OPENAI_BASE_URL: '', METRICS_PORT: '0',
      // The worker also sends the "export ready" mail to the dev stack's mail server.
      SMTP_URL: requireMail().smtpUrl,
    }, 40_000);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGTERM');
    for (const name of [QUEUES.privacy, QUEUES.mail]) await app?.get(QueueService).queue(name).obliterate({ force: true }).catch(() => undefined);
    await app?.close();
    // The suite's own bucket goes with it.
    const keys = store ? await listKeys(store).catch(() => []) : [];
    if (keys.length) await store.client.removeObjects(store.bucket, keys).catch(() => undefined);
    await store?.client.removeBucket(store.bucket).catch(() => undefined);
  });

  it('applies the retention lifecycle rules on the bucket (MinIO ILM expiry by prefix)', async () => {
    const rules = await waitFor(async () => (await store.client.getBucketLifecycle(store.bucket).catch(() => null))?.Rule, 15_000, 'lifecycle rules');
    const byPrefix = Object.fromEntries((Array.isArray(rules) ? rules : [rules]).map((r: { Filter?: { Prefix?: string }; Expiration?: { Days?: number | string } }) => [r.Filter?.Prefix, Number(r.Expiration?.Days)]));
    expect(byPrefix).toEqual({
      'exports/': config.EXPORT_RETENTION_DAYS,
      'jobs/extracts/': config.EXTRACTION_CACHE_RETENTION_DAYS,
      'jobs/uploads/': 1,
      // Document AI results too large for Redis, kept as long as the job that points at them.
      'jobs/results/': Math.max(1, Math.ceil(config.JOB_RESULT_RETENTION_HOURS / 24)),
    });
  });

  describe('with a user who has data everywhere', () => {
    let asha: Agent;
    let ravi: Agent;
    const files: Record<string, Buffer> = {};
    let forAsha: Buffer;
    let attachment: Buffer;
    let draftId: string;

    beforeAll(async () => {
      [asha, ravi] = [await signedInAgent(app, 'asha'), await signedInAgent(app, 'ravi')];
      for (const [name, bytes] of [['Sale deed.pdf', pdf(300_000)], ['Notice.docx', docx('Legal notice under section 138')]] as const) {
        const up = await asha.agent.post('/api/pdf/upload').attach('file', bytes, name);
        expect(up.status).toBe(201);
        files[up.body.uniqueID] = bytes;
      }
      forAsha = pdf(50_000);
      const shared = await ravi.agent.post('/api/pdf/upload').field('email', asha.email).attach('file', forAsha, 'For Asha.pdf');
      expect(shared.status).toBe(201);
      files[shared.body.uniqueID] = forAsha;
      const first = await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'AFFIDAVIT\n\nVersion one' });
      draftId = first.body.id;
      expect((await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'AFFIDAVIT\n\nVersion two', draftId })).body.version).toBe(2);
      const entry = await asha.agent.post('/api/diary/entries').send({ matterNo: 'OS 12/2026', partyName: 'Asha v. Builder', upcomingDate: '2026-12-20', upcomingTime: '11:00', stage: 'Hearing' });
      attachment = pdf(20_000);
      expect((await asha.agent.put(`/api/diary/entries/${entry.body.id}/document`).attach('file', attachment, 'Vakalatnama.pdf')).status).toBe(200);
      expect((await asha.agent.post('/api/diary/calendar-token')).status).toBeLessThan(300);
      await createFirm(asha, 'Asha Legal');
    }, 60_000);

    it('exports everything as a ZIP built on the worker: files byte-identical, every record, progress on the job stream, a notification', async () => {
      // The audit log is written by a consumer after the request: wait for her uploads' records.
      const audit = app.get(MongoService).connection.db!.collection(COLLECTIONS.auditRecords);
      const audited = await waitFor(async () => {
        const n = await audit.countDocuments({ ownerId: asha.userId, action: 'document.uploaded' });
        return n >= 2 ? n : undefined;
      }, 15_000, 'the audit records of the uploads');
      const started = await asha.agent.post('/api/account/export');
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ state: 'queued', downloadUrl: null });
      // A second request while one is being prepared is refused.
      expect((await asha.agent.post('/api/account/export')).status).toBe(409);
      const events = await asha.agent.get(`/api/jobs/${started.body.jobId}/events`).buffer(true).parse((res, cb) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => cb(null, text));
      });
      const statuses = String(events.body).split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)));
      expect(statuses.at(-1)).toMatchObject({ state: 'completed', result: { exportId: started.body.exportId } });

      const { body } = await asha.agent.get('/api/account/export');
      expect(body.export).toMatchObject({ exportId: started.body.exportId, state: 'ready', downloadUrl: expect.stringContaining('/download?token=') });
      const zip = await asha.agent.get(body.export.downloadUrl).buffer(true).parse(binary);
      expect(zip.status).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const entries = await unzip(zip.body as Buffer);

      const index = JSON.parse(entries.get('documents/index.json')!.toString());
      expect(index.map((d: { uniqueID: string }) => d.uniqueID).sort()).toEqual(Object.keys(files).sort());
      for (const d of index as { uniqueID: string; file: string; sha256: string }[]) {
        expect(sha256(entries.get(d.file)!)).toBe(sha256(files[d.uniqueID]));
        expect(d.sha256).toBe(sha256(files[d.uniqueID]));
      }
      const account = JSON.parse(entries.get('account.json')!.toString());
      expect(account).toMatchObject({ email: asha.email, signIn: { password: true } });
      expect(account.passwordHash).toBeUndefined();
      const drafts = JSON.parse(entries.get('drafts/drafts.json')!.toString());
      expect(drafts).toHaveLength(1);
      expect(drafts[0].versions.map((v: { version: number; documentContent: string }) => [v.version, v.documentContent])).toEqual([[1, 'AFFIDAVIT\n\nVersion one'], [2, 'AFFIDAVIT\n\nVersion two']]);
      const diary = JSON.parse(entries.get('diary/entries.json')!.toString());
      expect(diary).toEqual([expect.objectContaining({ matterNo: 'OS 12/2026', partyName: 'Asha v. Builder' })]);
      const attached = [...entries.keys()].filter((k) => k.startsWith('diary/attachments/'));
      expect(attached.map((k) => sha256(entries.get(k)!))).toEqual([sha256(attachment)]);
      expect(JSON.parse(entries.get('firm.json')!.toString())).toMatchObject({ membership: { role: 'Senior Partner' }, firm: { name: 'Asha Legal' } });
      expect(Array.isArray(JSON.parse(entries.get('chat/conversations.json')!.toString()))).toBe(true);
      const auditRecords = JSON.parse(entries.get('audit.json')!.toString()) as { action: string; ownerId: string }[];
      expect(auditRecords.filter((r) => r.action === 'document.uploaded' && r.ownerId === asha.userId)).toHaveLength(audited);
      expect(JSON.parse(entries.get('settings.json')!.toString()).calendarFeed).not.toBeNull();

      const notes = await asha.agent.get('/api/notifications');
      expect(notes.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'exportReady', entryId: started.body.exportId, title: 'Your data export is ready' })]));

      // And a mail: it sends her to the Privacy page, never the download link or its token, and cannot be unsubscribed from.
      const mail = await waitForMail(asha.email, { subject: /^Your LexMitra data export is ready$/ });
      expect(linkIn(mail, '/dashboard/privacy').pathname).toBe('/dashboard/privacy');
      const token = new URL(body.export.downloadUrl, 'http://x').searchParams.get('token')!;
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain('/download');
        expect(part).not.toContain(token);
      }
      expect(mail.headers['List-Unsubscribe']).toBeUndefined();
    }, 60_000);

    it('lets nobody else fetch the export or follow its job (404), and refuses a made-up link', async () => {
      const { body } = await asha.agent.get('/api/account/export');
      const url: string = body.export.downloadUrl;
      expect((await ravi.agent.get(url)).status).toBe(404);
      expect((await request(app.getHttpServer()).get(url)).status).toBe(401);
      expect((await ravi.agent.get(`/api/jobs/${body.export.jobId}`)).status).toBe(404);
      expect((await ravi.agent.get('/api/account/export')).body).toEqual({ export: null });
      const forged = url.replace(/token=.*/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      const res = await asha.agent.get(forged);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    });

    it('erases every record and object of the user after the grace period, keeping what others own', async () => {
      const before = await listKeys(store);
      const hersIds = Object.keys(files).filter((id) => files[id] !== forAsha);
      const mine = before.filter((k) => k.startsWith('exports/') || k.startsWith('diary/') || hersIds.some((id) => k === `documents/${id}`));
      // Two documents, one attachment, one export.
      expect(mine).toHaveLength(4);
      // An extraction-cache entry made from one of her files (as Document AI would leave it).
      const hers = hersIds[0];
      await store.put(extractionCacheKey(sha256(files[hers])), '{"pages":[]}', 'application/json');

      expect((await asha.agent.post('/api/account/deletion').send({ password: 'wrong-password-1' })).status).toBe(403);
      expect((await asha.agent.post('/api/account/deletion').send({})).status).toBe(400);
      const scheduled = await asha.agent.post('/api/account/deletion').send({ password: 'correct-horse-42' });
      expect(scheduled.status).toBe(202);
      expect(scheduled.body).toMatchObject({ state: 'scheduled' });
      expect(new Date(scheduled.body.eraseAt).getTime() - new Date(scheduled.body.requestedAt).getTime()).toBe(GRACE_S * 1000);

      await waitFor(async () => ((await asha.agent.get('/api/auth/me')).status === 401 ? true : undefined), 30_000, 'the erasure');
      const connection = app.get(MongoService).connection;
      await waitFor(async () => ((await connection.db!.collection(COLLECTIONS.deletionReports).countDocuments()) > 0 ? true : undefined), 10_000, 'the deletion report');

      expect(await documentsMentioning(connection, [asha.userId, asha.email])).toEqual([]);
      const after = await listKeys(store);
      expect(after.filter((k) => mine.includes(k) || k.startsWith('exports/') || k === extractionCacheKey(sha256(files[hers])))).toEqual([]);

      // Ravi's document for her stays his, readable by him, addressed back to him.
      const shared = Object.keys(files).find((id) => files[id] === forAsha)!;
      expect(after).toContain(`documents/${shared}`);
      expect((await ravi.agent.get('/api/pdf')).body.items.map((d: { uniqueID: string }) => d.uniqueID)).toContain(shared);

      const report = await connection.db!.collection(COLLECTIONS.deletionReports).findOne({});
      expect(report).toMatchObject({ subject: expect.stringMatching(/^erased-/), records: expect.objectContaining({ documents: 2, diary_entries: 1, drafts: 1, draft_versions: 2, users: 1, firms: 1 }), objects: { documents: 2, diaryAttachments: 1, exports: 1, extractionCache: 1 } });
      expect(await app.get(QueueService).queue(QUEUES.privacy).getJobs(['delayed', 'waiting', 'completed'])).not.toEqual(expect.arrayContaining([expect.objectContaining({ name: JOBS.accountErase })]));
      // The erased e-mail can sign up afresh.
      expect((await request(app.getHttpServer()).post('/api/auth/register').send({ email: asha.email, password: 'correct-horse-42' })).status).toBe(201);
    }, 60_000);
  });

  it('tells an account that chose Hindi in Hindi that its export is ready, in the app and by mail', async () => {
    const meera = await signedInAgent(app, 'meera');
    await chooseLanguage(meera.agent, 'hi');
    const started = await meera.agent.post('/api/account/export');
    expect(started.status).toBe(202);
    const mail = await waitForMail(meera.email, { subject: /^आपका LexMitra डेटा एक्सपोर्ट तैयार है$/, timeoutMs: 30_000 });
    expect(mail.text).toContain('गोपनीयता पेज खोलें');
    expect(linkIn(mail, '/dashboard/privacy').pathname).toBe('/dashboard/privacy');
    const notes = (await meera.agent.get('/api/notifications')).body.items;
    expect(notes).toEqual([expect.objectContaining({ kind: 'exportReady', entryId: started.body.exportId, title: 'आपका डेटा एक्सपोर्ट तैयार है' })]);
    expect(notes[0].body).not.toMatch(/[A-Za-z]/);
  }, 40_000);

  it('cancels the deletion when the user signs in during the grace period and chooses to, and says so', async () => {
    const dev = await signedInAgent(app, 'dev');
    expect((await dev.agent.post('/api/account/deletion').send({ password: 'correct-horse-42' })).status).toBe(202);
    // Scheduling signed the account out; signing in asks first (409), then cancels when told to.
    expect((await dev.agent.get('/api/account/deletion')).status).toBe(401);
    expect((await dev.agent.post('/api/auth/login').send({ email: dev.email, password: 'correct-horse-42' })).body.code).toBe('DELETION_PENDING');
    const again = await dev.agent.post('/api/auth/login').send({ email: dev.email, password: 'correct-horse-42', cancelDeletion: true });
    expect(again.status).toBe(200);
    expect(again.body.deletionCancelled).toBe(true);
    expect((await dev.agent.get('/api/account/deletion')).body).toEqual({ state: 'none', graceDays: GRACE_S / 86_400 });
    await new Promise((r) => setTimeout(r, (GRACE_S + 2) * 1000));
    expect((await dev.agent.get('/api/auth/me')).status).toBe(200);
    const notes = await dev.agent.get('/api/notifications');
    expect(notes.body.items).toEqual([expect.objectContaining({ kind: 'deletionCancelled', title: 'Account deletion cancelled' })]);
    // Cancelling from the Privacy page works too, for a Clerk sign-in (privacy-clerk.spec); a local session has ended.

    // An account that chose Hindi is told in Hindi.
    const hindi = await signedInAgent(app, 'devi');
    await chooseLanguage(hindi.agent, 'hi');
    expect((await hindi.agent.post('/api/account/deletion').send({ password: 'correct-horse-42' })).status).toBe(202);
    expect((await hindi.agent.post('/api/auth/login').send({ email: hindi.email, password: 'correct-horse-42', cancelDeletion: true })).body.deletionCancelled).toBe(true);
    expect((await hindi.agent.get('/api/notifications')).body.items).toEqual([expect.objectContaining({ kind: 'deletionCancelled', title: 'खाता हटाना रद्द कर दिया गया' })]);
  }, 30_000);

  it('refuses a sole Senior Partner of a firm with other members (409) until they hand over', async () => {
    const owner = await signedInAgent(app, 'owner');
    const member = await signedInAgent(app, 'member');
    const firm = await createFirm(owner);
    expect((await member.agent.post('/api/firms/join').send({ inviteCode: firm.code })).status).toBe(200);
    const refused = await owner.agent.post('/api/account/deletion').send({ password: 'correct-horse-42' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: expect.stringContaining('only Senior Partner'), code: 'CONFLICT' });
    expect((await owner.agent.patch(`/api/firms/${firm.firmId}/members/${member.userId}`).send({ role: 'Senior Partner' })).status).toBe(200);
    expect((await owner.agent.post('/api/account/deletion').send({ password: 'correct-horse-42' })).status).toBe(202);
    expect((await owner.agent.post('/api/auth/login').send({ email: owner.email, password: 'correct-horse-42', cancelDeletion: true })).body.deletionCancelled).toBe(true);
  }, 30_000);

  it('sweeps an expired export: its object and its record go', async () => {
    const erin = await signedInAgent(app, 'erin');
    const started = await erin.agent.post('/api/account/export');
    await waitFor(async () => ((await erin.agent.get('/api/account/export')).body.export.state === 'ready' ? true : undefined), 30_000, 'the export');
    const connection = app.get(MongoService).connection;
    const record = await connection.db!.collection(COLLECTIONS.accountExports).findOne({ _id: started.body.exportId } as object);
    expect(await store.exists(String(record!.objectKey))).toBe(true);
    await connection.db!.collection(COLLECTIONS.accountExports).updateOne({ _id: started.body.exportId } as object, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await erin.agent.get('/api/account/export')).body.export).toMatchObject({ state: 'expired', downloadUrl: null });
    const job = await app.get(QueueService).queue(QUEUES.privacy).add(JOBS.retentionSweep, {}, { removeOnComplete: true });
    await waitFor(async () => ((await connection.db!.collection(COLLECTIONS.accountExports).countDocuments({ _id: started.body.exportId } as object)) === 0 ? true : undefined), 15_000, `sweep ${job.id}`);
    expect(await store.exists(String(record!.objectKey))).toBe(false);
  }, 45_000);

  it('sweeps audit records older than AUDIT_RETENTION_DAYS and keeps younger ones', async () => {
    const day = 86_400_000;
    const keepDays = config.AUDIT_RETENTION_DAYS;
    const producer = `retention-${process.pid}`;
    const at = (daysAgo: number): NewAuditRecord => ({
      producer, seq: daysAgo, at: new Date(Date.now() - daysAgo * day), action: 'document.accessed', actorId: 'ret-actor', targetType: 'document',
      targetId: 'ret-doc', targetLabel: 'old.pdf', ownerId: 'ret-owner', firmId: null, ip: '10.0.0.9', userAgent: 'jest', requestId: `ret-${daysAgo}`, storedAt: new Date(),
    });
    // Written the way the app writes them, through the one module.
    const audit = new AuditRepository(app.get(MongoService).connection);
    const expired = [keepDays + 1, keepDays + 30, keepDays + 400];
    const kept = [1, keepDays - 1];
    expect(await audit.insertBatch([...expired, ...kept].map(at))).toBe(5);
    const job = await app.get(QueueService).queue(QUEUES.privacy).add(JOBS.retentionSweep, {}, { removeOnComplete: true });
    await waitFor(async () => ((await audit.countStoredUpTo(producer, keepDays + 400)) === kept.length ? true : undefined), 15_000, `sweep ${job.id}`);
    const left = (await audit.listForTarget('document', 'ret-doc', 1, 10)).items.map((r) => r.seq);
    expect(left.sort((a, b) => a - b)).toEqual(kept);
  }, 30_000);
});
