/**
 * No write is lost when many writers change the same documents at once, on the stack's own
 * MongoDB-wire server (the embedded FerretDB build, or MongoDB). Each probe is one update path of
 * the inventory in docs/data-integrity.md; tools/jest/db-probes.ts says what counts as lost.
 *
 * On an unpatched FerretDB v1 the operator probes and the users, chat, diary and task probes fail
 * (see the before figures in docs/data-integrity.md); the patched build and MongoDB lose nothing.
 */
import { Connection } from 'mongoose';
import { atomicUpdatesOf } from '../src';
import { operatorProbes, productProbes } from '../../../tools/jest/db-probes';
import { scratchDatabase } from './db';

jest.setTimeout(120_000);

describe('no lost writes under concurrent updates', () => {
  let db: { connection: Connection; drop: () => Promise<void> };

  beforeAll(async () => {
    db = await scratchDatabase();
  });
  afterAll(() => db.drop());

  it('runs on a server whose single-document updates are atomic', async () => {
    const server = await atomicUpdatesOf(db.connection);
    expect(server.atomic).toBe(true);
  });

  for (const [name, probe] of Object.entries(operatorProbes(8))) {
    it(`loses nothing: ${name} on 50 documents at once`, async () => {
      const outcome = await probe(db.connection, 50);
      expect({ lost: outcome.lost, failed: outcome.failed, firstError: outcome.firstError, documents: outcome.documents }).toEqual({ lost: 0, failed: 0, firstError: undefined, documents: 50 });
    });
  }

  for (const [name, probe] of Object.entries(productProbes())) {
    it(`loses nothing: ${name}`, async () => {
      const outcome = await probe(db.connection, 20);
      expect({ lost: outcome.lost, failed: outcome.failed, firstError: outcome.firstError }).toEqual({ lost: 0, failed: 0, firstError: undefined });
    });
  }
});
