import type { BffApp } from '../src/app';
import { docEngineKey } from '@lexmitra/contracts';
import { IORedis } from '@lexmitra/platform';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

describe('GET /api/config', () => {
  let app: BffApp | undefined;
  afterEach(async () => app?.close());

  it('reports no hosted sign-in provider when Clerk is not configured', async () => {
    app = await startApp(testConfig());
    const res = await request(app.getHttpServer()).get('/api/config').expect(200);
    expect(res.body.clerkPublishableKey).toBeNull();
  });

  it('hands out the publishable key (never the secret) when Clerk is configured', async () => {
    app = await startApp(testConfig({ CLERK_PUBLISHABLE_KEY: 'pk_test_abc', CLERK_SECRET_KEY: 'sk_test_secret' }));
    const res = await request(app.getHttpServer()).get('/api/config').expect(200);
    expect(res.body.clerkPublishableKey).toBe('pk_test_abc');
    expect(JSON.stringify(res.body)).not.toContain('sk_test_secret');
  });

  describe('the document engine the AI worker recorded', () => {
    const prefix = `cfg${process.pid}${Math.floor(Math.random() * 1e6)}`;
    let redis: IORedis;
    beforeAll(() => {
      redis = new IORedis(testConfig().REDIS_URL);
    });
    afterAll(async () => {
      await redis.del(docEngineKey(prefix));
      redis.disconnect();
    });

    it('promises nothing while no worker has said which engine it runs', async () => {
      app = await startApp(testConfig({ BULLMQ_PREFIX: prefix }));
      const res = await request(app.getHttpServer()).get('/api/config').expect(200);
      expect(res.body).toMatchObject({ docEngine: null, needsModel: [] });
    });

    it('names translation as needing a model when the worker runs the offline engine', async () => {
      await redis.set(docEngineKey(prefix), 'offline');
      app = await startApp(testConfig({ BULLMQ_PREFIX: prefix }));
      const res = await request(app.getHttpServer()).get('/api/config').expect(200);
      expect(res.body).toMatchObject({ docEngine: 'offline', needsModel: ['translate'] });
    });

    it('needs nothing more when the worker has a model', async () => {
      await redis.set(docEngineKey(prefix), 'model');
      app = await startApp(testConfig({ BULLMQ_PREFIX: prefix }));
      const res = await request(app.getHttpServer()).get('/api/config').expect(200);
      expect(res.body).toMatchObject({ docEngine: 'model', needsModel: [] });
    });
  });
});
