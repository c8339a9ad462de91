#!/usr/bin/env node
// `npm start` and `npm test` begin here. This file runs before any dependency is installed, so it
// is plain JavaScript: it checks Node, installs the locked npm packages when they are missing or
// older than package-lock.json, then hands over to the TypeScript tools (run with tsx).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...rest] = process.argv.slice(2);
const scripts = { start: 'tools/start.ts', test: 'tools/test/run.ts' };

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`LexMitra needs Node.js 20.19 or newer (22 LTS recommended); this is ${process.version}.`);
  process.exit(1);
}
if (!scripts[command]) {
  console.error(`usage: node tools/bootstrap.mjs ${Object.keys(scripts).join('|')}`);
  process.exit(2);
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
if (!fs.existsSync(installed) || fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs) {
  // `npm ci` refuses this lockfile on registries that do not carry every platform's optional
  // binary (e.g. unrs-resolver's android/darwin builds 404 on the package mirror here), so
  // package-lock.json cannot list them. `npm install` with the committed lockfile installs the same
  // pinned versions and tolerates the gap; the lockfile is not rewritten when it is already in sync.
  console.log('[bootstrap] installing npm packages pinned by package-lock.json');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

run(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, scripts[command]), ...rest]);
