/**
 * The pieces app configurations are made of: each is the variables of one concern (a server we
 * talk to, the worker loop, the BFF's limits). An app's slice (apps.ts) is the pieces it uses, so
 * a process is never asked for a variable it does not read.
 */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Every process. */
export const runtimePiece = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long SIGTERM waits for running work (requests, jobs) before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(25_000),
};

export const redisPiece = {
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  /** Key prefix of every BullMQ queue; tests use their own to stay apart. */
  BULLMQ_PREFIX: z.string().regex(/^[\w-]{1,32}$/).default('bull'),
};

export const mongoPiece = {
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL'),
};

export const storagePiece = {
  S3_ENDPOINT: z.url(),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, 'must be a valid bucket name').default('lexmitra'),
  S3_REGION: z.string().default('us-east-1'),
};

/** The /metrics + /healthz server of each worker and search-service (the BFF uses /api/metrics). */
export const metricsPiece = {
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /**
   * The address that server listens on: loopback by default, so nothing outside the machine reads
   * it; in Kubernetes the pod IP (downward API), which the kubelet's probes and Prometheus reach.
   */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
};

/** A BullMQ worker process. */
export const workerPiece = {
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** How long a job stays locked to a worker that stops renewing it (a crashed one) before another takes it. */
  WORKER_LOCK_MS: z.coerce.number().int().min(2000).max(600_000).default(30_000),
};

/** The AI provider (any OpenAI-compatible server); without a key or URL the offline engines answer. */
export const aiPiece = {
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Chunks of one document sent to the AI provider at the same time. */
  AI_CHUNK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
};

/** The BFF's HTTP side. */
export const httpPiece = {
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** The external origin of links the product hands out (calendar feed). Required in production. */
  PUBLIC_URL: z.url().optional(),
  FRONTEND_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  /** GET /api/metrics requires `Authorization: Bearer <METRICS_TOKEN>` when set; required in production. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Comma-separated e-mails of operators who may open /admin/queues and GET /api/health/workers. */
  ADMIN_EMAILS: z.string().optional(),
  /** The OpenAPI page and document at /api/docs; the production overlay turns them off. */
  API_DOCS: z.enum(['on', 'off']).default('on'),
};

export const accountsPiece = {
  CLERK_PUBLISHABLE_KEY: z.string().optional(),
  CLERK_SECRET_KEY: z.string().optional(),
  CLERK_JWT_KEY: z.string().optional(),
  /** Lifetime of a sign-in session (seconds). */
  SESSION_TTL_SECONDS: z.coerce.number().int().min(60).default(7 * 24 * 3600),
};

