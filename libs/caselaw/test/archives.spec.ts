/**
 * A zip part with one entry that lies about its size: that file alone is rejected (handed over
 * without data, with the reason), and the archive's other entries are still read.
 */
import { ZipFile } from 'yazl';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readZipMembers, type TarMember } from '../src/datasets/archives';

async function zipOf(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

it('rejects a zip entry whose size is a lie, alone, and reads the rest', async () => {
  const bytes = await zipOf([
    { name: 'a_EN.pdf', data: Buffer.from('%PDF-1.4 '.repeat(2000)) },
    { name: 'b_EN.pdf', data: Buffer.from('%PDF-1.4 second file') },
  ]);
  // The central directory's record of the first entry: its uncompressed size now says 10 bytes.
  const cd = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(10, cd + 24);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zip-'));
  try {
    const file = path.join(dir, 'english.zip');
    await fs.writeFile(file, bytes);
    const seen: TarMember[] = [];
    await readZipMembers(file, () => true, async (m) => void seen.push(m));
    expect(seen.map((m) => [m.name, m.data ? m.data.toString().slice(0, 8) : null, m.damaged?.replace(/ \(.*$/, '')])).toEqual([
      ['a_EN.pdf', null, 'the archive entry is damaged'],
      ['b_EN.pdf', '%PDF-1.4', undefined],
    ]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
