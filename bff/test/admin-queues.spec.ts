/** bull-board at /admin/queues: open to the ADMIN_EMAILS operators, an ordinary 404 for everyone else. */
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QUEUES } from '@lexmitra/contracts';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

const PASSWORD = 'correct horse battery';
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;

describe('GET /admin/queues', () => {
  const admin = uniqueEmail('ops');
  const someone = uniqueEmail('client');
  let app: NestExpressApplication;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    // Listed in another case and with spaces: the comparison is of trimmed, lower-cased addresses.
    app = await startApp(testConfig({ ADMIN_EMAILS: ` other@example.in , ${admin.toUpperCase()} ` }));
    for (const email of [admin, someone]) {
      await request(app.getHttpServer()).post('/api/auth/register').send({ email, password: PASSWORD }).expect(201);
      const login = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      const set = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lm_session='))!;
      cookies[email] = set.split(';')[0];
    }
  });

  afterAll(async () => {
    await app.close();
  });

  it('shows the dashboard to an admin, with every worker queue', async () => {
    const page = await request(app.getHttpServer()).get('/admin/queues').set('Cookie', cookies[admin]).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<base href="/admin/queues/" />');
    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(page.text)![1];
    const asset = await request(app.getHttpServer()).get(`/admin/queues/${script}`).set('Cookie', cookies[admin]);
    expect(asset.status).toBe(200);
    const api = await request(app.getHttpServer()).get('/admin/queues/api/queues').set('Cookie', cookies[admin]);
    expect(api.status).toBe(200);
    expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
  });

  it('answers 404, like an unknown path, to a signed-in non-admin and to a signed-out caller', async () => {
    const unknown = await request(app.getHttpServer()).get('/admin/no-such-page');
    expect(unknown.status).toBe(404);
    for (const cookie of [cookies[someone], 'lm_session=not-a-real-session-token-123', undefined]) {
      for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
        const req = request(app.getHttpServer()).get(path);
        const res = await (cookie ? req.set('Cookie', cookie) : req);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe(unknown.body.code);
        expect(res.text).not.toContain('bull');
      }
    }
  });

  it('is closed to everyone when ADMIN_EMAILS is not set', async () => {
    const closed = await startApp(testConfig());
    try {
      const res = await request(closed.getHttpServer()).get('/admin/queues/api/queues').set('Cookie', cookies[admin]);
      expect(res.status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
