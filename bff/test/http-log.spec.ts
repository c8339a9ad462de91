/**
 * The request log: one JSON line per request with the request id, method and path, secrets in the
 * URL redacted and no headers (so no cookies or bearer tokens), through pino-http as the BFF runs it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp from 'pino-http';
import { httpLogOptions } from '../src/infra/http-log';

describe('request log options', () => {
  const lines: Record<string, unknown>[] = [];
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(...String(chunk).trim().split('\n').map((l) => JSON.parse(l))), done()) });
    const log = pinoHttp(httpLogOptions({ LOG_LEVEL: 'info' }), sink);
    server = http.createServer((req, res) => {
      log(req, res);
      res.setHeader('set-cookie', 'lm_session=secret-session');
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${base}${path}`, { headers }, (res) => (res.resume(), res.on('end', () => resolve(res)))).on('error', reject));

  it('logs id, method and path, redacts URL secrets, and leaves headers and cookies out', async () => {
    const res = await get('/api/diary/feed.ics?token=s3cret-feed-token&x=1', { cookie: 'lm_session=secret-session', authorization: 'Bearer secret-bearer', 'x-request-id': 'trace-abc-123' });
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
    const line = lines.find((l) => (l.req as { url?: string } | undefined)?.url?.startsWith('/api/diary'));
    expect(line).toMatchObject({ service: 'bff', msg: 'request completed', req: { id: 'trace-abc-123', method: 'GET', url: '/api/diary/feed.ics?token=[redacted]&x=1' } });
    const text = JSON.stringify(lines);
    for (const secret of ['s3cret-feed-token', 'secret-session', 'secret-bearer']) expect(text).not.toContain(secret);
  });

  it('makes up a request id when the caller gives none or a malformed one, and skips health checks', async () => {
    const res = await get('/api/things', { 'x-request-id': 'bad id with spaces' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const before = lines.length;
    await get('/api/health', {});
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.slice(before).some((l) => (l.req as { url?: string }).url === '/api/health')).toBe(false);
  });
});
