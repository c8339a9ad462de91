import type { ExtractedDocument } from './model';

export interface Chunk {
  index: number;
  text: string;
  firstPage: number;
  lastPage: number;
}

/** Splits a paragraph longer than the budget at sentence ends, then at spaces as a last resort. */
function splitLong(paragraph: string, maxChars: number): string[] {
  if (paragraph.length <= maxChars) return [paragraph];
  const parts: string[] = [];
  let current = '';
  for (const sentence of paragraph.match(/[^.!?।]+[.!?।]*\s*/g) ?? [paragraph]) {
    if (current && current.length + sentence.length > maxChars) {
      parts.push(current.trim());
      current = '';
    }
    if (sentence.length > maxChars) {
      for (let i = 0; i < sentence.length; i += maxChars) parts.push(sentence.slice(i, i + maxChars).trim());
    } else current += sentence;
  }
  if (current.trim()) parts.push(current.trim());
  return parts.filter(Boolean);
}

/**
 * Groups paragraphs into chunks of at most `maxChars`, never splitting a paragraph unless it alone
 * is over budget, and remembering which pages each chunk covers (for progress and quoting).
 */
export function chunkDocument(doc: ExtractedDocument, maxChars: number): Chunk[] {
  const chunks: Chunk[] = [];
  let text = '';
  let first = 0;
  let last = 0;
  const flush = () => {
    if (text) chunks.push({ index: chunks.length, text, firstPage: first, lastPage: last });
    text = '';
  };
  for (const page of doc.pages) {
    for (const paragraph of page.paragraphs) {
      for (const piece of splitLong(paragraph, maxChars)) {
        if (text && text.length + 2 + piece.length > maxChars) flush();
        if (!text) first = page.number;
        text = text ? `${text}\n\n${piece}` : piece;
        last = page.number;
      }
    }
  }
  flush();
  return chunks;
}
