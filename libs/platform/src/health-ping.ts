import { HealthPingJobSchema, HealthPingResult } from '@lexmitra/contracts';
import type { Job } from 'bullmq';

/** The `health.ping` job every worker answers: proves the queue round trip end to end. */
export function healthPingHandler(service: string) {
  return async (job: Pick<Job, 'data'>): Promise<HealthPingResult> => {
    const { requestedAt } = HealthPingJobSchema.parse(job.data);
    return { service, pid: process.pid, requestedAt, answeredAt: new Date().toISOString() };
  };
}
