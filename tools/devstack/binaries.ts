/**
 * Finds or builds the server binaries the dev stack runs. Built binaries are cached outside the
 * repo (~/.cache/lexmitra/bin, or $LEXMITRA_CACHE_DIR) so only the first start pays for a build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FERRETDB_VERSION = 'v1.24.2';
/**
 * Our build of FerretDB carries one patch (tools/devstack/ferretdb/atomic-updates.patch): update,
 * findAndModify and delete hold a per-collection lock for the whole command, which makes a
 * single-document update atomic as it is on MongoDB (unpatched v1 lost 172 of 200 concurrent `$set`
 * pairs and 199 of 200 `$inc` rounds). The suffix names the patched binary in the cache and is what
 * `buildInfo.ferretdbVersion` reports, so the data layer can tell this build from an unpatched one.
 */
export const FERRETDB_BUILD = `${FERRETDB_VERSION}-lexmitra-atomic.1`;
/** MinIO's community repo publishes no semver tags the module proxy serves; this pseudo-version pins
 * the 2026-02-12 commit of github.com/minio/minio. */
export const MINIO_VERSION = 'v0.0.0-20260212201848-7aac2a2c5b7c';

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

/** FerretDB v1 with its SQLite backend: used when no `mongod` is on PATH. */
export function ensureFerretDb(): string {
  const target = path.join(cacheDir(), `ferretdb-${FERRETDB_BUILD}`);
  if (fs.existsSync(target)) return target;
  const go = requireGo('FerretDB');
  fs.mkdirSync(cacheDir(), { recursive: true });
  console.log(`[devstack] building FerretDB ${FERRETDB_BUILD} (first start only, about 2 minutes)`);
  // The module proxy refuses FerretDB's version list, which `go install pkg@version` asks for; and the
  // module zip lacks build/version/version.txt. So: download the exact version, add that file, build.
  const info = JSON.parse(
    execFileSync(go, ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`], { encoding: 'utf8' }),
  ) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new Error(`go mod download FerretDB failed: ${info.Error ?? 'no directory'}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ferretdb-src-'));
  try {
    fs.cpSync(info.Dir, work, { recursive: true });
    execFileSync('chmod', ['-R', 'u+w', work]);
    fs.writeFileSync(path.join(work, 'build/version/version.txt'), `${FERRETDB_BUILD}\n`);
    // `git apply` works outside a repository; --check first so a patch that no longer fits fails
    // the build with git's own message instead of building an unpatched server.
    const patch = path.join(__dirname, 'ferretdb', 'atomic-updates.patch');
    execFileSync('git', ['apply', '--check', patch], { cwd: work, stdio: 'inherit' });
    execFileSync('git', ['apply', patch], { cwd: work, stdio: 'inherit' });
    execFileSync(go, ['build', '-trimpath', '-o', `${target}.tmp`, './cmd/ferretdb'], { cwd: work, stdio: 'inherit' });
    fs.renameSync(`${target}.tmp`, target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return target;
}

export function ensureMinio(): string {
  const target = path.join(cacheDir(), `minio-${MINIO_VERSION}`);
  if (fs.existsSync(target)) return target;
  const go = requireGo('MinIO');
  const gobin = fs.mkdtempSync(path.join(os.tmpdir(), 'minio-bin-'));
  console.log(`[devstack] building MinIO ${MINIO_VERSION} (first start only, several minutes)`);
  try {
    execFileSync(go, ['install', `github.com/minio/minio@${MINIO_VERSION}`], {
      stdio: 'inherit',
      env: { ...process.env, GOBIN: gobin },
    });
    fs.mkdirSync(cacheDir(), { recursive: true });
    fs.copyFileSync(path.join(gobin, 'minio'), `${target}.tmp`);
    fs.chmodSync(`${target}.tmp`, 0o755);
    fs.renameSync(`${target}.tmp`, target);
  } finally {
    fs.rmSync(gobin, { recursive: true, force: true });
  }
  return target;
}

export const MAILPIT_VERSION = 'v1.27.11';

/**
 * Mailpit, the dev stack's SMTP server with an HTTP API. Its web UI is embedded from server/ui/dist,
 * which the Go module does not ship: so the exact module is downloaded, its UI built with npm (its
 * own lockfile, `npm ci`), then the binary with `go build`. About a minute on 2 cores, once.
 */
export function ensureMailpit(): string {
  const target = path.join(cacheDir(), `mailpit-${MAILPIT_VERSION}`);
  if (fs.existsSync(target)) return target;
  const go = requireGo('Mailpit');
  const npm = which('npm');
  if (!npm) throw new MissingToolError('Building Mailpit\'s web UI needs npm on PATH, or set SMTP_URL and MAIL_WEB_URL to a running mail server.');
  fs.mkdirSync(cacheDir(), { recursive: true });
  console.log(`[devstack] building Mailpit ${MAILPIT_VERSION} (first start only, about a minute)`);
  const info = JSON.parse(
    execFileSync(go, ['mod', 'download', '-json', `github.com/axllent/mailpit@${MAILPIT_VERSION}`], { encoding: 'utf8' }),
  ) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new Error(`go mod download Mailpit failed: ${info.Error ?? 'no directory'}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mailpit-src-'));
  try {
    fs.cpSync(info.Dir, work, { recursive: true });
    execFileSync('chmod', ['-R', 'u+w', work]);
    execFileSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: work, stdio: 'inherit' });
    execFileSync(npm, ['run', 'build'], { cwd: work, stdio: 'inherit' });
    const ldflags = `-s -w -X github.com/axllent/mailpit/config.Version=${MAILPIT_VERSION}`;
    execFileSync(go, ['build', '-trimpath', '-ldflags', ldflags, '-o', `${target}.tmp`, '.'], { cwd: work, stdio: 'inherit' });
    fs.renameSync(`${target}.tmp`, target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return target;
}

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
