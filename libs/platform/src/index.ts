export * from './config';
export * from './health-ping';
export * from './logger';
export * from './redis';
export * from './timeout';
export * from './worker-host';
export * from './worker-module';
export * from './service-host';
