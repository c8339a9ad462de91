import MiniSearch from 'minisearch';
import type { ExtractedDocument } from './model';

const PIECE = /[^.!?।]+[.!?।]+["')\]]*|[^.!?।]+$/g;
/**
 * Abbreviations Indian legal papers use before a number or a name ("Rs. 5,00,000", "Sec. 138",
 * "Smt. Kamla", "M/s. Gupta Traders Pvt. Ltd."): their full stop does not end a sentence.
 */
const ABBREVIATION = /(?:^|[\s(])(?:rs|no|nos|sec|secs|ss|art|arts|cl|o|r|mr|mrs|ms|dr|smt|shri|sh|km|kum|ltd|pvt|co|inc|vs|v|viz|ie|i\.e|e\.g|eg|etc|ors|anr|govt|dept|st|rd|vol|pp|p|para|paras|ex|cr|crl|hon|ld|adv|dt|approx|m\/s|[a-z])\.$/i;

/**
 * A paragraph's sentences. The punctuation split is mended where a full stop is not a sentence's
 * end: after an abbreviation or an initial, or where the next piece goes on with a digit or a
 * lowercase word ("5.5 per cent", "Rs. 5,00,000 within"). So no sentence stops at "Rs.".
 */
export function sentencesOf(paragraph: string): string[] {
  // Pieces are joined as they stood in the paragraph ("9" + ".5 per cent"), so nothing is respaced.
  const out: string[] = [];
  for (const raw of paragraph.match(PIECE) ?? []) {
    const piece = raw.trim();
    if (!piece) continue;
    const last = out[out.length - 1];
    if (last !== undefined && (ABBREVIATION.test(last.trimEnd()) || /^[\p{Ll}\p{N},;:]/u.test(piece))) out[out.length - 1] = last + raw;
    else out.push(raw);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Whether a piece of text ends the way a sentence does (not a heading or a cut-off line). */
const ENDS_SENTENCE = /[.!?।]["')\]]*$/;
const STOP = new Set('the a an and or of to in on for by with is are was were be been that this it as at from which who whom shall may will not no any all such its their his her they he she has have had into upon under said'.split(' '));
// Sentences carrying these words usually hold a document's outcome or its key facts.
const CUES = /\b(held|hold|ordered|order|directed|dismissed|allowed|granted|rejected|convicted|acquitted|sentenced|liable|shall pay|due|within \d+ days|rupees|₹|rs\.?)\b/i;

const words = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w));

/**
 * Extractive summary: sentences scored by how many of the document's frequent words they carry,
 * with a bonus for outcome cues and for opening paragraphs; the best are returned in reading order.
 */
export function summarizeExtractive(doc: ExtractedDocument, maxSentences = 8): string {
  const all: { text: string; order: number; paragraph: number }[] = [];
  let paragraph = 0;
  for (const page of doc.pages) {
    for (const para of page.paragraphs) {
      for (const text of sentencesOf(para)) {
        if (text.split(/\s+/).length >= 4) all.push({ text, order: all.length, paragraph });
      }
      paragraph++;
    }
  }
  // Headings and lines cut off at a page's end are not sentences: a summary of them would stop mid-thought.
  const whole = all.filter((s) => ENDS_SENTENCE.test(s.text));
  const sentences = whole.length > 0 ? whole : all;
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
const ANSWER_TEXTS: Record<OfflineTextLanguage, { lead: string; page: (n: number) => string; otherScript: (docScript: string) => string }> = {
  en: {
    lead: 'These parts of the document answer your question most closely:',
    page: (n) => `page ${n}`,
    otherScript: (docScript) =>
      `This server has no AI model, so it can only find the parts of the document that use the words of your question. The document is written in ${docScript === 'Latin' ? 'Roman letters (as English is)' : docScript === 'Devanagari' ? 'Devanagari (as Hindi is)' : `the ${docScript} script`} and your question is not, so no words match. Ask again in the document's language, or use Summarise, which works on any document without a model.`,
  },
  hi: {
    lead: 'दस्तावेज़ के ये हिस्से आपके प्रश्न का सबसे नज़दीकी उत्तर देते हैं:',
    page: (n) => `पृष्ठ ${n}`,
    otherScript: (docScript) =>
      `इस सर्वर पर कोई AI मॉडल नहीं है, इसलिए यह दस्तावेज़ में केवल वही हिस्से ढूँढ़ सकता है जिनमें आपके प्रश्न के शब्द आते हैं। दस्तावेज़ ${docScript === 'Latin' ? 'रोमन लिपि (अंग्रेज़ी की तरह)' : docScript === 'Devanagari' ? 'देवनागरी लिपि (हिंदी की तरह)' : `${docScript} लिपि`} में लिखा है और आपका प्रश्न नहीं, इसलिए कोई शब्द मेल नहीं खाता। प्रश्न दस्तावेज़ की भाषा में दोबारा पूछें, या 'सारांश' चुनें, जो बिना मॉडल के हर दस्तावेज़ पर चलता है।`,
  },
};

const SCRIPTS = ['Latin', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Arabic'] as const;
/** The script most of a text's letters are written in (Latin for English, Devanagari for Hindi...). */
export function mainScript(text: string): string | null {
  let best: string | null = null;
  let most = 0;
  for (const script of SCRIPTS) {
    const n = text.match(new RegExp(`\\p{Script=${script}}`, 'gu'))?.length ?? 0;
    if (n > most) [best, most] = [script, n];
  }
  return best;
}

/**
 * Offline answer: the best passages quoted with their page numbers. When none is found because the
 * question is written in another script than the document, it says what it can and cannot do
 * instead; otherwise '' (the screen says "not found").
 */
export function answerFromPassages(doc: ExtractedDocument, question: string, lang: OfflineTextLanguage = 'en'): string {
  const found = findPassages(doc, question);
  if (found.length === 0) {
    const docScript = mainScript(doc.pages.map((p) => p.paragraphs.join(' ')).join(' ').slice(0, 20_000));
    const askedIn = mainScript(question);
    return docScript && askedIn && docScript !== askedIn ? ANSWER_TEXTS[lang].otherScript(docScript) : '';
  }
  const texts = ANSWER_TEXTS[lang];
  const multiPage = doc.pages.length > 1 || doc.kind === 'pdf';
  const quotes = found.map((p) => `“${p.text}”${multiPage ? ` (${texts.page(p.page)})` : ''}`);
  return `${texts.lead}\n\n${quotes.join('\n\n')}`;
}
