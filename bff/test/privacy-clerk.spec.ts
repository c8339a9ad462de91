/**
 * Deleting an account that signs in with Clerk: confirmed by a recent first-factor verification
 * (the token's `fva` claim) instead of a password. Once scheduled, the Clerk session that asked counts
 * as signed out; a Clerk sign-in made after the request is asked (409 DELETION_PENDING everywhere) and
 * may only cancel. Tokens are made with the test's own key (clerk-fixtures).
 */
import { COLLECTIONS } from '@lexmitra/data';
import type { BffApp } from '../src/app';
import request from 'supertest';
import { MongoService } from '../src/infra/mongo.service';
import { clerkToken, JWT_KEY, ORIGIN } from './clerk-fixtures';
import { startApp, testConfig } from './helpers';

describe('account deletion with a Clerk session', () => {
  let app: BffApp;
  const sub = `user_privacy_${process.pid}_${Date.now()}`;
  const email = `clerk.privacy.${Date.now()}@example.in`;
  // fva = [minutes since the first factor, minutes since the second factor (-1: none)].
  const as = (fva?: [number, number]) => clerkToken({ sub, email, email_verified: true, ...(fva ? { fva } : {}) });
  const call = (method: 'get' | 'post' | 'delete', path: string, token: string) => request(app.getHttpServer())[method](path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    app = await startApp(testConfig({ CLERK_JWT_KEY: JWT_KEY, PUBLIC_URL: `${ORIGIN}/`, BULLMQ_PREFIX: `privclerk${process.pid}` }));
  });
  afterAll(async () => app?.close());

  it('needs a first factor verified in the last 10 minutes (no password to give)', async () => {
    expect((await call('get', '/api/auth/me', as([30, -1]))).status).toBe(200);
    const stale = await call('post', '/api/account/deletion', as([30, -1])).send({});
    expect(stale.status).toBe(403);
    expect(stale.body.error).toMatch(/sign in again/);
    expect((await call('post', '/api/account/deletion', as()).send({})).status).toBe(403);
    const fresh = await call('post', '/api/account/deletion', as([2, -1])).send({});
    expect(fresh.status).toBe(202);
    expect(fresh.body.state).toBe('scheduled');
  });

  it('signs the session that asked out, and lets a sign-in made after the request only answer whether to cancel', async () => {
    // The session that asked keeps calling: its first factor is older than the request, so it is signed out.
    expect((await call('get', '/api/auth/me', as([3, -1]))).status).toBe(401);
    expect((await call('get', '/api/chat/conversations', as([3, -1]))).status).toBe(401);
    expect((await call('delete', '/api/account/deletion', as([3, -1]))).status).toBe(401);
    // Five minutes later the person signs in again: a first factor verified a minute ago.
    const deletions = app.get(MongoService).connection.db!.collection(COLLECTIONS.accountDeletions);
    await deletions.updateMany({}, { $set: { requestedAt: new Date(Date.now() - 5 * 60_000) } });
    const asked = await call('get', '/api/auth/me', as([1, -1]));
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ error: expect.stringMatching(/due to be deleted/), code: 'DELETION_PENDING', eraseAt: expect.any(String) });
    expect((await call('get', '/api/chat/conversations', as([1, -1]))).body.code).toBe('DELETION_PENDING');
    // Cancelling is the one thing it may do; then it is an ordinary session again.
    expect((await call('delete', '/api/account/deletion', as([1, -1]))).body.state).toBe('none');
    expect((await call('get', '/api/auth/me', as([1, -1]))).status).toBe(200);
    expect((await call('get', '/api/chat/conversations', as([1, -1]))).status).toBe(200);
  });
});
