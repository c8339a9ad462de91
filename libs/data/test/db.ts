import { randomBytes } from 'node:crypto';
import mongoose, { Connection } from 'mongoose';
import { requireStack } from '../../../tools/jest/require-stack';

/** The dev stack's MongoDB-wire server (FerretDB v1 by default) with a database of the test's own. */
export function scratchDatabaseUrl(): string {
  const { mongoUrl } = requireStack();
  const url = new URL(mongoUrl);
  url.pathname = `/data_spec_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

/** Opens a connection to a fresh scratch database; `drop()` removes the database and closes. */
export async function scratchDatabase(): Promise<{ connection: Connection; drop: () => Promise<void> }> {
  const connection = await mongoose.createConnection(scratchDatabaseUrl(), { serverSelectionTimeoutMS: 5000 }).asPromise();
  return {
    connection,
    drop: async () => {
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    },
  };
}
