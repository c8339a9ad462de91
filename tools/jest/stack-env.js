// Lets a test process find the dev stack: variables set by the test runner win; otherwise the env
// file the launcher wrote for the running stack (see tools/devstack) is read.
const fs = require('node:fs');
const path = require('node:path');

const file = process.env.DEVSTACK_ENV_FILE || path.resolve(__dirname, '../../.data/dev/stack.env');
if (!process.env.MONGO_URL && fs.existsSync(file)) {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2];
  }
}
