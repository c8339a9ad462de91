import { AiError } from '@lexmitra/ai';
import { DocProcessJobSchema, DocProcessResult, jobCancelKey } from '@lexmitra/contracts';
import { JobFailureError, JobHandler, toJobFailure } from '@lexmitra/platform';
import type { ObjectStore } from '@lexmitra/storage';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { aiJobFailure } from '../ai-failure';
import { DocAiEngine, DocOperationInput } from './engine';
import { extractCached } from './extraction-cache';

export interface DocProcessDeps {
  store: ObjectStore;
  redis: Redis;
  prefix: string;
  engine: DocAiEngine;
  logger: Logger;
}

/**
 * `doc.process`: read the uploaded file (cached by SHA-256), run the asked operation through the
 * engine, report progress as {stage, done, total}. The upload is removed once the job is settled.
 */
export function docProcessHandler(deps: DocProcessDeps): JobHandler {
  return async (job: Job) => {
    const parsed = DocProcessJobSchema.safeParse(job.data);
    if (!parsed.success) throw new JobFailureError('INVALID_JOB', `invalid doc.process data: ${parsed.error.issues[0]?.message}`);
    const data = parsed.data;
    const report = (stage: 'reading' | 'processing', done: number, total: number) =>
      void job.updateProgress({ stage, done, total }).catch(() => undefined);
    const checkCancelled = async () => {
      if (await deps.redis.exists(jobCancelKey(deps.prefix, job.id!))) throw new JobFailureError('CANCELLED', 'Cancelled.');
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
      // Busy or failing providers get BullMQ's retries with backoff; the last attempt's failure is
      // the one the caller sees. A failure no retry can help ends the job now.
      const failure = err instanceof AiError ? aiJobFailure(err) : err;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt || !toJobFailure(failure).retryable) settled = true;
      throw failure;
    } finally {
      if (settled) await deps.store.remove(data.objectKey).catch(() => undefined);
    }
  };
}
