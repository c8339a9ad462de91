import type { mongo } from 'mongoose';

/** One held lock: a document whose unique _id names the firm. */
export interface FirmLock {
  _id: string;
  at: Date;
}

/** A lock older than this is taken to belong to a crashed request and is broken. */
const STALE_MS = 10_000;
const WAIT_MS = 5_000;

export class FirmBusyError extends Error {}

/**
 * A per-firm mutex made of a document with a unique _id. A conditional update ($gt: 1 with $inc)
 * is atomic on MongoDB but not on FerretDB v1, where two racing requests can both pass the
 * filter; inserting the same _id twice fails on both, so the seat count is read and written under
 * this lock instead.
 */
export async function withFirmLock<T>(locks: mongo.Collection<FirmLock>, firmId: string, fn: () => Promise<T>): Promise<T> {
  const _id = `firm:${firmId}`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const at = new Date();
    try {
      await locks.insertOne({ _id, at });
      try {
        return await fn();
      } finally {
        await locks.deleteOne({ _id, at }).catch(() => undefined);
      }
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
      await locks.deleteOne({ _id, at: { $lt: new Date(Date.now() - STALE_MS) } }).catch(() => undefined);
      if (Date.now() > deadline) throw new FirmBusyError('firm is busy');
      await new Promise((r) => setTimeout(r, 15 + Math.random() * 35));
    }
  }
}
