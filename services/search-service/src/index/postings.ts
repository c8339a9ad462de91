/**
 * The stored side of the in-memory engine: one posting list per word (the live documents holding
 * it and its frequency in each zone), each document's zone lengths, and BM25+ over them (the model
 * MiniSearch uses). The vocabulary is kept twice: MiniSearch's radix tree (SearchableMap), so typo
 * and prefix expansion stay a library's job, and a hash map for exact lookups, which are most of
 * them and cheaper there.
 */
import type SearchableMapType from 'minisearch/dist/es/SearchableMap';

// The package exports its radix tree as a subpath that this repo's "node" module resolution cannot
// type; the types come from the file the subpath points at.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SearchableMap: typeof SearchableMapType = require('minisearch/SearchableMap');

/** Zones per document; each zone's term frequency takes TF_BITS of one small integer, so at most five. */
export const ZONE_COUNT = 5;
const TF_BITS = 6;
const TF_MAX = (1 << TF_BITS) - 1;
/** BM25+ constants as in MiniSearch: k1, b, and the lower bound delta. */
const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;

/** One word of the vocabulary: the live documents holding it and its frequency in each zone. */
export interface Posting {
  term: string;
  docs: number[];
  /** Term frequency per zone, TF_BITS each, packed in one small integer. */
  tfs: number[];
  /** Live documents per zone holding the word (for idf). */
  zoneDf: number[];
  live: number;
  /**
   * Each entry's BM25+ at weight 1, summed over its zones, worked out when a query first walks the
   * list and kept until the corpus changes (`impactsAt`): idf and the average lengths move with every
   * document added or removed. A repeated word then costs one multiplication per entry instead of a
   * division per zone; the scoring walk was the largest part of a query's CPU.
   */
  impacts?: Float64Array;
  impactsAt?: number;
}

/** A vocabulary word standing for a query word, at a weight (1 as typed; typo, prefix and alternative variants less). */
export interface Variant {
  posting: Posting;
  weight: number;
  /** Per-zone boost × idf. */
  idf: number[];
}

/**
 * Unit terms (a statute reference "§…", a citation "©…") stand for words the zone already counts,
 * so they add no length: a judgment that names its sections is not a longer one for BM25.
 */
const isUnit = (term: string) => term.charCodeAt(0) === 0xa7 || term.charCodeAt(0) === 0xa9;
const wordCount = (words: string[]) => {
  let n = 0;
  for (const w of words) if (!isUnit(w)) n++;
  return n;
};

export class Postings {
  readonly vocab: SearchableMapType<Posting> = new SearchableMap();
  readonly byTerm = new Map<string, Posting>();
  /** Token count per document ordinal and zone, flat (ordinal * ZONE_COUNT + zone), so a document's lengths sit side by side. */
  private lens = new Uint32Array(1024 * ZONE_COUNT);
  private readonly zoneLenSum = new Array<number>(ZONE_COUNT).fill(0);
  /** Per query: K1·B / average zone length, so scoring a posting needs no division by the average. */
  private readonly lenFactor = new Float64Array(ZONE_COUNT);
  readonly alive: boolean[] = [];
  liveCount = 0;
  /** Counts changes to the corpus: a posting's impacts are current while their stamp equals it. */
  private changes = 0;

  constructor(private readonly boosts: readonly number[]) {
    if (boosts.length !== ZONE_COUNT) throw new Error(`the engine scores ${ZONE_COUNT} zones, not ${boosts.length}`);
  }

