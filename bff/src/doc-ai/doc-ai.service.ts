import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DOC_PROCESS_JOB, DocProcessJob, ErrorCodes, JobAccepted, QUEUES } from '@lexmitra/contracts';
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
import { failureException, toAnswer } from '../jobs/job-status';
import { UploadsService } from '../uploads/uploads.service';
import { DOC_AI_UPLOAD, readDocAiFields } from './doc-ai.request';

/** Long documents take a while; past this the synchronous call gives up (the async form does not). */
const SYNC_TIMEOUT_MS = 10 * 60_000;

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

  async process(req: IncomingMessage, user: AuthUser, asJob: boolean): Promise<ReturnType<typeof toAnswer> | JobAccepted> {
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
    const answer = failureException(err.failure);
    if ((answer.getResponse() as { code: string }).code === ErrorCodes.INTERNAL) this.logger.error(`document job failed (${err.failure.code}): ${err.failure.message}`);
    return answer;
  }
}
