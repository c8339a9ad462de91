/**
 * convert-worker asks only for what it uses (libs/platform config slices): it starts with Redis
 * alone, and a missing or bad variable stops it with exit code 2 and a JSON line naming it.
 */
import { QUEUES } from '@lexmitra/contracts';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { RunningService, spawnService } from '../../../tools/jest/spawn-service';

const projectDir = path.resolve(__dirname, '..');
const WITHOUT_STORAGE_OR_DATABASE = { MONGO_URL: undefined, S3_ENDPOINT: undefined, S3_ACCESS_KEY: undefined, S3_SECRET_KEY: undefined, S3_BUCKET: undefined };

describe('convert-worker configuration', () => {
  let service: RunningService | undefined;
  afterEach(async () => {
    await service?.stop('SIGKILL');
    service = undefined;
  });

  it('boots and serves its queue without MONGO_URL or any S3 variable', async () => {
    service = await spawnService(projectDir, /worker ready/, { ...WITHOUT_STORAGE_OR_DATABASE, LOG_LEVEL: 'info', BULLMQ_PREFIX: `cfg${process.pid}`, METRICS_PORT: '0' });
    const ready = service.output().split('\n').find((l) => l.includes('worker ready'))!;
    expect(JSON.parse(ready)).toMatchObject({ service: 'convert-worker', queue: QUEUES.convert, msg: 'worker ready' });
    expect(await service.stop('SIGTERM')).toBe(0);
  });

  it('serves /metrics on loopback only by default, and on METRICS_HOST (the pod IP in k8s) when set', async () => {
    const external = Object.values(os.networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    expect(external).toBeDefined();
    const listening = () => JSON.parse(service!.output().split('\n').find((l) => l.includes('metrics server listening'))!) as { host: string; port: number };
    const reach = (host: string, port: number) => fetch(`http://${host}:${port}/healthz`).then((r) => r.status, () => 'refused');
    const env = { ...WITHOUT_STORAGE_OR_DATABASE, LOG_LEVEL: 'info', BULLMQ_PREFIX: `cfg${process.pid}`, METRICS_PORT: '0' };

    service = await spawnService(projectDir, /worker ready/, { ...env, METRICS_HOST: undefined });
    let { host, port } = listening();
    expect(host).toBe('127.0.0.1');
    expect(await reach('127.0.0.1', port)).toBe(200);
    expect(await reach(external!, port)).toBe('refused');
    await service.stop('SIGKILL');

    service = await spawnService(projectDir, /worker ready/, { ...env, METRICS_HOST: external });
    ({ host, port } = listening());
    expect(host).toBe(external);
    expect(await reach(external!, port)).toBe(200);
    expect(await reach('127.0.0.1', port)).toBe('refused');
  });

  it('stops with exit code 2 and a JSON line naming the variable when REDIS_URL is missing or SHUTDOWN_GRACE_MS is not a number', async () => {
    const child = spawn(process.execPath, [path.join(projectDir, 'dist/main.js')], {
      env: { ...process.env, ...WITHOUT_STORAGE_OR_DATABASE, REDIS_URL: undefined, SHUTDOWN_GRACE_MS: 'soon' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    const line = JSON.parse(out.trim().split('\n').at(-1)!);
    expect(line).toMatchObject({ service: 'convert-worker', level: 60 });
    expect(line.problems.map((p: string) => p.split(':')[0]).sort()).toEqual(['REDIS_URL', 'SHUTDOWN_GRACE_MS']);
  });
});
