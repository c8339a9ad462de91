/**
 * Two search-service replicas on one database share the requests (each goes to exactly one), and
 * killing one during load loses no request: the other takes over what the dead one held.
 */
import { AskAnswer, MESSAGE_PATTERNS, searchChannel } from '@lexmitra/contracts';
import { RequestQueueClient } from '@lexmitra/platform';
import mongoose from 'mongoose';
import path from 'node:path';
import { requireStack } from '../../../tools/jest/require-stack';
import { RunningService, spawnService } from '../../../tools/jest/spawn-service';

describe('search-service replicas under load', () => {
  const stack = requireStack();
  const database = `lexmitra_search_replicas_${process.pid}`;
  const mongoUrl = stack.mongoUrl.replace(/\/[^/]*$/, `/${database}`);
  const replicas: RunningService[] = [];
  let client: RequestQueueClient;

  beforeAll(async () => {
    // One after the other: the first seeds the database, the second finds it seeded.
    for (let i = 0; i < 2; i++) replicas.push(await spawnService(path.resolve(__dirname, '..'), /"msg":"taking search requests"/, { MONGO_URL: mongoUrl, SEARCH_CONCURRENCY: '8' }, 90_000));
    client = new RequestQueueClient(stack.redisUrl);
  }, 200_000);

  afterAll(async () => {
    for (const r of replicas) await r.stop('SIGKILL');
    await client?.close();
    const conn = await mongoose.createConnection(mongoUrl).asPromise();
    await conn.dropDatabase().catch(() => undefined);
    await conn.close();
  });

  it('answers every request of 20 clients while one of two replicas is killed', async () => {
    const queries = ['basic structure', 'right to privacy', 'Maneka Gandhi passport', 'triple talaq', 'anticipatory bail'];
    const channel = searchChannel(MESSAGE_PATTERNS.searchQuery, database);
    let answered = 0;
    const failures: string[] = [];
    let running = true;
    const clientLoop = async (n: number) => {
      for (let i = 0; running; i++) {
        const query = queries[(n + i) % queries.length];
        try {
          const answer = await client.request<AskAnswer>(channel, { query }, 5000);
          if (answer.total! > 0) answered++;
          else failures.push(`${query}: no cases`);
        } catch (err) {
          failures.push(`${query}: ${(err as Error).message}`);
        }
      }
    };
    const load = Array.from({ length: 20 }, (_, n) => clientLoop(n));
    await new Promise((r) => setTimeout(r, 2000));
    const before = answered;
    await replicas[0].stop('SIGKILL');
    await new Promise((r) => setTimeout(r, 5000));
    running = false;
    await Promise.all(load);
    expect(failures).toEqual([]);
    expect(before).toBeGreaterThan(20);
    // The survivor kept answering after the kill.
    expect(answered).toBeGreaterThan(before + 20);
  }, 60_000);
});
