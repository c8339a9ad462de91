import type { BffApp } from '../src/app';
import { QUEUES } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import { Queue } from 'bullmq';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

const TOKEN = 'metrics-token-for-the-spec-0123';

describe('GET /api/metrics', () => {
  // A queue prefix of this suite's own: no worker takes these jobs, so the depth is known.
  const prefix = `m${process.pid}`;
  const config = testConfig({ METRICS_TOKEN: TOKEN, BULLMQ_PREFIX: prefix });
  let app: BffApp;
  let convert: Queue;

  beforeAll(async () => {
    app = await startApp(config);
    convert = new Queue(QUEUES.convert, { connection: redisOptions(config.REDIS_URL), prefix });
    await convert.add('spec.waiting', {});
    await convert.add('spec.waiting', {});
    await convert.add('spec.later', {}, { delay: 60_000 });
  });

  afterAll(async () => {
    await app.close();
    await convert.obliterate({ force: true }).catch(() => undefined);
    await convert.close();
  });

  const scrape = () => request(app.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);

  it('refuses a scrape without the token, or with a wrong one', async () => {
    const none = await request(app.getHttpServer()).get('/api/metrics');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('UNAUTHENTICATED');
    const wrong = await request(app.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('lexmitra_');
  });

  it('reports request latency by route pattern, method and status, never by raw URL', async () => {
    await request(app.getHttpServer()).get('/api/health').expect(200);
    await request(app.getHttpServer()).get('/api/jobs/abc123def');
    await request(app.getHttpServer()).get('/api/jobs/zzz999');
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(res.text).toContain('# TYPE lexmitra_http_request_duration_seconds histogram');
    expect(res.text).toMatch(/lexmitra_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/);
    // Two ids, one series: the label is the pattern.
    expect(res.text).toMatch(/lexmitra_http_request_duration_seconds_count\{method="GET",route="\/api\/jobs\/:id",status="401"\} 2/);
    expect(res.text).not.toContain('abc123def');
    expect(res.text).toContain('nodejs_heap_size_used_bytes');
  });

  it('reports each worker queue depth by state, read on scrape', async () => {
    const res = await scrape();
    expect(res.text).toContain('# TYPE lexmitra_queue_jobs gauge');
    expect(res.text).toContain('lexmitra_queue_jobs{queue="convert",state="waiting"} 2');
    expect(res.text).toContain('lexmitra_queue_jobs{queue="convert",state="delayed"} 1');
    expect(res.text).toContain('lexmitra_queue_jobs{queue="ai",state="waiting"} 0');
    await convert.add('spec.waiting', {});
    expect((await scrape()).text).toContain('lexmitra_queue_jobs{queue="convert",state="waiting"} 3');
  });

  it('answers the liveness probe without touching any dependency', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('is open to any scraper when no token is configured', async () => {
    const open = await startApp(testConfig({ BULLMQ_PREFIX: prefix }));
    try {
      const res = await request(open.getHttpServer()).get('/api/metrics');
      expect(res.status).toBe(200);
      expect(res.text).toContain('lexmitra_queue_jobs');
    } finally {
      await open.close();
    }
  });
});
