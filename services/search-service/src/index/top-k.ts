/** Small list helpers of the engine: a bounded top-k selection and a binary search. */

/** The `k` best by words held, then score (ties: lower ordinal first), best first, with a bounded min-heap. */
export function topK(docs: number[], cover: Int8Array, scores: Float64Array, k: number): number[] {
  const worse = (a: number, b: number) =>
    cover[a] < cover[b] || (cover[a] === cover[b] && (scores[a] < scores[b] || (scores[a] === scores[b] && a > b)));
  const heap: number[] = [];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l], heap[m])) m = l;
      if (r < heap.length && worse(heap[r], heap[m])) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  for (const d of docs) {
    if (heap.length < k) {
      heap.push(d);
      for (let i = heap.length - 1; i > 0; ) {
        const p = (i - 1) >> 1;
        if (!worse(heap[i], heap[p])) break;
        [heap[i], heap[p]] = [heap[p], heap[i]];
        i = p;
      }
    } else if (k > 0 && worse(heap[0], d)) {
      heap[0] = d;
      down(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
}

/** Position of `x` in an ascending list, or -1 (ordinals are appended in order, so lists are sorted). */
export function indexOf(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] === x) return mid;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
