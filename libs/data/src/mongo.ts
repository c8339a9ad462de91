import { Connection, Model, Schema, Types } from 'mongoose';

/** Ids are ObjectIds; anything else cannot name a record (and must not reach the driver as a cast error). */
export function toObjectId(id: string): Types.ObjectId | null {
  return /^[0-9a-f]{24}$/.test(id) ? new Types.ObjectId(id) : null;
}

/**
 * A unique index refused the write. MongoDB says so with code 11000, and so does FerretDB on an
 * insert; FerretDB v1's SQLite backend answers an *update* that would duplicate a key with code 1
 * and SQLite's own words (issue 28: a lost address-change race answered 500), so those count too.
 */
export const isDuplicateKey = (err: unknown): boolean => {
  const e = err as { code?: number; message?: unknown } | null;
  return e?.code === 11000 || (e?.code === 1 && typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message));
};

/**
 * The model of a schema on one connection, compiled once: two repositories (or two test cases) on
 * the same connection share it instead of tripping mongoose's OverwriteModelError.
 */
export function modelOn<T>(connection: Connection, name: string, schema: Schema<T>): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
}

/**
 * Starts building a model's indexes in the background. A failure (database away) is retried by
 * mongoose on the next start; callers that depend on a unique index await `indexesReady` first.
 */
export function buildIndexes(...models: { init(): Promise<unknown> }[]): Promise<void> {
  return Promise.all(models.map((m) => m.init())).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Waits for a background index build, but never longer than a query would wait for the database
 * anyway (while MongoDB is away the write itself then fails, and the app answers 503).
 */
export function indexesReady(built: Promise<void>, maxWaitMs = 5000): Promise<void> {
  return Promise.race([built, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs).unref())]);
}
