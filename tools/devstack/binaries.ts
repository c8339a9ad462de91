/**
 * Finds or builds the server binaries the dev stack runs. Built binaries are cached outside the
 * repo (~/.cache/lexmitra/bin, or $LEXMITRA_CACHE_DIR) so only the first start pays for a build.
 */
import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import serverVersions from './server-versions.json';

/** The pinned versions of the Go servers: server-versions.json, also read by server-builds.mjs. */
export const FERRETDB_VERSION = serverVersions.ferretdb.version;
/**
 * Our build of FerretDB carries one patch (tools/devstack/ferretdb/atomic-updates.patch): update,
 * findAndModify and delete hold a per-collection lock for the whole command, which makes a
 * single-document update atomic as it is on MongoDB (unpatched v1 lost 172 of 200 concurrent `$set`
 * pairs and 199 of 200 `$inc` rounds). The suffix names the patched binary in the cache and is what
 * `buildInfo.ferretdbVersion` reports, so the data layer can tell this build from an unpatched one.
 */
export const FERRETDB_BUILD = serverVersions.ferretdb.build;
/** MinIO's community repo publishes no semver tags the module proxy serves; this pseudo-version pins
 * the 2026-02-12 commit of github.com/minio/minio. */
export const MINIO_VERSION = serverVersions.minio.version;
export const MAILPIT_VERSION = serverVersions.mailpit.version;

export const cacheDir = (): string =>
  process.env.LEXMITRA_CACHE_DIR ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'lexmitra', 'bin');

export class MissingToolError extends Error {}

