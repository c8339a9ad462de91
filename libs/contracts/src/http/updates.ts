import { z } from 'zod';

/** POST /api/updates/subscribe: the landing page's 'Get Updates' box. */
export const SubscribeRequestSchema = z.object({ email: z.email('Please enter a valid e-mail address.').max(254) });
export const SubscribeAnswerSchema = z.object({ subscribed: z.literal(true) });
