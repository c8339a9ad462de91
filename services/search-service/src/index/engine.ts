/**
 * The scoring core of the case index: BM25+ per zone with boosts (the model MiniSearch uses), over
 * postings kept as plain arrays (postings.ts), with MiniSearch's radix tree for the vocabulary so
 * typo and prefix expansion stay a library's job (expand.ts).
 *
 * Why not MiniSearch's own search: it scores every document that holds any query word, in Maps, so
 * a name query over 100k cases ("Singh Ramesh") cost 100-500 ms. Here a query first intersects its
 * words (smallest posting list first, the others only confirm, by lookup when that is shorter),
 * scores just the documents that hold every word, and keeps the top ones in a bounded heap. Only
 * when fewer than AND_ENOUGH documents hold every word does it take the union; documents holding
 * more of the words rank first (as Typesense and Meilisearch do), so only the best tiers are scored
 * (match.ts).
 */
import { BONUSES } from '../query/definition';
import { expand, type QueryWord } from './expand';
import { bestTiers, intersect, MAX_QUERY_WORDS, scoreDocs, termsOf, union } from './match';
import { Postings } from './postings';
import { Scratch } from './scratch';
import { topK } from './top-k';

export type { QueryWord };
export { MAX_QUERY_WORDS };
/** Below this many documents holding every word, the union is scored instead. */
export const AND_ENOUGH = 50;

export interface Hit {
  doc: number;
  score: number;
  /** How many of the query's words it holds (ranks before score). */
  words: number;
}

export interface SearchResult {
  hits: Hit[];
  total: number;
  /**
   * The vocabulary words of the query a hit holds (for highlights). Asked only for the hits shown,
   * right after the search: it reads the per-query scratch arrays the next search overwrites.
   */
  termsOf: (doc: number) => string[];
}

export class Engine {
  private readonly postings: Postings;
  private readonly scratch = new Scratch();

  /** `boosts`: each zone's weight, in the order of the zones a document is added with. */
  constructor(boosts: readonly number[]) {
    this.postings = new Postings(boosts);
  }

  get size(): number {
    return this.postings.liveCount;
  }

  get ordinals(): number {
    return this.postings.alive.length;
  }

  documentFrequency(term: string): number {
    return this.postings.byTerm.get(term)?.live ?? 0;
  }

  /** Appends a document given its words per zone; returns its ordinal. */
  add(zones: string[][]): number {
    return this.postings.add(zones);
  }

  /** Retires an ordinal; its postings stay until the owner rebuilds, and are skipped. */
  remove(doc: number, zones: string[][]): void {
    this.postings.remove(doc, zones);
  }

  /**
   * The best `keep` documents for the query words (plus how many documents matched in all). `accept`
   * is a cheap filter checked as documents come in (court, year; null for none); `must` a costlier one checked on the
   * matched documents only (required phrases).
   */
  search(allWords: QueryWord[], accept: ((doc: number) => boolean) | null, keep: number, must?: (doc: number) => boolean): SearchResult {
    const { postings, scratch } = this;
    // One bit per word in 32-bit sets: a query counts its first MAX_QUERY_WORDS words.
    const words = allWords.slice(0, MAX_QUERY_WORDS);
    const groups = words.map((w) => expand(w, postings));
    const termsOfDoc = (doc: number) => termsOf(scratch, doc, groups);
    if (!groups.length || groups.every((g) => !g.length)) return { hits: [], total: 0, termsOf: termsOfDoc };
    postings.startQuery();
    const full = (1 << groups.length) - 1;
    let all = groups.every((g) => g.length) ? intersect(postings, scratch, groups, accept) : [];
    if (must) all = all.filter(must);
    const size = groups.length;
    // The all-words bonus (query/definition.ts): a document's score scales by the share of words it holds.
    const coverage = (d: number) => BONUSES.allWords.coverage(scratch.cover[d], size);
    if (all.length >= AND_ENOUGH || size === 1) {
      // Every document holds every word: intersect() has scored them, and the coverage factor is
      // the same for all, so it is applied to the ones shown only (as are their word bits, for termsOf).
      const top = topK(all, scratch.cover, scratch.scores, keep);
      for (const d of top) scratch.bits[d] = full;
      return { total: all.length, hits: top.map((doc) => ({ doc, score: scratch.scores[doc] * coverage(doc), words: scratch.cover[doc] })), termsOf: termsOfDoc };
    }
    let matched = union(postings, scratch, groups, words, accept);
    if (must) matched = matched.filter(must);
    const ranked = bestTiers(scratch, matched, keep);
    scoreDocs(postings, scratch, ranked, groups);
    for (const d of ranked) scratch.scores[d] *= coverage(d);
    return {
      total: matched.length,
      hits: topK(ranked, scratch.cover, scratch.scores, keep).map((doc) => ({ doc, score: scratch.scores[doc], words: scratch.cover[doc] })),
      termsOf: termsOfDoc,
    };
  }
}
