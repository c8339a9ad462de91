/**
 * File names on the way in (what we keep and show) and on the way out (Content-Disposition).
 * One builder for every download, so a name in Devanagari or with quotes reaches the browser intact.
 */

/**
 * Bidi controls (LRE…RLO, LRI…PDI, LRM/RLM, ALM) are invisible and can make a name read backwards
 * ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf"): they are dropped, nothing else of the script.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** Keeps the base name, printable and at most 200 characters, for display and Content-Disposition. */
export function cleanFileName(raw: string, kind: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, '').replace(BIDI_CONTROLS, '').trim().slice(-200);
  return printable || `document.${kind}`;
}

/** RFC 5987 ext-value: UTF-8, percent-encoded outside attr-char (encodeURIComponent leaves ' ( ) * as they are). */
function extValue(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export interface DispositionOptions {
  /**
   * Write a name made only of token characters bare (`filename=notice.pdf`) and alone, the short
   * form the draft export has always answered; otherwise the name is quoted and followed by its
   * exact UTF-8 form.
   */
  bareToken?: boolean;
}

/**
 * RFC 6266: `inline` or `attachment`, an ASCII fallback in `filename` (anything else becomes `_`)
 * and the exact name in `filename*` (RFC 5987), which every current browser prefers.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string, opts: DispositionOptions = {}): string {
  if (opts.bareToken && /^[\w.-]+$/.test(name)) return `${type}; filename=${name}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=${extValue(name)}`;
}
