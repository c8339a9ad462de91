/**
 * `npm start`: starts the dev stack (if MONGO_URL/REDIS_URL/S3_ENDPOINT are not given), builds every
 * project, and runs the product at http://localhost:8080 (PORT) until Ctrl-C, which stops what it started.
 *
 * On a first start, what does not depend on anything else runs at once: the Go servers' downloads
 * and compiles (server-builds.mjs, started by tools/bootstrap.mjs before npm install), the apt-get
 * install and the product build. The product's processes are launched as soon as the build is done
 * (Redis is up by then; they retry their first connect to the database), and it is served once
 * FerretDB is up too. MinIO follows when its (low-priority) compile ends: until then uploads and
 * exports answer 503 "try again shortly" and the health report shows storage down, nothing else
 * needs it. Mailpit (mail only) follows too; a mail sent before it is up waits in the outbox queue,
 * retried with backoff (MAIL_RETRY in libs/contracts: 8 attempts, 15 s, 30 s, 60 s… apart). On a
 * later start every binary is cached, so MinIO starts before the product as before. One line per
 * step with its time, then a table of every step and the total.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServers, ensureExportFonts, ServerBuild, stopServerBuilds } from './devstack/binaries';
import { ensureDocumentTools } from './devstack/document-tools';
import { stackDown, stackPlan, stackUp } from './devstack/stack';
import { StepClock } from './devstack/steps';
import { installSystemPackages, SystemNeed } from './devstack/system-packages';
import { launchProduct, repoRoot, RunningProduct, waitForProduct } from './product';

const logDir = path.join(repoRoot, '.data', 'logs');

/** `nx run-many -t build`, its output in a log file (printed when it fails), so the step lines stay readable. */
function buildProduct(): Promise<void> {
  fs.mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, 'start-build.log');
  const out = fs.openSync(log, 'w');
  const nx = path.join(repoRoot, 'node_modules', '.bin', 'nx');
  const child = spawn(nx, ['run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: repoRoot,
    stdio: ['ignore', out, out],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  fs.closeSync(out);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      const tail = fs.readFileSync(log, 'utf8').trim().split('\n').slice(-40).join('\n');
      reject(new Error(`the build failed (exit ${code}); the end of ${path.relative(repoRoot, log)}:\n${tail}`));
    });
  });
}

async function main() {
  const envFile = path.join(repoRoot, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const steps = new StepClock(path.join(repoRoot, '.data', 'steps', 'start.jsonl'));
  const plan = stackPlan('dev');
  const wanted = (name: string) => plan.some((s) => s.name === name && !s.external);
  const buildOf = (name: string) => plan.find((s) => s.name === name && !s.external)?.build;
  const needed = plan.map((s) => buildOf(s.name)).filter((b): b is ServerBuild => Boolean(b));

  // Everything independent starts now; each is awaited only where something needs it. The Go
  // builds are usually already running (tools/bootstrap.mjs); then this waits for their binaries.
  const binaries = buildServers(needed, { tag: 'start', steps: steps.file });
  const ready = async (name: string) => {
    const build = buildOf(name);
    if (build) await binaries[build];
  };
  // Served without: uploads wait for storage, mail waits in the outbox.
  const later = ['minio', 'mail'];
  const core = Promise.all(plan.filter((s) => !later.includes(s.name)).map((s) => ready(s.name)));
  const storage = ready('minio');
  let storageBuilt = false;
  void storage.then(() => (storageBuilt = true), () => undefined);
  const mail = ready('mail');
  const needs: SystemNeed[] = [...(wanted('redis') ? (['redis'] as const) : []), 'exportFonts', 'documentTools'];
  const packages = steps.time('apt-get install', installSystemPackages(needs));
  const build = steps.time('product build', buildProduct);
  // Nothing may be left unobserved while the others are awaited (an early failure would otherwise
  // be an unhandled rejection): each is awaited below, in the order the start needs them.
  for (const p of [core, storage, mail, packages, build]) p.catch(() => undefined);

  let product: RunningProduct | undefined;
  const started: string[] = [];
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('[start] stopping the product and the dev stack it started');
    stopServerBuilds();
    await product?.stop();
    if (started.length) await stackDown('dev', { only: started });
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  try {
    const unavailable = await packages;
    // Installed by now when we may install; otherwise these say what is missing (fonts are required, document tools not).
    ensureExportFonts();
    if (unavailable.length) ensureDocumentTools({ required: false });
    // Redis needs no build: up first, so the product's processes find it as they start.
    const port = Number(process.env.PORT ?? 8080);
    const redis = await stackUp('dev', { only: wanted('redis') ? ['redis'] : [] });
    started.push(...redis.started);
    await build;
    // Launched before the database is up: each process retries its first connect, and their
    // start-up (code loading, several seconds of CPU) overlaps the rest of FerretDB's compile.
    const launched = Date.now();
    product = launchProduct(redis.env, { port, inheritOutput: true });
    for (const child of product.children) {
      child.once('exit', (code, signal) => {
        if (!stopping) {
          console.error(`[start] a product process exited (code ${code}, signal ${signal}); stopping everything`);
          void stop(1);
        }
      });
    }
    await core;
    // A cached MinIO starts with the rest (a later start serves with everything up).
    const rest = plan.map((s) => s.name).filter((n) => n !== 'redis' && n !== 'mail' && (n !== 'minio' || storageBuilt));
    const stack = await steps.time('dev stack up', stackUp('dev', { only: rest }));
    started.push(...stack.started);
    const pending = wanted('minio') && !rest.includes('minio') ? ['minio'] : [];
    await waitForProduct(product.url, 60_000, pending);
    steps.record('product up', launched, Date.now());
    const served = steps.elapsed();
    console.log(`\nLexMitra is running at http://localhost:${port} (API docs: http://localhost:${port}/api/docs), ${served} after npm start. Ctrl-C stops it.\n`);
    // A server the product was served without: started once its build is done; the product runs on if it fails.
    const startAfter = async (name: 'minio' | 'mail', binary: Promise<void>, step: string, withoutIt: string): Promise<boolean> => {
      try {
        await binary;
        started.push(...(await steps.time(step, stackUp('dev', { only: [name] }))).started);
        return true;
      } catch (err) {
        console.error(`[start] ${name} did not start: ${(err as Error).message}\n[start] ${withoutIt} (npm run stack:up starts it).`);
        return false;
      }
    };
    if (pending.length) {
      console.log('[start] document storage (MinIO) is still compiling: uploads and exports answer "try again shortly" until it is up.');
      if (await startAfter('minio', storage, 'storage up', 'the product runs on without uploads')) console.log('[start] document storage is up: uploads and exports work.');
    }
    if (wanted('mail')) await startAfter('mail', mail, 'mail server up', 'the product runs on; mail waits in the outbox until a mail server is up');
    steps.printTable(`served after ${served}; everything up after ${steps.elapsed()}`);
  } catch (err) {
    console.error(`[start] ${(err as Error).message}`);
    await stop(1);
  }
}

main().catch((err) => {
  console.error(`[start] ${(err as Error).message}`);
  process.exit(1);
});
