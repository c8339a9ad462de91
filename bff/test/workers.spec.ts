/**
 * GET /api/health/workers: operators (ADMIN_EMAILS) get a fresh round trip through every worker
 * with process ids; anyone else an up/down summary without ids, probed at most once per 10 s, so
 * anonymous calls in a loop do not enqueue a job each.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { QueueService } from '../src/infra/queue.service';
import { startApp, testConfig, waitFor } from './helpers';

const services = path.resolve(__dirname, '../../services');

describe('GET /api/health/workers', () => {
  const prefix = `w${process.pid}`;
  const admin = `ops.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;
  let app: BffApp;
  let adminCookie: string;
  const running: RunningService[] = [];

  beforeAll(async () => {
    app = await startApp(testConfig({ BULLMQ_PREFIX: prefix, ADMIN_EMAILS: admin }));
    await request(app.getHttpServer()).post('/api/auth/register').send({ email: admin, password: 'correct horse battery' }).expect(201);
    const login = await request(app.getHttpServer()).post('/api/auth/login').send({ email: admin, password: 'correct horse battery' }).expect(200);
    adminCookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lm_session='))!.split(';')[0];
  });

  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop('SIGKILL')));
    await app?.close();
  });

  it('is 503 naming the queue workers while none runs, with no error texts for anonymous callers', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/workers');
    expect(res.status).toBe(503);
    expect(res.body.workers['ai-worker']).toEqual({ up: false });
    expect(res.body.workers['convert-worker']).toEqual({ up: false });
  }, 20_000);

  it('round-trips through every worker service for an operator, with process ids', async () => {
    const env = { BULLMQ_PREFIX: prefix };
    running.push(
      await spawnService(path.join(services, 'ai-worker'), /worker ready/, env),
      await spawnService(path.join(services, 'convert-worker'), /worker ready/, env),
      await spawnService(path.join(services, 'search-service'), /listening on the Redis transport/, env),
    );
    const res = await request(app.getHttpServer()).get('/api/health/workers').set('Cookie', adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.workers['ai-worker']).toMatchObject({ up: true, pid: running[0].child.pid });
    expect(res.body.workers['convert-worker']).toMatchObject({ up: true, pid: running[1].child.pid });
    expect(res.body.workers['search-service'].up).toBe(true);
  }, 30_000);

  it('gives anyone else up/down only, from one shared probe at a time, reused for 10 s', async () => {
    // The summary cached while no worker ran (degraded) expires within 2 s.
    const res = await waitFor(async () => {
      const r = await request(app.getHttpServer()).get('/api/health/workers');
      return r.status === 200 ? r : undefined;
    }, 15_000, 'the anonymous summary to turn ok');
    expect(res.body).toEqual({ status: 'ok', workers: { 'ai-worker': { up: true }, 'convert-worker': { up: true }, 'search-service': { up: true } } });
    const runs = jest.spyOn(app.get(QueueService), 'run');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => request(app.getHttpServer()).get('/api/health/workers')));
      expect(answers.every((a) => a.status === 200 && !JSON.stringify(a.body).includes('pid'))).toBe(true);
      // One probe is two queue jobs (ai-worker, convert-worker); none when the cache was fresh.
      expect(runs.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      runs.mockRestore();
    }
  }, 30_000);
});
