import { BffConfigSchema, loadConfig } from '@lexmitra/platform';
import type { AppConfig } from '../src/infra/config.provider';
import { requireStack } from '../../tools/jest/require-stack';
import { UsersRepository } from '@lexmitra/data';
import { type BffApp, createApp } from '../src/app';
import path from 'node:path';
import { requireMail } from '../../tools/jest/mailbox';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';

/** Config for a BFF under test: the dev stack's servers, a database of the test's own. */
export function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  const stack = requireStack();
  const db = `lexmitra_test_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  return loadConfig(BffConfigSchema, {
    MONGO_URL: stack.mongoUrl.replace(/\/[^/]*$/, `/${db}`),
    REDIS_URL: stack.redisUrl,
    S3_ENDPOINT: stack.s3Endpoint,
    S3_ACCESS_KEY: process.env.S3_ACCESS_KEY,
    S3_SECRET_KEY: process.env.S3_SECRET_KEY,
    S3_BUCKET: 'lexmitra-test',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // Rate-limit counters live in the shared Redis, keyed by client IP (always 127.0.0.1 here) and
    // user; suites running side by side would trip each other's limits. Tests of the limits
    // themselves set low values explicitly.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000',
    DOCUMENT_RATE_LIMIT_PER_MINUTE: '100000',
    AI_RATE_LIMIT_PER_MINUTE: '100000',
    CHAT_RATE_LIMIT_PER_MINUTE: '100000',
    DRAFT_SAVE_RATE_LIMIT_PER_MINUTE: '100000',
    MAIL_RATE_LIMIT_PER_MINUTE: '100000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    // The /contact form answers 503 without an operators' address; tests get one of their own.
    CONTACT_EMAIL: 'operators@lexmitra.test',
    ...overrides,
  });
}

/**
 * Marks an account's e-mail address as verified straight in the data layer, as following the mailed
 * link would (tests only: suites about other features need a verified user without a mail round trip).
 */
export async function verifyEmailDirectly(app: BffApp, userId: string): Promise<void> {
  if (!(await app.get(UsersRepository).markEmailVerified(userId))) throw new Error(`no user ${userId} to verify`);
}

export async function startApp(config: AppConfig = testConfig()): Promise<BffApp> {
  const app = await createApp(config, { logger: false });
  await app.init();
  // Fastify loads its plugins (cookies, helmet, static files) when ready, before any request.
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

export async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await fn();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
}

/**
 * The BFF with an ai-worker that sends its mail through the dev stack's mail server (Mailpit), for
 * tests that read what was mailed. `stop` closes both.
 */
export async function startAppWithMailWorker(config: AppConfig): Promise<{ app: BffApp; worker: RunningService; stop: () => Promise<void> }> {
  const app = await startApp(config);
  const worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /"queue":"mail"[^\n]*worker ready/, {
    BULLMQ_PREFIX: config.BULLMQ_PREFIX, MONGO_URL: config.MONGO_URL, SMTP_URL: requireMail().smtpUrl, LOG_LEVEL: 'info', METRICS_PORT: '0',
  }).catch(async (err) => {
    await app.close();
    throw err;
  });
  return {
    app,
    worker,
    stop: async () => {
      await worker.stop('SIGTERM');
      await app.close();
    },
  };
}
