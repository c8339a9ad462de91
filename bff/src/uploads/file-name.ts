/**
 * File names on the way in (what we keep and show) and on the way out (Content-Disposition).
 * One builder for every download, so a name in Devanagari or with quotes reaches the browser intact.
 */

import { cleanFileName } from '@lexmitra/contracts';
import type { ServerResponse } from 'node:http';

/** An uploaded file's name as kept and shown (contracts' cleanFileName: the one rule for every name). */
export function uploadName(raw: string, kind: string): string {
  return cleanFileName(raw, `document.${kind}`);
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

/**
 * The head of a download a route writes to the Node response itself (a file, an export, a CSV): a
 * person's papers, so no browser or proxy keeps a copy. `size` when the length is known up front.
 */
export function writeDownloadHead(res: ServerResponse, head: { contentType: string; disposition: string; size?: number }): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', head.contentType);
  if (head.size !== undefined) res.setHeader('Content-Length', String(head.size));
  res.setHeader('Content-Disposition', head.disposition);
  res.setHeader('Cache-Control', 'private, no-store');
}
