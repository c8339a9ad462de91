// Shared jest configuration for every TypeScript project in the monorepo.
// Workspace libraries are mapped to their sources so tests never need a prior build.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

module.exports = function preset(projectDir, overrides = {}) {
  return {
    rootDir: projectDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(projectDir, 'tsconfig.json') }],
    },
    moduleNameMapper: {
      '^@lexmitra/([a-z-]+)$': path.join(root, 'libs/$1/src'),
    },
    setupFiles: [path.join(__dirname, 'stack-env.js')],
    testTimeout: 30000,
    reporters: ['default', path.join(__dirname, 'summary-reporter.js')],
    ...overrides,
  };
};
