import MiniSearch from 'minisearch';
import type { ExtractedDocument } from './model';

const SENTENCE = /[^.!?।]+[.!?।]+["')\]]*|[^.!?।]+$/g;
const STOP = new Set('the a an and or of to in on for by with is are was were be been that this it as at from which who whom shall may will not no any all such its their his her they he she has have had into upon under said'.split(' '));
// Sentences carrying these words usually hold a document's outcome or its key facts.
const CUES = /\b(held|hold|ordered|order|directed|dismissed|allowed|granted|rejected|convicted|acquitted|sentenced|liable|shall pay|due|within \d+ days|rupees|₹|rs\.?)\b/i;

const words = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w));

/**
 * Extractive summary: sentences scored by how many of the document's frequent words they carry,
 * with a bonus for outcome cues and for opening paragraphs; the best are returned in reading order.
 */
export function summarizeExtractive(doc: ExtractedDocument, maxSentences = 8): string {
  const sentences: { text: string; order: number; paragraph: number }[] = [];
  let paragraph = 0;
  for (const page of doc.pages) {
    for (const para of page.paragraphs) {
      for (const s of para.match(SENTENCE) ?? []) {
        const text = s.trim();
        if (text.split(/\s+/).length >= 4) sentences.push({ text, order: sentences.length, paragraph });
      }
      paragraph++;
    }
  }
  if (sentences.length <= maxSentences) return sentences.map((s) => s.text).join(' ');
  const freq = new Map<string, number>();
  for (const s of sentences) for (const w of new Set(words(s.text))) freq.set(w, (freq.get(w) ?? 0) + 1);
  const scored = sentences.map((s) => {
    const ws = words(s.text);
    const base = ws.reduce((n, w) => n + Math.log(1 + (freq.get(w) ?? 0)), 0) / Math.sqrt(ws.length || 1);
    const cue = CUES.test(s.text) ? 1.5 : 1;
    const lead = s.paragraph < 2 ? 1.3 : 1;
    return { ...s, score: base * cue * lead };
  });
  // Greedy pick, skipping near-repeats of what is already chosen: documents repeat boilerplate.
  const chosen: (typeof scored)[number][] = [];
  const chosenWords: Set<string>[] = [];
  for (const candidate of scored.sort((a, b) => b.score - a.score)) {
    if (chosen.length >= maxSentences) break;
    const ws = new Set(words(candidate.text));
    if (chosenWords.some((other) => jaccard(ws, other) > 0.7)) continue;
    chosen.push(candidate);
    chosenWords.push(ws);
  }
  return chosen.sort((a, b) => a.order - b.order).map((s) => s.text).join(' ');
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

export interface Passage { page: number; text: string; score: number }

/** The passages that best answer a question (BM25 over paragraphs, via MiniSearch), with pages. */
export function findPassages(doc: ExtractedDocument, question: string, limit = 3): Passage[] {
  const passages = doc.pages.flatMap((p) => p.paragraphs.map((text) => ({ page: p.number, text })));
  const index = new MiniSearch<{ id: number; page: number; text: string }>({ fields: ['text'], storeFields: ['page', 'text'] });
  index.addAll(passages.map((p, id) => ({ id, ...p })));
  return index
    .search(question, { fuzzy: 0.2, prefix: true, combineWith: 'OR' })
    .slice(0, limit)
    .map((r) => ({ page: r.page as number, text: r.text as string, score: r.score }));
}

/** The offline engine's own words, in the languages the interface is written in. */
export type OfflineTextLanguage = 'en' | 'hi';
const ANSWER_TEXTS: Record<OfflineTextLanguage, { lead: string; page: (n: number) => string }> = {
  en: { lead: 'These parts of the document answer your question most closely:', page: (n) => `page ${n}` },
  hi: { lead: 'दस्तावेज़ के ये हिस्से आपके प्रश्न का सबसे नज़दीकी उत्तर देते हैं:', page: (n) => `पृष्ठ ${n}` },
};

/** Offline answer: the best passages quoted with their page numbers, or '' when none (the screen says "not found"). */
export function answerFromPassages(doc: ExtractedDocument, question: string, lang: OfflineTextLanguage = 'en'): string {
  const found = findPassages(doc, question);
  if (found.length === 0) return '';
  const texts = ANSWER_TEXTS[lang];
  const multiPage = doc.pages.length > 1 || doc.kind === 'pdf';
  const quotes = found.map((p) => `“${p.text}”${multiPage ? ` (${texts.page(p.page)})` : ''}`);
  return `${texts.lead}\n\n${quotes.join('\n\n')}`;
}
