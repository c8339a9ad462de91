/**
 * The scoring core of the case index: BM25+ per zone with boosts (the model MiniSearch uses), over
 * postings kept as plain arrays, with MiniSearch's radix tree (SearchableMap) for the vocabulary so
 * typo (Levenshtein) and prefix expansion stay a library's job.
 *
 * Why not MiniSearch's own search: it scores every document that holds any query word, in Maps, so
 * a name query over 100k cases ("Singh Ramesh") cost 100-500 ms. Here a query first intersects its
 * words (smallest posting list first, the others only confirm, by lookup when that is shorter),
 * scores just the documents that hold every word, and keeps the top ones in a bounded heap. Only
 * when fewer than AND_ENOUGH documents hold every word does it take the union; documents holding
 * more of the words rank first (as Typesense and Meilisearch do), so only the best tiers are scored.
 */
import type SearchableMapType from 'minisearch/dist/es/SearchableMap';
import { indexOf, topK } from './top-k';

// The package exports its radix tree as a subpath that this repo's "node" module resolution cannot
// type; the types come from the file the subpath points at.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SearchableMap: typeof SearchableMapType = require('minisearch/SearchableMap');

export const ZONE_COUNT = 5;
const TF_BITS = 6;
const TF_MAX = (1 << TF_BITS) - 1;
/** BM25+ constants as in MiniSearch: k1, b, and the lower bound delta. */
const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;
/** Weights of expanded words relative to the word typed (MiniSearch's defaults). */
const FUZZY_WEIGHT = 0.45;
const PREFIX_WEIGHT = 0.375;
const MAX_PREFIX_TERMS = 30;
const ALTERNATIVE_WEIGHT = 0.5;
/** Words of a query that count (one bit each in a 32-bit set); the rest are ignored. */
export const MAX_QUERY_WORDS = 30;
/** Below this many documents holding every word, the union is scored instead. */
export const AND_ENOUGH = 50;
/** Look candidates up in a posting list (binary search) when it is this many times longer. */
const GALLOP_RATIO = 16;

/** One word of the vocabulary: the live documents holding it and its frequency in each zone. */
interface Posting {
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

/** A word of the query with the vocabulary words it stands for. */
export interface QueryWord {
  term: string;
  /** Typo tolerance in edits (0 = exact). */
  fuzzy: number;
  prefix: boolean;
  /** Common words may narrow the candidates but never bring documents in on their own in a union. */
  common: boolean;
  /** Whether a typo correction of this word into `term` (at `distance` edits) is plausible; all are, without it. */
  accept?: (term: string, distance: number) => boolean;
  /** Other terms that answer this word, at ALTERNATIVE_WEIGHT (a section written without its act). */
  alternatives?: string[];
}

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

interface Variant {
  posting: Posting;
  /** Typed 1; typo, prefix and alternative variants less. */
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

export class Engine {
  /** The vocabulary as a radix tree, for typo and prefix expansion... */
  private readonly vocab: SearchableMapType<Posting> = new SearchableMap();
  /** ...and as a hash map for exact lookups, which are most of them and cheaper there. */
  private readonly postings = new Map<string, Posting>();
  /** Token count per document ordinal and zone, flat (ordinal * ZONE_COUNT + zone), so a document's lengths sit side by side. */
  private lens = new Uint32Array(1024 * ZONE_COUNT);
  private readonly zoneLenSum = new Array<number>(ZONE_COUNT).fill(0);
  /** Per query: K1·B / average zone length, so scoring a posting needs no division by the average. */
  private readonly lenFactor = new Float64Array(ZONE_COUNT);
  private readonly alive: boolean[] = [];
  private liveCount = 0;
  /** Counts changes to the corpus: a posting's impacts are current while their stamp equals it. */
  private changes = 0;
  // Per-query scratch, indexed by ordinal: a generation stamp saves clearing them for every query.
  private stamp = new Int32Array(1024);
  /** The union's documents (a name query's union can hold tens of thousands: no array growth). */
  private pool = new Int32Array(1024);
  /** Which query groups a document holds (bit set), and how many. */
  private bits = new Int32Array(1024);
  private cover = new Int8Array(1024);
  private scores = new Float64Array(1024);
  private generation = 0;

