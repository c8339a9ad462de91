import { z } from 'zod';

/** GET /api/config: settings the SPA reads at start-up. */
export const ClientConfigSchema = z.object({ clerkPublishableKey: z.string().nullable() });
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
