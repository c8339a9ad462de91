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
 * schema (chainable, and described as a plain string in the API document).
 */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(stripControls);
