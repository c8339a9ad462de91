import { z } from 'zod';

/** BullMQ queue names: one per worker service. */
export const QUEUES = {
  ai: 'ai',
  convert: 'convert',
  /** Delayed hearing reminders of the advocate diary (processed by ai-worker, the general background worker). */
  reminders: 'reminders',
  /** The mail outbox: every mail the product sends, rendered and sent by ai-worker through SMTP_URL. */
  mail: 'mail',
  /**
   * Chat answers (processed by ai-worker with CHAT_CONCURRENCY slots of their own), apart from the
   * document jobs on `ai`, so long documents never hold up a chat reply.
   */
  chat: 'chat',
  /** Export my data, account erasure and the retention sweep (processed by ai-worker: it has MongoDB and S3). */
  privacy: 'privacy',
  /**
   * Imports of the open judgment datasets (processed by ai-worker: it has MongoDB, S3 and the
   * document extractors). Each job is a batch of one tar part's PDFs, so several workers share a year.
   */
  caseImport: 'case-import',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names, grouped by queue. */
export const JOBS = {
  healthPing: 'health.ping',
  /** chat queue: a legal chat answer (see http/chat.ts ChatAnswerJobSchema). */
  chatAnswer: 'chat.answer',
  /** convert queue: a draft rendered to PDF or DOCX (see http/drafts.ts). */
  draftConvert: 'draft.convert',
  /** reminders queue: one hearing reminder of a diary entry, delayed until it is due. */
  hearingReminder: 'diary.hearing-reminder',
  /** mail queue: one mail (template + data), rendered in the account's language and sent over SMTP. */
  mailSend: 'mail.send',
  /** privacy queue: one user's data as a ZIP streamed into object storage. */
  accountExport: 'account.export',
  /** privacy queue: erase one account, delayed by the deletion grace period. */
  accountErase: 'account.erase',
  /** privacy queue: the repeatable retention sweep (job results, expired exports, lifecycle rules, old audit records). */
  retentionSweep: 'retention.sweep',
  /** case-import queue: read a batch of judgment PDFs from one tar part of a dataset year and store them. */
  caseImportBatch: 'case-import.batch',
} as const;

/** One judgment file of a case-import batch: the English PDF of a metadata row, or another language's PDF of a case. */
export const CaseImportMemberSchema = z.object({
  /** Member name in the tar part ("<path>_EN.pdf"). */
  name: z.string().max(300),
  case_id: z.string().max(120),
  lang: z.string().regex(/^[a-z]{2,3}$/),
  /** The metadata row mapped to a judgment (English members only; see libs/caselaw datasets/layout.ts). */
  record: z.record(z.string(), z.unknown()).optional(),
});
export type CaseImportMember = z.infer<typeof CaseImportMemberSchema>;

export const CaseImportJobSchema = z.object({
  runId: z.string().max(80),
  pass: z.number().int().min(1),
  year: z.number().int(),
  /** Absolute path of the tar part, on a disk every import worker mounts at the same place. */
  tar: z.string().max(1000),
  members: z.array(CaseImportMemberSchema).min(1).max(500),
});
export type CaseImportJob = z.infer<typeof CaseImportJobSchema>;

export const AccountExportJobSchema = z.object({ exportId: z.string(), userId: z.string() });
export type AccountExportJob = z.infer<typeof AccountExportJobSchema>;
export const AccountEraseJobSchema = z.object({ userId: z.string() });
export type AccountEraseJob = z.infer<typeof AccountEraseJobSchema>;

/** The mails the product sends (libs/mail has their English, Hindi and Bengali texts). */
export const MAIL_TEMPLATES = [
  'verifyEmail', 'signupAttempt', 'passwordReset', 'passwordChanged', 'loginFailures',
  'hearingReminder', 'firmInvite', 'documentShared', 'updatesConfirm', 'contactMessage', 'exportReady',
  'emailChangeVerify', 'emailChangeNotice', 'emailChangeAttempt',
  'deletionScheduled', 'deletionFailures',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];
export const MAIL_LOCALES = ['en', 'hi', 'bn'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/** Notifications a person can turn off (one-click unsubscribe, account settings); account mails cannot be. */
export const MAIL_CATEGORIES = ['hearingReminders', 'documentShared', 'firmInvites', 'updates'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/**
 * `mail.send`: the worker renders the template with `data` (plain strings: names, links) and sends it.
 * `unsubscribe` (notifications only): `page` goes in the footer, `oneClick` in the List-Unsubscribe
 * header with one-click POST (RFC 8058).
 */
export const MailJobSchema = z.object({
  to: z.email().max(254),
  template: z.enum(MAIL_TEMPLATES),
  locale: z.enum(MAIL_LOCALES).default('en'),
  data: z.record(z.string(), z.string().max(10_000)).default({}),
  unsubscribe: z.object({ page: z.url(), oneClick: z.url() }).optional(),
  replyTo: z.email().max(254).optional(),
});
export type MailJob = z.input<typeof MailJobSchema>;

/** How a mail job is retried, by every producer: an SMTP server may be away for minutes. */
export const MAIL_RETRY = { attempts: 8, backoff: { type: 'exponential' as const, delay: 15_000 } };

export const HealthPingJobSchema = z.object({ requestedAt: z.string() });
export type HealthPingJob = z.infer<typeof HealthPingJobSchema>;

export const HealthPingResultSchema = z.object({
  service: z.string(),
  pid: z.number().int(),
  requestedAt: z.string(),
  answeredAt: z.string(),
});
export type HealthPingResult = z.infer<typeof HealthPingResultSchema>;

/** Request/response patterns on the Redis transport (@nestjs/microservices). */
export const MESSAGE_PATTERNS = {
  searchPing: 'search.ping',
  /** Case search; sent on searchChannel(pattern, database), see http/cases.ts. */
  searchQuery: 'search.query',
  searchMeta: 'search.meta',
} as const;

/** `diary.hearing-reminder`: fireAt is checked again against the entry when the job runs, so a stale job delivers nothing. */
export const HearingReminderJobSchema = z.object({
  entryId: z.string(),
  userId: z.string(),
  kind: z.enum(['dayBefore', 'morningOf']),
  fireAt: z.string(),
});
export type HearingReminderJob = z.infer<typeof HearingReminderJobSchema>;

/**
 * One job id per entry, kind and due time. Including the time means a job that is already running
 * (and so cannot be removed) never blocks adding its replacement; the old state names the old jobs.
 */
export const hearingReminderJobId = (entryId: string, kind: HearingReminderJob['kind'], fireAt: Date) => `hearing-reminder-${entryId}-${kind}-${fireAt.getTime()}`;

/**
 * Where a job came from, kept beside its payload under JOB_META_KEY (payload schemas ignore it):
 * the id of the HTTP request that enqueued it, so the BFF's request log and the worker's job log
 * of one user action share an id.
 */
export const JOB_META_KEY = '_meta';
export const JobMetaSchema = z.object({ requestId: z.string().max(64).optional() });
export type JobMeta = z.infer<typeof JobMetaSchema>;

/** The request id a job carries, if any (never throws on odd data). */
export function jobRequestId(data: unknown): string | undefined {
  const meta = JobMetaSchema.safeParse((data as Record<string, unknown> | null)?.[JOB_META_KEY]);
  return meta.success ? meta.data.requestId : undefined;
}
