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
      // hyparquet ships only ES modules: Node 20.19 requires them natively, jest's module system
      // does not (before Node 24.9), so its files are compiled to CommonJS for tests.
      '/node_modules/hyparquet(-writer)?/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', isolatedModules: true }, diagnostics: false }],
    },
    transformIgnorePatterns: ['/node_modules/(?!hyparquet)'],
    moduleNameMapper: {
      '^@lexmitra/([a-z-]+)$': path.join(root, 'libs/$1/src'),
    },
    setupFiles: [path.join(__dirname, 'stack-env.js')],
    testTimeout: 30000,
    reporters: ['default', path.join(__dirname, 'summary-reporter.js')],
    ...overrides,
  };
};
