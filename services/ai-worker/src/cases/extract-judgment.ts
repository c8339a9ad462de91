import type { ExtractedText } from '@lexmitra/caselaw';
import { extractDocument } from '@lexmitra/documents';

/** A judgment PDF's text through libs/documents: poppler, OCR for pages without text, the same hard limits. */
export async function extractJudgmentText(pdf: Buffer, lang: string): Promise<ExtractedText> {
  const doc = await extractDocument(pdf, { language: lang });
  return { paragraphs: doc.pages.flatMap((p) => p.paragraphs), pages: doc.pages.length, ocr: doc.pages.some((p) => p.ocr) };
}
