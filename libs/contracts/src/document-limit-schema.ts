import { z } from 'zod';
import { DOCUMENT_LIMIT_KINDS } from './document-limits';

/** The schema of a DocumentLimit (document-limits.ts), for the server's contracts; apart so the SPA's landing page loads no zod. */
const count = z.number().int().nonnegative();
export const DocumentLimitSchema = z.object({
  limit: z.enum(DOCUMENT_LIMIT_KINDS),
  max: count,
  seconds: count.optional(),
  found: count.optional(),
  read: count.optional(),
  total: count.optional(),
});
