/** API_DOCS: the OpenAPI page and document at /api/docs are served by default and can be turned off (production overlay). */
import type { BffApp } from '../src/app';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

describe('API_DOCS', () => {
  const apps: BffApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('serves /api/docs by default and answers 404 for it with API_DOCS=off', async () => {
    const on = await startApp(testConfig());
    const off = await startApp(testConfig({ API_DOCS: 'off' }));
    apps.push(on, off);
    expect((await request(on.getHttpServer()).get('/api/docs/openapi.json')).status).toBe(200);
    for (const path of ['/api/docs', '/api/docs/openapi.json']) {
      const res = await request(off.getHttpServer()).get(path).set('Accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.text).not.toMatch(/swagger-ui|"openapi":/i);
    }
  });
});
