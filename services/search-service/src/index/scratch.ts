/**
 * Per-query working arrays of the in-memory engine, indexed by document ordinal. They are reused
 * from query to query: a generation stamp marks which entries this query wrote, which saves
 * clearing arrays of a hundred thousand entries for every search.
 */
export class Scratch {
  stamp = new Int32Array(1024);
  /** The union's documents (a name query's union can hold tens of thousands: no array growth). */
  pool = new Int32Array(1024);
  /** Which query words a document holds (bit set), and how many. */
  bits = new Int32Array(1024);
  cover = new Int8Array(1024);
  scores = new Float64Array(1024);
  private generation = 0;

  /** A new generation for `ordinals` documents: entries stamped with an older one count as unwritten. */
  next(ordinals: number): number {
    if (this.stamp.length < ordinals) {
      const size = Math.max(ordinals, this.stamp.length * 2);
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
}
