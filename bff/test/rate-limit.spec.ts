/**
 * @RateLimit on routes, through the real guard chain and Redis: the limit comes from its setting,
 * keys are per user (resolved by the auth guard first), per IP and per e-mail, and attempts count
 * before the body is validated.
 */
import type { BffApp } from '../src/app';
import type { FastifyRequest } from 'fastify';
import request from 'supertest';
import { rateLimitKeys } from '../src/common/rate-limit';
import type { AuthedRequest } from '../src/common/decorators';
import { chatAgent } from './chat-fixtures';
import { startApp, testConfig } from './helpers';

describe('rateLimitKeys', () => {
  const req = (headers: Record<string, string>, body: unknown, user?: { id: string }) =>
    ({ headers, body, user, socket: { remoteAddress: '10.0.0.9' } }) as unknown as AuthedRequest & FastifyRequest;

  it('keys by user, by the IP our proxy appended, and by the normalised e-mail', () => {
    const r = req({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }, { email: '  Asha@Example.IN ' }, { id: 'u1' });
    expect(rateLimitKeys(r, ['user', 'ip', 'email'], true)).toEqual(['user:u1', 'ip:203.0.113.7', 'email:asha@example.in']);
    // Without TRUST_PROXY the header is the client's own words: the socket address counts.
    expect(rateLimitKeys(r, ['ip'], false)).toEqual(['ip:10.0.0.9']);
  });

  it('skips keys the request does not have', () => {
    expect(rateLimitKeys(req({}, { email: 42 }), ['user', 'email'], false)).toEqual([]);
    expect(rateLimitKeys(req({}, 'not an object'), ['email'], false)).toEqual([]);
  });
});

describe('@RateLimit on routes', () => {
  let app: BffApp;
  beforeAll(async () => {
    app = await startApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', CHAT_RATE_LIMIT_PER_MINUTE: '2', CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: '3', SEARCH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('limits each signed-in user by their own count, counting requests that fail validation', async () => {
    const [ravi, asha] = [await chatAgent(app, 'rl-ravi'), await chatAgent(app, 'rl-asha')];
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await ravi.post('/chatbot').send({ user_message: '' })).status);
    expect(statuses).toEqual([400, 400, 429]);
    const limited = await ravi.post('/chatbot').send({ user_message: '' });
    expect(limited.body).toEqual({ error: expect.stringMatching(/^Too many attempts/), code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Asha's count is her own.
    expect((await asha.post('/chatbot').send({ user_message: '' })).status).toBe(400);
  });

  it('limits case search (POST /ask) per signed-in user at SEARCH_RATE_LIMIT_PER_MINUTE', async () => {
    const [ravi, asha] = [await chatAgent(app, 'rl-search-ravi'), await chatAgent(app, 'rl-search-asha')];
    const statuses: number[] = [];
    // Empty queries are refused by the route itself: the limit counts them before anything is searched.
    for (let i = 0; i < 4; i++) statuses.push((await ravi.post('/ask').send({ query: '' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await ravi.post('/ask').send({ query: 'bail' });
    expect(limited.body).toEqual({ error: expect.stringMatching(/^Too many attempts/), code: 'RATE_LIMITED' });
    expect((await asha.post('/ask').send({ query: '' })).status).toBe(400);
  });

  it('limits the calendar feed per client IP at CALENDAR_FEED_RATE_LIMIT_PER_MINUTE', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const feed = () => request(app.getHttpServer()).get('/api/diary/calendar.ics?token=nope').set('X-Forwarded-For', ip);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await feed()).status);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    // Another address is not affected.
    expect((await request(app.getHttpServer()).get('/api/diary/calendar.ics?token=nope').set('X-Forwarded-For', '192.0.2.77')).status).not.toBe(429);
  });
});
