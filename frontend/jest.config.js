const path = require('node:path');

module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/test/jsdom-env.js',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        isolatedModules: true,
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, target: 'ES2022', types: ['jest', '@testing-library/jest-dom'] },
      },
    ],
  },
  moduleNameMapper: {
    '^@lexmitra/contracts$': path.resolve(__dirname, '../libs/contracts/src'),
    // Made by vite.config.ts at build time; here the same validators are compiled at run time.
    '^virtual:start-up-checks$': '<rootDir>/src/test/start-up-checks.ts',
    '\\.(css|less)$': 'identity-obj-proxy',
    '\\.(png|jpg|jpeg|svg|gif|webp|pdf)$': '<rootDir>/src/test/file-stub.js',
  },
  reporters: ['default', path.resolve(__dirname, '../tools/jest/summary-reporter.js')],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
