/**
 * Export my data and delete my account (issue 20). The work runs on ai-worker's `privacy` queue:
 * the export as a job the user follows on GET /api/jobs/:id/events, the erasure as a job delayed by
 * the grace period. This service checks who asks, records the request and hands out links.
 */
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { CLERK_REAUTH_MAX_MINUTES, DeletionStatus, ErrorCodes, ExportStatus, JOBS, PRIVACY_TEXT, QUEUES } from '@lexmitra/contracts';
import { AccountExportRecord, DeletionPendingError, FirmsRepository, NotificationsRepository, PrivacyRepository, UsersRepository } from '@lexmitra/data';
import { noticeLocale, privacyNoticeText } from '@lexmitra/mail';
import { LoginThrottle } from '../auth/login-throttle.service';
import { mailLocale, MailOutbox } from '../mail/mail-outbox.service';
import { OBJECT_PREFIXES } from '@lexmitra/storage';
import { createHash, randomBytes } from 'node:crypto';
import { BearerLinks, exportLinksKey } from '../auth/bearer-links.service';
import { SessionsService } from '../auth/sessions.service';
import { AuthUser } from '../common/decorators';
import { verifyPassword } from '../auth/password';
import { ApiException, badRequest, forbidden, notFound } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { FAILED_JOB_RETENTION_S, randomJobId, withJobMeta } from '../infra/queue.service';
import { QueueService } from '../infra/queue.service';
import { RedisService } from '../infra/redis.service';

const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, ErrorCodes.CONFLICT, message);
const DAY_MS = 86_400_000;
/** An export still queued or running after this long is taken to have died: a new one may start. */
const EXPORT_STALE_MS = 3_600_000;
/** When the account goes, as the owner reads it (Indian time, in the mail's language). */
const ERASE_DATE = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  bn: new Intl.DateTimeFormat('bn-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
} as const;
const linkKey = (token: string) => `privacy:export-link:${createHash('sha256').update(token).digest('hex')}`;