  constructor(private readonly boosts: number[]) {}

  get size(): number {
    return this.liveCount;
  }

  get ordinals(): number {
    return this.alive.length;
  }

  documentFrequency(term: string): number {
    return this.postings.get(term)?.live ?? 0;
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
      let p = this.postings.get(term);
      if (!p) {
        p = { term, docs: [], tfs: [], zoneDf: new Array(ZONE_COUNT).fill(0), live: 0 };
        this.postings.set(term, p);
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
        const p = this.postings.get(w);
        if (p) p.zoneDf[z]--;
      }
    });
    for (const w of new Set(zones.flat())) {
      const p = this.postings.get(w);
      if (p) p.live--;
    }
  }

  /**
   * The best `keep` documents for the query words (plus how many documents matched in all). `accept`
   * is a cheap filter checked as documents come in (court, year; null for none); `must` a costlier one checked on the
   * matched documents only (required phrases).
   */
  search(allWords: QueryWord[], accept: ((doc: number) => boolean) | null, keep: number, must?: (doc: number) => boolean): SearchResult {
    // One bit per word in 32-bit sets: a query counts its first MAX_QUERY_WORDS words.
    const words = allWords.slice(0, MAX_QUERY_WORDS);
    const groups = words.map((w) => this.expand(w));
    const termsOf = (doc: number) => this.termsOf(doc, groups);
    if (!groups.length || groups.every((g) => !g.length)) return { hits: [], total: 0, termsOf };
    const live = this.liveCount || 1;
    for (let z = 0; z < ZONE_COUNT; z++) this.lenFactor[z] = (K1 * B) / (this.zoneLenSum[z] / live || 1);
    const full = (1 << groups.length) - 1;
    let all = groups.every((g) => g.length) ? this.intersect(groups, accept) : [];
    if (must) all = all.filter(must);
    const size = groups.length;
    const coverage = (d: number) => 0.25 + (this.cover[d] / size) ** 2;
    if (all.length >= AND_ENOUGH || size === 1) {
      // Every document holds every word: intersect() has scored them, and the coverage factor is
      // the same for all, so it is applied to the ones shown only (as are their word bits, for termsOf).
      const top = topK(all, this.cover, this.scores, keep);
      for (const d of top) this.bits[d] = full;
      return { total: all.length, hits: top.map((doc) => ({ doc, score: this.scores[doc] * coverage(doc), words: this.cover[doc] })), termsOf };
    }
    let matched = this.union(groups, words, accept);
    if (must) matched = matched.filter(must);
    const ranked = this.bestTiers(matched, keep);
    this.scoreDocs(ranked, groups);
    for (const d of ranked) this.scores[d] *= coverage(d);
    return {
      total: matched.length,
      hits: topK(ranked, this.cover, this.scores, keep).map((doc) => ({ doc, score: this.scores[doc], words: this.cover[doc] })),
      termsOf,
    };
  }

