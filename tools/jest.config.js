const preset = require('./jest/preset.js');

module.exports = preset(__dirname, { testMatch: ['<rootDir>/**/*.spec.ts'], testPathIgnorePatterns: ['/node_modules/'] });
