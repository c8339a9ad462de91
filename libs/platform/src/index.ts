export * from './config';
export * from './logger';
export * from './redis';
export * from './timeout';
export * from './worker-host';
