/**
 * How the in-memory engine finds and scores the documents of a query, given each query word's
 * variants (expand.ts): the intersection when enough documents hold every word, else the union
 * ranked by how many words each holds. Postings are walked or looked up, whichever is shorter.
 */
import type { QueryWord } from './expand';
import type { Postings, Variant } from './postings';
import type { Scratch } from './scratch';
import { indexOf } from './top-k';

/** Words of a query that count (one bit each in a 32-bit set); the rest are ignored. */
export const MAX_QUERY_WORDS = 30;
/** Look candidates up in a posting list (binary search) when it is this many times longer. */
const GALLOP_RATIO = 16;

type Accept = ((doc: number) => boolean) | null;

/**
 * Documents holding every group: the smallest group picks, the others only confirm. Their scores
 * are summed on the way (scratch.scores), so when the intersection is the answer no list is walked
 * a second time.
 */
export function intersect(postings: Postings, scratch: Scratch, groups: Variant[][], accept: Accept): number[] {
  const gen = scratch.next(postings.alive.length);
  const { stamp, cover, scores } = scratch;
  const { alive } = postings;
  const order = groups.map((g, i) => [i, g.reduce((n, v) => n + v.posting.docs.length, 0)]).sort((a, b) => a[1] - b[1]).map(([i]) => i);
  let candidates: number[] = [];
  order.forEach((gi, step) => {
    for (const v of groups[gi]) {
      const docs = v.posting.docs;
      const { weight } = v;
      if (step === 0) {
        const impacts = postings.impactsOf(v);
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
          scores[d] += weight * postings.scoreAt(v, i);
        }
      } else {
        const impacts = postings.impactsOf(v);
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

/** Documents holding any group, with the groups each holds (scratch.bits) and how many (scratch.cover). */
export function union(postings: Postings, scratch: Scratch, groups: Variant[][], words: QueryWord[], accept: Accept): Int32Array {
  const gen = scratch.next(postings.alive.length);
  const { stamp, bits, cover, pool } = scratch;
  const { alive } = postings;
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
export function bestTiers(scratch: Scratch, docs: Int32Array, keep: number): number[] {
  const { cover } = scratch;
  const perTier = new Int32Array(MAX_QUERY_WORDS + 1);
  for (let k = 0; k < docs.length; k++) perTier[cover[docs[k]]]++;
  let floor = MAX_QUERY_WORDS;
  for (let count = perTier[floor]; floor > 0 && count < keep; ) count += perTier[--floor];
  const out: number[] = [];
  for (let k = 0; k < docs.length; k++) if (cover[docs[k]] >= floor) out.push(docs[k]);
  return out;
}

/** Sums BM25+ over the groups each document holds (into scratch.scores). */
export function scoreDocs(postings: Postings, scratch: Scratch, docs: number[], groups: Variant[][]): void {
  const gen = scratch.next(postings.alive.length);
  const { stamp, scores, bits } = scratch;
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
          if (i >= 0) scores[d] += weight * postings.scoreAt(v, i);
        }
      } else {
        const impacts = postings.impactsOf(v);
        for (let i = 0; i < list.length; i++) {
          const d = list[i];
          if (stamp[d] === gen && bits[d] & bit) scores[d] += weight * impacts[i];
        }
      }
    }
  });
}

/** The vocabulary words of the query that `doc` holds (for highlights), by the word bits of the last search. */
export function termsOf(scratch: Scratch, doc: number, groups: Variant[][]): string[] {
  const out: string[] = [];
  groups.forEach((g, gi) => {
    if (!(scratch.bits[doc] & (1 << gi))) return;
    for (const v of g) if (indexOf(v.posting.docs, doc) >= 0) out.push(v.posting.term);
  });
  return out;
}
