#!/usr/bin/env node
/**
 * Builds the dev stack's Go servers (FerretDB with our patch, MinIO, Mailpit, and the unpatched
 * FerretDB that bench:db-integrity compares against) into the binary cache, once per machine.
 *
 * Plain JavaScript without dependencies: `npm start` and `npm test` (tools/bootstrap.mjs) run it
 * before `npm install`, so the downloads and compiles overlap the install; tools/devstack/binaries.ts
 * runs it too when a binary is missing later. Versions: server-versions.json.
 *
 * Each server goes through two steps. The download (module zip, its dependencies, Mailpit's web UI
 * packages) waits on the network, so every download runs at once. The compile keeps both cores of
 * the 2-core machine busy on its own, so compiles run one at a time (LEXMITRA_GO_BUILDS=2 allows two)
 * in priority order. FerretDB, the one server `npm start` must have before it serves, compiles at
 * normal priority. MinIO (the product is served before it is up: uploads answer 503 until then),
 * Mailpit (mail only) and the unpatched FerretDB compile at the lowest CPU priority (nice 19) in a
 * lane of their own: they take the CPU that npm install, FerretDB and the product build leave idle
 * (network waits, single-threaded stretches) and all of it once the product is served, instead of
 * holding the critical path back. `npm test` waits for MinIO anyway, so there it changes nothing.
 * All compiles share flags (-trimpath, -ldflags=-s -w, CGO_ENABLED=0), hence one build cache: the
 * second server reuses the standard library the first compiled.
 *
 * A lock file per binary (<cache>/<binary>.lock, holding the builder's pid) makes a second caller
 * wait for the first one's build instead of compiling the same thing again.
 *
 *   node tools/devstack/server-builds.mjs [--tag start] [--steps file.jsonl] ferretdb minio mailpit ferretdb-unpatched
 *
 * One line per finished step (`[start] minio build   183.2 s`); --steps also appends each step as a
 * JSON line {step, start, end} (epoch ms), from which `npm start` prints its table.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const versions = JSON.parse(fs.readFileSync(path.join(here, 'server-versions.json'), 'utf8'));

export const cacheDir = () =>
  process.env.LEXMITRA_CACHE_DIR ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'lexmitra', 'bin');

const GO_BUILD = ['build', '-trimpath', '-ldflags=-s -w'];
/**
 * Pure-Go builds, as each project's own release builds are: all three servers need no C (FerretDB's
 * SQLite is modernc's Go translation), and without cgo no package waits on gcc.
 */
const buildEnv = { ...process.env, CGO_ENABLED: process.env.CGO_ENABLED ?? '0' };

/** What each name builds: its cache file, how to fetch its sources, how to compile them. */
export const TARGETS = {
  ferretdb: {
    file: `ferretdb-${versions.ferretdb.build}`,
    priority: 0,
    download: (work, run) => fetchFerretDb(work, run, true),
    compile: (work, out, run) => run('go', [...GO_BUILD, '-o', out, './cmd/ferretdb'], work),
  },
  minio: {
    file: `minio-${versions.minio.version}`,
    priority: 1,
    nice: true,
    download: async (work, run) => {
      await copyModule(versions.minio.module, versions.minio.version, work, run);
      await run('go', ['list', '-deps', '.'], work);
    },
    compile: (work, out, run) => run('go', [...GO_BUILD, '-o', out, '.'], work),
  },
  mailpit: {
    file: `mailpit-${versions.mailpit.version}`,
    priority: 2,
    nice: true,
    // Its web UI is embedded from server/ui/dist, which the Go module does not ship: built with
    // npm from the module's own lockfile.
    download: async (work, run) => {
      await copyModule(versions.mailpit.module, versions.mailpit.version, work, run);
      await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], work);
      await run('npm', ['run', 'build'], work);
      await run('go', ['list', '-deps', '.'], work);
    },
    compile: (work, out, run) =>
      run('go', ['build', '-trimpath', `-ldflags=-s -w -X github.com/axllent/mailpit/config.Version=${versions.mailpit.version}`, '-o', out, '.'], work),
  },
  'ferretdb-unpatched': {
    file: `ferretdb-${versions.ferretdb.version}`,
    priority: 3,
    nice: true,
    download: (work, run) => fetchFerretDb(work, run, false),
    compile: (work, out, run) => run('go', [...GO_BUILD, '-o', out, './cmd/ferretdb'], work),
  },
};

