/** Delays between attempts: what the server asked for when it said so, else exponential with jitter. */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export function backoffDelay(attempt: number, opts: BackoffOptions, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs >= 0) return Math.min(retryAfterMs, opts.maxMs);
  const exp = opts.baseMs * 2 ** attempt;
  // Full jitter keeps many workers that were refused together from retrying together.
  return Math.min(opts.maxMs, Math.round(exp / 2 + Math.random() * (exp / 2)));
}

/** `retry-after-ms` (OpenAI) or `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(headers: { get(name: string): string | null } | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms && !Number.isNaN(Number(ms))) return Number(ms);
  const after = headers.get('retry-after');
  if (!after) return undefined;
  if (!Number.isNaN(Number(after))) return Number(after) * 1000;
  const at = Date.parse(after);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
