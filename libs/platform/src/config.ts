/**
 * Configuration for every app, read from the environment once at start-up and validated with zod.
 * An app that starts with a bad value stops at once with every problem listed, not later mid-request.
 */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  FRONTEND_DIST: z.string().optional(),

  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  S3_ENDPOINT: z.url(),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, 'must be a valid bucket name').default('lexmitra'),
  S3_REGION: z.string().default('us-east-1'),

  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Chatbot questions per minute, per signed-in user. */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),

  CLERK_PUBLISHABLE_KEY: z.string().optional(),
  CLERK_SECRET_KEY: z.string().optional(),
  CLERK_JWT_KEY: z.string().optional(),

  /** Lifetime of a sign-in session (seconds). */
  SESSION_TTL_SECONDS: z.coerce.number().int().min(60).default(7 * 24 * 3600),
  /** Sign-in attempts allowed per minute, per client IP and per e-mail. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(25 * 1024 * 1024),
  /** Document uploads and Access PDF attempts per minute, per signed-in user (slows ID probing). */
  DOCUMENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** AI calls (document tools, chat) per minute, per signed-in user: they are the costly ones. */
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Draft exports (PDF/DOCX) per minute, per signed-in user. */
  DRAFT_CONVERT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Chunks of one document sent to the AI provider at the same time. */
  AI_CHUNK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Key prefix of every BullMQ queue; tests use their own to stay apart. */
  BULLMQ_PREFIX: z.string().regex(/^[\w-]{1,32}$/).default('bull'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** How long a job stays locked to a worker that stops renewing it (a crashed one) before another takes it. */
  WORKER_LOCK_MS: z.coerce.number().int().min(2000).max(600_000).default(30_000),
  TRUST_PROXY: bool.default(false),
  /** Largest PDF attached to a diary entry. */
  DIARY_ATTACHMENT_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  /** How often a search-service replica checks the corpus version, to heal a missed cases.imported event. */
  SEARCH_RECONCILE_MS: z.coerce.number().int().min(500).default(60_000),
  /** Port of the /metrics + /healthz server of each worker and search-service (the BFF uses /api/metrics). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** When set, GET /api/metrics requires `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Comma-separated e-mails of operators who may open the job queue dashboard at /admin/queues. */
  ADMIN_EMAILS: z.string().optional(),
  /** Divides the wait before a hearing reminder; 1 in production, large in tests to shorten the clock. */
  REMINDER_TIME_SCALE: z.coerce.number().min(1).default(1),
});

export type AppConfig = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`OPENAI_API_KEY=` in a .env or compose file) means "not set", not "".
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = ConfigSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}\nSee .env.example for every variable.`);
  }
  return result.data;
}

/** The variable names apps read; deployment manifests are checked against this list. */
export const CONFIG_KEYS = Object.keys(ConfigSchema.shape) as (keyof AppConfig)[];