/** Downloads one exact module version (the proxy serves it; `go install …@version` is refused for FerretDB) and copies it writable into `work`. */
async function copyModule(module, version, work, run) {
  const info = JSON.parse(await run('go', ['mod', 'download', '-json', `${module}@${version}`], work, { capture: true }));
  if (!info.Dir) throw new Error(`go mod download ${module}@${version} failed: ${info.Error ?? 'no directory'}`);
  fs.cpSync(info.Dir, work, { recursive: true });
  await run('chmod', ['-R', 'u+w', work], work);
}

/**
 * FerretDB's module zip lacks build/version/version.txt, which its build embeds; the patched build
 * names itself by that file (what buildInfo reports, so the data layer can tell the builds apart).
 * `git apply --check` first, so a patch that no longer fits fails with git's own message instead of
 * building an unpatched server under the patched name.
 */
async function fetchFerretDb(work, run, patched) {
  await copyModule(versions.ferretdb.module, versions.ferretdb.version, work, run);
  fs.writeFileSync(path.join(work, 'build/version/version.txt'), `${patched ? versions.ferretdb.build : versions.ferretdb.version}\n`);
  if (patched) {
    const patch = path.join(here, 'ferretdb', 'atomic-updates.patch');
    await run('git', ['apply', '--check', patch], work);
    await run('git', ['apply', patch], work);
  }
  // Loads the package graph, which downloads exactly the modules the build needs (and no test-only ones).
  await run('go', ['list', '-deps', './cmd/ferretdb'], work);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Takes the binary's lock, or returns the pid of the live process that holds it. */
function lock(file) {
  const lockFile = path.join(cacheDir(), `${file}.lock`);
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return { owner: process.pid, release: () => fs.rmSync(lockFile, { force: true }) };
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
    if (holder && holder !== process.pid && alive(holder)) return { owner: holder };
    // Left by a build that died (Ctrl-C, crash): take it over.
    fs.rmSync(lockFile, { force: true });
  }
}

