/** Each app's configuration: the pieces (pieces.ts) it reads, and nothing else. */
import { z } from 'zod';
import {
  accountsPiece, aiPiece, contactPiece, DEV_MAIL_LINK_SECRET, extractPiece, httpPiece, limitsPiece, mailLinksPiece, mailPiece, metricsPiece, mongoPiece, privacyPiece, redisPiece, remindersPiece, runtimePiece, searchPiece, storagePiece, workerPiece,
} from './pieces';

/**
 * In production the BFF refuses to start without a metrics token (else /api/metrics, on the API port,
 * is open to anyone) and without PUBLIC_URL (else feed links would have no trustworthy origin).
 * A refinement on the object keeps `.shape`, so CONFIG_KEYS still lists every variable.
 */
export const BffConfigSchema = z
  .object({ ...runtimePiece, ...httpPiece, ...mongoPiece, ...redisPiece, ...storagePiece, ...accountsPiece, ...limitsPiece, ...mailLinksPiece, ...contactPiece, ...remindersPiece, ...privacyPiece })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV !== 'production') return;
    if (!config.METRICS_TOKEN) ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: 'required when NODE_ENV=production (at least 16 characters; Prometheus sends it as a bearer token)' });
    if (config.MAIL_LINK_SECRET === DEV_MAIL_LINK_SECRET) ctx.addIssue({ code: 'custom', path: ['MAIL_LINK_SECRET'], message: 'required when NODE_ENV=production (32+ random characters; it signs unsubscribe and confirmation links)' });
    if (!config.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'required when NODE_ENV=production (the external origin of links such as the calendar feed)' });
  });
export type BffConfig = z.infer<typeof BffConfigSchema>;

/** AI jobs (documents in MinIO, chat), hearing reminders (MongoDB) and the mail outbox (SMTP). */
export const AiWorkerConfigSchema = z.object({ ...runtimePiece, ...redisPiece, ...workerPiece, ...metricsPiece, ...mongoPiece, ...storagePiece, ...aiPiece, ...extractPiece, ...mailPiece, ...mailLinksPiece, ...privacyPiece });
export type AiWorkerConfig = z.infer<typeof AiWorkerConfigSchema>;

/** Exports render in memory and go back in the job result: Redis only. */
export const ConvertWorkerConfigSchema = z.object({ ...runtimePiece, ...redisPiece, ...workerPiece, ...metricsPiece });
export type ConvertWorkerConfig = z.infer<typeof ConvertWorkerConfigSchema>;

export const SearchServiceConfigSchema = z
  .object({ ...runtimePiece, ...redisPiece, ...mongoPiece, ...metricsPiece, ...searchPiece })
  .superRefine((config, ctx) => {
    if (config.SEARCH_ENGINE === 'opensearch' && !config.OPENSEARCH_URL) ctx.addIssue({ code: 'custom', path: ['OPENSEARCH_URL'], message: 'required when SEARCH_ENGINE=opensearch (the cluster, e.g. http://127.0.0.1:9200)' });
  });
export type SearchServiceConfig = z.infer<typeof SearchServiceConfigSchema>;

/** The case importer (a one-off command): MongoDB, and Redis when replicas are to be told. */
export const ImportCliConfigSchema = z.object({ ...runtimePiece, ...mongoPiece, REDIS_URL: redisPiece.REDIS_URL.optional(), BULLMQ_PREFIX: redisPiece.BULLMQ_PREFIX });
export type ImportCliConfig = z.infer<typeof ImportCliConfigSchema>;

/** What the worker host needs of a worker's configuration (QueueWorkerLifecycle). */
export type QueueWorkerConfig = Pick<ConvertWorkerConfig, 'REDIS_URL' | 'BULLMQ_PREFIX' | 'WORKER_CONCURRENCY' | 'WORKER_LOCK_MS' | 'METRICS_PORT' | 'METRICS_HOST'>;

export const APP_CONFIG_SCHEMAS = {
  bff: BffConfigSchema,
  'ai-worker': AiWorkerConfigSchema,
  'convert-worker': ConvertWorkerConfigSchema,
  'search-service': SearchServiceConfigSchema,
} as const;

/** Every variable some app reads; deployment manifests and .env.example are checked against it. */
export const CONFIG_KEYS = [...new Set(Object.values(APP_CONFIG_SCHEMAS).flatMap((s) => Object.keys(s.shape)))];
