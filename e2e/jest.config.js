const path = require('node:path');
const preset = require('../tools/jest/preset.js');

module.exports = preset(__dirname, {
  testMatch: ['<rootDir>/tests/**/*.spec.ts'],
  globalSetup: path.join(__dirname, 'support/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'support/global-teardown.ts'),
  testTimeout: 60000,
  setupFilesAfterEnv: [path.join(__dirname, 'support/retry.ts')],
});
