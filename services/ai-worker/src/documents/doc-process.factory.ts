import { createAiProvider } from '@lexmitra/ai';
import { docEngineKey } from '@lexmitra/contracts';
import type { AiWorkerConfig, JobHandler } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import IORedis from 'ioredis';
import type { Logger } from 'pino';
import { docProcessHandler } from './doc-process.handler';
import { DocAiEngine } from './engine';
import { OfflineDocEngine } from './offline-engine';
import { ProviderDocEngine } from './provider-engine';

/**
 * Builds the `doc.process` handler from configuration. With an OpenAI-compatible provider
 * configured a model engine is used; without one, the offline engine (docs/architecture.md §6).
 */
export function createDocProcessHandler(config: AiWorkerConfig, logger: Logger, providerEngine?: DocAiEngine): { handler: JobHandler; close: () => Promise<void> } {
  const store = new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET, region: config.S3_REGION });
  const redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => undefined);
  const ai = createAiProvider(config, { onRetry: (info) => logger.warn(info, 'AI call retried') });
  const engine = providerEngine ?? (ai ? new ProviderDocEngine(ai, config.AI_CHUNK_CONCURRENCY) : new OfflineDocEngine());
  logger.info({ engine: engine.name }, 'document engine ready');
  // The SPA asks the BFF (GET /api/config) which operations need a model before anyone uploads.
  redis.set(docEngineKey(config.BULLMQ_PREFIX), engine.name === 'offline' ? 'offline' : 'model').catch((err: Error) => logger.warn({ err }, 'could not record the document engine'));
  return {
    handler: docProcessHandler({
      store, redis, prefix: config.BULLMQ_PREFIX, engine, logger,
      limits: {
        memoryMb: config.EXTRACT_MEMORY_MB, timeoutMs: config.EXTRACT_TIMEOUT_MS, maxPages: config.EXTRACT_MAX_PAGES, maxChars: config.EXTRACT_MAX_CHARS,
        maxUnzippedBytes: config.DOCX_MAX_UNZIPPED_MB * 1024 * 1024, maxZipRatio: config.DOCX_MAX_ZIP_RATIO, maxStreamBytes: config.EXTRACT_MAX_STREAM_MB * 1024 * 1024,
      },
      ocr: { dpi: config.OCR_DPI, pageTimeoutMs: config.OCR_PAGE_TIMEOUT_MS, maxPages: config.OCR_MAX_PAGES, jobTimeoutMs: config.OCR_JOB_TIMEOUT_MS },
      maxInlineResultBytes: config.JOB_RESULT_INLINE_MAX_BYTES,
      budget: { maxCallsPerJob: config.AI_MAX_CALLS_PER_JOB, dailyCallsPerUser: config.AI_DAILY_CALLS_PER_USER },
      jobsPerUser: config.DOCUMENT_JOBS_PER_USER,
    }),
    close: async () => void (await redis.quit().catch(() => undefined)),
  };
}
