/**
 * The request log: one JSON line per answered request with the request id, method and path, secrets
 * in the URL redacted and no headers (so no cookies or bearer tokens), as createApp mounts it.
 */
import type { BffApp } from '../src/app';
import Fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../src/app';
import { newRequestIds, redactUrl, requestIdOf, requestLog } from '../src/infra/http-log';
import { testConfig } from './helpers';

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  const ids: (string | undefined)[] = [];
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(...String(chunk).trim().split('\n').map((l) => JSON.parse(l))), done()) });
    const app = Fastify({ genReqId: newRequestIds });
    requestLog(app, pino({ level: 'info', base: { service: 'bff' } }, sink));
    app.get('/*', (req, reply) => {
      ids.push(requestIdOf(req));
      void reply.header('set-cookie', 'lm_session=secret-session').code(req.url === '/boom' ? 500 : 200).send('ok');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    server = app.server;
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${base}${path}`, { headers }, (res) => (res.resume(), res.on('end', () => resolve(res)))).on('error', reject));
  const settle = () => new Promise((r) => setTimeout(r, 50));

  it('logs id, method, path, status and time, redacts URL secrets, and leaves headers and cookies out', async () => {
    const res = await get('/api/diary/feed.ics?token=s3cret-feed-token&x=1', { cookie: 'lm_session=secret-session', authorization: 'Bearer secret-bearer', 'x-request-id': 'trace-abc-123' });
    await settle();
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
    expect(ids.at(-1)).toBe('trace-abc-123');
    const line = lines.find((l) => (l.req as { url?: string } | undefined)?.url?.startsWith('/api/diary'));
    expect(line).toMatchObject({ service: 'bff', level: 30, msg: 'request completed', req: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), traceId: 'trace-abc-123', method: 'GET', url: '/api/diary/feed.ics?token=[redacted]&x=1' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
    const text = JSON.stringify(lines);
    for (const secret of ['s3cret-feed-token', 'secret-session', 'secret-bearer']) expect(text).not.toContain(secret);
  });

  it('logs a 5xx answer at error level', async () => {
    await get('/boom', {});
    await settle();
    expect(lines.find((l) => (l.req as { url?: string }).url === '/boom')).toMatchObject({ level: 50, res: { statusCode: 500 } });
  });

  it('makes up a request id when the caller gives none or a malformed one, and skips health checks', async () => {
    const res = await get('/api/things', { 'x-request-id': 'bad id with spaces' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const before = lines.length;
    await get('/api/health', {});
    await settle();
    expect(lines.slice(before).some((l) => (l.req as { url?: string }).url === '/api/health')).toBe(false);
  });
});

describe('request log of the running BFF', () => {
  const lines: { req?: { id: string; traceId: string; url: string } }[] = [];
  let app: BffApp;
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(...String(chunk).trim().split('\n').map((l) => JSON.parse(l))), done()) });
    app = await createApp(testConfig(), { logger: false, pino: pino({ level: 'info', base: { service: 'bff' } }, sink) });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());
  const settle = () => new Promise((r) => setTimeout(r, 50));
  const linesFor = (path: string) => lines.filter((l) => l.req?.url.startsWith(path));

  it('logs its own id beside a forged x-request-id, so two requests never share a log id', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await request(app.getHttpServer()).get('/api/config').set('x-request-id', 'forged-id-0001');
      // The caller's id is kept for tracing: answered back and logged as traceId.
      expect(res.headers['x-request-id']).toBe('forged-id-0001');
    }
    await settle();
    const logged = linesFor('/api/config').slice(-2);
    expect(logged.map((l) => l.req!.traceId)).toEqual(['forged-id-0001', 'forged-id-0001']);
    for (const l of logged) expect(l.req!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(logged[0].req!.id).not.toBe(logged[1].req!.id);
  });

  it('redacts e-mail addresses in the query (/api/auth/me?email=...)', async () => {
    await request(app.getHttpServer()).get('/api/auth/me?email=asha.iyer%40example.in&x=1');
    await request(app.getHttpServer()).get('/api/auth/me?email=asha.iyer@example.in');
    await request(app.getHttpServer()).get('/api/auth/me?who=ravi@example.in&page=2');
    await settle();
    expect(linesFor('/api/auth/me').map((l) => l.req!.url).slice(-3)).toEqual([
      '/api/auth/me?email=[redacted]&x=1',
      '/api/auth/me?email=[redacted]',
      '/api/auth/me?who=[redacted]&page=2',
    ]);
    const text = JSON.stringify(lines);
    for (const address of ['asha.iyer', 'ravi@']) expect(text).not.toContain(address);
  });

  it('leaves other query values and URLs without a query alone', () => {
    expect(redactUrl('/api/cases?q=section%20498A&page=2')).toBe('/api/cases?q=section%20498A&page=2');
    expect(redactUrl('/api/diary/calendar.ics?token=abc&EMAIL=x')).toBe('/api/diary/calendar.ics?token=[redacted]&EMAIL=[redacted]');
    expect(redactUrl('/api/health/live')).toBe('/api/health/live');
  });
});