/** What one user (or client) may do per minute, and how large uploads may be. */
export const limitsPiece = {
  /** Sign-ups per minute per address being signed up (and other per-person account attempts). */
  AUTH_RATE_LIMIT_PER_MINUTE: perMinute(10),
  /**
   * The per-IP ceiling of sign-in, sign-up and mailed links: much higher than the per-person limit,
   * because mobile carriers put many people behind one address.
   */
  AUTH_IP_RATE_LIMIT_PER_MINUTE: perMinute(300),
  /**
   * Mails a person can ask for per minute (verification resend per user and IP, password reset per
   * IP and per address): each sends a real mail, so the limit is low.
   */
  MAIL_RATE_LIMIT_PER_MINUTE: perMinute(3),
  /** Chatbot questions per minute, per signed-in user. */
  CHAT_RATE_LIMIT_PER_MINUTE: perMinute(20),
  /** Document uploads and Access PDF attempts per minute, per signed-in user (slows ID probing). */
  DOCUMENT_RATE_LIMIT_PER_MINUTE: perMinute(30),
  /** AI calls (document tools) per minute, per signed-in user: they are the costly ones. */
  AI_RATE_LIMIT_PER_MINUTE: perMinute(20),
  /** Draft exports (PDF/DOCX) per minute, per signed-in user. */
  DRAFT_CONVERT_RATE_LIMIT_PER_MINUTE: perMinute(60),
  /** Case searches (POST /ask, the costliest route in CPU) per minute, per signed-in user. */
  SEARCH_RATE_LIMIT_PER_MINUTE: perMinute(60),
  /** Calendar feed fetches per minute, per client IP (slows token guessing; calendar apps poll a few times an hour). */
  CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: perMinute(120),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(25 * 1024 * 1024),
  /** Largest PDF attached to a diary entry. */
  DIARY_ATTACHMENT_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  /** Bytes of uploaded documents one user may keep (413 beyond it); 1 GiB. */
  DOCUMENT_QUOTA_BYTES: z.coerce.number().int().positive().default(1024 * 1024 * 1024),
  /** Drafts one user may keep (413 for a new one beyond it; saving a new version of one is not counted). */
  DRAFT_QUOTA_COUNT: z.coerce.number().int().positive().default(500),
  /** Draft saves per minute, per signed-in user (each save may keep a 1 MB version). */
  DRAFT_SAVE_RATE_LIMIT_PER_MINUTE: perMinute(30),
  /** Job event streams (SSE) open at once, per signed-in user and per BFF process (429 beyond). */
  SSE_STREAMS_PER_USER: z.coerce.number().int().min(1).default(5),
  SSE_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).default(1000),
  /**
   * Answers that may carry a job result and that a user's clients have not read yet (a job's open
   * event stream counts from the start; a result a stalled client has not read holds the result's
   * bytes): past this, GET /api/jobs/:id, its event stream and the synchronous /process_pdf answer 429.
   */
  RESULT_SLOW_READERS_PER_USER: z.coerce.number().int().min(1).default(8),
  /** Megabytes of job results one BFF process holds for slow readers of all users together (429 beyond). */
  RESULT_SLOW_READERS_MB_PER_PROCESS: z.coerce.number().int().min(1).default(64),
  /** Days a firm's invite code stays valid when its creator names no expiry (the first code too). */
  FIRM_INVITE_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** The audit trail (docs/audit-trail.md); `false` only for the benchmark's baseline. */
  AUDIT_ENABLED: bool.default(true),
};

/** Outgoing mail: the BFF only enqueues on the `mail` queue; ai-worker sends through SMTP_URL. */
export const mailPiece = {
  /**
   * smtp://[user:pass@]host:port (smtps:// for implicit TLS; smtp:// upgrades with STARTTLS when the
   * server offers it). Any SMTP provider in production; the dev stack's Mailpit in development.
   * Without it ai-worker does not work the mail queue, and mail waits there.
   */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  /** The From header of every mail the product sends. */
  MAIL_FROM: z.string().min(3).default('LexMitra <no-reply@lexmitra.local>'),
  /** The origin of links in mails ai-worker composes itself (hearing reminders); the BFF's own PUBLIC_URL. */
  PUBLIC_URL: z.url().optional(),
};

/** The development default of MAIL_LINK_SECRET; the BFF refuses it with NODE_ENV=production. */
export const DEV_MAIL_LINK_SECRET = 'lexmitra-development-mail-link-secret-not-for-production';

/** Signed links in mails (one-click unsubscribe, 'Get Updates' confirmation): the BFF and ai-worker sign alike. */
export const mailLinksPiece = {
  MAIL_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_MAIL_LINK_SECRET),
};

/** Where the /contact form's messages go (the operators' inbox); without it the form answers 503. */
export const contactPiece = {
  CONTACT_EMAIL: z.email().optional(),
};

/** Export my data, account deletion and retention (BFF and ai-worker read the same values). */
export const privacyPiece = {
  /** Days between "delete my account" and the erasure; signing in during them cancels it. */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().min(0).max(90).default(7),
  /** Overrides the grace in seconds when set (tests use a few seconds). */
  ACCOUNT_DELETION_GRACE_SECONDS: z.coerce.number().int().min(0).optional(),
  /** Days an export ZIP is kept (a MinIO lifecycle rule on exports/, plus the daily sweep of its record). */
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Minutes a download link of a ready export stays valid. */
  EXPORT_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Days an extracted text stays in the extraction cache (a MinIO lifecycle rule on jobs/extracts/). */
  EXTRACTION_CACHE_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Hours a finished job's result stays in Redis before the retention sweep removes it. */
  JOB_RESULT_RETENTION_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24),
  /**
   * Days an audit record is kept; the hourly retention sweep removes older ones. At least 180: CERT-In's
   * directions of 28 April 2022 require ICT logs to be kept that long (docs/audit-trail.md).
   */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(180).max(3650).default(365),
};

