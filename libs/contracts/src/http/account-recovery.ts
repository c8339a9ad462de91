/**
 * An account taken back from whoever registered its address first and never proved it (a reset by
 * the mailed link, or a sign-in through a provider that verified the address). What that person
 * could set is reset at once; what they created is listed here for the owner to keep or delete.
 */
import { z } from 'zod';
import { FIRM_ROLES } from './firms';

export const RECOVERY_ITEM_KINDS = ['draft', 'diaryEntry', 'document', 'chatConversation'] as const;
export type RecoveryItemKind = (typeof RECOVERY_ITEM_KINDS)[number];

/** The server's refusals (the SPA shows its own words for the codes). */
export const ACCOUNT_RECOVERY_TEXT = {
  nothingToReview: 'There is nothing left to review from the recovery of this account.',
  unknownItem: 'One of the items is not in the list to review.',
} as const;

export const RecoveryItemSchema = z.object({
  kind: z.enum(RECOVERY_ITEM_KINDS),
  id: z.string(),
  /** Its title, matter number or file name, as it was at recovery. */
  label: z.string(),
  createdAt: z.string(),
});
export type RecoveryItem = z.infer<typeof RecoveryItemSchema>;

/**
 * The firm the account was in at recovery (whoever registered the address may have made it, or
 * joined one, and brought others in): its members, and the invite codes that were open, which
 * recovery ended. The owner removes members and makes new codes on the firm's page.
 */
export const RecoveryFirmSchema = z.object({
  firmId: z.string(),
  name: z.string(),
  /** The account's own role in it. */
  role: z.enum(FIRM_ROLES),
  members: z.array(z.object({ userId: z.string(), email: z.string(), role: z.enum(FIRM_ROLES), joinedAt: z.string() })),
  endedInvites: z.array(z.object({ code: z.string(), createdAt: z.string(), expiresAt: z.string().nullable() })),
});
export type RecoveryFirm = z.infer<typeof RecoveryFirmSchema>;

/** GET /api/account/recovery: null when the account was never recovered, or its review is done. */
export const RecoveryReviewSchema = z.object({
  review: z
    .object({
      recoveredAt: z.string(),
      /** What was reset at recovery (mail preferences, interface language, calendar feed, mailed links). */
      reset: z.array(z.string()),
      items: z.array(RecoveryItemSchema),
      firm: RecoveryFirmSchema.nullable().default(null),
    })
    .nullable(),
});
export type RecoveryReview = z.infer<typeof RecoveryReviewSchema>;

/** POST /api/account/recovery/resolve: the listed items to delete; every other listed item is kept. */
export const RecoveryResolveRequestSchema = z.strictObject({
  delete: z.array(z.strictObject({ kind: z.enum(RECOVERY_ITEM_KINDS), id: z.string().min(1).max(64) })).max(500),
});
export type RecoveryResolveRequest = z.infer<typeof RecoveryResolveRequestSchema>;

export const RecoveryResolveAnswerSchema = z.object({ deleted: z.number().int(), kept: z.number().int() });
export type RecoveryResolveAnswer = z.infer<typeof RecoveryResolveAnswerSchema>;
