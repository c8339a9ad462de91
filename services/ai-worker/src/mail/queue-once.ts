/**
 * A mail the worker itself sends (a hearing reminder, "your export is ready"), queued on the mail
 * outbox under a job id of its own: a retried job that queues it again finds it already there (or
 * sent within a day), so nobody gets it twice.
 */
import { JOBS, MAIL_RETRY, MailJob } from '@lexmitra/contracts';
import type { Queue } from 'bullmq';

export async function queueMailOnce(queue: Pick<Queue, 'add'>, mail: MailJob, jobId: string): Promise<void> {
  await queue.add(JOBS.mailSend, mail, {
    jobId,
    ...MAIL_RETRY,
    removeOnComplete: { age: 24 * 3600 },
    removeOnFail: { age: 7 * 24 * 3600 },
  });
}
