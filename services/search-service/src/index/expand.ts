/**
 * A query word as the vocabulary words that answer it, each at its weight (query/definition.ts
 * WEIGHTS): the word as typed (at the word's own weight: a statute reference counts more than a
 * word), the same section without its act, near spellings within the word's edits, and completions
 * of the word being typed. Expansion walks MiniSearch's radix tree; only words some live document
 * still holds count.
 */
import { MAX_PREFIX_TERMS, WEIGHTS } from '../query/definition';
import type { Postings, Variant } from './postings';

/** A word of the query with the vocabulary words it stands for. */
export interface QueryWord {
  term: string;
  /** How much the word as typed counts (1 for a word; a statute reference or citation more). */
  weight?: number;
  /** Typo tolerance in edits (0 = exact). */
  fuzzy: number;
  prefix: boolean;
  /** Common words may narrow the candidates but never bring documents in on their own in a union. */
  common: boolean;
  /** Whether a typo correction of this word into `term` (at `distance` edits) is plausible; all are, without it. */
  accept?: (term: string, distance: number) => boolean;
  /** Other terms that answer this word, at WEIGHTS.alternative of its weight (a section written without its act). */
  alternatives?: string[];
}

/** How far a scan of completions goes before keeping the most frequent MAX_PREFIX_TERMS. */
const PREFIX_SCAN = MAX_PREFIX_TERMS * 20;

export function expand(word: QueryWord, postings: Postings): Variant[] {
  const own = word.weight ?? 1;
  const found = new Map<string, number>();
  if (postings.byTerm.get(word.term)?.live) found.set(word.term, own);
  for (const alt of word.alternatives ?? []) if (postings.byTerm.get(alt)?.live && !found.has(alt)) found.set(alt, own * WEIGHTS.alternative);
  if (word.fuzzy) {
    for (const [term, [p, distance]] of postings.vocab.fuzzyGet(word.term, word.fuzzy)) {
      // Longer words lose less to one edit: the weight scales by length / (length + edits).
      if (distance > 0 && p.live && (!word.accept || word.accept(term, distance))) found.set(term, Math.max(found.get(term) ?? 0, (WEIGHTS.typo * term.length) / (term.length + distance)));
    }
  }
  if (word.prefix) {
    const longer: [string, number][] = [];
    for (const [term, p] of postings.vocab.atPrefix(word.term)) {
      if (term !== word.term && p.live) longer.push([term, p.live]);
      if (longer.length >= PREFIX_SCAN) break;
    }
    // The most frequent completions: the word being typed is most likely one of them.
    longer.sort((a, b) => b[1] - a[1]);
    for (const [term] of longer.slice(0, MAX_PREFIX_TERMS)) {
      const distance = term.length - word.term.length;
      found.set(term, Math.max(found.get(term) ?? 0, (WEIGHTS.prefix * term.length) / (term.length + 0.3 * distance)));
    }
  }
  return [...found].map(([term, weight]) => postings.variant(postings.byTerm.get(term)!, weight));
}
