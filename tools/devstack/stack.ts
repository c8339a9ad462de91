/**
 * Starts and stops the dev stack as plain processes on loopback. Each profile (dev, test) has its
 * own ports and its own data folder under .data/, and an env file other tools read.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { portInUse } from './probes';
import { planServers, ServerPlan, wantsOpenSearch } from './servers';

export const repoRoot = path.resolve(__dirname, '../..');
/** dev and test have fixed ports; any other name (used by fault tests) must pass portBase. */
export type Profile = string;

const PORT_BASES: Record<string, number> = { dev: 6390, test: 6490 };
const READY_TIMEOUT_MS = 60_000;

export interface StackInfo {
  profile: Profile;
  dataDir: string;
  envFile: string;
  env: Record<string, string>;
  started: string[];
}

export const profileDir = (profile: Profile) => path.join(repoRoot, '.data', profile);

export interface StackOptions {
  fresh?: boolean;
  /** First of six consecutive ports (redis, mongodb, minio, minio console, smtp, mail web/API). */
  portBase?: number;
  /** false: ignore MONGO_URL/REDIS_URL/S3_ENDPOINT/SMTP_URL and start every server. */
  useEnv?: boolean;
  /** false: no mail server (fault tests that own a stack need only the first three). */
  mail?: boolean;
  /** true: also the OpenSearch node (default: DEVSTACK_OPENSEARCH=1 or SEARCH_ENGINE=opensearch). */
  opensearch?: boolean;
  /**
   * Start only these servers; the variables of all are still written. `npm start` serves the product
   * before Mailpit is built, then starts mail alone (mail sent meanwhile waits in the outbox).
   */
  only?: ServerPlan['name'][];
}

function portBase(profile: Profile, opts: StackOptions = {}): number {
  if (opts.portBase) return opts.portBase;
  const override = process.env.DEVSTACK_PORT_BASE;
  // A profile started with explicit ports remembers them for status and down.
  const remembered = path.join(profileDir(profile), 'ports.json');
  const saved = fs.existsSync(remembered) ? (JSON.parse(fs.readFileSync(remembered, 'utf8')) as { portBase: number }).portBase : undefined;
  const base = override ? Number(override) : (saved ?? PORT_BASES[profile]);
  if (!base) throw new Error(`profile ${profile} has no ports: pass portBase`);
  return base;
}

