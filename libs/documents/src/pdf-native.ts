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

/** Whether poppler's pdftotext and pdfinfo are on PATH (else the pdfjs child reads PDFs). */
export const hasPoppler = (): boolean => Boolean(findTool('pdftotext') && findTool('pdfinfo'));

/** Poppler tells why a file did not open only on stderr: a missing or wrong password says so. */
function openFailure(res: RunResult, tool: string): DocumentError {
  const why = `${tool} exited with ${res.code}: ${res.stderr.trim().slice(0, 300)}`;
  return new DocumentError(/password/i.test(res.stderr) ? 'ENCRYPTED' : 'CORRUPT', why);
}

async function poppler(tool: 'pdfinfo' | 'pdftotext', args: string[], data: Uint8Array, options: EngineOptions, maxOutputBytes: number): Promise<string> {
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

/** The page count from `pdfinfo`, the cheapest check that the file opens at all. */
export async function pdfPageCount(data: Uint8Array, options: EngineOptions = {}): Promise<number> {
  const info = await poppler('pdfinfo', ['-'], data, options, 1024 * 1024);
  const pages = /^Pages:\s+(\d+)/m.exec(info);
  if (!pages) throw new DocumentError('CORRUPT', 'pdfinfo gave no page count');
  return Number(pages[1]);
}

/**
 * Text of every page by `pdftotext -layout`: `-layout` keeps the blank lines between paragraphs
 * (the reading-order mode runs them together) and toParagraphs folds its column padding away.
 * Pages end in form feeds. The page cap is checked before any text is read; progress is reported
 * once, at the end (200 pages take well under a second).
 */
export async function extractPdfPagesNative(data: Uint8Array, options: EngineOptions = {}): Promise<{ number: number; text: string }[]> {
  const limits = resolveLimits(options.limits);
  // Both start at once (two processes' start-up overlap); too many pages stops pdftotext at once.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  // UTF-8 needs at most 4 bytes a character, and layout padding (folded away later) a few KB a page.
  const text = poppler('pdftotext', ['-layout', '-l', String(limits.maxPages), '-enc', 'UTF-8', '-q', '-', '-'], data, { ...options, signal }, limits.maxChars * 4 + limits.maxPages * 8192);
  text.catch(() => undefined);
  const total = await pdfPageCount(data, options).catch((err: unknown) => {
    stop.abort();
    throw err;
  });
  if (total > limits.maxPages) {
    stop.abort();
    throw new DocumentError('TOO_LARGE', `${total} pages`, LIMIT_TEXTS.pages(limits.maxPages));
  }
  const texts = (await text).split('\f');
  const pages = Array.from({ length: total }, (_, i) => ({ number: i + 1, text: (texts[i] ?? '').replace(/[ \t]+$/gm, '').trim() }));
  const chars = pages.reduce((n, p) => n + p.text.replace(/\s+/g, ' ').length, 0);
  if (chars > limits.maxChars) throw new DocumentError('TOO_LARGE', `${chars} characters`, LIMIT_TEXTS.chars(limits.maxChars));
  options.onProgress?.({ done: total, total });
  return pages;
}
