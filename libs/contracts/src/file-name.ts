/**
 * The one file-name rule, for every name we keep, show or send back as a download: a library
 * upload, a diary attachment, a draft or Document AI export, an entry of "export my data". Shared
 * here because the BFF and the workers both name files.
 */

/**
 * Bidi controls (LRE…RLO, LRI…PDI, LRM/RLM, ALM) are invisible and can make a name read backwards
 * ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf"): they are dropped, nothing else of the script.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** The longest name kept, in UTF-16 code units (what a person sees is never longer). */
export const FILE_NAME_MAX_LENGTH = 200;

/** Controls (C0, DEL, C1), quotes and the characters Windows refuses in a name. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"*:<>?|]/g;
/** An extension worth keeping when a long name is cut: a dot, then 1–10 letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The base name (no folders), printable, without bidi controls or leading dots, at most `max`
 * characters. A longer name loses the end of its stem, never its extension, and is never cut inside
 * a surrogate pair. An empty result becomes `fallback`.
 */
export function cleanFileName(raw: string, fallback: string, max = FILE_NAME_MAX_LENGTH): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const printable = base.replace(UNSAFE, '').replace(BIDI_CONTROLS, '').trim().replace(/^\.+/, '').trim();
  if (!printable) return fallback;
  if (printable.length <= max) return printable;
  const ext = EXTENSION.exec(printable)?.[0] ?? '';
  const stem = Array.from(printable.slice(0, printable.length - ext.length));
  let kept = '';
  for (const ch of stem) {
    if (kept.length + ch.length + ext.length > max) break;
    kept += ch;
  }
  return `${kept.trimEnd()}${ext}`;
}
