import { AiError } from '@lexmitra/ai';
import { DocProcessJobSchema, DocProcessResult, jobCancelKey } from '@lexmitra/contracts';
import type { JobHandler } from '@lexmitra/platform';
import type { ObjectStore } from '@lexmitra/storage';
import { Job, UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DocAiEngine, DocJobError, DocOperationInput } from './engine';
import { extractCached } from './extraction-cache';

export interface DocProcessDeps {
  store: ObjectStore;
  redis: Redis;
  prefix: string;
  engine: DocAiEngine;
  logger: Logger;
}

/** A final failure the BFF shows as it is; the message is JSON so the code survives BullMQ. */
const finalError = (code: string, error: string) => new UnrecoverableError(JSON.stringify({ code, error }));

/**
 * `doc.process`: read the uploaded file (cached by SHA-256), run the asked operation through the
 * engine, report progress as {stage, done, total}. The upload is removed once the job is settled.
 */
export function docProcessHandler(deps: DocProcessDeps): JobHandler {
  return async (job: Job) => {
    const data = DocProcessJobSchema.parse(job.data);
    const report = (stage: 'reading' | 'processing', done: number, total: number) =>
      void job.updateProgress({ stage, done, total }).catch(() => undefined);
    const checkCancelled = async () => {
      if (await deps.redis.exists(jobCancelKey(deps.prefix, job.id!))) throw finalError('CANCELLED', 'Cancelled.');
    };
    let settled = false;
    try {
      const doc = await extractCached(deps.store, data.objectKey, data.sha256, (p) => report('reading', p.done, p.total));
      await checkCancelled();
      const input: DocOperationInput = { doc, query: data.query, translationLanguage: data.translationLanguage, onProgress: (d, t) => report('processing', d, t), checkCancelled };
      const text = await deps.engine[data.operation](input);
      settled = true;
      deps.logger.info({ jobId: job.id, operation: data.operation, engine: deps.engine.name, pages: doc.pages.length }, 'document processed');
      return { text, operation: data.operation } satisfies DocProcessResult;
    } catch (err) {
      if (err instanceof DocJobError) {
        settled = true;
        throw finalError(err.code, err.message);
      }
      if (err instanceof UnrecoverableError) settled = true;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      // A malformed answer was already retried by the provider; busy or failing providers get
      // BullMQ's retries with backoff, and the last one reports the provider's own words.
      if (err instanceof AiError && (err.kind === 'malformed' || lastAttempt)) {
        settled = true;
        throw finalError('AI_FAILED', err.message);
      }
      if (lastAttempt) settled = true;
      throw err;
    } finally {
      if (settled) await deps.store.remove(data.objectKey).catch(() => undefined);
    }
  };
}
