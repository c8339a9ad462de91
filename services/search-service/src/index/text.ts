/**
 * Tokens for the index, the query, phrase checks and highlights. One definition so the words a
 * query matched are exactly the words we mark in a passage.
 */
const STOP_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'be', 'by', 'for', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'v', 'vs', 'versus', 'with']);
const WORD = /[\p{L}\p{N}]+/gu;

/** Words seen recently and their terms: normalising is the costliest step of indexing, and words repeat. */
const seen = new Map<string, string | null>();
const SEEN_MAX = 200_000;

/** Lower-case, strip accents; stop words and the "v." of case titles carry no meaning here. */
export function processTerm(term: string): string | null {
  const known = seen.get(term);
  if (known !== undefined) return known;
  const t = term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const out = !t || STOP_WORDS.has(t) ? null : t;
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(term, out);
  return out;
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function terms(text: string): string[] {
  return tokenize(text).map(processTerm).filter((t): t is string => t !== null);
}

/** Space-joined terms, padded, for "does this phrase occur" checks. */
export function phraseKey(text: string): string {
  return ` ${terms(text).join(' ')} `;
}

const MAX_SNIPPET = 240;

/** Wraps the words whose term is in `matched` in <mark>…</mark>; angle brackets in the source are dropped. */
export function markTerms(text: string, matched: Set<string>): { html: string; hits: number } {
  let hits = 0;
  const html = text.replace(/[<>]/g, '').replace(WORD, (word) => {
    const t = processTerm(word);
    if (t && matched.has(t)) {
      hits++;
      return `<mark>${word}</mark>`;
    }
    return word;
  });
  return { html, hits };
}

/** How many words of `text` have their term in `matched`. */
function countHits(text: string, matched: Set<string>): number {
  let hits = 0;
  for (const word of tokenize(text)) if (matched.has(processTerm(word) ?? '')) hits++;
  return hits;
}

/** Up to `max` sentences of `sources` holding the most matched words, each cut to a readable length. */
export function highlights(sources: string[], matched: Set<string>, max = 2): string[] {
  // Counting first and marking only the chosen sentences: most sentences of a long text are skipped.
  const scored: { sentence: string; hits: number; order: number }[] = [];
  let order = 0;
  for (const source of sources) {
    for (const sentence of source.split(/(?<=[.;!?])\s+/)) {
      const s = sentence.trim();
      if (!s) continue;
      const hits = countHits(s, matched);
      if (hits) scored.push({ sentence: s, hits, order: order++ });
    }
  }
  return scored
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .slice(0, max)
    .sort((a, b) => a.order - b.order)
    .map(({ sentence }) => markTerms(cut(sentence, matched), matched).html);
}

/** A sentence longer than MAX_SNIPPET, cut around its first matched word so the mark is visible. */
function cut(s: string, matched: Set<string>): string {
  if (s.length <= MAX_SNIPPET) return s;
  const first = tokenize(s).find((w) => matched.has(processTerm(w) ?? ''));
  const at = first ? Math.max(0, s.indexOf(first) - 80) : 0;
  return `${at > 0 ? '…' : ''}${s.slice(at, at + MAX_SNIPPET).trim()}…`;
}
