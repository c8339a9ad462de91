/**
 * PDF text through poppler's command-line tools (Debian poppler-utils), each a child process
 * under the extraction limits (sandbox.ts runLimited: memory, wall clock, output, the caller's
 * abort). About 15× faster than pdfjs; the pdfjs child (pdf.ts) stays as the fallback where
 * poppler is not installed.
 */
import type { EngineOptions } from './child-extract';
import { DocumentError } from './errors';
import { LIMIT_TEXTS, limitError, resolveLimits } from './limits';
import { findTool } from './native/find-tool';
import { runLimited, RunResult } from './sandbox';

/** Whether poppler's pdftotext is on PATH (else the pdfjs child reads PDFs). */
export const hasPoppler = (): boolean => Boolean(findTool('pdftotext'));

/** Poppler tells why a file did not open only on stderr: a missing or wrong password says so. */
function openFailure(res: RunResult, tool: string): DocumentError {
  const why = `${tool} exited with ${res.code}: ${res.stderr.trim().slice(0, 300)}`;
  return new DocumentError(/password/i.test(res.stderr) ? 'ENCRYPTED' : 'CORRUPT', why);
}

async function poppler(tool: 'pdftotext', args: string[], data: Uint8Array, options: EngineOptions, maxOutputBytes: number): Promise<string> {
  const limits = resolveLimits(options.limits);
  let res: RunResult;
  try {
    res = await runLimited(findTool(tool) ?? tool, args, {
      memoryMb: limits.memoryMb, timeoutMs: limits.timeoutMs, signal: options.signal, maxOutputBytes,
      input: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    });
  } catch (err) {
    throw limitError(err, limits);
  }
  if (res.code !== 0) throw openFailure(res, tool);
  return res.stdout.toString('utf8');
}

/**
 * Text of every page by `pdftotext -layout`: `-layout` keeps the blank lines between paragraphs
 * (the reading-order mode runs them together) and toParagraphs folds its column padding away.
 * pdftotext ends every page with a form feed, so its own output gives the page count: it is asked
 * for one page past the cap, and a document that fills it is over the page limit. One process per
 * PDF instead of two (pdfinfo for the count as well cost a second spawn, ~8 ms of CPU per file,
 * a third of poppler's cost on a short judgment). Progress is reported once, at the end (200
 * pages take well under a second).
 */
export async function extractPdfPagesNative(data: Uint8Array, options: EngineOptions = {}): Promise<{ number: number; text: string }[]> {
  const limits = resolveLimits(options.limits);
  // UTF-8 needs at most 4 bytes a character, and layout padding (folded away later) a few KB a page.
  // Not `-q`: a wrong or missing password is told only on stderr (openFailure reads it).
  const read = limits.maxPages + 1;
  const text = await poppler('pdftotext', ['-layout', '-l', String(read), '-enc', 'UTF-8', '-', '-'], data, options, limits.maxChars * 4 + read * 8192);
  const texts = text.split('\f');
  // Whatever follows the last form feed is not a page (normally nothing).
  const total = texts.length - 1;
  if (total > limits.maxPages) throw new DocumentError('TOO_LARGE', `more than ${limits.maxPages} pages`, LIMIT_TEXTS.pages(limits.maxPages));
  if (total < 1) throw new DocumentError('CORRUPT', 'pdftotext found no page');
  const pages = Array.from({ length: total }, (_, i) => ({ number: i + 1, text: texts[i].replace(/[ \t]+$/gm, '').trim() }));
  const chars = pages.reduce((n, p) => n + p.text.replace(/\s+/g, ' ').length, 0);
  if (chars > limits.maxChars) throw new DocumentError('TOO_LARGE', `${chars} characters`, LIMIT_TEXTS.chars(limits.maxChars));
  options.onProgress?.({ done: total, total });
  return pages;
}
