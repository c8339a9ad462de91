/**
 * `account.erase`: after the grace period, removes everything of one account. Idempotent (a retry
 * after a crash finds less to do), and a no-op when the deletion was cancelled or rescheduled since
 * the job was queued (its id no longer matches the pending deletion).
 *
 * - Records: the user, their documents, diary entries and calendar token, drafts and versions, chat
 *   conversations, notifications, exports, updates subscription, pending deletion.
 * - Objects: document files, diary attachments, exports, and the extraction-cache entries of their
 *   files' SHA-256. A cache entry is removed even when another user holds identical bytes: it is
 *   only a speed-up (that user's next question extracts again), and keeping it would keep text
 *   derived from the erased user's upload.
 * - Unlinked, not removed: documents others uploaded *for* this e-mail stay with their uploader
 *   (addressed back to the uploader); firms, invites and tasks they created keep the audit
 *   pseudonym as creator; the audit log keeps its records with the pseudonym as actor and owner.
 * - Firm: a member leaves; a sole Senior Partner's one-person firm is closed; if members joined
 *   a sole Senior Partner's firm during the grace period, the longest-standing one becomes Senior Partner.
 * - Sessions (Redis), pending hearing-reminder jobs and mails not yet sent to the address are removed.
 * A deletion report with counts and the pseudonym (no id, no e-mail) is stored and logged.
 */
import { AccountEraseJobSchema, QUEUES } from '@lexmitra/contracts';
import { AccountEraser, AuditRepository, COLLECTIONS, DocumentReader, PersonalData, PrivacyRepository } from '@lexmitra/data';
import { JobFailureError, JobHandler } from '@lexmitra/platform';
import { extractionCacheKey, ObjectStore } from '@lexmitra/storage';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';

export interface EraseDeps {
  ready: () => Promise<unknown>;
  data: PersonalData;
  eraser: AccountEraser;
  privacy: PrivacyRepository;
  audit?: AuditRepository;
  store: ObjectStore;
  redis: Redis;
  queues: (name: (typeof QUEUES)[keyof typeof QUEUES]) => Queue;
  logger: Logger;
}

export type EraseOutcome = { erased: true; subject: string; records: Record<string, number>; objects: Record<string, number> } | { erased: false; reason: string };

/** Session keys of bff/src/auth/sessions.service.ts: `sess:<sha256(token)>` → {userId, email, createdAt}. */
const SESSION_PATTERN = 'sess:*';

export function accountEraseHandler(deps: EraseDeps): JobHandler {
  return async (job: Job): Promise<EraseOutcome> => {
    const parsed = AccountEraseJobSchema.safeParse(job.data);
    if (!parsed.success) throw new JobFailureError('INVALID_JOB', 'invalid account.erase data');
    const { userId } = parsed.data;
    await deps.ready();
    const pending = await deps.privacy.pendingDeletion(userId);
    if (!pending || pending.jobId !== job.id) return { erased: false, reason: 'cancelled' };
    if (pending.eraseAt.getTime() > Date.now() + 1000) return { erased: false, reason: 'not due' };
    const outcome = await erase(deps, userId);
    await deps.privacy.addReport({ subject: outcome.subject, requestedAt: pending.requestedAt, erasedAt: new Date(), records: outcome.records, objects: outcome.objects, notes: outcome.notes });
    // Last: while it exists a retry still knows there is work to finish.
    await deps.privacy.cancelDeletion(userId, pending.jobId);
    deps.logger.info({ jobId: job.id, subject: outcome.subject, records: outcome.records, objects: outcome.objects, notes: outcome.notes }, 'account erased');
    return { erased: true, subject: outcome.subject, records: outcome.records, objects: outcome.objects };
  };
}

async function erase(deps: EraseDeps, userId: string) {
  const { data, eraser, store } = deps;
  const records: Record<string, number> = {};
  const objects: Record<string, number> = { documents: 0, diaryAttachments: 0, exports: 0, extractionCache: 0 };
  const notes: string[] = [];
  const count = (key: string, n: number) => void (records[key] = (records[key] ?? 0) + n);

  const user = await data.user(userId);
  const email = typeof user?.email === 'string' ? user.email : null;
  const { pseudonym, records: auditRecords } = deps.audit ? await deps.audit.pseudonymiseActor(userId) : { pseudonym: `erased-${randomBytes(12).toString('hex')}`, records: 0 };
  count('audit_records (pseudonymised)', auditRecords);

  await eraser.leaveFirm(userId, count, notes);
  await eraser.pseudonymiseCreator(userId, pseudonym, count);

  const removeObject = async (key: string, kind: string) => {
    await store.remove(key);
    objects[kind]++;
  };
  const hashes = new Set<string>();
  for (const doc of await eraser.uploadedFiles(userId)) {
    await removeObject(String(doc.objectKey), 'documents');
    hashes.add(String(doc.sha256));
  }
  await eraser.removeDocuments(userId, user as DocumentReader | null, count);

  for (const entry of await data.diaryAttachments(userId)) {
    await removeObject(String(entry.document.objectKey), 'diaryAttachments');
    hashes.add(String(entry.document.sha256));
  }
  for (const sha of hashes) {
    if (await store.exists(extractionCacheKey(sha))) await removeObject(extractionCacheKey(sha), 'extractionCache');
  }
  await eraser.removeOwnRecords(userId, email, count);

  for (const exp of await deps.privacy.listExports(userId)) {
    if (await store.exists(exp.objectKey)) await removeObject(exp.objectKey, 'exports');
    await deps.queues(QUEUES.privacy).remove(exp.jobId).catch(() => undefined);
  }
  count(COLLECTIONS.accountExports, await deps.privacy.deleteExports(userId));

  count('hearing reminder jobs', await removeJobsOf(deps.queues(QUEUES.reminders), (d) => d.userId === userId));
  // Mails still waiting (or kept as failed) for the address.
  if (email) count('mail jobs', await removeJobsOf(deps.queues(QUEUES.mail), (d) => d.to === email));
  count('sessions', await removeSessions(deps.redis, userId));
  await eraser.removeUser(userId, count);
  return { subject: pseudonym, records, objects, notes };
}

/** Jobs of a queue, in any state but running, whose data names the user (hearing reminders, mails). */
async function removeJobsOf(queue: Queue, names: (data: { userId?: unknown; to?: unknown }) => boolean): Promise<number> {
  let removed = 0;
  for (const job of await queue.getJobs(['delayed', 'waiting', 'prioritized', 'completed', 'failed'], 0, 10_000)) {
    if (job?.data && names(job.data as { userId?: unknown; to?: unknown })) {
      await job.remove().catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

/** Every sign-in session of the user: Redis keeps no index by user, so the keys are scanned. */
async function removeSessions(redis: Redis, userId: string): Promise<number> {
  let cursor = '0';
  let removed = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', SESSION_PATTERN, 'COUNT', 500);
    cursor = next;
    if (!keys.length) continue;
    const values = await redis.mget(...keys);
    const mine = keys.filter((_, i) => {
      try {
        return (JSON.parse(values[i] ?? 'null') as { userId?: string } | null)?.userId === userId;
      } catch {
        return false;
      }
    });
    if (mine.length) removed += await redis.del(...mine);
  } while (cursor !== '0');
  return removed;
}
