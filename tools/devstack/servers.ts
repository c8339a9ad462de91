/** The servers of the dev stack: how to find, start and probe each. */
import path from 'node:path';
import { ensureFerretDb, ensureMailpit, ensureMinio, ensureOpenSearch, ensureRedisServer, ServerBuild, which } from './binaries';
import { httpOk, minioReady, mongoPing, redisPing } from './probes';

export interface ServerPlan {
  name: 'redis' | 'mongodb' | 'minio' | 'mail' | 'opensearch';
  /** Set when a variable points at an existing server: nothing is started then. */
  external?: string;
  port: number;
  /** The Go build its binary comes from (server-builds.mjs), when it is one of ours. */
  build?: ServerBuild;
  /** Every port it binds, when more than `port` (checked free before it starts). */
  ports?: number[];
  /** How long start-up may take (default 60 s); a JVM on a busy machine needs longer. */
  readyTimeoutMs?: number;
  resolveCommand(dataDir: string): { command: string; args: string[]; env?: Record<string, string>; label: string };
  ready(): Promise<boolean>;
  env(): Record<string, string>;
}

export const S3_ACCESS_KEY = 'lexmitra-dev';
export const S3_SECRET_KEY = 'lexmitra-dev-secret';

/** OpenSearch's HTTP and transport ports sit well above the six ports of the other servers. */
export const OPENSEARCH_PORT_OFFSET = 90;

/**
 * Whether a stack includes the OpenSearch node: only on demand (the embedded search engine needs
 * none), when asked for or when this environment selects the OpenSearch engine.
 */
export const wantsOpenSearch = (asked?: boolean): boolean =>
  asked ?? (process.env.DEVSTACK_OPENSEARCH === '1' || process.env.SEARCH_ENGINE === 'opensearch');

