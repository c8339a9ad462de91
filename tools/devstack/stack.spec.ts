import fs from 'node:fs';
import net from 'node:net';
import { profileDir, stackDown, stackStatus, stackUp } from './stack';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((s) => s.destroy());
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('dev-stack launcher', () => {
  // Kept below Linux's ephemeral range (32768+), where outgoing connections could hold a port.
  const base = 12000 + (process.pid % 2000) * 4;
  const profile = `launcher-spec-${process.pid}`;
  afterAll(async () => {
    await stackDown(profile, { quiet: true });
    fs.rmSync(profileDir(profile), { recursive: true, force: true });
  });

  it('refuses a port that another process holds, naming the server and the port', async () => {
    const squatter = await listen(base);
    try {
      await expect(stackUp(profile, { portBase: base, useEnv: false })).rejects.toThrow(
        new RegExp(`redis: port ${base} on 127.0.0.1 is already taken`),
      );
      const status = await stackStatus(profile);
      expect(status.redis.pid).toBeUndefined();
    } finally {
      squatter.close();
    }
  });

  it('stops the servers it had started when a later one cannot start', async () => {
    const squatter = await listen(base + 2); // MinIO's port
    try {
      const err = await stackUp(profile, { portBase: base, useEnv: false }).catch((e: Error) => e);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toContain(`minio: port ${base + 2}`);
      // Redis and MongoDB had started; neither may be left running.
      const pids = ['redis', 'mongodb'].map((n) => {
        const file = `${profileDir(profile)}/${n}.pid`;
        return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : undefined;
      });
      expect(pids).toEqual([undefined, undefined]);
      const status = await stackStatus(profile);
      expect(status.redis.ready).toBe(false);
      expect(status.mongodb.ready).toBe(false);
    } finally {
      squatter.close();
    }
  }, 60_000);

  it('starts all three, is idempotent, and stops cleanly', async () => {
    const first = await stackUp(profile, { portBase: base, useEnv: false });
    expect(first.started).toEqual(['redis', 'mongodb', 'minio']);
    const status = await stackStatus(profile);
    const pids = Object.values(status).map((s) => s.pid!);
    expect(Object.values(status).every((s) => s.ready)).toBe(true);
    const again = await stackUp(profile, { portBase: base, useEnv: false });
    expect(again.started).toEqual([]);
    expect(fs.readFileSync(again.envFile, 'utf8')).toContain(`REDIS_URL=redis://127.0.0.1:${base}`);
    await stackDown(profile, { quiet: true });
    expect(pids.filter(alive)).toEqual([]);
  }, 60_000);
});
