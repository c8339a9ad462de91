/** The three servers of the dev stack: how to find, start and probe each. */
import path from 'node:path';
import { ensureFerretDb, ensureMinio, ensureRedisServer, which } from './binaries';
import { minioReady, mongoPing, redisPing } from './probes';

export interface ServerPlan {
  name: 'redis' | 'mongodb' | 'minio';
  /** Set when a variable points at an existing server: nothing is started then. */
  external?: string;
  port: number;
  resolveCommand(dataDir: string): { command: string; args: string[]; env?: Record<string, string>; label: string };
  ready(): Promise<boolean>;
  env(): Record<string, string>;
}

export const S3_ACCESS_KEY = 'lexmitra-dev';
export const S3_SECRET_KEY = 'lexmitra-dev-secret';

export function planServers(portBase: number, useEnv = true): ServerPlan[] {
  const fromEnv = (name: string) => (useEnv ? process.env[name] : undefined);
  const redisPort = portBase;
  const mongoPort = portBase + 1;
  const minioPort = portBase + 2;
  return [
    {
      name: 'redis',
      external: fromEnv('REDIS_URL'),
      port: redisPort,
      resolveCommand: (dataDir) => ({
        command: ensureRedisServer(),
        args: ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dataDir, '--appendonly', 'yes', '--save', '', '--protected-mode', 'yes'],
        label: 'redis-server (Debian)',
      }),
      ready: () => redisPing(redisPort),
      env: () => ({ REDIS_URL: fromEnv('REDIS_URL') ?? `redis://127.0.0.1:${redisPort}` }),
    },
    {
      name: 'mongodb',
      external: fromEnv('MONGO_URL'),
      port: mongoPort,
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
  ];
}
