/**
 * MinIO goes away while the BFF is serving: uploads answer 503 with a clear message, nothing is
 * half-stored, and uploads work again once MinIO is back, without restarting the BFF. The stack is
 * the test's own, so the shared test stack is not disturbed.
 */
import type { BffApp } from '../src/app';
import { ownStack } from '../../tools/jest/own-stack';
import { requireStack } from '../../tools/jest/require-stack';
import { pdf, signedInAgent } from './documents-fixtures';
import { startApp, testConfig, waitFor } from './helpers';

const stack = ownStack('minio-outage', 26000 + (process.pid % 1500) * 4);

describe('MinIO outage', () => {
  requireStack();
  let app: BffApp;

  afterAll(async () => {
    await app?.close();
    await stack.remove();
  });

  it('answers uploads 503 while MinIO is stopped and accepts them again once it is back', async () => {
    const own = await stack.up({ fresh: true });
    app = await startApp(testConfig({ ...own.env }));
    const asha = await signedInAgent(app, 'asha');
    const upload = (name: string) => asha.agent.post('/api/pdf/upload').attach('file', pdf(50_000), name);
    const listed = async () => (await asha.agent.get('/api/pdf')).body.total as number;

    expect((await upload('before.pdf')).status).toBe(201);
    const countBefore = await listed();

    await stack.stop(['minio']);
    const down = await upload('during.pdf');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ error: expect.stringMatching(/storage.*unavailable right now/i), code: 'DEPENDENCY_DOWN' });
    expect(down.headers['retry-after']).toBeDefined();
    // The server kept running and stored no record for the failed upload.
    expect((await asha.agent.get('/api/auth/me')).status).toBe(200);
    expect(await listed()).toBe(countBefore);

    await stack.up();
    const back = await waitFor(
      async () => {
        const res = await upload('after.pdf');
        return res.status === 201 ? res : undefined;
      },
      30_000,
      'uploads to work again after MinIO came back',
    );
    expect(back.body.name).toBe('after.pdf');
    expect(await listed()).toBe(countBefore + 1);
  }, 90_000);
});