  /** Appends a document given its words per zone; returns its ordinal. */
  add(zones: string[][]): number {
    const doc = this.alive.length;
    this.alive.push(true);
    this.liveCount++;
    this.changes++;
    const tf = new Map<string, number>();
    if (this.lens.length < (doc + 1) * ZONE_COUNT) {
      const grown = new Uint32Array(this.lens.length * 2);
      grown.set(this.lens);
      this.lens = grown;
    }
    zones.forEach((words, z) => {
      const len = wordCount(words);
      this.lens[doc * ZONE_COUNT + z] = len;
      this.zoneLenSum[z] += len;
      for (const w of words) {
        const packed = tf.get(w) ?? 0;
        if (((packed >> (z * TF_BITS)) & TF_MAX) < TF_MAX) tf.set(w, packed + (1 << (z * TF_BITS)));
      }
    });
    for (const [term, packed] of tf) {
      let p = this.byTerm.get(term);
      if (!p) {
        p = { term, docs: [], tfs: [], zoneDf: new Array(ZONE_COUNT).fill(0), live: 0 };
        this.byTerm.set(term, p);
        this.vocab.set(term, p);
      }
      p.docs.push(doc);
      p.tfs.push(packed);
      p.live++;
      for (let z = 0; z < ZONE_COUNT; z++) if ((packed >> (z * TF_BITS)) & TF_MAX) p.zoneDf[z]++;
    }
    return doc;
  }

  /** Retires an ordinal; its postings stay until the owner rebuilds, and are skipped. */
  remove(doc: number, zones: string[][]): void {
    if (!this.alive[doc]) return;
    this.alive[doc] = false;
    this.liveCount--;
    this.changes++;
    const seen = new Set<string>();
    zones.forEach((words, z) => {
      this.zoneLenSum[z] -= this.lens[doc * ZONE_COUNT + z];
      for (const w of words) {
        const key = `${z}\u0000${w}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const p = this.byTerm.get(w);
        if (p) p.zoneDf[z]--;
      }
    });
    for (const w of new Set(zones.flat())) {
      const p = this.byTerm.get(w);
      if (p) p.live--;
    }
  }

  /** Fixes the average zone lengths for the query about to run (scoring reads them). */
  startQuery(): void {
    const live = this.liveCount || 1;
    for (let z = 0; z < ZONE_COUNT; z++) this.lenFactor[z] = (K1 * B) / (this.zoneLenSum[z] / live || 1);
  }

  /** A vocabulary word at a weight, with its per-zone boost × idf for the corpus as it is now. */
  variant(posting: Posting, weight: number): Variant {
    const n = this.liveCount;
    const idf = posting.zoneDf.map((df, z) => (df ? this.boosts[z] * Math.log(1 + (n - df + 0.5) / (df + 0.5)) : 0));
    return { posting, weight, idf };
  }

  /** BM25+ of one posting entry at weight 1, summed over the zones holding the word (`idf`: boost × idf per zone). */
  private score(posting: Posting, idf: number[], i: number): number {
    const at = posting.docs[i] * ZONE_COUNT;
    let packed = posting.tfs[i];
    let s = 0;
    // tf + K1·(1 − B + B·len/avg), with the per-query K1·B/avg from startQuery().
    for (let z = 0; packed; z++, packed >>= TF_BITS) {
      const tf = packed & TF_MAX;
      if (!tf || !idf[z]) continue;
      s += idf[z] * (DELTA + (tf * (K1 + 1)) / (tf + K1 * (1 - B) + this.lenFactor[z] * this.lens[at + z]));
    }
    return s;
  }

  /**
   * One entry's impact, for a few look-ups in a long list: not worth working out the whole list's
   * impacts, but read from them when current. The same sum either way, so a score does not depend on
   * what the cache held.
   */
  scoreAt(v: Variant, i: number): number {
    const kept = this.keptImpacts(v.posting);
    return kept ? kept[i] : this.score(v.posting, v.idf, i);
  }

  /** The posting's impacts if worked out since the corpus last changed. */
  private keptImpacts(p: Posting): Float64Array | undefined {
    return p.impactsAt === this.changes ? p.impacts : undefined;
  }

  /** The posting's impacts for the corpus as it is now (computed if stale); needs startQuery()'s length factors. */
  impactsOf(v: Variant): Float64Array {
    const p = v.posting;
    const kept = this.keptImpacts(p);
    if (kept) return kept;
    const impacts = p.impacts?.length === p.docs.length ? p.impacts : new Float64Array(p.docs.length);
    for (let i = 0; i < impacts.length; i++) impacts[i] = this.score(p, v.idf, i);
    p.impacts = impacts;
    p.impactsAt = this.changes;
    return impacts;
  }
}