function pidFile(dir: string, name: string) {
  return path.join(dir, `${name}.pid`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readPid(dir: string, name: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFile(dir, name), 'utf8'));
    return Number.isInteger(pid) && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitReady(server: ServerPlan, pid: number, log: string): Promise<void> {
  const deadline = Date.now() + (server.readyTimeoutMs ?? READY_TIMEOUT_MS);
  while (Date.now() < deadline) {
    if (!alive(pid)) throw new Error(`${server.name} exited during start-up. Its log (${log}):\n${tail(log)}`);
    if (await server.ready()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} did not answer on port ${server.port} within ${(server.readyTimeoutMs ?? READY_TIMEOUT_MS) / 1000}s. Its log (${log}):\n${tail(log)}`);
}

async function stopPid(pid: number, name: string): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return;
    }
  }
  const deadline = Date.now() + 10_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) {
    console.log(`[devstack] ${name} ignored SIGTERM; killing it`);
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      process.kill(pid, 'SIGKILL');
    }
  }
}

/** The servers a stackUp with these options runs (or finds given by the environment). */
export function stackPlan(profile: Profile, opts: StackOptions = {}): ServerPlan[] {
  return planServers(portBase(profile, opts), opts.useEnv ?? true, wantsOpenSearch(opts.opensearch)).filter((s) => opts.mail !== false || s.name !== 'mail');
}

export async function stackUp(profile: Profile, opts: StackOptions = {}): Promise<StackInfo> {
  const dir = profileDir(profile);
  if (opts.fresh) {
    await stackDown(profile, { quiet: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  if (opts.portBase) fs.writeFileSync(path.join(dir, 'ports.json'), JSON.stringify({ portBase: opts.portBase }));
  const servers = stackPlan(profile, opts);
  const started: string[] = [];
  const env: Record<string, string> = {};
  try {
    for (const server of servers) {
      Object.assign(env, server.env());
      if (opts.only && !opts.only.includes(server.name)) continue;
      if (server.external) {
        console.log(`[devstack] ${server.name}: using ${server.external} (set in the environment); starting nothing`);
        continue;
      }
      const running = readPid(dir, server.name);
      if (running && (await server.ready())) {
        console.log(`[devstack] ${server.name}: already running (pid ${running}) on 127.0.0.1:${server.port}`);
        continue;
      }
      // MinIO also binds its console on the next port; Mailpit binds SMTP and HTTP.
      for (const port of server.ports ?? (server.name === 'minio' ? [server.port, server.port + 1] : [server.port])) {
        if (await portInUse(port)) {
          throw new Error(
            `${server.name}: port ${port} on 127.0.0.1 is already taken by another process. Stop it, or choose other ports with DEVSTACK_PORT_BASE=<n>.`,
          );
        }
      }
      const t0 = Date.now();
      const dataDir = path.join(dir, server.name);
      fs.mkdirSync(dataDir, { recursive: true });
      const { command, args, env: extraEnv, label } = server.resolveCommand(dataDir);
      const log = path.join(dir, `${server.name}.log`);
      const out = fs.openSync(log, 'a');
      // detached: the server gets its own process group, so stopping it stops its children too.
      const child = spawn(command, args, { detached: true, stdio: ['ignore', out, out], env: { ...process.env, ...extraEnv } });
      fs.closeSync(out);
      if (!child.pid) throw new Error(`${server.name}: could not start ${command}`);
      child.unref();
      fs.writeFileSync(pidFile(dir, server.name), String(child.pid));
      started.push(server.name);
      await waitReady(server, child.pid, log);
      console.log(`[devstack] ${server.name}: started ${label} on 127.0.0.1:${server.port} (pid ${child.pid}, data ${dataDir}) in ${Date.now() - t0} ms`);
    }
  } catch (err) {
    console.error(`[devstack] start failed: ${(err as Error).message}`);
    for (const name of started.reverse()) {
      const pid = readPid(dir, name);
      if (pid) await stopPid(pid, name);
      fs.rmSync(pidFile(dir, name), { force: true });
      console.error(`[devstack] stopped ${name}, which this start had launched`);
    }
    throw err;
  }
  const envFile = path.join(dir, 'stack.env');
  fs.writeFileSync(envFile, Object.entries(env).map(([k, v]) => `${k}=${v}`).join('\n') + '\n');
  return { profile, dataDir: dir, envFile, env, started };
}

export async function stackDown(profile: Profile, opts: { quiet?: boolean; only?: string[] } = {}): Promise<void> {
  const dir = profileDir(profile);
  for (const name of ['opensearch', 'mail', 'minio', 'mongodb', 'redis']) {
    if (opts.only && !opts.only.includes(name)) continue;
    const pid = readPid(dir, name);
    if (pid) {
      await stopPid(pid, name);
      if (!opts.quiet) console.log(`[devstack] ${name}: stopped (pid ${pid})`);
    }
    fs.rmSync(pidFile(dir, name), { force: true });
  }
}

export async function stackStatus(profile: Profile): Promise<Record<string, { pid?: number; ready: boolean; port: number }>> {
  const dir = profileDir(profile);
  const result: Record<string, { pid?: number; ready: boolean; port: number }> = {};
  for (const server of planServers(portBase(profile), true, wantsOpenSearch() || readPid(dir, 'opensearch') !== undefined)) {
    result[server.name] = { pid: readPid(dir, server.name), ready: await server.ready(), port: server.port };
  }
  return result;
}
