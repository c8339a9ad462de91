import type { Connection } from 'mongoose';

/**
 * The mark our build of FerretDB carries in `buildInfo.ferretdbVersion` (tools/devstack/binaries.ts
 * FERRETDB_BUILD). Only that build holds a per-collection lock across each update, findAndModify and
 * delete; an unpatched FerretDB v1 reads, changes and writes back a document with nothing held, so
 * two concurrent updates of one document can lose one of them.
 */
export const ATOMIC_FERRETDB_MARK = '-lexmitra-atomic.';

export interface ServerAtomicity {
  server: 'mongodb' | 'ferretdb';
  version: string;
  /** Whether an update of one document is atomic against concurrent updates of it. */
  atomic: boolean;
}

/** Asks the connected server who it is (one `buildInfo`), and whether its updates are atomic. */
export async function atomicUpdatesOf(connection: Connection): Promise<ServerAtomicity> {
  const db = connection.db;
  if (!db) throw new Error('not connected');
  const info = (await db.admin().command({ buildInfo: 1 })) as { version?: string; ferretdbVersion?: string };
  if (typeof info.ferretdbVersion === 'string') {
    return { server: 'ferretdb', version: info.ferretdbVersion, atomic: info.ferretdbVersion.includes(ATOMIC_FERRETDB_MARK) };
  }
  return { server: 'mongodb', version: String(info.version ?? 'unknown'), atomic: true };
}
