/**
 * The calendar feed address never follows the Host header: it is PUBLIC_URL (required in
 * production), or else the BFF's own configured address. A request sent with
 * `Host: evil.example.com` must not get a link to evil.example.com.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

async function feedUrl(app: BffApp, headers: Record<string, string>): Promise<string> {
  const agent = request.agent(app.getHttpServer());
  const email = `feed.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;
  await agent.post('/api/auth/register').send({ email, password: 'correct horse battery' }).expect(201);
  await agent.post('/api/auth/login').send({ email, password: 'correct horse battery' }).expect(200);
  const res = await agent.post('/api/diary/calendar-token').set(headers);
  expect(res.status).toBe(201);
  return res.body.url as string;
}

describe('calendar feed address', () => {
  const apps: BffApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('uses the configured local origin, not the Host header, when PUBLIC_URL is unset', async () => {
    const app = await startApp(testConfig({ PORT: '8123', HOST: '0.0.0.0' }));
    apps.push(app);
    const url = await feedUrl(app, { Host: 'evil.example.com', 'X-Forwarded-Host': 'evil.example.com', 'X-Forwarded-Proto': 'https' });
    expect(url).toMatch(/^http:\/\/localhost:8123\/api\/diary\/calendar\.ics\?token=[\w-]{43}$/);
    expect(url).not.toContain('evil');
  });

  it('uses PUBLIC_URL when set, whatever the request says', async () => {
    const app = await startApp(testConfig({ PUBLIC_URL: 'https://lexmitra.example.in/', TRUST_PROXY: 'true' }));
    apps.push(app);
    const url = await feedUrl(app, { Host: 'evil.example.com', 'X-Forwarded-Host': 'evil.example.com' });
    expect(url).toMatch(/^https:\/\/lexmitra\.example\.in\/api\/diary\/calendar\.ics\?token=[\w-]{43}$/);
  });
});
