import { z } from 'zod';

export const DependencyNames = ['mongodb', 'redis', 'minio'] as const;
export type DependencyName = (typeof DependencyNames)[number];

export const DependencyStatusSchema = z.object({
  up: z.boolean(),
  latencyMs: z.number().nonnegative().optional(),
  error: z.string().optional(),
});

export const HealthReportSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number().nonnegative(),
  dependencies: z.record(z.enum(DependencyNames), DependencyStatusSchema),
});
export type HealthReport = z.infer<typeof HealthReportSchema>;

export const WorkersReportSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  workers: z.record(
    z.string(),
    z.object({ up: z.boolean(), pid: z.number().optional(), latencyMs: z.number().optional(), error: z.string().optional() }),
  ),
});
export type WorkersReport = z.infer<typeof WorkersReportSchema>;
