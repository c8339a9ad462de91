import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

describe('GET /api/config', () => {
  let app: NestExpressApplication | undefined;
  afterEach(async () => app?.close());

  it('reports no hosted sign-in provider when Clerk is not configured', async () => {
    app = await startApp(testConfig());
    const res = await request(app.getHttpServer()).get('/api/config').expect(200);
    expect(res.body).toEqual({ clerkPublishableKey: null });
  });

  it('hands out the publishable key (never the secret) when Clerk is configured', async () => {
    app = await startApp(testConfig({ CLERK_PUBLISHABLE_KEY: 'pk_test_abc', CLERK_SECRET_KEY: 'sk_test_secret' }));
    const res = await request(app.getHttpServer()).get('/api/config').expect(200);
    expect(res.body).toEqual({ clerkPublishableKey: 'pk_test_abc' });
    expect(JSON.stringify(res.body)).not.toContain('sk_test_secret');
  });
});