  private expand(word: QueryWord): Variant[] {
    const found = new Map<string, number>();
    const exact = this.postings.get(word.term);
    if (exact?.live) found.set(word.term, 1);
    for (const alt of word.alternatives ?? []) if (this.postings.get(alt)?.live && !found.has(alt)) found.set(alt, ALTERNATIVE_WEIGHT);
    if (word.fuzzy) {
      for (const [term, [p, distance]] of this.vocab.fuzzyGet(word.term, word.fuzzy)) {
        if (distance > 0 && p.live && (!word.accept || word.accept(term, distance))) found.set(term, Math.max(found.get(term) ?? 0, (FUZZY_WEIGHT * term.length) / (term.length + distance)));
      }
    }
    if (word.prefix) {
      const longer: [string, number][] = [];
      for (const [term, p] of this.vocab.atPrefix(word.term)) {
        if (term !== word.term && p.live) longer.push([term, p.live]);
        if (longer.length >= MAX_PREFIX_TERMS * 20) break;
      }
      longer.sort((a, b) => b[1] - a[1]);
      for (const [term] of longer.slice(0, MAX_PREFIX_TERMS)) {
        const distance = term.length - word.term.length;
        found.set(term, Math.max(found.get(term) ?? 0, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance)));
      }
    }
    const n = this.liveCount;
    return [...found].map(([term, weight]) => {
      const posting = this.postings.get(term)!;
      const idf = posting.zoneDf.map((df, z) => (df ? this.boosts[z] * Math.log(1 + (n - df + 0.5) / (df + 0.5)) : 0));
      return { posting, weight, idf };
    });
  }

  private nextGeneration(): number {
    const n = this.alive.length;
    if (this.stamp.length < n) {
      const size = Math.max(n, this.stamp.length * 2);
      this.stamp = new Int32Array(size);
      this.pool = new Int32Array(size);
      this.bits = new Int32Array(size);
      this.cover = new Int8Array(size);
      this.scores = new Float64Array(size);
      this.generation = 0;
    }
    if (this.generation >= 0x7ffffff0) {
      this.stamp.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }

  /** BM25+ of one posting entry at weight 1, summed over the zones holding the word (`idf`: boost × idf per zone). */
  private score(posting: Posting, idf: number[], i: number): number {
    const at = posting.docs[i] * ZONE_COUNT;
    let packed = posting.tfs[i];
    let s = 0;
    // tf + K1·(1 − B + B·len/avg), with the per-query K1·B/avg from search().
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
  private scoreAt(v: Variant, i: number): number {
    const kept = this.keptImpacts(v.posting);
    return kept ? kept[i] : this.score(v.posting, v.idf, i);
  }

  /** The posting's impacts if worked out since the corpus last changed. */
  private keptImpacts(p: Posting): Float64Array | undefined {
    return p.impactsAt === this.changes ? p.impacts : undefined;
  }

  /** The posting's impacts for the corpus as it is now (computed if stale); needs search()'s lenFactor. */
  private impactsOf(v: Variant): Float64Array {
    const p = v.posting;
    const kept = this.keptImpacts(p);
    if (kept) return kept;
    const impacts = p.impacts?.length === p.docs.length ? p.impacts : new Float64Array(p.docs.length);
    for (let i = 0; i < impacts.length; i++) impacts[i] = this.score(p, v.idf, i);
    p.impacts = impacts;
    p.impactsAt = this.changes;
    return impacts;
  }

  /**
   * Documents holding every group: the smallest group picks, the others only confirm. Their scores
   * are summed on the way (scores[]), so when the intersection is the answer (search()) no list is
   * walked a second time.
   */
  private intersect(groups: Variant[][], accept: ((doc: number) => boolean) | null): number[] {
    const gen = this.nextGeneration();
    const { stamp, cover, alive, scores } = this;
    const order = groups.map((g, i) => [i, g.reduce((n, v) => n + v.posting.docs.length, 0)]).sort((a, b) => a[1] - b[1]).map(([i]) => i);
    let candidates: number[] = [];
    order.forEach((gi, step) => {
      for (const v of groups[gi]) {
        const docs = v.posting.docs;
        const { weight } = v;
        if (step === 0) {
          const impacts = this.impactsOf(v);
          for (let i = 0; i < docs.length; i++) {
            const d = docs[i];
            if (stamp[d] !== gen) {
              if (!alive[d] || (accept && !accept(d))) continue;
              stamp[d] = gen;
              cover[d] = 1;
              scores[d] = 0;
              candidates.push(d);
            }
            scores[d] += weight * impacts[i];
          }
        } else if (candidates.length * GALLOP_RATIO < docs.length) {
          // Few candidates against a long list: look each one up instead of walking the list.
          for (const d of candidates) {
            const i = indexOf(docs, d);
            if (i < 0) continue;
            cover[d] = step + 1;
            scores[d] += weight * this.scoreAt(v, i);
          }
        } else {
          const impacts = this.impactsOf(v);
          // Candidates are at `step` words, or at step + 1 once another variant of this group matched.
          for (let i = 0; i < docs.length; i++) {
            const d = docs[i];
            if (stamp[d] !== gen || cover[d] < step) continue;
            cover[d] = step + 1;
            scores[d] += weight * impacts[i];
          }
        }
      }
      if (step > 0) candidates = candidates.filter((d) => cover[d] === step + 1);
    });
    return candidates;
  }

  /** Documents holding any group, with the groups each holds (bits) and how many (cover). */
  private union(groups: Variant[][], words: QueryWord[], accept: ((doc: number) => boolean) | null): Int32Array {
    const gen = this.nextGeneration();
    const { stamp, bits, cover, alive, pool } = this;
    let size = 0;
    // Rare words bring documents in; common ones ("court", "state") only confirm them.
    const anyRare = words.some((w, gi) => !w.common && groups[gi].length);
    const order = groups.map((_, i) => i).sort((a, b) => Number(words[a].common) - Number(words[b].common));
    for (const gi of order) {
      const bringsIn = !anyRare || !words[gi].common;
      const bit = 1 << gi;
      for (const v of groups[gi]) {
        const docs = v.posting.docs;
        if (!bringsIn && size * GALLOP_RATIO < docs.length) {
          // A common word only confirms: look the few candidates up rather than walk its long list.
          for (let k = 0; k < size; k++) {
            const d = pool[k];
            if (!(bits[d] & bit) && indexOf(docs, d) >= 0) {
              bits[d] |= bit;
              cover[d]++;
            }
          }
          continue;
        }
        for (const d of docs) {
          if (stamp[d] !== gen) {
            if (!bringsIn || !alive[d] || (accept && !accept(d))) continue;
            stamp[d] = gen;
            bits[d] = 0;
            cover[d] = 0;
            pool[size++] = d;
          }
          if (!(bits[d] & bit)) {
            bits[d] |= bit;
            cover[d]++;
          }
        }
      }
    }
    return pool.subarray(0, size);
  }

  /**
   * Documents that hold more of the query's words rank first (then by score), so only the tiers that
   * can reach the first `keep` places need scoring.
   */
  private bestTiers(docs: Int32Array, keep: number): number[] {
    const { cover } = this;
    const perTier = new Int32Array(MAX_QUERY_WORDS + 1);
    for (let k = 0; k < docs.length; k++) perTier[cover[docs[k]]]++;
    let floor = MAX_QUERY_WORDS;
    for (let count = perTier[floor]; floor > 0 && count < keep; ) count += perTier[--floor];
    const out: number[] = [];
    for (let k = 0; k < docs.length; k++) if (cover[docs[k]] >= floor) out.push(docs[k]);
    return out;
  }

  /** Sums BM25+ over the groups each document holds; walks a list or looks documents up, whichever is shorter. */
  private scoreDocs(docs: number[], groups: Variant[][]): void {
    const gen = this.nextGeneration();
    const { stamp, scores, bits } = this;
    for (const d of docs) {
      stamp[d] = gen;
      scores[d] = 0;
    }
    groups.forEach((g, gi) => {
      const bit = 1 << gi;
      for (const v of g) {
        const list = v.posting.docs;
        const { weight } = v;
        if (docs.length * GALLOP_RATIO < list.length) {
          for (const d of docs) {
            if (!(bits[d] & bit)) continue;
            const i = indexOf(list, d);
            if (i >= 0) scores[d] += weight * this.scoreAt(v, i);
          }
        } else {
          const impacts = this.impactsOf(v);
          for (let i = 0; i < list.length; i++) {
            const d = list[i];
            if (stamp[d] === gen && bits[d] & bit) scores[d] += weight * impacts[i];
          }
        }
      }
    });
  }

  private termsOf(doc: number, groups: Variant[][]): string[] {
    const out: string[] = [];
    groups.forEach((g, gi) => {
      if (!(this.bits[doc] & (1 << gi))) return;
      for (const v of g) if (indexOf(v.posting.docs, doc) >= 0) out.push(v.posting.term);
    });
    return out;
  }
}
