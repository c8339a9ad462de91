/** bull-board at /admin/queues: open to the ADMIN_EMAILS operators, an ordinary 404 for everyone else. */
import type { BffApp } from '../src/app';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import { Queue, Worker } from 'bullmq';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { requireStack } from '../../tools/jest/require-stack';
import { clerkToken, JWT_KEY, ORIGIN, stranger } from './clerk-fixtures';
import { startApp, testConfig } from './helpers';

const PASSWORD = 'correct horse battery';
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;

describe('GET /admin/queues', () => {
  const admin = uniqueEmail('ops');
  const someone = uniqueEmail('client');
  const clerkAdmin = uniqueEmail('clerk-ops');
  const sub = () => `user_${Date.now()}${randomInt(1e9)}`;
  let app: BffApp;
  const cookies: Record<string, string> = {};
  // Queues of the test's own, so no other suite's worker takes the job failed below.
  const prefix = `adm${process.pid}`;

  beforeAll(async () => {
    // Listed in another case and with spaces: the comparison is of trimmed, lower-cased addresses.
    // Clerk verification on too: operators who sign in through Clerk reach the dashboard as well.
    app = await startApp(testConfig({ ADMIN_EMAILS: ` other@example.in , ${admin.toUpperCase()}, ${clerkAdmin} `, BULLMQ_PREFIX: prefix, CLERK_JWT_KEY: JWT_KEY, PUBLIC_URL: `${ORIGIN}/` }));
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

  it('keeps a failed job with its error in the Failed list (the dead-letter view)', async () => {
    const connection = redisOptions(requireStack().redisUrl);
    const queue = new Queue(QUEUES.convert, { connection, prefix });
    const worker = new Worker(QUEUES.convert, async () => {
      throw new Error('renderer ran out of paper');
    }, { connection, prefix, autorun: true });
    try {
      const job = await queue.add(JOBS.draftConvert, { content: 'x', fileType: 'pdf' }, { attempts: 1, removeOnFail: { age: 3600 } });
      const deadline = Date.now() + 10_000;
      while ((await job.getState()) !== 'failed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const api = await request(app.getHttpServer())
        .get(`/admin/queues/api/queues?activeQueue=${QUEUES.convert}&status=failed&page=1`)
        .set('Cookie', cookies[admin]);
      expect(api.status).toBe(200);
      const convert = api.body.queues.find((q: { name: string }) => q.name === QUEUES.convert);
      expect(convert.counts.failed).toBe(1);
      expect(convert.jobs).toEqual([expect.objectContaining({ id: job.id, failedReason: 'renderer ran out of paper' })]);
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('shows the dashboard to an admin signed in through Clerk (Bearer or __session), and not to other Clerk users', async () => {
    const token = clerkToken({ sub: sub(), email: clerkAdmin });
    const viaHeader = await request(app.getHttpServer()).get('/admin/queues/api/queues').set('Authorization', `Bearer ${token}`);
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
    const viaCookie = await request(app.getHttpServer()).get('/admin/queues').set('Cookie', `__session=${token}`).set('Accept', 'text/html');
    expect(viaCookie.status).toBe(200);
    for (const other of [clerkToken({ sub: sub(), email: uniqueEmail('clerk-client') }), clerkToken({ sub: sub(), email: clerkAdmin }, stranger.privateKey), clerkToken({ sub: sub(), email: clerkAdmin, exp: Math.floor(Date.now() / 1000) - 10 })]) {
      const res = await request(app.getHttpServer()).get('/admin/queues/api/queues').set('Authorization', `Bearer ${other}`);
      expect(res.status).toBe(404);
    }
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
