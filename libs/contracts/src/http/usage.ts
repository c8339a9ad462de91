import { z } from 'zod';

/** GET /api/usage: what the user keeps against the per-user quotas (the dashboard's "storage used"). */
export const UsageAnswerSchema = z.object({
  documents: z.object({ usedBytes: z.number().int().nonnegative(), limitBytes: z.number().int().positive() }),
  drafts: z.object({ count: z.number().int().nonnegative(), limit: z.number().int().positive() }),
});
export type UsageAnswer = z.infer<typeof UsageAnswerSchema>;

/** "1.5 GB", "320 MB", "12 KB": sizes as the dashboard and quota messages write them (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${Number(value.toFixed(value < 10 ? 1 : 0))} ${units[unit]}`;
}

export const QUOTA_TEXT = {
  documents: (limitBytes: number) => `This upload would take your documents past your ${formatBytes(limitBytes)} storage. Delete some documents first.`,
  drafts: (limit: number) => `You have ${limit} drafts, the most you can keep. Delete a draft before starting a new one.`,
} as const;
