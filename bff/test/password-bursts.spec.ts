/**
 * Routes that check a password (sign-in, account deletion, change of password) count an attempt
 * before they check it, so a burst of concurrent guesses from one place is held to the same five
 * tries, then the doubling wait, as guesses sent one after the other.
 */
import type { BffApp } from '../src/app';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { signedInAgent } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

const PASSWORD = 'correct-horse-42';
const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('concurrent password guesses', () => {
  const config = testConfig({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ACCOUNT_DELETION_GRACE_SECONDS: '86400' });
  let app: BffApp;

  beforeAll(async () => {
    app = await startApp(config);
  }, 40_000);
  afterAll(async () => app?.close());

  const statuses = (answers: request.Response[]) => answers.map((r) => r.status);
  const count = (all: number[], status: number) => all.filter((s) => s === status).length;

  it('account deletion: of 40 concurrent tries with the right one last, five are checked and nothing is scheduled', async () => {
    const user = await signedInAgent(app, 'burst-del');
    const from = ip();
    const burst = Array.from({ length: 40 }, (_, i) => user.agent.post('/api/account/deletion').set('X-Forwarded-For', from).send({ password: i === 39 ? PASSWORD : `guess ${i}` }));
    const all = statuses(await Promise.all(burst));
    expect(count(all, 403)).toBeLessThanOrEqual(5);
    expect(count(all, 429)).toBeGreaterThanOrEqual(35);
    expect(all.every((s) => s === 403 || s === 429 || s === 202)).toBe(true);
    expect((await user.agent.get('/api/account/deletion')).body.state).toBe('none');
  });

  it('account deletion: a burst of 100 wrong passwords checks at most five', async () => {
    const user = await signedInAgent(app, 'burst-del100');
    const from = ip();
    const all = statuses(await Promise.all(Array.from({ length: 100 }, (_, i) => user.agent.post('/api/account/deletion').set('X-Forwarded-For', from).send({ password: `guess ${i}` }))));
    expect(count(all, 403)).toBe(5);
    expect(count(all, 429)).toBe(95);
  });

  it('change of password: a burst checks at most five, and the owner elsewhere is not held back', async () => {
    const user = await signedInAgent(app, 'burst-pw');
    const from = ip();
    const all = statuses(
      await Promise.all(Array.from({ length: 30 }, (_, i) => user.agent.post('/api/auth/me/password').set('X-Forwarded-For', from).send({ currentPassword: `guess ${i}`, newPassword: 'a-new-strong-pass-9' }))),
    );
    expect(count(all, 400)).toBe(5);
    expect(count(all, 429)).toBe(25);
    expect((await user.agent.post('/api/auth/me/password').set('X-Forwarded-For', ip()).send({ currentPassword: PASSWORD, newPassword: 'a-new-strong-pass-9' })).status).toBe(200);
  });

  it('sign-in: a burst checks at most five', async () => {
    const user = await signedInAgent(app, 'burst-login');
    const from = ip();
    const http = app.getHttpServer();
    const all = statuses(await Promise.all(Array.from({ length: 30 }, (_, i) => request(http).post('/api/auth/login').set('X-Forwarded-For', from).send({ email: user.email, password: `guess ${i}` }))));
    expect(count(all, 401)).toBe(5);
    expect(count(all, 429)).toBe(25);
  });

  it('a right password still resets the count, one at a time as before', async () => {
    const user = await signedInAgent(app, 'burst-ok');
    const from = ip();
    const http = app.getHttpServer();
    const login = (password: string) => request(http).post('/api/auth/login').set('X-Forwarded-For', from).send({ email: user.email, password });
    for (let i = 0; i < 4; i++) expect((await login(`guess ${i}`)).status).toBe(401);
    expect((await login(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(`again ${i}`)).status).toBe(401);
    expect((await login('one more')).status).toBe(429);
  });
});
