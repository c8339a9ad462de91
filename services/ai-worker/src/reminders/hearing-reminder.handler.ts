/**
 * `diary.hearing-reminder`: delivers one hearing reminder as an in-app notification. The entry is
 * read again first: if it was deleted or its date or time moved since the job was scheduled, the
 * job is stale and delivers nothing. The notification is upserted on the job id, so a retried
 * job (worker crash, MongoDB hiccup) never notifies twice. E-mail delivery is not implemented.
 */
import { DIARY_COLLECTIONS, from24Hour, HearingReminderJob, HearingReminderJobSchema, hearingReminderTimes } from '@lexmitra/contracts';
import type { JobHandler } from '@lexmitra/platform';
import type { Job } from 'bullmq';
import { Connection, Types } from 'mongoose';
import type { Logger } from 'pino';

interface EntryFields {
  ownerId: string;
  matterNo?: string;
  partyName?: string;
  upcomingDate?: string;
  upcomingTime?: string;
  stage?: string;
}

function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function reminderText(kind: HearingReminderJob['kind'], e: EntryFields): { title: string; body: string } {
  const matter = `${e.matterNo ?? ''} ${e.partyName ?? ''}`.trim() || 'Diary entry';
  const when = e.upcomingTime ? `${longDate(e.upcomingDate!)} at ${Object.values(from24Hour(e.upcomingTime)).join(' ')} IST` : longDate(e.upcomingDate!);
  return {
    title: `${kind === 'dayBefore' ? 'Hearing tomorrow' : 'Hearing today'}: ${matter}`,
    body: `${e.stage || 'Listed'} on ${when}.`,
  };
}

export type Outcome = { delivered: true } | { delivered: false; reason: 'entry deleted' | 'entry rescheduled' };

export function hearingReminderHandler(db: () => Promise<Connection>, logger: Logger): JobHandler {
  return async (job: Job): Promise<Outcome> => {
    const data = HearingReminderJobSchema.parse(job.data);
    const conn = await db();
    const _id = /^[0-9a-f]{24}$/.test(data.entryId) ? new Types.ObjectId(data.entryId) : null;
    const entry = _id ? await conn.collection<EntryFields>(DIARY_COLLECTIONS.entries).findOne({ _id, ownerId: data.userId }) : null;
    if (!entry) return { delivered: false, reason: 'entry deleted' };
    const due = hearingReminderTimes(entry.upcomingDate ?? '', entry.upcomingTime ?? '').find((t) => t.kind === data.kind);
    if (!due || due.fireAt.toISOString() !== data.fireAt) {
      logger.info({ jobId: job.id, entryId: data.entryId }, 'stale hearing reminder skipped');
      return { delivered: false, reason: 'entry rescheduled' };
    }
    const { title, body } = reminderText(data.kind, entry);
    const dedupeKey = String(job.id);
    await conn.collection(DIARY_COLLECTIONS.notifications).updateOne(
      { dedupeKey },
      { $setOnInsert: { userId: data.userId, kind: 'hearingReminder', title, body, entryId: data.entryId, dedupeKey, createdAt: new Date(), readAt: null } },
      { upsert: true },
    );
    return { delivered: true };
  };
}
