export * from './citations';
export * from './code-map';
export * from './statutes';
