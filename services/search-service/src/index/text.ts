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

/** Up to `max` sentences of `sources` holding the most matched words, each cut to a readable length. */
export function highlights(sources: string[], matched: Set<string>, max = 2): string[] {
  const scored: { html: string; hits: number; order: number }[] = [];
  let order = 0;
  for (const source of sources) {
    for (const sentence of source.split(/(?<=[.;!?])\s+/)) {
      let s = sentence.trim();
      if (!s) continue;
      if (s.length > MAX_SNIPPET) {
        // Centre the cut on the first matched word so the mark is visible.
        const first = tokenize(s).find((w) => matched.has(processTerm(w) ?? ''));
        const at = first ? Math.max(0, s.indexOf(first) - 80) : 0;
        s = `${at > 0 ? '…' : ''}${s.slice(at, at + MAX_SNIPPET).trim()}…`;
      }
      const marked = markTerms(s, matched);
      if (marked.hits) scored.push({ ...marked, order: order++ });
    }
  }
  return scored
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .slice(0, max)
    .sort((a, b) => a.order - b.order)
    .map((s) => s.html);
}
