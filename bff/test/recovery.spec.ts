/**
 * The BFF starts while MongoDB, Redis and MinIO are all away, says so on /api/health, and recovers
 * by itself once they come up. The servers here are real processes of the test's own, on their own
 * ports, so the shared test stack is not disturbed.
 */
import type { BffApp } from '../src/app';
import request from 'supertest';
import { ownStack } from '../../tools/jest/own-stack';
import { requireStack } from '../../tools/jest/require-stack';
import { startApp, testConfig, waitFor } from './helpers';

// Below Linux's ephemeral range (32768+), where outgoing connections could already hold a port.
const PORT_BASE = 20000 + (process.pid % 3000) * 4;
const stack = ownStack('recovery', PORT_BASE);

describe('dependency outage at start-up', () => {
  requireStack();
  let app: BffApp;

  afterAll(async () => {
    await app?.close();
    await stack.remove();
  });

  it('reports each missing dependency with 503, then recovers without a restart', async () => {
    app = await startApp(
      testConfig({
        REDIS_URL: `redis://127.0.0.1:${PORT_BASE}`,
        MONGO_URL: `mongodb://127.0.0.1:${PORT_BASE + 1}/lexmitra_recovery`,
        S3_ENDPOINT: `http://127.0.0.1:${PORT_BASE + 2}`,
        S3_ACCESS_KEY: 'lexmitra-dev',
        S3_SECRET_KEY: 'lexmitra-dev-secret',
      }),
    );
    const down = await request(app.getHttpServer()).get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('degraded');
    expect(down.body.dependencies.mongodb.up).toBe(false);
    expect(down.body.dependencies.redis.up).toBe(false);
    expect(down.body.dependencies.minio.up).toBe(false);

    // A write while the database is away fails cleanly as 503, and the server keeps running.
    const write = await request(app.getHttpServer()).post('/api/updates/subscribe').send({ email: 'a@b.in' });
    expect(write.status).toBe(503);
    expect(write.body.code).toBe('DEPENDENCY_DOWN');

    await stack.up({ fresh: true });

    const up = await waitFor(
      async () => {
        const res = await request(app.getHttpServer()).get('/api/health');
        return res.status === 200 ? res : undefined;
      },
      30_000,
      'the BFF to see all three dependencies',
    );
    expect(up.body.dependencies).toMatchObject({ mongodb: { up: true }, redis: { up: true }, minio: { up: true } });
    const ok = await request(app.getHttpServer()).post('/api/updates/subscribe').send({ email: 'a@b.in' });
    expect(ok.status).toBe(201);
  }, 90_000);
});
