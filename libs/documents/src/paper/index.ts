import type { ExtractedDocument } from '../model';
import { sentencesOf, summarizeExtractive } from '../offline';
import type { Fact, PaperFacts } from './facts';
import { paragraphsOf, source } from './text';

export { answerFromFacts } from './answer';
export { extractPaperFacts, type DateFact, type DateRole, type Fact, type PaperFacts, type PartyFact, type SectionFact } from './facts';
export { paperKind, paperKindEntry, type KindGuess } from './kinds';
export { nextActionDate, renderPaperSummary, type SummaryLanguage, type SummaryNotes } from './summary';
export { normaliseText, paperLanguage, paragraphsOf, type FactSource } from './text';

/** The paper's key sentences (the extractive summary's best), with where each stands, leaving out what the facts already quote. */
export function keySentences(doc: ExtractedDocument, facts: PaperFacts, count = 3): Fact[] {
  const quoted = [...facts.asks, ...facts.decided].map((f) => f.value.slice(0, 60));
  const paragraphs = paragraphsOf(doc);
  const picked = sentencesOf(summarizeExtractive(doc, count + quoted.length)).filter((s) => !quoted.some((q) => s.startsWith(q.slice(0, 40))));
  return picked.slice(0, count).flatMap((s) => {
    const p = paragraphs.find((x) => x.text.includes(s.slice(0, 40)));
    return p ? [{ value: s, source: source(p, s) }] : [];
  });
}
