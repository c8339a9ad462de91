/**
 * `account.export`: one user's data as a ZIP streamed into object storage. yazl writes the archive
 * as entries are read, each file is fetched from MinIO only when yazl reaches it (addReadStreamLazy),
 * and the archive's output goes straight into ObjectStore.putStream's multipart upload, so memory
 * stays near the upload's part buffers whatever the size of the user's files.
 */
import { AccountExportJobSchema, AccountExportResult, cleanFileName } from '@lexmitra/contracts';
import type { AuditRepository, NotificationsRepository, PersonalData, PrivacyRepository } from '@lexmitra/data';
import { noticeLocale, privacyNoticeText } from '@lexmitra/mail';
import { JobFailureError, JobHandler } from '@lexmitra/platform';
import { MIN_PART_SIZE, type ObjectStore } from '@lexmitra/storage';
import type { Job } from 'bullmq';
import { PassThrough, Readable } from 'node:stream';
import type { Logger } from 'pino';
import { ZipFile } from 'yazl';

export interface ExportDeps {
  ready: () => Promise<unknown>;
  data: PersonalData;
  privacy: PrivacyRepository;
  notifications: NotificationsRepository;
  /** The audit log, when the deployment has one (its records of the user go into the export). */
  audit?: AuditRepository;
  store: ObjectStore;
  retentionDays: number;
  logger: Logger;
  /** Called once the export is ready, after the in-app notification: the "export ready" mail (export-mail.ts). */
  onReady?: (ready: ExportReady) => Promise<void>;
}

/** What the "export ready" mail needs: whom to write to, in which language, and until when the file is kept. */
export interface ExportReady {
  userId: string;
  exportId: string;
  email: string;
  language: string | null;
  expiresAt: Date;
}

const DAY_MS = 86_400_000;
const PROGRESS_EVERY_MS = 500;

/** File names inside the archive: contracts' one rule (no folders, controls or bidi controls), at most 120 characters, extension kept. */
export const safeName = (name: string) => cleanFileName(name.replace(/[\\/]+/g, '_'), 'file', 120);

/** A JSON array written item by item, so a long cursor never becomes one string in memory. */
function jsonArray(items: AsyncIterable<unknown>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[\n';
      for await (const item of items) {
        yield `${first ? '' : ',\n'}${JSON.stringify(item)}`;
        first = false;
      }
      yield '\n]\n';
    })(),
  );
}

const ARCHIVE_README = [
  'Your LexMitra data, as kept on the day of this export.',
  '',
  'account.json            your account (the password itself is never stored, only whether you have one)',
  'settings.json           calendar feed and updates subscription',
  'documents/index.json    your library documents (uploaded by you or for you) with their SHA-256',
  'documents/files/        the documents themselves, byte for byte',
  'diary/entries.json      your advocate-diary entries; diary/attachments/ their PDFs',
  'drafts/drafts.json      your drafts, each with every saved version',
  'chat/conversations.json your conversations with the legal chatbot',
  'notifications.json      your in-app notifications',
  'firm.json               your firm membership and the tasks you created',
  'audit.json              the audit records of what you did and what was done to your data',
  '',
].join('\n');

const jsonOf = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

export function accountExportHandler(deps: ExportDeps): JobHandler {
  return async (job: Job): Promise<AccountExportResult> => {
    const parsed = AccountExportJobSchema.safeParse(job.data);
    if (!parsed.success) throw new JobFailureError('INVALID_JOB', 'invalid account.export data');
    const { exportId, userId } = parsed.data;
    await deps.ready();
    const record = await deps.privacy.exportById(exportId);
    if (!record || record.userId !== userId) throw new JobFailureError('INVALID_JOB', 'no such export');
    const user = await deps.data.user(userId);
    if (!user) throw new JobFailureError('INVALID_JOB', 'the account no longer exists');
    await deps.privacy.updateExport(exportId, { state: 'running' });
    try {
      const result = await writeArchive(deps, job, record.objectKey, userId, String(user.email), user);
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + deps.retentionDays * DAY_MS);
      await deps.privacy.updateExport(exportId, { state: 'ready', size: result.size, files: result.files, readyAt, expiresAt });
      const language = typeof user.language === 'string' ? user.language : null;
      const { title, body } = privacyNoticeText(noticeLocale(language), 'exportReady');
      await deps.notifications.deliverOnce({ userId, kind: 'exportReady', title, body, entryId: exportId, dedupeKey: `export-ready-${exportId}` });
      // The archive is written and the user told in the app: a mail that cannot be queued is logged, not worth building the ZIP again.
      await deps.onReady?.({ userId, exportId, email: String(user.email), language, expiresAt }).catch((err: Error) => deps.logger.warn({ err: err.message }, 'export-ready mail not queued'));
      return { exportId, size: result.size, files: result.files };
    } catch (err) {
      // Only the last attempt marks it failed; earlier ones are retried by BullMQ.
      const last = (job.attemptsMade ?? 0) + 1 >= (job.opts.attempts ?? 1);
      if (last) await deps.privacy.updateExport(exportId, { state: 'failed', error: 'The export could not be prepared. Please try again.' }).catch(() => undefined);
      throw err;
    }
  };
}

