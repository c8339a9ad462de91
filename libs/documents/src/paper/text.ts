import type { ExtractedDocument } from '../model';
import { sentencesOf } from '../offline';

/** Where a fact was read: page, paragraph (both from 1) and the words it stands in. */
export interface FactSource {
  page: number;
  paragraph: number;
  quote: string;
}

export interface Paragraph {
  page: number;
  /** Position in the whole paper, from 1. */
  paragraph: number;
  text: string;
}

/**
 * Text as the patterns read it: Devanagari digits as ASCII ones, a typed colon after a Devanagari
 * letter as the visarga it stands for ("अत:" → "अतः"), runs of spaces folded. Lengths may change,
 * so facts quote the normalised text.
 */
export function normaliseText(text: string): string {
  return text
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/([\u0900-\u097F]):(?=\s|$)/g, '$1ः')
    .replace(/[ \t]+/g, ' ');
}

/** The paper's paragraphs in reading order, normalised, with their page and position. */
export function paragraphsOf(doc: ExtractedDocument): Paragraph[] {
  const out: Paragraph[] = [];
  for (const page of doc.pages) for (const text of page.paragraphs) out.push({ page: page.number, paragraph: out.length + 1, text: normaliseText(text) });
  return out;
}

export interface Sentence extends Paragraph {
  sentence: string;
}

export function sentencesIn(paragraphs: Paragraph[]): Sentence[] {
  return paragraphs.flatMap((p) => sentencesOf(p.text).map((sentence) => ({ ...p, sentence })));
}

/** The paper's head: its first paragraphs up to the first long one (title, court, case number, parties, addressee). */
export function headOf(paragraphs: Paragraph[], max = 10): Paragraph[] {
  const head: Paragraph[] = [];
  for (const p of paragraphs.slice(0, max)) {
    if (p.text.length > 260 && head.length >= 2) break;
    head.push(p);
  }
  return head;
}

export const source = (p: Paragraph, quote: string): FactSource => ({ page: p.page, paragraph: p.paragraph, quote: clip(quote, 240) });

/** A quote cut at a word boundary near `max` characters. */
export function clip(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** The main language of a paper: Hindi when Devanagari letters outnumber Latin ones. */
export function paperLanguage(paragraphs: Paragraph[]): 'en' | 'hi' {
  const text = paragraphs.map((p) => p.text).join(' ').slice(0, 20_000);
  const deva = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return deva > latin ? 'hi' : 'en';
}
