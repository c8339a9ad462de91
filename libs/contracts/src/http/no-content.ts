import { z } from 'zod';

/** The answer of a 204 (a delete, leaving a firm): no body at all. */
export const NoContentSchema = z.undefined();