export function planServers(portBase: number, useEnv = true, withOpenSearch = wantsOpenSearch()): ServerPlan[] {
  const fromEnv = (name: string) => (useEnv ? process.env[name] : undefined);
  const redisPort = portBase;
  const mongoPort = portBase + 1;
  const minioPort = portBase + 2;
  // portBase + 3 is MinIO's console.
  const smtpPort = portBase + 4;
  const mailWebPort = portBase + 5;
  const openSearchPort = portBase + OPENSEARCH_PORT_OFFSET;
  const plans: ServerPlan[] = [
    {
      name: 'redis',
      external: fromEnv('REDIS_URL'),
      port: redisPort,
      resolveCommand: (dataDir) => ({
        command: ensureRedisServer(),
        // A memory limit, and an eviction policy that never drops a key: past the limit a write fails
        // loudly instead of a queued job or a session vanishing (docs/case-import.md "Redis memory").
        args: ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dataDir, '--appendonly', 'yes', '--save', '', '--protected-mode', 'yes', '--maxmemory', '512mb', '--maxmemory-policy', 'noeviction'],
        label: 'redis-server (Debian)',
      }),
      ready: () => redisPing(redisPort),
      env: () => ({ REDIS_URL: fromEnv('REDIS_URL') ?? `redis://127.0.0.1:${redisPort}` }),
    },
    {
      name: 'mongodb',
      external: fromEnv('MONGO_URL'),
      port: mongoPort,
      build: which('mongod') ? undefined : 'ferretdb',
      resolveCommand: (dataDir) => {
        const mongod = which('mongod');
        if (mongod) {
          return { command: mongod, args: ['--dbpath', dataDir, '--port', String(mongoPort), '--bind_ip', '127.0.0.1'], label: 'mongod' };
        }
        return {
          command: ensureFerretDb(),
          args: [
            '--handler=sqlite',
            `--sqlite-url=file:${dataDir}/`,
            `--state-dir=${dataDir}`,
            `--listen-addr=127.0.0.1:${mongoPort}`,
            '--debug-addr=-',
            '--telemetry=disable',
            '--log-level=warn',
          ],
          label: 'FerretDB v1 (SQLite backend)',
        };
      },
      ready: () => mongoPing(mongoPort),
      env: () => ({ MONGO_URL: fromEnv('MONGO_URL') ?? `mongodb://127.0.0.1:${mongoPort}/lexmitra` }),
    },
    {
      name: 'minio',
      external: fromEnv('S3_ENDPOINT'),
      port: minioPort,
      build: 'minio',
      resolveCommand: (dataDir) => ({
        command: ensureMinio(),
        args: ['server', path.join(dataDir, 'objects'), '--address', `127.0.0.1:${minioPort}`, '--console-address', `127.0.0.1:${minioPort + 1}`, '--quiet'],
        env: {
          MINIO_ROOT_USER: S3_ACCESS_KEY,
          MINIO_ROOT_PASSWORD: S3_SECRET_KEY,
          MINIO_BROWSER: 'off',
          MINIO_UPDATE: 'off',
          MINIO_CI_CD: '1',
        },
        label: 'MinIO',
      }),
      ready: () => minioReady(minioPort),
      env: (): Record<string, string> =>
        fromEnv('S3_ENDPOINT')
          ? { S3_ENDPOINT: fromEnv('S3_ENDPOINT')! }
          : { S3_ENDPOINT: `http://127.0.0.1:${minioPort}`, S3_ACCESS_KEY, S3_SECRET_KEY },
    },
    {
      // Mailpit: accepts any mail over SMTP and keeps it for people (web UI) and tests (its HTTP API).
      name: 'mail',
      external: fromEnv('SMTP_URL'),
      port: mailWebPort,
      build: 'mailpit',
      ports: [smtpPort, mailWebPort],
      resolveCommand: (dataDir) => ({
        command: ensureMailpit(),
        args: [
          '--smtp', `127.0.0.1:${smtpPort}`,
          '--listen', `127.0.0.1:${mailWebPort}`,
          '--database', path.join(dataDir, 'mailpit.db'),
          '--max', '5000',
          '--disable-version-check',
          '--quiet',
        ],
        // No TLS and no authentication on loopback (Mailpit accepts plain SMTP without AUTH by default).
        label: 'Mailpit',
      }),
      ready: () => httpOk(mailWebPort, '/readyz'),
      env: (): Record<string, string> =>
        fromEnv('SMTP_URL')
          ? { SMTP_URL: fromEnv('SMTP_URL')!, ...(fromEnv('MAIL_WEB_URL') ? { MAIL_WEB_URL: fromEnv('MAIL_WEB_URL')! } : {}) }
          : { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_WEB_URL: `http://127.0.0.1:${mailWebPort}` },
    },
  ];
  if (withOpenSearch) {
    plans.push({
      // One OpenSearch node (the launcher in tools/devstack/opensearch) with a 512 MB heap.
      name: 'opensearch',
      external: fromEnv('OPENSEARCH_URL'),
      port: openSearchPort,
      ports: [openSearchPort, openSearchPort + 1],
      readyTimeoutMs: 180_000,
      resolveCommand: (dataDir) => {
        const { java, classpath } = ensureOpenSearch();
        const heap = process.env.OPENSEARCH_HEAP ?? '512m';
        return {
          command: java,
          args: [`-Xms${heap}`, `-Xmx${heap}`, '-XX:+UseG1GC', '-Djava.awt.headless=true', '-Dlog4j2.disable.jmx=true', '-cp', classpath, 'in.lexmitra.devstack.OpenSearchNode', dataDir, String(openSearchPort), String(openSearchPort + 1)],
          label: `OpenSearch (single node, ${heap} heap)`,
        };
      },
      ready: () => httpOk(openSearchPort, '/_cluster/health?wait_for_status=yellow&timeout=1s'),
      env: () => ({ OPENSEARCH_URL: fromEnv('OPENSEARCH_URL') ?? `http://127.0.0.1:${openSearchPort}` }),
    });
  }
  return plans;
}