/** A counting semaphore: compiles take a slot, in priority order. */
function lane(slots) {
  const waiting = [];
  let free = slots;
  const next = () => {
    if (free === 0 || waiting.length === 0) return;
    waiting.sort((a, b) => a.priority - b.priority);
    free--;
    waiting.shift().go();
  };
  return async (priority, fn) => {
    await new Promise((go) => {
      waiting.push({ priority, go });
      next();
    });
    try {
      return await fn();
    } finally {
      free++;
      next();
    }
  };
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Every command a build runs (go, npm, git) runs in a process group of its own, so a stop signal can
 * end it with all its children (go build's compile processes). Without this, SIGTERM or SIGINT sent
 * to this process alone (bootstrap passes Ctrl-C on; a supervisor stops a service) left the compile
 * running as an orphan, holding no lock, and the next start built the same binary beside it.
 */
const running = new Set();
let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // The builds' finally blocks remove their work folders and partial binaries and release the locks.
  setTimeout(() => process.exit(signal === 'SIGINT' ? 130 : 143), 5000).unref();
}

export async function buildServers(names, opts = {}) {
  const tag = opts.tag ?? 'devstack';
  const say = (line) => console.log(`[${tag}] ${line}`);
  const step = (name, start) => {
    const end = Date.now();
    say(`${name.padEnd(26)} ${((end - start) / 1000).toFixed(1).padStart(6)} s`);
    if (opts.steps) fs.appendFileSync(opts.steps, `${JSON.stringify({ step: name, start, end })}\n`);
  };
  const slots = Math.max(1, Number(process.env.LEXMITRA_GO_BUILDS ?? 1));
  // Niced compiles have their own lane, so one never waits behind FerretDB for idle CPU it could use.
  const lanes = { first: lane(slots), background: lane(slots) };
  fs.mkdirSync(path.join(cacheDir(), 'logs'), { recursive: true });

  const one = async (name) => {
    const target = TARGETS[name];
    if (!target) throw new Error(`unknown server build ${name}: one of ${Object.keys(TARGETS).join(', ')}`);
    const binary = path.join(cacheDir(), target.file);
    let announced = false;
    for (;;) {
      if (fs.existsSync(binary)) return;
      const held = lock(target.file);
      if (held.release) {
        try {
          if (fs.existsSync(binary)) return;
          await build(name, target, binary, held.owner);
          return;
        } finally {
          held.release();
        }
      }
      if (stopping) throw new Error('stopped');
      if (!announced) say(`${name}: being built by process ${held.owner}; waiting for it`);
      announced = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  };

  const build = async (name, target, binary, pid) => {
    const log = path.join(cacheDir(), 'logs', `${name}.log`);
    fs.writeFileSync(log, '');
    // `nice 19` (CPU weight 15 against 1024) for what the product is served without; GOFLAGS from the caller apply.
    const run = (cmd, args, cwd, runOpts = {}) =>
      new Promise((resolve, reject) => {
        if (stopping) return reject(new Error('stopped'));
        const [command, argv] = target.nice && ['go', 'npm'].includes(cmd) ? ['nice', ['-n', '19', cmd, ...args]] : [cmd, args];
        const out = fs.openSync(log, 'a');
        fs.writeSync(out, `\n$ ${cmd} ${args.join(' ')}\n`);
        const child = spawn(command, argv, { cwd, stdio: ['ignore', runOpts.capture ? 'pipe' : out, out], env: buildEnv, detached: true });
        fs.closeSync(out);
        running.add(child);
        child.once('exit', () => running.delete(child));
        let stdout = '';
        child.stdout?.on('data', (d) => (stdout += d));
        child.once('error', (err) => reject(new Error(`${cmd}: ${err.message}`)));
        child.once('exit', (code, signal) =>
          code === 0 ? resolve(stdout) : reject(new Error(`${cmd} ${args.slice(0, 2).join(' ')} failed (${signal ?? `exit ${code}`}). Its log (${log}):\n${tail(log)}`)),
        );
      });
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-src-`));
    const out = `${binary}.${pid}.tmp`;
    try {
      let t = Date.now();
      await target.download(work, run);
      step(`${name} download`, t);
      await lanes[target.nice ? 'background' : 'first'](target.priority, async () => {
        t = Date.now();
        await target.compile(work, out, run);
        fs.chmodSync(out, 0o755);
        fs.renameSync(out, binary);
        step(`${name} build`, t);
      });
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
      fs.rmSync(out, { force: true });
    }
  };

  const results = await Promise.allSettled(names.map(one));
  const failed = results.map((r, i) => [names[i], r]).filter(([, r]) => r.status === 'rejected');
  if (stopping) say('stopped: the builds started so far are kept in the Go build cache, so the next start resumes them');
  else for (const [name, r] of failed) console.error(`[${tag}] building ${name} failed: ${r.reason.message}`);
  return failed.length === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opts = {};
  const names = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--tag') opts.tag = args[++i];
    else if (args[i] === '--steps') opts.steps = args[++i];
    else names.push(args[i]);
  }
  if (spawnSync('sh', ['-c', 'command -v go'], { stdio: 'ignore' }).status !== 0) {
    console.error('Building the dev stack servers needs Go on PATH (https://go.dev/dl).');
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
  buildServers(names, opts).then((ok) => process.exit(stopping ? 130 : ok ? 0 : 1));
}
