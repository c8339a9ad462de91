/**
 * What can go wrong talking to a model, in words callers can act on. `kind` is stable for code;
 * the message is safe to show (it never carries the model's raw output or the API key).
 */
export type AiErrorKind = 'malformed' | 'rate_limited' | 'upstream' | 'timeout' | 'not_configured';

export class AiError extends Error {
  constructor(readonly kind: AiErrorKind, message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'AiError';
  }
}

/** Prefix carried in a failed job's reason so a producer in another process can tell the kind. */
export const aiErrorTag = (kind: AiErrorKind) => `[ai:${kind}]`;

/** Reads the kind back from an error message (a BullMQ failedReason), if it was tagged. */
export function aiErrorKindOf(message: string): AiErrorKind | undefined {
  const m = /\[ai:(malformed|rate_limited|upstream|timeout|not_configured)\]/.exec(message);
  return m ? (m[1] as AiErrorKind) : undefined;
}
