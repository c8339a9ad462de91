/**
 * `diary.hearing-reminder`: delivers one hearing reminder as an in-app notification. The entry is
 * read again first: if it was deleted or its date or time moved since the job was scheduled, the
 * job is stale and delivers nothing. The notification is delivered once per job id, so a retried
 * job (worker crash, MongoDB hiccup) never notifies twice. It is also mailed (see reminder-mail.ts)
 * unless the account turned hearing reminder mails off.
 */
import { from24Hour, HearingReminderJob, HearingReminderJobSchema, hearingReminderTimes } from '@lexmitra/contracts';
import type { DiaryEntryRecord, DiaryRepository, NotificationsRepository } from '@lexmitra/data';
import type { JobHandler } from '@lexmitra/platform';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';

type EntryFields = Pick<DiaryEntryRecord, 'matterNo' | 'partyName' | 'upcomingDate' | 'upcomingTime' | 'stage'>;

function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function reminderText(kind: HearingReminderJob['kind'], e: EntryFields): { title: string; body: string } {
  const matter = `${e.matterNo ?? ''} ${e.partyName ?? ''}`.trim() || 'Diary entry';
  const when = e.upcomingTime ? `${longDate(e.upcomingDate)} at ${Object.values(from24Hour(e.upcomingTime)).join(' ')} IST` : longDate(e.upcomingDate);
  return {
    title: `${kind === 'dayBefore' ? 'Hearing tomorrow' : 'Hearing today'}: ${matter}`,
    body: `${e.stage || 'Listed'} on ${when}.`,
  };
}

export type Outcome = { delivered: true } | { delivered: false; reason: 'entry deleted' | 'entry rescheduled' };

export interface ReminderStores {
  /** Resolves once the database is reachable (the worker connects lazily). */
  ready: () => Promise<unknown>;
  diary: DiaryRepository;
  notifications: NotificationsRepository;
  /** Mails the reminder to the entry's owner (absent: in-app only). `dedupeKey` keeps a retried job from mailing twice. */
  mail?: (userId: string, text: { title: string; body: string }, dedupeKey: string) => Promise<void>;
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
    const { title, body } = reminderText(data.kind, entry);
    await stores.notifications.deliverOnce({ userId: data.userId, kind: 'hearingReminder', title, body, entryId: data.entryId, dedupeKey: String(job.id) });
    await stores.mail?.(data.userId, { title, body }, String(job.id));
    return { delivered: true };
  };
}
