/** Starts the built product (BFF + workers) on the test stack once for all browser tests. */
import path from 'node:path';
import { requireStack } from '../../tools/jest/require-stack';
import { startProduct } from '../../tools/product';

export default async function globalSetup(): Promise<void> {
  require('../../tools/jest/stack-env.js');
  requireStack();
  const port = Number(process.env.E2E_PORT ?? 8790);
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    // Every browser test signs up from 127.0.0.1; production limits would turn them into 429s.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000',
    AI_RATE_LIMIT_PER_MINUTE: '1000',
    DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    // Sign-up, reset and 'Get Updates' each send mail from that one address too.
    MAIL_RATE_LIMIT_PER_MINUTE: '1000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000',
    BULLMQ_PREFIX: `e2e${process.pid}`,
    MONGO_URL: process.env.MONGO_URL!.replace(/\/[^/]*$/, '/lexmitra_e2e'),
  };
  const product = await startProduct(env, { port, logDir: path.resolve(__dirname, '../../.data/logs-e2e') });
  (globalThis as { __product?: unknown }).__product = product;
  process.env.E2E_BASE_URL = product.url;
  // For tests that load data the product's workers process (the case-dataset import).
  process.env.E2E_MONGO_URL = env.MONGO_URL;
  process.env.E2E_BULLMQ_PREFIX = env.BULLMQ_PREFIX;
}
