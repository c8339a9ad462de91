/** Readiness probes that speak just enough of each protocol to know a server really answers. */
import http from 'node:http';
import net from 'node:net';

export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    // A peer that hangs up without answering is not the server we want (resolve is once-only).
    socket.once('close', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export function redisPing(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let data = '';
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.includes('\r\n')) {
        socket.destroy();
        resolve(data.startsWith('+PONG'));
      }
    });
    socket.once('error', () => resolve(false));
    // A peer that hangs up without answering is not the server we want (resolve is once-only).
    socket.once('close', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Sends a MongoDB OP_MSG `{ping: 1, $db: "admin"}` and checks for an `ok` reply. */
export function mongoPing(port: number, host = '127.0.0.1'): Promise<boolean> {
  // BSON document {ping: 1 (int32), $db: "admin"}
  const body = Buffer.concat([
    Buffer.from([0x10]), Buffer.from('ping\0'), int32(1),
    Buffer.from([0x02]), Buffer.from('$db\0'), int32(6), Buffer.from('admin\0'),
    Buffer.from([0x00]),
  ]);
  const doc = Buffer.concat([int32(body.length + 4), body]);
  const payload = Buffer.concat([int32(0) /* flags */, Buffer.from([0]) /* section kind 0 */, doc]);
  const header = Buffer.concat([int32(16 + payload.length), int32(1), int32(0), int32(2013)]);
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let got = Buffer.alloc(0);
    socket.once('connect', () => socket.write(Buffer.concat([header, payload])));
    socket.on('data', (chunk) => {
      got = Buffer.concat([got, chunk]);
      if (got.length >= 4 && got.length >= got.readInt32LE(0)) {
        socket.destroy();
        resolve(got.includes(Buffer.from('ok\0')));
      }
    });
    socket.once('error', () => resolve(false));
    // A peer that hangs up without answering is not the server we want (resolve is once-only).
    socket.once('close', () => resolve(false));
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export function minioReady(port: number, host = '127.0.0.1'): Promise<boolean> {
  return httpOk(port, '/minio/health/ready', host);
}

/** A GET that answers 200. */
export function httpOk(port: number, urlPath: string, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host, port, path: urlPath, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.once('error', () => resolve(false));
    req.once('timeout', () => {
      req.destroy();
      resolve(false);
    });
  });
}

function int32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32LE(n);
  return b;
}
