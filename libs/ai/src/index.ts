export * from './backoff';
export * from './errors';
export * from './json-schema';
export * from './provider';
export * from './language';
