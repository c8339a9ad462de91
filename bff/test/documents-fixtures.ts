/**
 * Real file bytes for the document tests: a PDF, an OLE2 (DOC) container, DOCX/XLSX packages as
 * genuine ZIPs (stored entries, valid CRCs and central directory), and a PNG.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import type { BffApp } from '../src/app';
import request from 'supertest';
import { verifyEmailDirectly } from './helpers';

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A ZIP with stored (uncompressed) entries, in the given order. */
export function zip(entries: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${s}`);

export function docx(text = 'Legal notice'): Buffer {
  return zip([
    ['[Content_Types].xml', xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')],
    ['_rels/.rels', xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')],
    ['word/document.xml', xml(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`)],
  ]);
}

export const xlsx = () => zip([['[Content_Types].xml', xml('<Types/>')], ['xl/workbook.xml', xml('<workbook/>')]]);

export function pdf(padTo = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n';
  const pad = Math.max(0, padTo - body.length - 6);
  return Buffer.concat([Buffer.from(body), Buffer.from(`%${'x'.repeat(Math.max(0, pad - 2))}\n`), Buffer.from('%%EOF\n')]);
}

/** The OLE2 signature followed by a 512-byte header and sectors, as a Word 97-2003 file begins. */
export const doc = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(4096 - 8)]);

export const png = () => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(2048)]);

/** A signed-in supertest agent for a fresh account, through the real /api/auth endpoints. */
/** A registered, signed-in user; verified (through the data layer) unless `verified: false`. */
export async function signedInAgent(app: BffApp, label: string, opts: { verified?: boolean } = {}) {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'correct-horse-42';
  const agent = request.agent(app.getHttpServer());
  const reg = await agent.post('/api/auth/register').send({ email, password });
  if (reg.status !== 201) throw new Error(`register ${reg.status}: ${JSON.stringify(reg.body)}`);
  if (opts.verified !== false) await verifyEmailDirectly(app, String(reg.body.userId));
  const login = await agent.post('/api/auth/login').send({ email, password });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${JSON.stringify(login.body)}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  return { agent, email, userId: String(reg.body.userId), cookie };
}

/** Sets a signed-in account's interface language, and checks that it holds. */
export async function chooseLanguage(agent: request.Agent, language: string): Promise<void> {
  const res = await agent.patch('/api/auth/me/preferences').send({ language });
  if (res.status !== 200) throw new Error(`preferences ${res.status}: ${JSON.stringify(res.body)}`);
  const now = (await agent.get('/api/auth/me/preferences')).body.language;
  if (now !== language) throw new Error(`the language is ${now}, not ${language}`);
}

/** A TCP proxy to `target` that cuts every connection once it has carried `cutAfter` bytes upstream. */
export async function cuttingProxy(target: URL, cutAfter: number): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let carried = 0;
    client.on('data', (d) => {
      carried += d.length;
      if (carried > cutAfter) {
        client.destroy();
        upstream.destroy();
      } else upstream.write(d);
    });
    upstream.pipe(client);
    const end = () => (client.destroy(), upstream.destroy());
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => (sockets.forEach((s) => s.destroy()), server.close(() => r()))),
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}
