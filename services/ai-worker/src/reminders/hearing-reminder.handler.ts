/**
 * `diary.hearing-reminder`: delivers one hearing reminder as an in-app notification. The entry is
 * read again first: if it was deleted or its date or time moved since the job was scheduled, the
 * job is stale and delivers nothing. The notification is delivered once per job id, so a retried
 * job (worker crash, MongoDB hiccup) never notifies twice. Both the notification and the mail (see
 * reminder-mail.ts; sent unless the account turned hearing reminder mails off) are written in the
 * account's interface language, with the entry's matter and parties as typed.
 */
import { HearingReminderJob, HearingReminderJobSchema, hearingReminderTimes } from '@lexmitra/contracts';
import type { DiaryEntryRecord, DiaryRepository, NotificationsRepository } from '@lexmitra/data';
import { HearingFields, hearingReminderText, noticeLocale } from '@lexmitra/mail';
import type { JobHandler } from '@lexmitra/platform';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';

type EntryFields = Pick<DiaryEntryRecord, 'matterNo' | 'partyName' | 'upcomingDate' | 'upcomingTime' | 'stage'>;

/** The reminder's fields: the entry as typed, with its IST date and time. */
export function reminderFields(kind: HearingReminderJob['kind'], e: EntryFields): HearingFields {
  return { kind, matterNo: e.matterNo ?? '', partyName: e.partyName ?? '', date: e.upcomingDate ?? '', time: e.upcomingTime ?? '', stage: e.stage ?? '' };
}

export type Outcome = { delivered: true } | { delivered: false; reason: 'entry deleted' | 'entry rescheduled' };

export interface ReminderStores {
  /** Resolves once the database is reachable (the worker connects lazily). */
  ready: () => Promise<unknown>;
  diary: DiaryRepository;
  notifications: NotificationsRepository;
  /** The account's interface language (null: not chosen), which the notification is written in. */
  languageOf: (userId: string) => Promise<string | null>;
  /** Mails the reminder to the entry's owner (absent: in-app only). `dedupeKey` keeps a retried job from mailing twice. */
  mail?: (userId: string, reminder: HearingFields, dedupeKey: string) => Promise<void>;
}

export function hearingReminderHandler(stores: ReminderStores, logger: Logger): JobHandler {
  return async (job: Job): Promise<Outcome> => {
    const data = HearingReminderJobSchema.parse(job.data);
    await stores.ready();
    const entry = await stores.diary.findOne(data.userId, data.entryId);
    if (!entry) return { delivered: false, reason: 'entry deleted' };
    const due = hearingReminderTimes(entry.upcomingDate ?? '', entry.upcomingTime ?? '').find((t) => t.kind === data.kind);
    if (!due || due.fireAt.toISOString() !== data.fireAt) {
      logger.info({ jobId: job.id, entryId: data.entryId }, 'stale hearing reminder skipped');
      return { delivered: false, reason: 'entry rescheduled' };
    }
    const fields = reminderFields(data.kind, entry);
    const { title, body } = hearingReminderText(noticeLocale(await stores.languageOf(data.userId)), fields);
    await stores.notifications.deliverOnce({ userId: data.userId, kind: 'hearingReminder', title, body, entryId: data.entryId, dedupeKey: String(job.id) });
    await stores.mail?.(data.userId, fields, String(job.id));
    return { delivered: true };
  };
}
