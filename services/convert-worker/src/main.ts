import { ConvertWorkerConfigSchema, runService, startNestContext } from '@lexmitra/platform';
import { ConvertWorkerModule, SERVICE_NAME } from './convert-worker.module';

void runService({ name: SERVICE_NAME, config: ConvertWorkerConfigSchema, start: (config, logger) => startNestContext(ConvertWorkerModule.forRoot(config, logger), logger) });
