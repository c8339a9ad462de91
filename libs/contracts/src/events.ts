import { z } from 'zod';

/**
 * Domain events published over the Redis transport (@nestjs/microservices); consumers may live in
 * any process and subscribe with `@EventPattern(EVENTS.x)`. Delivery is fire-and-forget pub/sub:
 * a consumer that is down misses events, so each consumer must be able to catch up from the
 * database (as search-service does for `cases.imported`). An event is added with its first consumer:
 * docs/domain-events.md lists them, and says why uploads, draft saves and diary changes have none.
 */
export const EVENTS = {
  casesImported: 'cases.imported',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/**
 * `cases.imported`: published by the case importer (`npm run cases:import`); consumed by every
 * search-service replica serving `database`, which refreshes its index.
 */
export const CasesImportedEventSchema = z.object({
  database: z.string(),
  /** Changed ids when few; absent means "rebuild from the collection". */
  caseIds: z.array(z.string()).optional(),
  at: z.string(),
});
export type CasesImportedEvent = z.infer<typeof CasesImportedEventSchema>;
