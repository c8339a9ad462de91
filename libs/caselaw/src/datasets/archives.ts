/**
 * Streams of the dataset's archives: a tar part is read as a stream (tar-stream), one member at a
 * time, so a year is never unpacked to disk or held in memory whole; the metadata parquet is read
 * with hyparquet (a year's metadata is a few MB).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extract } from 'tar-stream';
import type { MetadataRow } from './layout';

/** A PDF bigger than this is not read into memory; the importer rejects it as too large. */
export const MAX_MEMBER_BYTES = 64 * 1024 * 1024;

export interface TarMember {
  name: string;
  size: number;
  /** The bytes, or null when the member is larger than MAX_MEMBER_BYTES. */
  data: Buffer | null;
}

/**
 * Calls `onMember` for each member of the tar whose base name `want` accepts, in archive order,
 * awaiting it before reading on (back-pressure). Stops reading once `remaining` wanted names have
 * all been seen. Other members are skipped without being kept.
 */
export async function readTarMembers(file: string, want: (name: string) => boolean, onMember: (m: TarMember) => Promise<void>, remaining?: number): Promise<void> {
  const ex = extract();
  const input = fs.createReadStream(file, { highWaterMark: 1 << 20 });
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

/** Names of the PDFs in a tar part (when the year has no index): headers only, contents skipped. */
export async function listTarMembers(file: string): Promise<string[]> {
  const names: string[] = [];
  const ex = extract();
  ex.on('entry', (header, stream, next) => {
    if (header.type === 'file' && header.name.toLowerCase().endsWith('.pdf')) names.push(path.posix.basename(header.name));
    stream.on('end', next);
    stream.resume();
  });
  await pipeline(fs.createReadStream(file), ex);
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
