/**
 * Streams of the dataset's archives, one member at a time, so a year is never unpacked to disk or
 * held in memory whole: a tar part (gzipped or not: some High Court `pdfs.tar` files are gzip
 * streams) through tar-stream, a zip part (the Supreme Court's older releases) through yauzl, which
 * reads the central directory and then each entry from its offset, never the whole archive. The
 * metadata parquet is read with hyparquet (a year's metadata is a few MB).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import yauzl from 'yauzl';
import type { MetadataRow } from './layout';

/** A PDF bigger than this is not read into memory; the importer rejects it as too large. */
export const MAX_MEMBER_BYTES = 64 * 1024 * 1024;

export interface TarMember {
  name: string;
  size: number;
  /** The bytes, or null when the member is larger than MAX_MEMBER_BYTES or damaged. */
  data: Buffer | null;
  /** Why a member could not be read although the archive could (a zip entry that lies about its size). */
  damaged?: string;
}

/**
 * Calls `onMember` for each member of the tar whose base name `want` accepts, in archive order,
 * awaiting it before reading on (back-pressure). Stops reading once `remaining` wanted names have
 * all been seen. Other members are skipped without being kept.
 */
export async function readTarMembers(file: string, want: (name: string) => boolean, onMember: (m: TarMember) => Promise<void>, remaining?: number): Promise<void> {
  const ex = extract();
  const input = await tarInput(file);
  let left = remaining ?? Infinity;
  let done = false;
  ex.on('entry', (header, stream, next) => {
    const name = path.posix.basename(header.name);
    if (done || header.type !== 'file' || !want(name)) {
      stream.on('end', next);
      stream.resume();
      return;
    }
    const size = header.size ?? 0;
    const chunks: Buffer[] = [];
    let keep = size <= MAX_MEMBER_BYTES;
    stream.on('data', (c: unknown) => {
      if (keep) chunks.push(c as Buffer);
    });
    stream.on('end', () => {
      const data = keep ? Buffer.concat(chunks) : null;
      keep = false;
      onMember({ name, size, data }).then(
        () => {
          if (--left <= 0) {
            done = true;
            // Everything wanted is read: stop reading the rest of the archive.
            input.destroy();
            ex.destroy();
          }
          next();
        },
        (err: Error) => next(err),
      );
    });
  });
  await pipeline(input, ex).catch((err: NodeJS.ErrnoException) => {
    if (!done) throw err;
  });
}

const isZip = (file: string) => file.toLowerCase().endsWith('.zip');

/** The tar's bytes, gunzipped when the file is a gzip stream whatever its name says. */
async function tarInput(file: string): Promise<Readable> {
  const head = Buffer.alloc(2);
  const fd = await fs.promises.open(file, 'r');
  try {
    await fd.read(head, 0, 2, 0);
  } finally {
    await fd.close();
  }
  const raw = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  if (head[0] !== 0x1f || head[1] !== 0x8b) return raw;
  const gunzip = createGunzip();
  raw.on('error', (err) => gunzip.destroy(err));
  return raw.pipe(gunzip);
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(file, { lazyEntries: true, autoClose: true }, (err, zip) => (err ? reject(err) : resolve(zip))));

/**
 * readTarMembers for a zip part. An entry whose header says it unpacks past MAX_MEMBER_BYTES is
 * handed over without data (not inflated at all); yauzl checks the inflated size against the header.
 */
export async function readZipMembers(file: string, want: (name: string) => boolean, onMember: (m: TarMember) => Promise<void>, remaining?: number): Promise<void> {
  const zip = await openZip(file);
  let left = remaining ?? Infinity;
  await new Promise<void>((resolve, reject) => {
    const fail = (err: Error) => {
      zip.close();
      reject(err);
    };
    const next = () => {
      if (--left <= 0) {
        zip.close();
        resolve();
      } else zip.readEntry();
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = path.posix.basename(entry.fileName);
      if (entry.fileName.endsWith('/') || !want(name)) return zip.readEntry();
      const size = entry.uncompressedSize;
      if (size > MAX_MEMBER_BYTES) return void onMember({ name, size, data: null }).then(next, fail);
      // One damaged entry (its inflated size differs from its header, bad compressed data) is that
      // file's rejection, not the batch's: the entry is handed over without data and the next read.
      const damaged = (err: Error) => void onMember({ name, size, data: null, damaged: `the archive entry is damaged (${err.message.split('\n')[0].slice(0, 100)})` }).then(next, fail);
      zip.openReadStream(entry, (err, stream) => {
        if (err) return damaged(err);
        const chunks: Buffer[] = [];
        let failed = false;
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', (e: Error) => {
          failed = true;
          damaged(e);
        });
        stream.on('end', () => {
          if (!failed) void onMember({ name, size, data: Buffer.concat(chunks) }).then(next, fail);
        });
      });
    });
    zip.readEntry();
  });
}

/** Members of a tar or zip part (by the file's extension), as readTarMembers gives them. */
export function readArchiveMembers(file: string, want: (name: string) => boolean, onMember: (m: TarMember) => Promise<void>, remaining?: number): Promise<void> {
  return isZip(file) ? readZipMembers(file, want, onMember, remaining) : readTarMembers(file, want, onMember, remaining);
}

/** Names of the PDFs in a tar or zip part (when the year has no index): headers only, contents skipped. */
export async function listTarMembers(file: string): Promise<string[]> {
  if (isZip(file)) return listZipMembers(file);
  const names: string[] = [];
  const ex = extract();
  ex.on('entry', (header, stream, next) => {
    if (header.type === 'file' && header.name.toLowerCase().endsWith('.pdf')) names.push(path.posix.basename(header.name));
    stream.on('end', next);
    stream.resume();
  });
  await pipeline(await tarInput(file), ex);
  return names;
}

/** Names of the PDFs in a zip, from its central directory only. */
async function listZipMembers(file: string): Promise<string[]> {
  const zip = await openZip(file);
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.toLowerCase().endsWith('.pdf')) names.push(path.posix.basename(entry.fileName));
      zip.readEntry();
    });
    zip.readEntry();
  });
  return names;
}

/** The rows of a metadata.parquet file. */
export async function readMetadataRows(file: string): Promise<MetadataRow[]> {
  // hyparquet is an ES module; Node 20.19 loads it through require (jest compiles it, see tools/jest/preset.js).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parquetReadObjects } = require('hyparquet') as typeof import('hyparquet');
  // A year's metadata is a few MB: read whole (the PDFs are what must stream).
  const bytes = await fs.promises.readFile(file);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return (await parquetReadObjects({ file: buffer })) as MetadataRow[];
}
