import { DynamicModule, Module } from '@nestjs/common';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { ConvertWorkerConfig, healthPingHandler, Logger, QueueWorkerLifecycle } from '@lexmitra/platform';
import { draftConvertHandler, warmUpRenderers } from './draft-convert.handler';

export const SERVICE_NAME = 'convert-worker';

/** Export jobs: a draft rendered to PDF (pdf-lib) or DOCX (docx). */
@Module({})
export class ConvertWorkerModule {
  static forRoot(config: ConvertWorkerConfig, logger: Logger): DynamicModule {
    const handlers = {
      [JOBS.healthPing]: healthPingHandler(SERVICE_NAME),
      [JOBS.draftConvert]: draftConvertHandler(),
    };
    return {
      module: ConvertWorkerModule,
      providers: [
        {
          provide: QueueWorkerLifecycle,
          // Warmed before the worker takes jobs; a failure here is logged, never fatal.
          useFactory: async () => {
            await warmUpRenderers().catch((err: Error) => logger.warn({ err: err.message }, 'renderer warm-up failed'));
            return new QueueWorkerLifecycle({ queue: QUEUES.convert, config, handlers, logger });
          },
        },
      ],
    };
  }
}
