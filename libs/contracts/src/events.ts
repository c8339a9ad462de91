import { z } from 'zod';

/**
 * Domain events published over the Redis transport (@nestjs/microservices); consumers may live in
 * any process and subscribe with `@EventPattern(EVENTS.x)`. Delivery is fire-and-forget pub/sub:
 * a consumer that is down misses events, so each consumer must be able to catch up from the
 * database (as search-service does for `cases.imported`). docs/domain-events.md lists them.
 */
export const EVENTS = {
  documentUploaded: 'document.uploaded',
  draftSaved: 'draft.saved',
  diaryEntryChanged: 'diary.entry.changed',
  casesImported: 'cases.imported',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/**
 * `document.uploaded`: published by the BFF once the document's record is stored (its bytes are
 * already in MinIO). Public integration point: nothing in this repository subscribes yet (the audit
 * trail records uploads itself, with the request's IP and user agent: docs/audit-trail.md).
 */
export const DocumentUploadedEventSchema = z.object({
  uniqueID: z.string(),
  objectKey: z.string(),
  name: z.string(),
  kind: z.enum(['pdf', 'doc', 'docx']),
  contentType: z.string(),
  size: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  uploaderId: z.string(),
  email: z.string(),
  uploadedAt: z.string(),
});
export type DocumentUploadedEvent = z.infer<typeof DocumentUploadedEventSchema>;

/**
 * `draft.saved`: published by the BFF after a save (a new version) is stored. Public integration
 * point: nothing in this repository subscribes yet (the audit trail records saves itself).
 */
export const DraftSavedEventSchema = z.object({
  draftId: z.string(),
  userId: z.string(),
  version: z.number().int().positive(),
  title: z.string(),
  templateUrl: z.string().nullable(),
  size: z.number().int().nonnegative(),
  savedAt: z.string(),
});
export type DraftSavedEvent = z.infer<typeof DraftSavedEventSchema>;

/**
 * `diary.entry.changed`: published by the BFF when an advocate's diary entry is created, updated
 * or deleted. Public integration point: nothing in this repository subscribes yet (hearing
 * reminders are scheduled by the BFF directly, not from this event).
 */
export const DiaryEntryChangedEventSchema = z.object({
  entryId: z.string(),
  userId: z.string(),
  change: z.enum(['created', 'updated', 'deleted']),
  upcomingDate: z.string(),
  upcomingTime: z.string(),
  at: z.string(),
});
export type DiaryEntryChangedEvent = z.infer<typeof DiaryEntryChangedEventSchema>;

/**
 * `cases.imported`: published by the case importer (`npm run cases:import`); consumed by every
 * search-service replica serving `database`, which refreshes its index.
 */
export const CasesImportedEventSchema = z.object({
  database: z.string(),
  /** Changed ids when few; absent means "rebuild from the collection". */
  caseIds: z.array(z.string()).optional(),
  at: z.string(),
});
export type CasesImportedEvent = z.infer<typeof CasesImportedEventSchema>;
