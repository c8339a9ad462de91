/**
 * PDFs and photos as text, with OCR wherever a page has no text of its own: the text layer is read
 * natively (poppler, else the pdfjs child), then only the pages that lack text are rendered and
 * read by Tesseract. Photos of notices are turned upright and read by Tesseract as one page.
 */
import type { EngineOptions, PageProgress } from './child-extract';
import { DocumentError } from './errors';
import { LIMIT_TEXTS, resolveLimits } from './limits';
import { DEFAULT_OCR_SETTINGS, hasOcr, ocrPdfPages, OcrSettings } from './ocr/pdf-ocr';
import { uprightPicture } from './ocr/picture';
import { OcrSession, readPicture } from './ocr/tesseract';
import { extractPdfPages } from './pdf';
import { extractPdfPagesNative, hasPoppler } from './pdf-native';

/** reading: pages whose text layer was read; ocr: pages read by OCR so far, of those that need it. */
export interface ExtractProgress extends PageProgress {
  stage?: 'reading' | 'ocr';
}

export interface ScanOptions extends Omit<EngineOptions, 'onProgress'> {
  onProgress?: (p: ExtractProgress) => void;
  /** docs/product.md §9 language code the reader chose on the screen (e.g. 'hi', 'ta'): OCR reads it first. */
  language?: string;
  ocr?: Partial<OcrSettings>;
}

export interface ReadPage {
  number: number;
  text: string;
  /** The text came from OCR. */
  ocr?: boolean;
  /** OCR's mean word confidence (0–100), for photos. */
  ocrConfidence?: number;
}

/** A page with fewer letters or digits than this has no text layer worth the name (a scan, maybe with a stamp). */
const MIN_PAGE_CHARS = 20;
const letters = (text: string) => text.replace(/[\s\p{P}]/gu, '').length;

const ocrSettings = (o: Partial<OcrSettings> = {}): OcrSettings =>
  ({ ...DEFAULT_OCR_SETTINGS, ...Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) });

/** Text of every page of a PDF; pages without text go through OCR when Tesseract is installed. */
export async function readPdf(data: Uint8Array, options: ScanOptions = {}): Promise<ReadPage[]> {
  const onReading = (p: PageProgress) => options.onProgress?.({ ...p, stage: 'reading' });
  const engine = { limits: options.limits, signal: options.signal, onProgress: onReading };
  const pages: ReadPage[] = hasPoppler() ? await extractPdfPagesNative(data, engine) : await extractPdfPages(data, onReading, engine);
  const missing = pages.filter((p) => letters(p.text) < MIN_PAGE_CHARS).map((p) => p.number);
  if (missing.length === 0 || !hasOcr()) return pages;
  const settings = ocrSettings(options.ocr);
  if (missing.length > settings.maxPages) {
    throw new DocumentError('TOO_LARGE', `${missing.length} pages need OCR`, LIMIT_TEXTS.ocrPages(missing.length, settings.maxPages));
  }
  const limits = resolveLimits(options.limits);
  const texts = await ocrPdfPages(data, missing, {
    dpi: settings.dpi, timeoutMs: settings.pageTimeoutMs, jobTimeoutMs: settings.jobTimeoutMs, memoryMb: limits.memoryMb, signal: options.signal,
    session: { hint: options.language },
    onPage: (done, total) => options.onProgress?.({ done, total, stage: 'ocr' }),
  });
  // A stamp or page number in the text layer is kept only when OCR read less than it.
  return pages.map((p) => {
    const read = texts.get(p.number) ?? '';
    return letters(read) > letters(p.text) ? { number: p.number, text: read, ocr: true } : p;
  });
}

/** A photo of a document (JPEG or PNG) as one page read by OCR. */
export async function readPhoto(data: Uint8Array, options: ScanOptions = {}): Promise<ReadPage[]> {
  if (!hasOcr()) throw new DocumentError('SCANNED', 'tesseract is not installed');
  const limits = resolveLimits(options.limits);
  const settings = ocrSettings(options.ocr);
  const picture = await uprightPicture(data, limits, options.signal);
  const session: OcrSession = { hint: options.language };
  const read = await readPicture(picture, session, { timeoutMs: settings.pageTimeoutMs, memoryMb: limits.memoryMb, signal: options.signal });
  options.onProgress?.({ done: 1, total: 1, stage: 'ocr' });
  return [{ number: 1, text: read.text, ocr: true, ocrConfidence: read.confidence }];
}
