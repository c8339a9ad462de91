import { z } from 'zod';

/**
 * Privacy controls (issue 20): export my data and delete my account.
 * POST /api/account/export → 202 ExportStatus; GET /api/account/export → the latest (or null);
 * the ZIP is downloaded from `downloadUrl` (same origin, signed in, valid EXPORT_LINK_TTL_MINUTES).
 */
export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

export const ExportStatusSchema = z.object({
  exportId: z.string(),
  /** Follow it on GET /api/jobs/:jobId/events (progress in bytes written). */
  jobId: z.string(),
  state: z.enum(EXPORT_STATES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the ZIP is removed (retention); null until it is ready. */
  expiresAt: z.string().nullable(),
  size: z.number().int().nonnegative().nullable(),
  /** A short-lived link, present only while the export is ready. */
  downloadUrl: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type ExportStatus = z.infer<typeof ExportStatusSchema>;

export const ExportAnswerSchema = z.object({ export: ExportStatusSchema.nullable() });
export type ExportAnswer = z.infer<typeof ExportAnswerSchema>;

/** The result of the `account.export` job, as the job stream reports it when it completes. */
export const AccountExportResultSchema = z.object({ exportId: z.string(), size: z.number().int().nonnegative(), files: z.number().int().nonnegative() });
export type AccountExportResult = z.infer<typeof AccountExportResultSchema>;

/** POST /api/account/deletion: the password of a local account; a Clerk account signs in again instead. */
export const DeletionRequestSchema = z.strictObject({ password: z.string().max(1024).optional() });

/** GET /api/account/export/:id/download?token= (the link of ExportStatus.downloadUrl). */
export const ExportDownloadParamsSchema = z.object({ id: z.string().max(64) });
export const ExportDownloadQuerySchema = z.object({ token: z.string().max(100) });
export type DeletionRequest = z.infer<typeof DeletionRequestSchema>;

export const DeletionStatusSchema = z.discriminatedUnion('state', [
  /** graceDays: how long a deletion would wait if asked for now (ACCOUNT_DELETION_GRACE_DAYS). */
  z.object({ state: z.literal('none'), graceDays: z.number() }),
  z.object({ state: z.literal('scheduled'), requestedAt: z.string(), eraseAt: z.string(), graceDays: z.number() }),
]);
export type DeletionStatus = z.infer<typeof DeletionStatusSchema>;

export const PRIVACY_TEXT = {
  passwordRequired: 'Please enter your password to confirm.',
  wrongPassword: 'That password is not right.',
  clerkReauth: 'Please sign in again (within the last 10 minutes) to confirm, then retry.',
  soleSeniorPartner:
    'You are the only Senior Partner of your firm. Make another member a Senior Partner, or remove the other members, before deleting your account.',
  exportRunning: 'An export is already being prepared.',
  exportNotFound: 'No such export.',
  linkExpired: 'This download link has expired. Open the Privacy page for a new one.',
  notScheduled: 'Your account is not scheduled for deletion.',
  noAccount: 'No such account.',
  deletionCancelledTitle: 'Account deletion cancelled',
  deletionCancelledBody: 'You signed in during the grace period, so your account will not be deleted.',
  deletionPending: 'This account is due to be deleted. Sign in and cancel the deletion to keep it.',
  exportReadyTitle: 'Your data export is ready',
  exportReadyBody: 'Download it from the Privacy page before the link expires.',
} as const;

/** Minutes within which a Clerk session must have verified its first factor to confirm a deletion. */
export const CLERK_REAUTH_MAX_MINUTES = 10;
