import type { BffApp } from '../src/app';
import request from 'supertest';

/** A user signed in through the real register and login endpoints. */
export async function chatAgent(app: BffApp, label: string) {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const agent = request.agent(app.getHttpServer());
  expect((await agent.post('/api/auth/register').send({ email, password: 'correct-horse-42' })).status).toBe(201);
  expect((await agent.post('/api/auth/login').send({ email, password: 'correct-horse-42' })).status).toBe(200);
  return agent;
}
