import { runServiceContext } from '@lexmitra/platform';
import { ConvertWorkerModule, SERVICE_NAME } from './convert-worker.module';

void runServiceContext(SERVICE_NAME, (config) => ConvertWorkerModule.forRoot(config));
