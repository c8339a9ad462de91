import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_TEXT } from './email';

/** POST /api/updates/subscribe: the landing page's 'Get Updates' box. */
// Unlike the other forms' e-mail fields, not trimmed: an address with spaces is refused (the controller lower-cases it).
export const SubscribeRequestSchema = z.strictObject({ email: z.email(EMAIL_TEXT.invalid).max(EMAIL_MAX_LENGTH) });
export const SubscribeAnswerSchema = z.object({ subscribed: z.literal(true) });
