import { Connection, Model, Schema, Types } from 'mongoose';

/** Ids are ObjectIds; anything else cannot name a record (and must not reach the driver as a cast error). */
export function toObjectId(id: string): Types.ObjectId | null {
  return /^[0-9a-f]{24}$/.test(id) ? new Types.ObjectId(id) : null;
}

/** MongoDB's (and FerretDB's) duplicate-key error: a unique index refused the write. */
export const isDuplicateKey = (err: unknown): boolean => (err as { code?: number })?.code === 11000;

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
