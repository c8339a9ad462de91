/**
 * Nearest written examples: a message is compared with labelled example sentences (tf-idf over the
 * engine's own word folding, text.ts, so "chat"/"चैट", "kaun"/"कौन", "deleted"/"delete" meet) and takes
 * the labels of the most similar ones. It is how a message is told to be a question about the product,
 * its privacy or cost, legal aid or something outside law (intent.ts): the legal situations' own
 * examples (content/entries/*.yaml `examples`) are the other class, so a story that mentions "free",
 * "phone" or "chat" lands among the legal examples that use those words. Examples in a new language are
 * data: any script splits into words here (Bengali included), and a Latin word is folded like English.
 */
import { normWord, senseOfWords, splitWords } from './text';

export interface LabelledText<L> {
  label: L;
  text: string;
}

export interface Neighbour<L> {
  label: L;
  similarity: number;
}

/**
 * A message's terms: its folded words and its word pairs. Stop words are kept on purpose: "who can see",
 * "are you" and "is this" carry an intent, and tf-idf already weighs words that are everywhere for little.
 */
export function termsOf(text: string): string[] {
  const words = splitWords(senseOfWords(text)).filter((w) => w.length > 1 || /\p{N}/u.test(w)).map(normWord).filter(Boolean);
  const pairs = words.slice(1).map((w, i) => `${words[i]}_${w}`);
  return [...words, ...pairs];
}

export class NearestExamples<L> {
  private readonly idf = new Map<string, number>();
  private readonly vectors: { label: L; terms: Map<string, number> }[] = [];
  /** For each term, the examples that hold it, so a message is compared only with examples sharing a word. */
  private readonly postings = new Map<string, number[]>();

  constructor(examples: readonly LabelledText<L>[]) {
    const termLists = examples.map((e) => termsOf(e.text));
    const df = new Map<string, number>();
    for (const terms of termLists) for (const t of new Set(terms)) df.set(t, (df.get(t) ?? 0) + 1);
    for (const [t, n] of df) this.idf.set(t, Math.log(1 + examples.length / n));
    termLists.forEach((terms, i) => {
      const v = this.weigh(terms);
      this.vectors.push({ label: examples[i].label, terms: v });
      for (const t of v.keys()) this.postings.set(t, [...(this.postings.get(t) ?? []), i]);
    });
  }

  /** Unit tf-idf vector; a term no example holds has no weight (it can only lower no one's similarity). */
  private weigh(terms: string[]): Map<string, number> {
    const tf = new Map<string, number>();
    for (const t of terms) if (this.idf.has(t)) tf.set(t, (tf.get(t) ?? 0) + 1);
    let norm = 0;
    for (const [t, n] of tf) {
      const w = (1 + Math.log(n)) * this.idf.get(t)!;
      tf.set(t, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [t, w] of tf) tf.set(t, w / norm);
    return tf;
  }

  /** The `k` most similar examples (cosine), best first. */
  nearest(text: string, k: number): Neighbour<L>[] {
    const q = this.weigh(termsOf(text));
    const sims = new Map<number, number>();
    for (const [t, w] of q) for (const i of this.postings.get(t) ?? []) sims.set(i, (sims.get(i) ?? 0) + w * this.vectors[i].terms.get(t)!);
    return [...sims.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([i, similarity]) => ({ label: this.vectors[i].label, similarity }));
  }
}

/** How the nearest examples decide: see `voteOf`. */
export interface VoteRule {
  /** How many nearest examples vote, each with its similarity. */
  neighbours: number;
  /** The winner's most similar example must be at least this alike (cosine). */
  minSimilarity: number;
  /** The winner's votes must be this many times the `other` label's (the legal situations'). */
  margin: number;
}

/**
 * The label the nearest examples vote for, other than `other`, or undefined when `other` is as near:
 * a message that merely shares a word with a label's examples stays with `other`.
 */
export function voteOf<L>(near: readonly Neighbour<L>[], other: L, rule: VoteRule): L | undefined {
  const votes = new Map<L, number>();
  for (const n of near.slice(0, rule.neighbours)) votes.set(n.label, (votes.get(n.label) ?? 0) + n.similarity);
  const [label, vote] = [...votes.entries()].filter(([l]) => l !== other).sort((a, b) => b[1] - a[1])[0] ?? [];
  if (label === undefined || vote === undefined) return undefined;
  const best = Math.max(...near.filter((n) => n.label === label).map((n) => n.similarity));
  if (best < rule.minSimilarity || vote < (votes.get(other) ?? 0) * rule.margin) return undefined;
  return label;
}
