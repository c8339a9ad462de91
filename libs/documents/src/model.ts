import type { DocumentKind } from './kinds';

/** Extracted text with its boundaries kept: pages (PDF; Word files are one "page") of paragraphs. */
export interface ExtractedPage {
  number: number;
  paragraphs: string[];
  /** The page had no text of its own and was read by OCR. */
  ocr?: boolean;
  /** OCR's mean word confidence for the page, 0–100: a low one means the page was not read well. */
  ocrConfidence?: number;
}

export interface ExtractedDocument {
  kind: DocumentKind;
  pages: ExtractedPage[];
  /** Characters of text across all pages, for budgeting. */
  chars: number;
}

export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').replace(/[ \t]{2,}/g, ' ').trim())
    .filter(Boolean);
}

export function buildDocument(kind: DocumentKind, pages: { number: number; text: string; ocr?: boolean; ocrConfidence?: number }[]): ExtractedDocument {
  const out = pages.map((p) => ({
    number: p.number, paragraphs: toParagraphs(p.text), ...(p.ocr ? { ocr: true } : {}), ...(p.ocrConfidence !== undefined ? { ocrConfidence: Math.round(p.ocrConfidence) } : {}),
  }));
  const chars = out.reduce((n, p) => n + p.paragraphs.reduce((m, para) => m + para.length, 0), 0);
  return { kind, pages: out, chars };
}

export function plainText(doc: ExtractedDocument): string {
  return doc.pages.map((p) => p.paragraphs.join('\n\n')).join('\n\n');
}
