export * from './citations';
export * from './code-map';
export * from './statutes';
export * from './datasets/layout';
export * from './datasets/archives';
export * from './import/plan';
export * from './import/process';
export * from './import/run';
