import { z } from 'zod';

/**
 * The audit trail's vocabulary: what is recorded (docs/audit-trail.md). One list for the BFF that
 * records, the repository that stores, the screens that filter and the export of a user's data.
 */
export const AUDIT_ACTIONS = [
  'document.uploaded',
  'document.accessed',
  'document.deleted',
  'draft.created',
  'draft.saved',
  'draft.exported',
  'draft.deleted',
  'diary.attachment.uploaded',
  'diary.attachment.opened',
  'diary.attachment.deleted',
  'firm.created',
  'firm.joined',
  'firm.role_changed',
  'firm.member_removed',
  'firm.invite_created',
  'firm.invite_revoked',
  'auth.signed_in',
  'auth.signed_out',
  'auth.password_changed',
  'auth.email_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action touched: `account` is a user's own sign-in identity (its id is the user id). */
export const AUDIT_TARGET_TYPES = ['document', 'draft', 'diaryAttachment', 'firm', 'firmMember', 'firmInvite', 'account'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The targets "Activity on my documents" shows: the papers a user owns. */
export const PAPER_TARGET_TYPES = ['document', 'draft', 'diaryAttachment'] as const satisfies readonly AuditTargetType[];

/**
 * One audit event as the BFF publishes it on the request path (Redis stream `audit:events`) and the
 * consumer stores it. `producer` + `seq` identify it: every BFF process counts its events from 1, so
 * a missing number is a lost event (and a redelivered one is stored once).
 */
export const AuditEventSchema = z.object({
  producer: z.string().min(1).max(64),
  seq: z.number().int().positive(),
  at: z.iso.datetime(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.string().min(1).max(64),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().min(1).max(200),
  /** A name to show (a document's file name, a draft's title, a member's e-mail); cleared on erasure. */
  targetLabel: z.string().max(300).nullable(),
  /** The user whose data it touched. */
  ownerId: z.string().min(1).max(64),
  /** The firm it concerns; absent means "the actor's firm when the record is written". */
  firmId: z.string().max(64).nullable().optional(),
  ip: z.string().max(64).nullable(),
  userAgent: z.string().max(512).nullable(),
  /** The server's own id of the request (never the caller's x-request-id). */
  requestId: z.string().max(64),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');

/** GET /api/audit/my-activity */
export const MyActivityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyActivityQuery = z.infer<typeof MyActivityQuerySchema>;

/** GET /api/firms/:id/audit (and its CSV): every filter optional; dates are days in India (IST), both ends included. */
export const FirmAuditQuerySchema = z.object({
  member: z.string().regex(/^[0-9a-f]{24}$/, 'member: unknown member.').optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type FirmAuditQuery = z.infer<typeof FirmAuditQuerySchema>;

const PersonSchema = z.object({
  id: z.string(),
  /** null when the account no longer exists (erased users keep only a pseudonymous id). */
  email: z.string().nullable(),
});

export const AuditRecordViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: PersonSchema.extend({ isYou: z.boolean() }),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string(), label: z.string().nullable() }),
  owner: PersonSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditRecordView = z.infer<typeof AuditRecordViewSchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditRecordViewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The most rows one CSV export holds; narrow the filters for more. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** What the audit routes answer besides records. */
export const AUDIT_TEXT = {
  /** Same answer for an unknown firm or document, another's, and a member who is not a Senior Partner. */
  notFound: 'No audit log was found here.',
  badDate: 'Use a real date as YYYY-MM-DD.',
  badRange: 'The start date must not be after the end date.',
} as const;
