import type { NestExpressApplication } from '@nestjs/platform-express';
import path from 'node:path';
import request from 'supertest';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { startApp, testConfig } from './helpers';

const services = path.resolve(__dirname, '../../services');

describe('GET /api/health/workers', () => {
  const prefix = `w${process.pid}`;
  let app: NestExpressApplication;
  const running: RunningService[] = [];

  beforeAll(async () => {
    app = await startApp(testConfig({ BULLMQ_PREFIX: prefix }));
  });

  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop('SIGKILL')));
    await app?.close();
  });

  it('is 503 naming the queue workers while none runs', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/workers');
    expect(res.status).toBe(503);
    expect(res.body.workers['ai-worker'].up).toBe(false);
    expect(res.body.workers['convert-worker'].up).toBe(false);
  }, 20_000);

  it('round-trips through every worker service once they run', async () => {
    const env = { BULLMQ_PREFIX: prefix };
    running.push(
      await spawnService(path.join(services, 'ai-worker'), /worker ready/, env),
      await spawnService(path.join(services, 'convert-worker'), /worker ready/, env),
      await spawnService(path.join(services, 'search-service'), /listening on the Redis transport/, env),
    );
    const res = await request(app.getHttpServer()).get('/api/health/workers');
    expect(res.status).toBe(200);
    expect(res.body.workers['ai-worker']).toMatchObject({ up: true, pid: running[0].child.pid });
    expect(res.body.workers['convert-worker']).toMatchObject({ up: true, pid: running[1].child.pid });
    expect(res.body.workers['search-service'].up).toBe(true);
  }, 30_000);
});
