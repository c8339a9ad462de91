#!/usr/bin/env node
// `npm start`, `npm test` and `npm run test:fast` begin here. This file runs before any dependency is installed, so it
// is plain JavaScript: it checks Node, starts building the dev stack's Go servers when they are not
// cached yet (tools/devstack/server-builds.mjs, plain JS too: on a first start their downloads and
// compiles overlap npm install), installs the locked npm packages when they are missing or older
// than package-lock.json, then hands over to the TypeScript tools (run with tsx), which wait for the
// servers they need.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const t0 = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...rest] = process.argv.slice(2);
const scripts = { start: 'tools/start.ts', test: 'tools/test/run.ts', 'test:fast': 'tools/test/fast.ts' };

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`LexMitra needs Node.js 20.19 or newer (22 LTS recommended); this is ${process.version}.`);
  process.exit(1);
}
if (!scripts[command]) {
  console.error(`usage: node tools/bootstrap.mjs ${Object.keys(scripts).join('|')}`);
  process.exit(2);
}

// A stop signal is passed on to the children (Ctrl-C in a terminal reaches them anyway): they stop
// what they started, and this process waits for them instead of dying first.
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}

function run(cmd, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    children.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// `npm start` reads .env (tools/start.ts does too): a server given there is not built.
if (command === 'start' && fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

// The steps of this start, with their times, for the table tools/start.ts prints (devstack/steps.ts).
const stepsFile = path.join(root, '.data', 'steps', `${command}.jsonl`);
fs.mkdirSync(path.dirname(stepsFile), { recursive: true });
fs.writeFileSync(stepsFile, '');
const env = { ...process.env, LEXMITRA_START_T0: String(t0), LEXMITRA_STEPS_FILE: stepsFile };

/**
 * The Go servers the dev or test stack will need and the cache lacks: the same rule as
 * tools/devstack/servers.ts (a server given by its URL variable is not started; a `mongod` on PATH
 * replaces FerretDB). Only started when Go is there; otherwise the stack says what is missing.
 */
function serverBuilds() {
  const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
  // The fast lane reaches no server.
  if (command === 'test:fast' || !has('go')) return [];
  const names = [];
  if (!process.env.MONGO_URL && !has('mongod')) names.push('ferretdb');
  if (!process.env.S3_ENDPOINT) names.push('minio');
  if (!process.env.SMTP_URL && has('npm')) names.push('mailpit');
  // bench:db-integrity's "before" server, for its smoke run in `npm test` (tools/bench/smoke.spec.ts).
  if (command === 'test') names.push('ferretdb-unpatched');
  return names;
}

const buildScript = path.join(root, 'tools', 'devstack', 'server-builds.mjs');
const { TARGETS, cacheDir } = await import(buildScript);
const missing = serverBuilds().filter((name) => !fs.existsSync(path.join(cacheDir(), TARGETS[name].file)));
// `npm start` serves before the low-priority servers (MinIO, Mailpit) are up, so their downloads wait
// until npm install is done instead of sharing the network and disk with it: npm install and the
// product build after it are on the path to serving. `npm test` needs every server first: all at once.
const deferred = command === 'start' ? missing.filter((name) => TARGETS[name].nice) : [];
// Not awaited here: they run beside npm install, and the TypeScript side waits for each binary (lock files).
const builds = [];
function startBuilds(names) {
  if (!names.length) return;
  const child = spawn(process.execPath, [buildScript, '--tag', command, '--steps', stepsFile, ...names], { cwd: root, stdio: 'inherit', env });
  children.add(child);
  builds.push(child);
}
startBuilds(missing.filter((name) => !deferred.includes(name)));

const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
if (!fs.existsSync(installed) || fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs) {
  // `npm ci` refuses this lockfile on registries that do not carry every platform's optional
  // binary (e.g. unrs-resolver's android/darwin builds 404 on the package mirror here), so
  // package-lock.json cannot list them. `npm install` with the committed lockfile installs the same
  // pinned versions and tolerates the gap; the lockfile is not rewritten when it is already in sync.
  console.log(`[${command}] installing npm packages pinned by package-lock.json`);
  const start = Date.now();
  const code = await run('npm', ['install', '--no-audit', '--no-fund']);
  if (code !== 0) {
    for (const child of builds) child.kill('SIGTERM');
    process.exit(code);
  }
  const end = Date.now();
  console.log(`[${command}] ${'npm install'.padEnd(26)} ${((end - start) / 1000).toFixed(1).padStart(6)} s`);
  fs.appendFileSync(stepsFile, `${JSON.stringify({ step: 'npm install', start, end })}\n`);
}

startBuilds(deferred);
const code = await run(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, scripts[command]), ...rest], env);
// A build still running when the tools have stopped (e.g. the build failed first) is not left behind.
for (const child of builds) if (child.exitCode === null) child.kill('SIGTERM');
process.exit(code);
