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

/** A minimal SMTP client (no library): enough to hand one message to the dev stack's mail server. */
function sendPlainMail(port: number, to: string, subject: string): Promise<void> {
  const lines = ['EHLO spec', 'MAIL FROM:<spec@example.in>', `RCPT TO:<${to}>`, 'DATA', `Subject: ${subject}\r\nTo: <${to}>\r\n\r\nhello\r\n.`, 'QUIT'];
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      // One command per complete reply (a line whose status code is followed by a space).
      while (/^\d{3} .*\r\n/m.test(buffer)) {
        const reply = /^\d{3} .*\r\n/m.exec(buffer)!;
        buffer = buffer.slice(reply.index + reply[0].length);
        if (!/^[23]/.test(reply[0])) return reject(new Error(`SMTP said: ${reply[0].trim()}`));
        const next = lines.shift();
        if (next === undefined) return;
        socket.write(`${next}\r\n`);
      }
    });
    socket.once('close', () => (lines.length ? reject(new Error('SMTP closed early')) : resolve()));
    socket.once('error', reject);
  });
}

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((s) => s.destroy());
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('dev-stack launcher', () => {
  // Kept below Linux's ephemeral range (32768+), where outgoing connections could hold a port.
  const base = 12000 + (process.pid % 2000) * 6;
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

  // `npm start` serves before Mailpit is built: the stack without mail first, then mail alone.
  it('starts only the servers asked for, yet writes every server\'s variables, then the rest', async () => {
    const core = await stackUp(profile, { portBase: base, useEnv: false, only: ['redis', 'mongodb', 'minio'] });
    expect(core.started).toEqual(['redis', 'mongodb', 'minio']);
    expect(core.env.SMTP_URL).toBe(`smtp://127.0.0.1:${base + 4}`);
    expect(fs.readFileSync(core.envFile, 'utf8')).toContain(`MAIL_WEB_URL=http://127.0.0.1:${base + 5}`);
    expect((await stackStatus(profile)).mail.ready).toBe(false);
    const mail = await stackUp(profile, { portBase: base, useEnv: false, only: ['mail'] });
    expect(mail.started).toEqual(['mail']);
    expect(Object.values(await stackStatus(profile)).every((s) => s.ready)).toBe(true);
    await stackDown(profile, { quiet: true });
  }, 60_000);

  it('starts every server (Mailpit included), is idempotent, and stops cleanly', async () => {
    const first = await stackUp(profile, { portBase: base, useEnv: false });
    expect(first.started).toEqual(['redis', 'mongodb', 'minio', 'mail']);
    const status = await stackStatus(profile);
    const pids = Object.values(status).map((s) => s.pid!);
    expect(Object.values(status).every((s) => s.ready)).toBe(true);
    const again = await stackUp(profile, { portBase: base, useEnv: false });
    expect(again.started).toEqual([]);
    const envText = fs.readFileSync(again.envFile, 'utf8');
    expect(envText).toContain(`REDIS_URL=redis://127.0.0.1:${base}`);
    expect(envText).toContain(`SMTP_URL=smtp://127.0.0.1:${base + 4}`);
    expect(envText).toContain(`MAIL_WEB_URL=http://127.0.0.1:${base + 5}`);
    // The mail server takes SMTP and shows the message through its HTTP API.
    await sendPlainMail(base + 4, 'launcher@example.in', 'Launcher check');
    const list = (await (await fetch(`http://127.0.0.1:${base + 5}/api/v1/messages`)).json()) as { messages: { Subject: string }[] };
    expect(list.messages.map((m) => m.Subject)).toContain('Launcher check');
    await stackDown(profile, { quiet: true });
    expect(pids.filter(alive)).toEqual([]);
  }, 60_000);
});
