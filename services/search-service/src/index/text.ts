/**
 * Tokens for the index, the query, phrase checks and highlights. One definition so the words a
 * query matched are exactly the words we mark in a passage.
 */
const STOP_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'be', 'by', 'for', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'v', 'vs', 'versus', 'with']);
/**
 * A word starts with a letter or digit and keeps its combining marks: the matras, virama, nukta and
 * anusvara of Indian scripts are marks (\p{M}), and splitting at them cut "सुनीता" into स, न, त.
 * ZWJ/ZWNJ inside a word are kept here and dropped by processTerm.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}\u200c\u200d]*/gu;
/**
 * Accents of Latin, Greek and Cyrillic (the generic combining blocks) and ZWJ/ZWNJ are dropped; the
 * vowel signs of Indian scripts are marks too, and are kept.
 */
const DROPPED_MARK_RANGES: [number, number][] = [[0x300, 0x36f], [0x1ab0, 0x1aff], [0x1dc0, 0x1dff], [0x20d0, 0x20ff], [0xfe20, 0xfe2f], [0x200c, 0x200d]];
const dropMark = (mark: string) => {
  const cp = mark.codePointAt(0)!;
  return DROPPED_MARK_RANGES.some(([from, to]) => cp >= from && cp <= to) ? '' : mark;
};

/** Words seen recently and their terms: normalising is the costliest step of indexing, and words repeat. */
const seen = new Map<string, string | null>();
const SEEN_MAX = 200_000;

/**
 * Lower-case, strip Latin accents (then compose again, so "क़" typed as क + nukta is one form);
 * stop words and the "v." of case titles carry no meaning here.
 */
export function processTerm(term: string): string | null {
  const known = seen.get(term);
  if (known !== undefined) return known;
  const t = term.normalize('NFKD').replace(/[\p{M}\u200c\u200d]/gu, dropMark).normalize('NFC').toLowerCase();
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
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Tells whether a word of `text` is one of the `matched` terms. In ASCII text a term is just the
 * lower-cased word (stop words are never matched terms), which skips the memo lookup of processTerm
 * for the hundreds of words highlighting reads per answer.
 */
function matcher(text: string, matched: Set<string>): (word: string) => boolean {
  return NON_ASCII.test(text) ? (word) => matched.has(processTerm(word) ?? '') : (word) => matched.has(word.toLowerCase());
}

/** Wraps the words whose term is in `matched` in <mark>…</mark>; angle brackets in the source are dropped. */
export function markTerms(text: string, matched: Set<string>): { html: string; hits: number } {
  let hits = 0;
  const isMatch = matcher(text, matched);
  const html = text.replace(/[<>]/g, '').replace(WORD, (word) => {
    if (isMatch(word)) {
      hits++;
      return `<mark>${word}</mark>`;
    }
    return word;
  });
  return { html, hits };
}

const isAsciiWordChar = (code: number) => (code >= 48 && code <= 57) || (code >= 97 && code <= 122);

/**
 * How many words of `text` have their term in `matched`. ASCII text is searched for each matched
 * term as a whole word in the lower-cased text (a query has few terms; a passage has many words).
 */
function countHits(text: string, matched: Set<string>): number {
  let hits = 0;
  if (NON_ASCII.test(text)) {
    for (const word of tokenize(text)) if (matched.has(processTerm(word) ?? '')) hits++;
    return hits;
  }
  const lower = text.toLowerCase();
  for (const term of matched) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) {
      if (!isAsciiWordChar(lower.charCodeAt(at - 1)) && !isAsciiWordChar(lower.charCodeAt(at + term.length))) hits++;
    }
  }
  return hits;
}

/** Sentences of a passage, split after . ; ! or ? followed by white space. */
function sentences(source: string): string[] {
  const parts = source.split(/([.;!?])\s+/);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 2) out.push(parts[i] + (parts[i + 1] ?? ''));
  return out;
}

/** Up to `max` sentences of `sources` holding the most matched words, each cut to a readable length. */
export function highlights(sources: string[], matched: Set<string>, max = 2): string[] {
  // Counting first and marking only the chosen sentences: most sentences of a long text are skipped.
  const scored: { sentence: string; hits: number; order: number }[] = [];
  let order = 0;
  for (const source of sources) {
    for (const sentence of sentences(source)) {
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
  const first = tokenize(s).find(matcher(s, matched));
  const at = first ? Math.max(0, s.indexOf(first) - 80) : 0;
  return `${at > 0 ? '…' : ''}${s.slice(at, at + MAX_SNIPPET).trim()}…`;
}

/** The paragraphs of a judgment's text, as the judgment page numbers them (blank-line separated). */
export function paragraphsOf(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

/** Up to `max` paragraphs of `text` holding the most matched words: their number (from 1) and the marked passage. */
export function paragraphHits(text: string, matched: Set<string>, max = 2): { paragraph: number; html: string }[] {
  const scored: { paragraph: number; hits: number; text: string }[] = [];
  paragraphsOf(text).forEach((p, i) => {
    const hits = countHits(p, matched);
    if (hits) scored.push({ paragraph: i + 1, hits, text: p });
  });
  return scored
    .sort((a, b) => b.hits - a.hits || a.paragraph - b.paragraph)
    .slice(0, max)
    .sort((a, b) => a.paragraph - b.paragraph)
    .map(({ paragraph, text: p }) => ({ paragraph, html: markTerms(cut(p, matched), matched).html }));
}
