import { QUEUES } from '@lexmitra/contracts';
import path from 'node:path';
import { describeQueueWorker } from '../../../tools/jest/queue-worker-contract';

describeQueueWorker(path.resolve(__dirname, '..'), 'convert-worker', QUEUES.convert);
