export * from './apps';
export * from './load';
export * from './pieces';
