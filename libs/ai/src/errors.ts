/**
 * What can go wrong talking to a model, in words callers can act on. `kind` is stable for code;
 * the message is safe to show (it never carries the model's raw output or the API key).
 */
export type AiErrorKind = 'malformed' | 'rate_limited' | 'upstream' | 'timeout' | 'not_configured' | 'cancelled';

export class AiError extends Error {
  constructor(readonly kind: AiErrorKind, message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'AiError';
  }
}
