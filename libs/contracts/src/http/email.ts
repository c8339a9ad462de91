import { z } from 'zod';

/** The longest address SMTP can carry (RFC 5321 path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_TEXT = {
  missing: 'Please enter your e-mail address.',
  invalid: 'Please enter a valid e-mail address.',
} as const;

/**
 * An address as a person typed it: trimmed and lower-cased before `check` runs, so every later
 * lookup (accounts, rate limits, suppressions) sees one spelling. `missing` answers a non-string.
 */
export const typedEmail = (missing: string, check: z.ZodType<string, string>) => z.string({ error: missing }).trim().toLowerCase().pipe(check);

/** The e-mail field of a request body; each form may word its two refusals its own way. */
export const emailField = (texts: { missing?: string; invalid?: string } = {}) =>
  typedEmail(texts.missing ?? EMAIL_TEXT.missing, z.email(texts.invalid ?? EMAIL_TEXT.invalid).max(EMAIL_MAX_LENGTH));