@Injectable()
export class PrivacyService {
  constructor(
    private readonly privacy: PrivacyRepository,
    private readonly users: UsersRepository,
    private readonly firms: FirmsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly queues: QueueService,
    private readonly redis: RedisService,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionsService,
    private readonly links: BearerLinks,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get graceMs(): number {
    return this.config.ACCOUNT_DELETION_GRACE_SECONDS !== undefined ? this.config.ACCOUNT_DELETION_GRACE_SECONDS * 1000 : this.config.ACCOUNT_DELETION_GRACE_DAYS * DAY_MS;
  }

  async requestExport(user: AuthUser, requestId?: string): Promise<ExportStatus> {
    const latest = await this.privacy.latestExport(user.id);
    if (latest && (latest.state === 'queued' || latest.state === 'running') && Date.now() - latest.requestedAt.getTime() < EXPORT_STALE_MS) throw conflict(PRIVACY_TEXT.exportRunning);
    const exportId = randomJobId();
    const record = await this.privacy.createExport({
      _id: exportId, userId: user.id, jobId: randomJobId(), state: 'queued', objectKey: `${OBJECT_PREFIXES.exports}${exportId}.zip`,
      size: null, files: null, error: null, requestedAt: new Date(), readyAt: null, expiresAt: null,
    });
    await this.queues.queue(QUEUES.privacy).add(JOBS.accountExport, withJobMeta({ exportId, userId: user.id }, requestId), {
      jobId: record.jobId, attempts: 2, backoff: { type: 'exponential', delay: 2000 },
      // Kept an hour for the job stream; the retention sweep removes what is older.
      removeOnComplete: { age: 3600 }, removeOnFail: { age: FAILED_JOB_RETENTION_S },
    });
    return this.view(record);
  }

  async latestExport(user: AuthUser): Promise<ExportStatus | null> {
    const latest = await this.privacy.latestExport(user.id);
    return latest ? this.view(latest) : null;
  }

  /** The export behind a download link: the link's token and the signed-in owner must both match, else 404. */
  async openExport(user: AuthUser, exportId: string, token: string): Promise<AccountExportRecord> {
    if (!/^[\w-]{10,64}$/.test(exportId) || !/^[\w-]{20,100}$/.test(token)) throw notFound(PRIVACY_TEXT.exportNotFound);
    const raw = await this.redis.client.get(linkKey(token));
    const link = raw ? (JSON.parse(raw) as { exportId: string; userId: string }) : null;
    const record = link && link.exportId === exportId && link.userId === user.id ? await this.privacy.findExport(user.id, exportId) : null;
    if (!record || record.state !== 'ready' || (record.expiresAt && record.expiresAt.getTime() <= Date.now())) throw notFound(link ? PRIVACY_TEXT.exportNotFound : PRIVACY_TEXT.linkExpired);
    return record;
  }

  private async view(r: AccountExportRecord): Promise<ExportStatus> {
    const expired = r.state === 'ready' && r.expiresAt !== null && r.expiresAt.getTime() <= Date.now();
    let downloadUrl: string | null = null;
    let linkExpiresAt: string | null = null;
    if (r.state === 'ready' && !expired) {
      const token = randomBytes(24).toString('base64url');
      const ttl = this.config.EXPORT_LINK_TTL_MINUTES * 60;
      // Indexed by account too, so a reset or "sign out everywhere" can end every link handed out.
      await this.redis.client.multi()
        .set(linkKey(token), JSON.stringify({ exportId: r._id, userId: r.userId }), 'EX', ttl)
        .sadd(exportLinksKey(r.userId), linkKey(token))
        .expire(exportLinksKey(r.userId), ttl)
        .exec();
      downloadUrl = `/api/account/export/${encodeURIComponent(r._id)}/download?token=${token}`;
      linkExpiresAt = new Date(Date.now() + ttl * 1000).toISOString();
    }
    return {
      exportId: r._id, jobId: r.jobId, state: expired ? 'expired' : r.state, requestedAt: r.requestedAt.toISOString(),
      readyAt: r.readyAt?.toISOString() ?? null, expiresAt: r.expiresAt?.toISOString() ?? null, size: r.size, downloadUrl, linkExpiresAt, error: r.error,
    };
  }

  async deletionStatus(userId: string): Promise<DeletionStatus> {
    const p = await this.privacy.pendingDeletion(userId);
    return p ? { state: 'scheduled', requestedAt: p.requestedAt.toISOString(), eraseAt: p.eraseAt.toISOString(), graceDays: this.graceMs / DAY_MS } : { state: 'none', graceDays: this.graceMs / DAY_MS };
  }

  /**
   * Confirmed by the password of a local account, or by a Clerk session whose first factor was
   * verified in the last CLERK_REAUTH_MAX_MINUTES. Wrong passwords count against the same
   * (account, IP) pair as sign-in (a stolen session must not become a free password oracle), and
   * repeated ones are mailed to the owner. A sole Senior Partner of a firm with other members is
   * refused (409) until they hand over. The owner is mailed when a deletion is scheduled, and every
   * session and bearer link of the account ends (the grace period keeps the data, not the access).
   */
  async requestDeletion(user: AuthUser, password: string | undefined, clerkFactorAgeMinutes: number | undefined, ip: string): Promise<DeletionStatus> {
    const account = await this.users.findById(user.id);
    if (!account) throw notFound(PRIVACY_TEXT.noAccount);
    const freshClerk = user.via === 'clerk' && clerkFactorAgeMinutes !== undefined && clerkFactorAgeMinutes <= CLERK_REAUTH_MAX_MINUTES;
    if (!freshClerk) {
      if (!account.passwordHash) throw forbidden(PRIVACY_TEXT.clerkReauth);
      if (!password) throw badRequest(PRIVACY_TEXT.passwordRequired);
      await this.throttle.attempt(account.email, ip);
      if (!(await verifyPassword(password, account.passwordHash))) {
        if (await this.throttle.failed(account.email)) {
          const count = String(await this.throttle.failuresOf(account.email));
          await this.outbox.send({ to: account.email, template: 'deletionFailures', locale: mailLocale(account.language), data: { count, resetUrl: this.outbox.link('/forgot-password') } });
        }
        throw forbidden(PRIVACY_TEXT.wrongPassword);
      }
      await this.throttle.succeeded(account.email, ip);
    }
    await this.assertFirmRules(user.id);
    const requestedAt = new Date();
    const pending = { userId: user.id, jobId: randomJobId(), requestedAt, eraseAt: new Date(requestedAt.getTime() + this.graceMs) };
    try {
      await this.privacy.scheduleDeletion(pending);
    } catch (err) {
      if (err instanceof DeletionPendingError) return this.deletionStatus(user.id);
      throw err;
    }
    await this.queues.queue(QUEUES.privacy).add(JOBS.accountErase, { userId: user.id }, {
      jobId: pending.jobId, delay: this.graceMs, attempts: 5, backoff: { type: 'exponential', delay: 10_000 },
      removeOnComplete: true, removeOnFail: { age: FAILED_JOB_RETENTION_S },
    });
    // Signed out everywhere: no session, old cookie or link reads the account during the grace period.
    await this.sessions.destroyAll(user.id);
    await this.links.endAll(user.id, 'sign-out-everywhere');
    const locale = mailLocale(account.language);
    await this.outbox.send({
      to: account.email, template: 'deletionScheduled', locale,
      // Signing in asks whether to cancel.
      data: { eraseAt: ERASE_DATE[locale].format(pending.eraseAt), link: this.outbox.link('/dashboard/privacy') },
    });
    return this.deletionStatus(user.id);
  }

  private async assertFirmRules(userId: string): Promise<void> {
    const me = await this.firms.membershipOf(userId);
    if (!me || me.role !== 'Senior Partner') return;
    const members = await this.firms.membersOf(me.firmId);
    const otherSeniors = members.filter((m) => m.userId !== userId && m.role === 'Senior Partner').length;
    if (members.length > 1 && otherSeniors === 0) throw conflict(PRIVACY_TEXT.soleSeniorPartner);
  }

  /** Cancels a pending deletion; true when there was one. `signedIn` also tells the user why. */
  async cancelDeletion(userId: string, signedIn = false): Promise<boolean> {
    const pending = await this.privacy.pendingDeletion(userId);
    if (!pending || !(await this.privacy.cancelDeletion(userId, pending.jobId))) return false;
    await (await this.queues.queue(QUEUES.privacy).getJob(pending.jobId))?.remove().catch(() => undefined);
    if (signedIn) {
      const { title, body } = privacyNoticeText(noticeLocale(await this.users.languageOf(userId)), 'deletionCancelled');
      await this.notifications.deliverOnce({ userId, kind: 'deletionCancelled', title, body, entryId: pending.jobId, dedupeKey: `deletion-cancelled-${pending.jobId}` });
    }
    return true;
  }
}
