/**
 * A PDF's compressed streams are inflated once, counting and discarding the output (zlib on the
 * thread pool, 16 KB at a time), before any reader opens the file: a stream that unpacks to more
 * than the limit is a content-stream bomb (a 1 MB file inflating to hundreds of MB of drawing
 * operators keeps a reader busy for minutes). Images are skipped: text extraction never decodes
 * them, and scans legitimately unpack large. A stream zlib cannot read is left to the reader.
 */
import zlib from 'node:zlib';
import { DocumentError } from './errors';
import { LIMIT_TEXTS } from './limits';

const STREAM = /stream\r?\n/g;

/** The dictionary before a `stream` keyword: from the object's header (`n g obj`) to the keyword. */
function dictionaryBefore(text: string, at: number): string {
  const start = text.lastIndexOf(' obj', at);
  return text.slice(start < 0 || at - start > 8192 ? Math.max(0, at - 2048) : start, at);
}

/** Bytes the zlib stream at `data` inflates to, stopping once past `cap`. */
function inflatedSize(data: Buffer, cap: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({ chunkSize: 16 * 1024 });
    let size = 0;
    const done = () => resolve(size);
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        inflate.destroy();
        done();
      }
    });
    inflate.on('end', done);
    // Damaged or trailing bytes: whatever was inflated so far counts; the reader decides the rest.
    inflate.on('error', done);
    inflate.on('close', done);
    inflate.end(data);
  });
}

/** Throws TOO_LARGE when a compressed non-image stream unpacks to more than `maxStreamBytes`. */
export async function checkPdfStreams(data: Buffer, maxStreamBytes: number): Promise<void> {
  const text = data.toString('latin1');
  for (const match of text.matchAll(STREAM)) {
    const at = match.index;
    if (at >= 3 && text.slice(at - 3, at) === 'end') continue;
    const dict = dictionaryBefore(text, at);
    if (!/\/FlateDecode|\/Fl\b/.test(dict) || /\/Subtype\s*\/Image/.test(dict)) continue;
    const begin = at + match[0].length;
    const end = text.indexOf('endstream', begin);
    const size = await inflatedSize(data.subarray(begin, end < 0 ? data.length : end), maxStreamBytes);
    if (size > maxStreamBytes) throw new DocumentError('TOO_LARGE', `a stream inflates past ${maxStreamBytes} bytes`, LIMIT_TEXTS.stream(maxStreamBytes));
  }
}