export function which(name: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const out = found.stdout.trim();
  return found.status === 0 && out ? out : undefined;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

let aptUpdated = false;
/** Installs Debian packages when running as root; otherwise names what is missing. */
export function aptInstall(packages: string[], why: string): void {
  if (!isRoot() || !which('apt-get')) {
    throw new MissingToolError(`${why}: install the Debian package(s) ${packages.join(' ')} (apt-get install ${packages.join(' ')}).`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`[devstack] apt-get install ${packages.join(' ')} (${why})`);
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/**
 * The convert worker draws Indic scripts and Urdu with Debian's Noto fonts (services/convert-worker
 * src/render/shaper.ts reads them from /usr/share/fonts/truetype/noto).
 */
export function ensureExportFonts(): void {
  if (fs.existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf')) return;
  aptInstall(['fonts-noto-core'], 'draft exports in Indian scripts need the Noto fonts');
}

export function ensureRedisServer(): string {
  const found = which('redis-server');
  if (found) return found;
  aptInstall(['redis-server'], 'redis-server is missing');
  const installed = which('redis-server');
  if (!installed) throw new MissingToolError('redis-server is still missing after apt-get install redis-server.');
  return installed;
}

function requireGo(what: string): string {
  const go = which('go');
  if (!go) throw new MissingToolError(`Building ${what} needs Go on PATH (https://go.dev/dl), or set the matching *_URL variable to a running server.`);
  return go;
}

/** The Go servers server-builds.mjs builds, by the name it takes. */
export type ServerBuild = 'ferretdb' | 'minio' | 'mailpit' | 'ferretdb-unpatched';
const SERVER_BUILD_FILES: Record<ServerBuild, string> = {
  ferretdb: `ferretdb-${FERRETDB_BUILD}`,
  minio: `minio-${MINIO_VERSION}`,
  mailpit: `mailpit-${MAILPIT_VERSION}`,
  'ferretdb-unpatched': `ferretdb-${FERRETDB_VERSION}`,
};
const BUILD_SCRIPT = path.join(__dirname, 'server-builds.mjs');

export const serverBinary = (name: ServerBuild): string => path.join(cacheDir(), SERVER_BUILD_FILES[name]);

function checkBuildTools(name: ServerBuild): void {
  requireGo(name === 'mailpit' ? 'Mailpit' : name === 'minio' ? 'MinIO' : 'FerretDB');
  if (name === 'mailpit' && !which('npm')) {
    throw new MissingToolError("Building Mailpit's web UI needs npm on PATH, or set SMTP_URL and MAIL_WEB_URL to a running mail server.");
  }
}

/**
 * The binary of a Go server, built now when missing (first start only; or waiting for the build
 * another process holds the lock of, e.g. the one tools/bootstrap.mjs started before npm install).
 */
function ensureServerBinary(name: ServerBuild): string {
  const target = serverBinary(name);
  if (fs.existsSync(target)) return target;
  checkBuildTools(name);
  const result = spawnSync(process.execPath, [BUILD_SCRIPT, name], { stdio: 'inherit' });
  if (result.status !== 0 || !fs.existsSync(target)) throw new Error(`building ${name} failed (see the lines above)`);
  return target;
}

/** The server-builds.mjs runs this process started, stopped by stopServerBuilds. */
const builders = new Set<ChildProcess>();

/** Stops the builds this process started (`npm start` stopping before they are done). */
export function stopServerBuilds(): void {
  for (const child of builders) if (child.exitCode === null) child.kill('SIGTERM');
}

/**
 * Builds (or waits for) several servers in one server-builds.mjs run, without blocking: downloads
 * overlap, compiles run one at a time in its priority order. Each server's promise settles when its
 * binary is there (or the run ended without it). `steps` collects each step's time for `npm start`'s table.
 */
export function buildServers(names: ServerBuild[], opts: { tag?: string; steps?: string } = {}): Record<string, Promise<void>> {
  const missing = names.filter((n) => !fs.existsSync(serverBinary(n)));
  const result: Record<string, Promise<void>> = Object.fromEntries(names.map((n) => [n, Promise.resolve()]));
  if (missing.length === 0) return result;
  let ended: Promise<number | null>;
  try {
    missing.forEach(checkBuildTools);
    const args = [BUILD_SCRIPT, '--tag', opts.tag ?? 'devstack', ...(opts.steps ? ['--steps', opts.steps] : []), ...missing];
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    builders.add(child);
    child.once('exit', () => builders.delete(child));
    ended = new Promise((resolve) => {
      child.once('error', () => resolve(null));
      child.once('exit', (code) => resolve(code));
    });
  } catch (err) {
    ended = Promise.reject(err);
  }
  for (const name of missing) {
    result[name] = (async () => {
      let done = false;
      void ended.then(() => (done = true), () => (done = true));
      while (!fs.existsSync(serverBinary(name))) {
        if (done) {
          await ended; // rethrows a missing tool
          throw new Error(`building ${name} failed (see the lines above)`);
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
  }
  return result;
}

/** FerretDB v1 with its SQLite backend and our patch: used when no `mongod` is on PATH. */
export const ensureFerretDb = (): string => ensureServerBinary('ferretdb');

/** Unpatched FerretDB v1.24.2, which bench:db-integrity runs beside the patched one (its "before"). */
export const ensureUnpatchedFerretDb = (): string => ensureServerBinary('ferretdb-unpatched');

export const ensureMinio = (): string => ensureServerBinary('minio');

/** Mailpit, the dev stack's SMTP server with an HTTP API and web UI. */
export const ensureMailpit = (): string => ensureServerBinary('mailpit');

export const KUSTOMIZE_VERSION = 'v5.8.1';

/**
 * A kustomize renderer for the deploy-manifest checks: `kubectl kustomize` when kubectl is on
 * PATH, else kustomize itself, built once with Go and cached like the servers above.
 */
export function kustomizeCommand(): { command: string; args: (dir: string) => string[] } {
  const kubectl = which('kubectl');
  if (kubectl) return { command: kubectl, args: (dir) => ['kustomize', dir] };
  const target = path.join(cacheDir(), `kustomize-${KUSTOMIZE_VERSION}`);
  if (!fs.existsSync(target)) {
    const go = requireGo('kustomize (or install kubectl)');
    const gobin = fs.mkdtempSync(path.join(os.tmpdir(), 'kustomize-bin-'));
    console.log(`[devstack] building kustomize ${KUSTOMIZE_VERSION} (first time only)`);
    try {
      execFileSync(go, ['install', `sigs.k8s.io/kustomize/kustomize/v5@${KUSTOMIZE_VERSION}`], { stdio: 'inherit', env: { ...process.env, GOBIN: gobin } });
      fs.mkdirSync(cacheDir(), { recursive: true });
      fs.copyFileSync(path.join(gobin, 'kustomize'), `${target}.tmp`);
      fs.chmodSync(`${target}.tmp`, 0o755);
      fs.renameSync(`${target}.tmp`, target);
    } finally {
      fs.rmSync(gobin, { recursive: true, force: true });
    }
  }
  return { command: target, args: (dir) => ['build', dir] };
}

export const OPENSEARCH_VERSION = '2.19.6';

/**
 * The OpenSearch node of the dev and test stacks: OpenSearch's own jars from Maven Central with the
 * small launcher in tools/devstack/opensearch (no Docker here, and no registry serves the
 * distribution). Built once with Maven into the cache (about 45 MB of jars; two minutes on a cold
 * ~/.m2); the launcher's source hash is in the folder name, so a changed launcher is rebuilt.
 * Returns the java command line that starts it.
 */
export function ensureOpenSearch(): { java: string; classpath: string } {
  const java = which('java');
  if (!java) throw new MissingToolError('The OpenSearch node needs Java 17+ on PATH (apt-get install openjdk-17-jre-headless), or set OPENSEARCH_URL to a running cluster.');
  const source = path.join(__dirname, 'opensearch');
  const hash = createHash('sha256');
  for (const file of ['pom.xml', 'src/main/java/in/lexmitra/devstack/OpenSearchNode.java', 'src/main/resources/log4j2.properties']) hash.update(fs.readFileSync(path.join(source, file)));
  const target = path.join(cacheDir(), `opensearch-${OPENSEARCH_VERSION}-${hash.digest('hex').slice(0, 8)}`);
  const classpath = `${path.join(target, 'lib')}/*:${path.join(target, 'opensearch-node.jar')}`;
  if (fs.existsSync(path.join(target, 'opensearch-node.jar'))) return { java, classpath };
  const mvn = which('mvn');
  if (!mvn) throw new MissingToolError('Building the OpenSearch node needs Maven on PATH (apt-get install maven), or set OPENSEARCH_URL to a running cluster.');
  console.log(`[devstack] building the OpenSearch ${OPENSEARCH_VERSION} node with Maven (first start only, about two minutes)`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'opensearch-node-'));
  try {
    fs.cpSync(source, work, { recursive: true, filter: (p) => !p.includes(`${path.sep}target`) });
    execFileSync(mvn, ['-q', '-B', '-Dmaven.test.skip=true', 'package'], { cwd: work, stdio: 'inherit' });
    fs.mkdirSync(`${target}.tmp`, { recursive: true });
    fs.cpSync(path.join(work, 'target', 'lib'), path.join(`${target}.tmp`, 'lib'), { recursive: true });
    fs.copyFileSync(path.join(work, 'target', 'opensearch-node.jar'), path.join(`${target}.tmp`, 'opensearch-node.jar'));
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(`${target}.tmp`, target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return { java, classpath };
}
