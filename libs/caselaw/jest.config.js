module.exports = require('../../tools/jest/preset.js')(__dirname);
