import { z } from 'zod';
import { asciiDigits } from '../digits';
import { text } from '../text';

/** docs/product.md §5: stage choices of a diary entry; '' is "none". */
export const DIARY_STAGES = ['Hearing', 'Affidavit', 'Arguments', 'Judgment'] as const;
export type DiaryStage = (typeof DIARY_STAGES)[number];

/** Diary times are wall-clock times in India (IST, UTC+05:30 all year, no daylight saving). */
export const DIARY_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = 330 * 60_000;

export const DIARY_TEXT = {
  badDate: 'Please enter a real date as YYYY-MM-DD.',
  badTime: 'Please enter a time as hh:mm.',
  badRange: 'The start of the date range must not be after its end.',
  notFound: 'Diary entry not found.',
  notPdf: 'Only PDF files can be attached to a diary entry.',
  tooLarge: (maxBytes: number) => `The PDF is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
  noFile: 'Choose a PDF file to attach.',
  badToken: 'This calendar link is not valid. Create a new one in the Adv Diary.',
  noDocument: 'This diary entry has no document.',
} as const;

/** A real calendar date (2025-02-30 is refused), or '' for "not set". */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
export const DIARY_COURT_MAX = 200;
export const DIARY_COURTROOM_MAX = 60;
const DateField = z.string().trim().refine((v) => v === '' || isIsoDate(v), DIARY_TEXT.badDate);
const TimeField = z.string().trim().regex(/^(?:$|(?:[01]\d|2[0-3]):[0-5]\d)$/, DIARY_TEXT.badTime);
const Stage = z.union([z.enum(DIARY_STAGES), z.literal('')]);

/**
 * POST /api/diary/entries. docs/product.md §5: no field is required, empty entries are allowed; but a date or
 * time that is given must parse. Strict: an owner or id sent by the client is refused, not ignored.
 */
export const DiaryEntryInputSchema = z.strictObject({
  matterNo: text({ max: 200 }).trim().default(''),
  partyName: text({ max: 200 }).trim().default(''),
  upcomingDate: DateField.default(''),
  /** 24-hour HH:mm; the form's AM/PM choice is applied before sending (see to24Hour). */
  upcomingTime: TimeField.default(''),
  nextDate: DateField.default(''),
  stage: Stage.default(''),
  /** Where the matter is heard: the court ("District Court, Saket") and the courtroom or bench ("Court No. 4"). */
  court: text({ max: DIARY_COURT_MAX }).trim().default(''),
  courtroom: text({ max: DIARY_COURTROOM_MAX }).trim().default(''),
  notes: text({ max: 5000 }).default(''),
});
export type DiaryEntryInput = z.infer<typeof DiaryEntryInputSchema>;

/** PATCH /api/diary/entries/:id: any subset of the fields. */
export const DiaryEntryPatchSchema = z.strictObject({
  matterNo: text({ max: 200 }).trim().optional(),
  partyName: text({ max: 200 }).trim().optional(),
  upcomingDate: DateField.optional(),
  upcomingTime: TimeField.optional(),
  nextDate: DateField.optional(),
  stage: Stage.optional(),
  court: text({ max: DIARY_COURT_MAX }).trim().optional(),
  courtroom: text({ max: DIARY_COURTROOM_MAX }).trim().optional(),
  notes: text({ max: 5000 }).optional(),
});
export type DiaryEntryPatch = z.infer<typeof DiaryEntryPatchSchema>;

export const DiaryAttachmentSchema = z.object({ name: z.string(), size: z.number().int().nonnegative(), uploadedAt: z.string() });
export type DiaryAttachment = z.infer<typeof DiaryAttachmentSchema>;

export const DiaryEntrySchema = z.object({
  id: z.string(),
  matterNo: z.string(),
  partyName: z.string(),
  upcomingDate: z.string(),
  upcomingTime: z.string(),
  nextDate: z.string(),
  stage: Stage,
  court: z.string(),
  courtroom: z.string(),
  notes: z.string(),
  /** The attached PDF, or null (docs/product.md §3). Bytes: GET .../:id/document. */
  document: DiaryAttachmentSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiaryEntry = z.infer<typeof DiaryEntrySchema>;

/** GET /api/diary/entries?matterNo=&from=&to= (matter number: part of it, any case; dates inclusive). */
export const DiaryListQuerySchema = z
  .object({
    matterNo: text({ max: 200 }).trim().optional(),
    from: DateField.optional(),
    to: DateField.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: DIARY_TEXT.badRange, path: ['from'] });
export type DiaryListQuery = z.infer<typeof DiaryListQuerySchema>;
export const DiaryListAnswerSchema = z.object({ items: z.array(DiaryEntrySchema) });
export type DiaryListAnswer = z.infer<typeof DiaryListAnswerSchema>;

/** POST /api/diary/calendar-token: a new secret feed address; the previous one stops working. */
export const CalendarTokenAnswerSchema = z.object({ token: z.string(), url: z.string() });
export type CalendarTokenAnswer = z.infer<typeof CalendarTokenAnswerSchema>;
/** GET /api/diary/calendar.ics?token=: the feed address's secret. A missing one is '' so it reaches the lookup and gets its 404 (DIARY_TEXT.badToken). */
export const CalendarFeedQuerySchema = z.object({ token: z.string().max(128).default('') });

/** GET /api/notifications: in-app notifications, newest first. */
export const NotificationSchema = z.object({
  id: z.string(),
  /** hearingReminder: entryId is the diary entry; exportReady / deletionCancelled (privacy): the export or deletion record. */
  kind: z.enum(['hearingReminder', 'exportReady', 'deletionCancelled']),
  title: z.string(),
  body: z.string(),
  entryId: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof NotificationSchema>;
export const NotificationListAnswerSchema = z.object({ items: z.array(NotificationSchema), unread: z.number().int().nonnegative() });
export type NotificationListAnswer = z.infer<typeof NotificationListAnswerSchema>;
/** POST /api/notifications/read (all) and /api/notifications/:id/read: how many were marked. */
export const MarkReadAnswerSchema = z.object({ marked: z.number().int().nonnegative() });

/** The instant of an IST wall-clock date and time. */
export function istInstant(date: string, time = '00:00'): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS);
}

/** The IST calendar date (YYYY-MM-DD) of an instant. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export const REMINDER_KINDS = ['dayBefore', 'morningOf'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * When hearing reminders are due: 18:00 IST the day before and 08:00 IST on the day. The morning
 * one is left out when the matter is listed at or before 08:00 (it would come too late).
 */
export function hearingReminderTimes(upcomingDate: string, upcomingTime: string): { kind: ReminderKind; fireAt: Date }[] {
  if (!isIsoDate(upcomingDate)) return [];
  const day = istInstant(upcomingDate);
  const times: { kind: ReminderKind; fireAt: Date }[] = [{ kind: 'dayBefore', fireAt: new Date(day.getTime() - 6 * 3600_000) }];
  if (!upcomingTime || upcomingTime > '08:00') times.push({ kind: 'morningOf', fireAt: new Date(day.getTime() + 8 * 3600_000) });
  return times;
}

/** The form's 12-hour time plus AM/PM as docs/product.md §3's 24-hour HH:mm; '' stays ''; null when it does not parse. */
export function to24Hour(time: string, ampm: 'AM' | 'PM'): string | null {
  const t = asciiDigits(time.trim()); // ১০:৩০ and १०:३० are typed as often as 10:30
  if (t === '') return '';
  const m = /^(\d{1,2}):([0-5]\d)$/.exec(t);
  if (!m) return null;
  let h = Number(m[1]);
  if (h > 23) return null;
  // 13:00-23:59 are already 24-hour; the AM/PM choice only applies to 1-12.
  if (h >= 1 && h <= 12) h = (h % 12) + (ampm === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/** A 24-hour HH:mm as the form shows it: 12-hour hh:mm and AM/PM. */
export function from24Hour(time: string): { time: string; ampm: 'AM' | 'PM' } {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return { time: '', ampm: 'AM' };
  const h = Number(m[1]);
  return { time: `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${m[2]}`, ampm: h >= 12 ? 'PM' : 'AM' };
}
