import { DynamicModule, Module } from '@nestjs/common';
import { processCaseImportJob } from '@lexmitra/caselaw';
import { CaseImportJobSchema, JOBS, QUEUES } from '@lexmitra/contracts';
import { CaseImportsRepository, CasesRepository, LazyConnection } from '@lexmitra/data';
import { AiWorkerConfig, QueueWorkerLifecycle } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { extractJudgmentText } from './extract-judgment';

/**
 * The `case-import` queue inside ai-worker: it already has MongoDB, S3 and the document extractors
 * (poppler, OCR) the judgments' PDFs need, and any number of its replicas can share a year's
 * batches. A queue of its own, so an import of thousands of judgments never holds a slot the
 * chatbot and document AI need (search-service only answers queries and holds no extractor).
 */
@Module({})
export class CaseImportWorkerModule {
  static forRoot(config: AiWorkerConfig, logger: Logger): DynamicModule {
    const mongo = new LazyConnection(config.MONGO_URL);
    const store = new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET, region: config.S3_REGION });
    const cases = new CasesRepository(mongo.connection);
    const imports = new CaseImportsRepository(mongo.connection);
    const handlers = {
      [JOBS.caseImportBatch]: async (job: Job) => {
        await mongo.ready();
        return processCaseImportJob(CaseImportJobSchema.parse(job.data), {
          cases,
          imports,
          putPdf: async (key, pdf) => {
            await store.put(key, pdf, 'application/pdf', pdf.length);
          },
          extract: extractJudgmentText,
        });
      },
    };
    const worker = new QueueWorkerLifecycle({ queue: QUEUES.caseImport, config, handlers, logger });
    return {
      module: CaseImportWorkerModule,
      providers: [
        { provide: 'CASE_IMPORT_WORKER', useValue: worker },
        { provide: 'CASE_IMPORT_CLOSE', useValue: { onApplicationShutdown: () => mongo.close() } },
      ],
    };
  }
}
