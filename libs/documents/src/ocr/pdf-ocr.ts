import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DocumentError } from '../errors';
import { LIMIT_TEXTS } from '../limits';
import { findTool } from '../native/find-tool';
import { runLimited } from '../sandbox';
import { OcrRun, OcrSession, readPicture } from './tesseract';

export interface OcrSettings {
  /** Resolution pages are rendered at for OCR. */
  dpi: number;
  /** Wall clock of each child process of one page (the render, each tesseract pass). */
  pageTimeoutMs: number;
  /** Most pages of one document read by OCR. */
  maxPages: number;
  /**
   * Wall clock of all the OCR of one document: each page has its own limit, but 300 slow pages
   * would otherwise hold a worker slot for hours.
   */
  jobTimeoutMs: number;
}

/** 300 dpi: what the benchmark's error rates were measured at (see docs/document-ai.md). */
export const DEFAULT_OCR_SETTINGS: OcrSettings = { dpi: 300, pageTimeoutMs: 60_000, maxPages: 300, jobTimeoutMs: 20 * 60_000 };

/** pdftoppm renders, tesseract reads: both must be on PATH for OCR. */
export const hasOcr = (): boolean => Boolean(findTool('pdftoppm') && findTool('tesseract'));

export interface PdfOcrOptions extends OcrRun {
  dpi: number;
  /** All pages together (OcrSettings.jobTimeoutMs). */
  jobTimeoutMs: number;
  session: OcrSession;
  /** After each page read: pages done out of those to read. */
  onPage?: (done: number, total: number) => void;
}

/** One page as a grey PNG at `dpi`, by poppler's pdftoppm under the limits. */
async function renderPage(file: string, page: number, opts: PdfOcrOptions): Promise<Buffer> {
  const res = await runLimited(findTool('pdftoppm') ?? 'pdftoppm', ['-r', String(opts.dpi), '-f', String(page), '-l', String(page), '-gray', '-png', file], {
    signal: opts.signal, timeoutMs: opts.timeoutMs, memoryMb: opts.memoryMb, maxOutputBytes: 128 * 1024 * 1024,
  });
  if (res.code !== 0) throw new DocumentError('CORRUPT', `pdftoppm page ${page}: ${res.stderr.slice(0, 300)}`);
  return res.stdout;
}

/**
 * Reads the given pages of a PDF by OCR, one at a time. The PDF is written once to a private
 * temporary file so each page's render does not pipe the whole file again.
 */
export async function ocrPdfPages(data: Uint8Array, pages: number[], opts: PdfOcrOptions): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  if (pages.length === 0) return texts;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lexmitra-ocr-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await fs.writeFile(file, data, { mode: 0o600 });
    const deadline = Date.now() + opts.jobTimeoutMs;
    for (const [i, page] of pages.entries()) {
      if (Date.now() > deadline) {
        throw new DocumentError('TOO_COMPLEX', `OCR past ${opts.jobTimeoutMs} ms after ${i} of ${pages.length} pages`, LIMIT_TEXTS.ocrTime(opts.jobTimeoutMs, i, pages.length));
      }
      texts.set(page, (await readPicture(await renderPage(file, page, opts), opts.session, opts)).text);
      opts.onPage?.(i + 1, pages.length);
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return texts;
}
