import { z } from 'zod';

/**
 * C0 control characters other than tab and newline, and DEL. They have no place in anything a
 * person types, and left in they end up raw in places that give them meaning (NUL in a calendar
 * feed, escape sequences in a terminal reading logs).
 */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** The text without control characters; CRLF and lone CR become newlines first, so lines survive. */
export function stripControls(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS, '');
}

/**
 * The string of every free-text field of the API: controls are stripped before any other check,
 * so `.trim().min(1)` after it refuses a value made only of NULs. `overwrite` keeps it a string
 * schema (chainable, and described as a plain string in the API document). `max` is checked on the
 * text as sent, before stripping or trimming, so the maxLength the API document states is the one
 * enforced (a limit checked after stripping would let longer requests through).
 */
export function text(options: { max?: number; error?: string; maxError?: string } = {}) {
  const raw = z.string(options.error ? { error: options.error } : undefined);
  return (options.max === undefined ? raw : raw.max(options.max, options.maxError)).overwrite(stripControls);
}
