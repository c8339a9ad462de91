import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DOC_PROCESS_JOB, DocProcessJob, ErrorCode, ErrorCodes, JobAccepted, JobFailureCode, QUEUES } from '@lexmitra/contracts';
import { OBJECT_PREFIXES } from '@lexmitra/storage';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { AuthUser } from '../common/decorators';
import { ApiException } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { FAILED_JOB_RETENTION_S, JobFailedError, JobTimeoutError, QueueService, randomJobId, withJobMeta } from '../infra/queue.service';
import { requestIdOf } from '../infra/http-log';
import { StorageService } from '../infra/storage.service';
import { JobResultReader } from '../jobs/job-result';
import { failureAnswer, toAnswer } from '../jobs/job-status';
import { UploadsService } from '../uploads/uploads.service';
import { DOC_AI_UPLOAD, readDocAiFields } from './doc-ai.request';

/** Long documents take a while; past this the synchronous call gives up (the async form does not). */
const SYNC_TIMEOUT_MS = 10 * 60_000;

/**
 * Worker failure codes → the answer the caller gets; any other code is the AI side failing (502).
 * A document the worker could not read answers 422 with the job's own code (DOCUMENT_TOO_LARGE,
 * DOCUMENT_SCANNED…), as GET /api/jobs/:id does: one code per cause, whichever way it was asked.
 */
const UNREADABLE = { status: HttpStatus.UNPROCESSABLE_ENTITY, sameAsJob: true } as const;
const ANSWER_BY_CODE: Partial<Record<JobFailureCode, { status: HttpStatus; code: ErrorCode } | typeof UNREADABLE>> = {
  UNSUPPORTED_MEDIA: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, code: ErrorCodes.UNSUPPORTED_MEDIA_TYPE },
  DOCUMENT_ENCRYPTED: UNREADABLE,
  DOCUMENT_CORRUPT: UNREADABLE,
  DOCUMENT_EMPTY: UNREADABLE,
  DOCUMENT_SCANNED: UNREADABLE,
  DOCUMENT_TOO_LARGE: UNREADABLE,
  DOCUMENT_TOO_COMPLEX: UNREADABLE,
  AI_CALL_LIMIT: UNREADABLE,
  AI_DAILY_LIMIT: { status: HttpStatus.TOO_MANY_REQUESTS, code: ErrorCodes.RATE_LIMITED },
  AI_PROVIDER_REQUIRED: { status: HttpStatus.SERVICE_UNAVAILABLE, code: ErrorCodes.AI_PROVIDER_REQUIRED },
  CANCELLED: { status: HttpStatus.CONFLICT, code: ErrorCodes.CONFLICT },
};

/** Call 2 (POST /process_pdf/): store the upload, hand it to ai-worker, answer or give a job id. */
@Injectable()
export class DocAiService {
  private readonly logger = new Logger('DocAiService');

  constructor(
    private readonly storage: StorageService,
    private readonly uploads: UploadsService,
    private readonly queues: QueueService,
    private readonly results: JobResultReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(req: IncomingMessage, user: AuthUser, asJob: boolean): Promise<Record<string, string> | JobAccepted> {
    const objectKey = `${OBJECT_PREFIXES.jobs}uploads/${randomUUID()}`;
    const file = await this.uploads.receive(req, { objectKey, maxBytes: this.config.UPLOAD_MAX_BYTES, ...DOC_AI_UPLOAD, label: 'document for AI' });
    let request;
    try {
      request = readDocAiFields(file.fields);
    } catch (err) {
      await this.storage.remove(objectKey).catch(() => undefined);
      throw err;
    }
    const data: DocProcessJob = { objectKey, sha256: file.sha256, fileName: file.fileName, userId: user.id, ...request };
    const opts = { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: { age: 3600 }, removeOnFail: { age: FAILED_JOB_RETENTION_S } };
    const requestId = requestIdOf(req);
    if (asJob) {
      const job = await this.queues.queue(QUEUES.ai).add(DOC_PROCESS_JOB, withJobMeta(data, requestId), { ...opts, jobId: randomJobId() });
      return { jobId: job.id! };
    }
    try {
      // A large result comes back as a pointer into object storage; it is read here, once.
      return toAnswer(await this.results.resolveDoc(await this.queues.run<unknown>(QUEUES.ai, DOC_PROCESS_JOB, data, { ...opts, timeoutMs: SYNC_TIMEOUT_MS, requestId })));
    } catch (err) {
      throw this.failure(err);
    }
  }

  private failure(err: unknown): unknown {
    if (err instanceof JobTimeoutError) return new ApiException(HttpStatus.GATEWAY_TIMEOUT, ErrorCodes.INTERNAL, 'The document took too long to process. Try the asynchronous form (?async=1).');
    // Anything else (Redis away, a reply that does not parse) is answered by the exception filter.
    if (!(err instanceof JobFailedError)) return err;
    const { failure } = err;
    const known = ANSWER_BY_CODE[failure.code];
    if (known) return new ApiException(known.status, 'sameAsJob' in known ? failure.code : known.code, failure.message);
    const answer = failureAnswer(failure);
    if (answer.code === ErrorCodes.INTERNAL) this.logger.error(`document job failed (${failure.code}): ${failure.message}`);
    return new ApiException(HttpStatus.BAD_GATEWAY, ErrorCodes.INTERNAL, answer.error);
  }
}
