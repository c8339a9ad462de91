import type { mongo } from 'mongoose';

/** One held lock: a document whose unique _id names what is locked ("firm:<id>", "quota:<user>"). */
export interface RecordLock {
  _id: string;
  at: Date;
}

/** A lock older than this is taken to belong to a crashed request and is broken. */
const STALE_MS = 10_000;
const WAIT_MS = 5_000;

export class RecordBusyError extends Error {}

/**
 * A mutex made of a document with a unique _id, for a check-then-write that spans several documents
 * (a firm's seat count, a user's storage quota): two requests inserting the same _id cannot both
 * succeed, on MongoDB and on FerretDB alike, so the loser waits and then reads what the winner wrote.
 * A holder that crashed leaves a lock that is broken after STALE_MS.
 */
export async function withRecordLock<T>(locks: mongo.Collection<RecordLock>, key: string, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const at = new Date();
    try {
      await locks.insertOne({ _id: key, at });
      try {
        return await fn();
      } finally {
        await locks.deleteOne({ _id: key, at }).catch(() => undefined);
      }
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
      await locks.deleteOne({ _id: key, at: { $lt: new Date(Date.now() - STALE_MS) } }).catch(() => undefined);
      if (Date.now() > deadline) throw new RecordBusyError(`${key} is busy`);
      await new Promise((r) => setTimeout(r, 15 + Math.random() * 35));
    }
  }
}