async function writeArchive(deps: ExportDeps, job: Job, objectKey: string, userId: string, email: string, user: Record<string, unknown>): Promise<{ size: number; files: number }> {
  const zip = new ZipFile();
  const out = new PassThrough();
  const fail = (err: Error) => out.destroy(err);
  zip.on('error', fail);
  zip.outputStream.on('error', fail);
  zip.outputStream.pipe(out);

  // The same rule as the library: what was shared for the address only once the address is verified.
  const documents = await deps.data.documents(user);
  const attachments = await deps.data.diaryAttachments(userId);
  const total = documents.reduce((n, d) => n + Number(d.size ?? 0), 0) + attachments.reduce((n, e) => n + Number(e.document?.size ?? 0), 0);
  let done = 0;
  let lastReport = 0;
  const report = (force = false) => {
    if (!force && Date.now() - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = Date.now();
    void job.updateProgress({ done: Math.min(done, total), total }).catch(() => undefined);
  };
  report(true);

  /** A stored object added to the archive when yazl reaches it; bytes counted for the progress bar. */
  const addObject = (key: string, path: string, mtime: Date) =>
    zip.addReadStreamLazy(path, { compress: false, mtime }, (cb) => {
      deps.store.get(key).then((stream) => {
        stream.on('data', (chunk: Buffer) => {
          done += chunk.length;
          report();
        });
        stream.on('error', fail);
        cb(null, stream);
      }, (err: Error) => cb(err, undefined as unknown as Readable));
    });
  const addJson = (path: string, value: unknown) => zip.addBuffer(jsonOf(value), path);
  const addStream = (path: string, make: () => Readable) =>
    zip.addReadStreamLazy(path, (cb) => {
      const s = make();
      s.on('error', fail);
      cb(null, s);
    });

  const { passwordHash, ...account } = user;
  addJson('account.json', { ...account, signIn: { password: Boolean(passwordHash), clerk: Boolean(account.clerkUserId) } });
  const calendarToken = await deps.data.calendarToken(userId);
  const updates = await deps.data.updatesSubscription(email);
  addJson('settings.json', { calendarFeed: calendarToken ? { createdAt: calendarToken.createdAt } : null, updatesSubscription: updates });

  const docIndex = documents.map((d) => ({ ...d, file: `documents/files/${d.uniqueID}-${safeName(String(d.name))}`, relation: d.uploaderId === userId ? 'uploaded by me' : 'uploaded for me' }));
  addJson('documents/index.json', docIndex);
  for (const d of docIndex) addObject(String((d as Record<string, unknown>).objectKey), d.file, new Date((d as Record<string, unknown>).uploadedAt as Date));

  addStream('diary/entries.json', () => jsonArray(deps.data.diaryEntries(userId)));
  for (const e of attachments) {
    const a = e.document as { objectKey: string; name: string; uploadedAt: Date };
    addObject(a.objectKey, `diary/attachments/${String(e._id)}-${safeName(a.name)}`, new Date(a.uploadedAt));
  }

  addStream('drafts/drafts.json', () =>
    jsonArray(
      (async function* () {
        for await (const draft of deps.data.drafts(userId)) yield { ...draft, versions: await deps.data.draftVersions(userId, String(draft._id)) };
      })(),
    ),
  );
  addStream('chat/conversations.json', () => jsonArray(deps.data.chatConversations(userId)));
  addStream('notifications.json', () => jsonArray(deps.data.notifications(userId)));
  addJson('firm.json', await deps.data.firm(userId));
  if (deps.audit) addStream('audit.json', () => jsonArray(deps.audit!.streamForUser(userId)));
  zip.addBuffer(Buffer.from(ARCHIVE_README), 'README.txt');
  const files = documents.length + attachments.length;
  zip.end();

  // The smallest parts S3 allows, two in flight: about 15 MB of part buffers whatever the archive's size.
  const uploaded = await deps.store.putStream(objectKey, out, 'application/zip', { partSize: MIN_PART_SIZE, concurrency: 2 });
  done = total;
  report(true);
  deps.logger.info({ jobId: job.id, bytes: uploaded.size, files }, 'export written');
  return { size: uploaded.size, files };
}
