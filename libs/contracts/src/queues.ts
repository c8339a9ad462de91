import { z } from 'zod';

/** BullMQ queue names: one per worker service. */
export const QUEUES = {
  ai: 'ai',
  convert: 'convert',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names, grouped by queue. */
export const JOBS = {
  healthPing: 'health.ping',
} as const;

export const HealthPingJobSchema = z.object({ requestedAt: z.string() });
export type HealthPingJob = z.infer<typeof HealthPingJobSchema>;

export const HealthPingResultSchema = z.object({
  service: z.string(),
  pid: z.number().int(),
  requestedAt: z.string(),
  answeredAt: z.string(),
});
export type HealthPingResult = z.infer<typeof HealthPingResultSchema>;

/** Request/response patterns on the Redis transport (@nestjs/microservices). */
export const MESSAGE_PATTERNS = {
  searchPing: 'search.ping',
} as const;
