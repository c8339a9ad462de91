import type { BffApp } from '../src/app';
import request from 'supertest';
import { startApp } from './helpers';

describe('GET /api/health with the dev stack up', () => {
  let app: BffApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 200 with MongoDB, Redis and MinIO up', async () => {
    // The first Mongo connect happens in the background right after start.
    let res = await request(app.getHttpServer()).get('/api/health');
    for (let i = 0; i < 40 && res.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      res = await request(app.getHttpServer()).get('/api/health');
    }
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    for (const dep of ['mongodb', 'redis', 'minio']) {
      expect(res.body.dependencies[dep]).toMatchObject({ up: true });
    }
  });

  it('sets security headers and a request id', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });
});
