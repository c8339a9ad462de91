import { runServiceContext } from '@lexmitra/platform';
import { AiWorkerModule, SERVICE_NAME } from './ai-worker.module';

void runServiceContext(SERVICE_NAME, (config) => AiWorkerModule.forRoot(config));
