/**
 * Hearing reminders as delayed BullMQ jobs on the `reminders` queue (run by ai-worker): 18:00 IST
 * the day before and 08:00 IST on the day. Job ids are derived from the entry, the kind and the due
 * time, so the previous state of an entry names exactly the jobs to cancel when it changes.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HearingReminderJob, hearingReminderJobId, hearingReminderTimes, JOBS, QUEUES } from '@lexmitra/contracts';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { QueueService } from '../infra/queue.service';

export interface ReminderSubject {
  id: string;
  ownerId: string;
  upcomingDate: string;
  upcomingTime: string;
}

const sameSchedule = (a: ReminderSubject, b: ReminderSubject) => a.upcomingDate === b.upcomingDate && a.upcomingTime === b.upcomingTime;

@Injectable()
export class HearingRemindersService {
  private readonly logger = new Logger('HearingReminders');

  constructor(
    private readonly queues: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Cancels the reminders of `before` (if any) and schedules those of `after` (if any) that are still ahead. */
  async reschedule(before: ReminderSubject | null, after: ReminderSubject | null): Promise<void> {
    if (before && after && sameSchedule(before, after)) return;
    try {
      if (before) await this.cancel(before);
      if (after) await this.schedule(after);
    } catch (err) {
      // The entry itself is saved; the worker re-checks every job against the entry, so a
      // half-done reschedule can only miss a reminder, never deliver a wrong one.
      this.logger.error(`reminders of diary entry ${(after ?? before)!.id} not rescheduled: ${(err as Error).message}`);
    }
  }

  private async schedule(entry: ReminderSubject): Promise<void> {
    const queue = this.queues.queue(QUEUES.reminders);
    const now = Date.now();
    for (const { kind, fireAt } of hearingReminderTimes(entry.upcomingDate, entry.upcomingTime)) {
      const wait = fireAt.getTime() - now;
      if (wait <= 0) continue;
      const data: HearingReminderJob = { entryId: entry.id, userId: entry.ownerId, kind, fireAt: fireAt.toISOString() };
      await queue.add(JOBS.hearingReminder, data, {
        jobId: hearingReminderJobId(entry.id, kind, fireAt),
        // REMINDER_TIME_SCALE shortens the wait in tests; it is 1 everywhere else.
        delay: Math.round(wait / this.config.REMINDER_TIME_SCALE),
        attempts: 5,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
    }
  }

  private async cancel(entry: ReminderSubject): Promise<void> {
    const queue = this.queues.queue(QUEUES.reminders);
    for (const { kind, fireAt } of hearingReminderTimes(entry.upcomingDate, entry.upcomingTime)) {
      const jobId = hearingReminderJobId(entry.id, kind, fireAt);
      // A job that is running right now cannot be removed; it finds the entry changed and delivers nothing.
      await queue.remove(jobId).catch(() => undefined);
    }
  }
}
