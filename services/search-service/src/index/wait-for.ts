/**
 * The keepers' start-up waits: MongoDB (and, for the OpenSearch keeper, the cluster) may still be
 * starting, as under compose or a rolling restart. Both keepers retry the same way until it answers
 * or the keeper is stopped.
 */
import type { Logger } from '@lexmitra/platform';

export const RETRY_MS = 2000;

/** Runs `attempt` until it resolves (true) or `stopped()` (false), logging each failure as `what` not reachable yet. */
export async function waitFor(what: string, attempt: () => Promise<unknown>, stopped: () => boolean, logger: Logger): Promise<boolean> {
  while (!stopped()) {
    try {
      await attempt();
      return true;
    } catch (err) {
      logger.warn({ err: (err as Error).message }, `${what} not reachable yet; retrying`);
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  }
  return false;
}
