import { AiError } from '@lexmitra/ai';
import { DocProcessJob, DocProcessJobSchema, StoredDocProcessResult } from '@lexmitra/contracts';
import { ExtractLimits, OcrSettings, SandboxError } from '@lexmitra/documents';
import { JobFailureError, JobHandler, toJobFailure } from '@lexmitra/platform';
import type { ObjectStore } from '@lexmitra/storage';
import { DelayedError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { aiJobFailure } from '../ai-failure';
import { callBudget, CallBudgetConfig } from './call-budget';
import { DocAiEngine, DocOperationInput } from './engine';
import { extractCached } from './extraction-cache';
import { cancelled, guardExtraction, SHARE_RETRY_MS, takeUserShare, watchCancel } from './job-guards';
import { wordsIn } from './offline-engine';
import { paperMeta } from './paper-notes';
import { keepResult } from './result-store';

export interface DocProcessDeps {
  store: ObjectStore;
  redis: Redis;
  prefix: string;
  engine: DocAiEngine;
  logger: Logger;
  /** Hard limits on reading the file (EXTRACT_*, DOCX_*); unset ones take the library's defaults. */
  limits?: Partial<ExtractLimits>;
  /** OCR of pages without text (OCR_*); unset ones take the library's defaults. */
  ocr?: Partial<OcrSettings>;
  /** Results above this size go to object storage (JOB_RESULT_INLINE_MAX_BYTES). */
  maxInlineResultBytes?: number;
  budget?: CallBudgetConfig;
  /** Document jobs one user may run at once over every worker (DOCUMENT_JOBS_PER_USER); unset: no share. */
  jobsPerUser?: number;
}

/**
 * `doc.process`: read the uploaded file (cached by SHA-256) under the extraction limits, run the
 * asked operation through the engine, report progress as {stage, done, total}. A cancel stops a
 * running extraction at once. The upload is removed once the job is settled. A user already
 * running their share of document jobs has this one put back for a moment, so the other slots stay
 * free for other users.
 */
export function docProcessHandler(deps: DocProcessDeps): JobHandler {
  const budget = deps.budget ?? { maxCallsPerJob: 100, dailyCallsPerUser: 1000 };
  return async (job: Job, token?: string) => {
    const parsed = DocProcessJobSchema.safeParse(job.data);
    if (!parsed.success) throw new JobFailureError('INVALID_JOB', `invalid doc.process data: ${parsed.error.issues[0]?.message}`);
    const data = parsed.data;
    const release = deps.jobsPerUser ? await takeUserShare(deps.redis, deps.prefix, data.userId, job.id!, deps.jobsPerUser) : async () => undefined;
    if (!release) {
      await job.moveToDelayed(Date.now() + SHARE_RETRY_MS, token);
      throw new DelayedError();
    }
    try {
      return await runJob(job, data);
    } finally {
      await release();
    }
  };

  async function runJob(job: Job, data: DocProcessJob): Promise<StoredDocProcessResult> {
    const report = (stage: 'reading' | 'ocr' | 'processing', done: number, total: number) =>
      void job.updateProgress({ stage, done, total }).catch(() => undefined);
    const cancel = watchCancel(deps.redis, deps.prefix, job.id!);
    let settled = false;
    try {
      await cancel.check();
      const finished = await guardExtraction(deps.redis, deps.prefix, job.id!);
      const doc = await extractCached(deps.store, data.objectKey, data.sha256, (p) => report(p.stage ?? 'reading', p.done, p.total), { limits: deps.limits, ocr: deps.ocr, language: data.language, signal: cancel.signal })
        .catch((err: unknown) => {
          throw err instanceof SandboxError && err.reason === 'aborted' ? cancelled() : err;
        })
        .finally(finished);
      await cancel.check();
      const input: DocOperationInput = {
        doc, query: data.query, translationLanguage: data.translationLanguage, interfaceLanguage: data.interfaceLanguage, onProgress: (d, t) => report('processing', d, t),
        checkCancelled: cancel.check,
        reserveCalls: callBudget(deps.redis, deps.prefix, data.userId, budget),
      };
      const text = await deps.engine[data.operation](input);
      // What the screen needs beside a summary (the paper's kind, the next date for the diary) is read
      // from the paper itself, whichever engine wrote the summary.
      const paper = data.operation === 'summarize' ? paperMeta(doc, wordsIn(input)) : undefined;
      settled = true;
      deps.logger.info({ jobId: job.id, operation: data.operation, engine: deps.engine.name, pages: doc.pages.length, ocrPages: doc.pages.filter((p) => p.ocr).length }, 'document processed');
      return (await keepResult(deps.store, job.id!, { text, operation: data.operation, ...(paper ? { paper } : {}) }, deps.maxInlineResultBytes ?? 256 * 1024)) satisfies StoredDocProcessResult;
    } catch (err) {
      // Busy or failing providers get BullMQ's retries with backoff; the last attempt's failure is
      // the one the caller sees. A failure no retry can help (a limit, a cancel) ends the job now.
      const failure = err instanceof AiError ? aiJobFailure(err) : err;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt || !toJobFailure(failure).retryable) settled = true;
      throw failure;
    } finally {
      cancel.stop();
      if (settled) await deps.store.remove(data.objectKey).catch(() => undefined);
    }
  }
}