export const remindersPiece = {
  /** Divides the wait before a hearing reminder; 1 in production, large in tests to shorten the clock. */
  REMINDER_TIME_SCALE: z.coerce.number().min(1).default(1),
};

export const searchPiece = {
  /** How often a search-service replica checks the corpus version, to heal a missed cases.imported event. */
  SEARCH_RECONCILE_MS: z.coerce.number().int().min(500).default(60_000),
  /**
   * memory: each replica keeps its own index (the embedded default; small installs, the seed corpus).
   * opensearch: the index lives in an OpenSearch cluster at OPENSEARCH_URL and replicas are stateless.
   */
  SEARCH_ENGINE: z.enum(['memory', 'opensearch']).default('memory'),
  /** The cluster (http(s)://user:password@host:9200); required when SEARCH_ENGINE=opensearch. */
  OPENSEARCH_URL: z.string().url().optional(),
  /** Primary shards of a new case index (one per ~20-40 GB of index; set before the first import). */
  OPENSEARCH_SHARDS: z.coerce.number().int().min(1).max(64).default(1),
  /** Copies of each shard on other nodes (0 on a single node, 1-2 in a cluster). */
  OPENSEARCH_REPLICAS: z.coerce.number().int().min(0).max(5).default(0),
  /** Search requests one replica works on at once (it takes them from a shared Redis queue). */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
};

/**
 * Hard limits of the document pipeline in ai-worker (libs/documents limits.ts; docs/document-ai.md):
 * what one file may cost to read, what one job may cost in model calls, and chat's own slots.
 */
export const extractPiece = {
  /** Memory one extraction process may allocate (MB); past it the job fails DOCUMENT_TOO_COMPLEX. */
  EXTRACT_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(384),
  /** Wall-clock time one extraction may take (ms). */
  EXTRACT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Pages of one PDF, and characters of one document's text (DOCUMENT_TOO_LARGE beyond). */
  EXTRACT_MAX_PAGES: z.coerce.number().int().min(1).default(2000),
  EXTRACT_MAX_CHARS: z.coerce.number().int().min(1000).default(5_000_000),
  /** A compressed PDF stream (not an image) that unpacks past this many MB is refused before reading. */
  EXTRACT_MAX_STREAM_MB: z.coerce.number().int().min(1).default(64),
  /** A DOCX whose ZIP entries declare more than this many MB in all, or this ratio to its size, is not opened. */
  DOCX_MAX_UNZIPPED_MB: z.coerce.number().int().min(1).default(50),
  DOCX_MAX_ZIP_RATIO: z.coerce.number().int().min(2).default(100),
  /** Document jobs one user may run at once over every worker: one user's slow files never hold every slot. */
  DOCUMENT_JOBS_PER_USER: z.coerce.number().int().min(1).max(64).default(1),
  /** Chat answers taken at once, on the `chat` queue, apart from the document jobs' WORKER_CONCURRENCY. */
  CHAT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Job results larger than this (bytes of JSON) go to object storage; Redis keeps a pointer. */
  JOB_RESULT_INLINE_MAX_BYTES: z.coerce.number().int().min(1024).default(256 * 1024),
  /** Model calls one document job may make (AI_CALL_LIMIT beyond, before any call is made). */
  AI_MAX_CALLS_PER_JOB: z.coerce.number().int().min(1).default(100),
  /** Model calls of document jobs one user may make per UTC day (AI_DAILY_LIMIT beyond). */
  AI_DAILY_CALLS_PER_USER: z.coerce.number().int().min(1).default(1000),
  /** Resolution pages without text are rendered at for OCR (Tesseract); 200 reads clean scans as well, faster. */
  OCR_DPI: z.coerce.number().int().min(100).max(600).default(300),
  /** Wall clock of each OCR step of one page (its render, each Tesseract pass), ms. */
  OCR_PAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Pages of one document read by OCR at most (DOCUMENT_TOO_LARGE beyond). */
  OCR_MAX_PAGES: z.coerce.number().int().min(1).default(300),
  /** Wall clock of all the OCR of one document, ms (DOCUMENT_TOO_COMPLEX beyond, saying how many pages were read). */
  OCR_JOB_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20 * 60_000),
};
