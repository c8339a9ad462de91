import { AiWorkerConfigSchema, runService, startNestContext } from '@lexmitra/platform';
import { AiWorkerModule, SERVICE_NAME } from './ai-worker.module';

void runService({ name: SERVICE_NAME, config: AiWorkerConfigSchema, start: (config, logger) => startNestContext(AiWorkerModule.forRoot(config, logger), logger) });
