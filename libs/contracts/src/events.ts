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
