import type { BffApp } from '../src/app';
import request from 'supertest';
import { startApp } from './helpers';

describe('error shape and bad input', () => {
  let app: BffApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers an unknown API route with a JSON 404 {error, code}', async () => {
    const res = await request(app.getHttpServer()).get('/api/does-not-exist').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
  });

  it('answers an address the router cannot read (a 200-character id, bad percent-encoding) with 400 {error, code}', async () => {
    for (const [method, path] of [['post', `/api/firms/${'0'.repeat(200)}/invites/email`], ['get', '/api/cases/%E0%A4']] as const) {
      const res = await request(app.getHttpServer())[method](path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body).toEqual({ error: expect.any(String), code: 'BAD_REQUEST' });
    }
  });

  it('answers malformed JSON with 400 {error, code} and keeps serving', async () => {
    const res = await request(app.getHttpServer()).post('/api/updates/subscribe').set('Content-Type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(typeof res.body.error).toBe('string');
    const after = await request(app.getHttpServer()).get('/api/health');
    expect([200, 503]).toContain(after.status);
  });

  it('validates the mailing-list e-mail and stores a valid one once', async () => {
    const bad = await request(app.getHttpServer()).post('/api/updates/subscribe').send({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'email: Please enter a valid e-mail address.', code: 'VALIDATION_FAILED' });
    const operator = await request(app.getHttpServer()).post('/api/updates/subscribe').send({ email: { $ne: null } });
    expect(operator.status).toBe(400);
    for (let i = 0; i < 2; i++) {
      const ok = await request(app.getHttpServer()).post('/api/updates/subscribe').send({ email: 'Asha@Example.in' });
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual({ subscribed: true });
    }
  });

  it('rejects a JSON body over the limit with 413', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/updates/subscribe')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.in', pad: 'x'.repeat(3 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/updates/subscribe']));
    const ui = await request(app.getHttpServer()).get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});
