export * from './citations';
