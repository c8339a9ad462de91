import { z } from 'zod';

/** Domain events published over the Redis transport; consumers may live in any process. */
export const EVENTS = {
  documentUploaded: 'document.uploaded',
  draftSaved: 'draft.saved',
  diaryEntryChanged: 'diary.entry.changed',
  casesImported: 'cases.imported',
  jobProgress: 'job.progress',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export const JobProgressEventSchema = z.object({
  jobId: z.string(),
  queue: z.string(),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type JobProgressEvent = z.infer<typeof JobProgressEventSchema>;

/** `document.uploaded`: published once the document's record is stored (its bytes are already in MinIO). */
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

/** `diary.entry.changed`: an advocate's diary entry was created, updated or deleted. */
export const DiaryEntryChangedEventSchema = z.object({
  entryId: z.string(),
  userId: z.string(),
  change: z.enum(['created', 'updated', 'deleted']),
  upcomingDate: z.string(),
  upcomingTime: z.string(),
  at: z.string(),
});
export type DiaryEntryChangedEvent = z.infer<typeof DiaryEntryChangedEventSchema>;
