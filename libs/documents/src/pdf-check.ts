/**
 * Every stream of a PDF is sized before any reader opens the file, whatever its /Subtype (a
 * dictionary may say /Image and still be drawn as a page's content): it is decoded through its
 * whole filter chain, as poppler would decode it (an array such as [/ASCIIHexDecode /FlateDecode],
 * ASCII85, LZW, RunLength, Flate; pdf-filters.ts), counting and discarding the output. When any
 * stage unpacks to more than the limit the file is a bomb (a 1 MB file inflating to hundreds of MB
 * of drawing operators keeps a reader busy for minutes). An image codec at the end of a chain
 * (DCT, JPX, JBIG2, CCITT) is not decoded: its pixels (width × height, from the codec's own header
 * when it has one, else the dictionary) count against the same limit, one byte each, so a
 * 30,000 × 30,000 JPEG is refused while a 600 dpi A4 scan (about 9 million pixels) passes.
 * A stream that cannot be decoded is left to the reader, which fails on it as damaged.
 */
import { pipeline, Readable, Transform, Writable } from 'node:stream';
import { DocumentError } from './errors';
import { jpegPixels } from './image-size';
import { LIMIT_TEXTS } from './limits';
import { BYTE_FILTERS, decoderFor, fullFilterName, IMAGE_CODECS } from './pdf-filters';

const STREAM = /stream\r?\n/g;
/** Input handed to the first decoder at a time: small, so no stage's single step makes a large buffer. */
const FEED_BYTES = 4 * 1024;
/** Bytes kept from the input of an image codec: enough to find a JPEG's frame header. */
const CODEC_HEAD_BYTES = 64 * 1024;

class TooLarge extends Error {}

/** The dictionary before a `stream` keyword: from the object's header (`n g obj`) to the keyword. */
function dictionaryBefore(text: string, at: number): string {
  const start = text.lastIndexOf(' obj', at);
  return text.slice(start < 0 || at - start > 8192 ? Math.max(0, at - 2048) : start, at);
}

/** The body of object `n g` (for a /Filter or /DecodeParms given by reference). */
function objectBody(text: string, num: string, gen: string): string {
  const m = new RegExp(`(?:^|[^0-9])${num}\\s+${gen}\\s+obj([\\s\\S]{0,2048}?)endobj`).exec(text);
  return m?.[1] ?? '';
}

/** The filter names of a stream dictionary, in decoding order (a reference is followed once). */
export function filtersOf(dict: string, text: string): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|(\d+)\s+(\d+)\s+R)/.exec(dict);
  if (!m) return [];
  const value = m[2] ? objectBody(text, m[2], m[3]) : m[1];
  return [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((n) => fullFilterName(n[1]));
}

const dictNumber = (dict: string, key: string) => Number(new RegExp(`/${key}\\s+(\\d+)`).exec(dict)?.[1] ?? 0);

/** Counts a stage's output; past `cap`, stops the chain. */
function counter(cap: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      cb(size > cap ? new TooLarge() : null, chunk);
    },
  });
}

/**
 * Decodes `data` through `filters` (byte filters only), every stage counted against `cap`.
 * Resolves to whether a stage went past it, and the first bytes of the output.
 */
function decodeChain(data: Buffer, filters: string[], cap: number, earlyChange: number): Promise<{ tooLarge: boolean; head: Buffer }> {
  return new Promise((resolve) => {
    const stages: Transform[] = [];
    for (const name of filters) {
      const decoder = decoderFor(name, { earlyChange });
      if (!decoder) return resolve({ tooLarge: false, head: Buffer.alloc(0) });
      stages.push(decoder, counter(cap));
    }
    const head: Buffer[] = [];
    let kept = 0;
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        if (kept < CODEC_HEAD_BYTES) {
          head.push(chunk.subarray(0, CODEC_HEAD_BYTES - kept));
          kept += Math.min(chunk.length, CODEC_HEAD_BYTES - kept);
        }
        cb();
      },
    });
    const source = Readable.from((function* () {
      for (let i = 0; i < data.length; i += FEED_BYTES) yield data.subarray(i, i + FEED_BYTES);
    })());
    // Damaged or trailing bytes end the chain: what was decoded so far counts; the reader decides the rest.
    pipeline([source, ...stages, sink] as unknown as [Readable, Writable], (err) => resolve({ tooLarge: err instanceof TooLarge, head: Buffer.concat(head) }));
  });
}

/** Throws TOO_LARGE when any stream, through its filter chain, unpacks to more than `maxStreamBytes`. */
export async function checkPdfStreams(data: Buffer, maxStreamBytes: number): Promise<void> {
  const text = data.toString('latin1');
  const refuse = () => {
    throw new DocumentError('TOO_LARGE', `a stream unpacks past ${maxStreamBytes} bytes`, LIMIT_TEXTS.stream(maxStreamBytes));
  };
  for (const match of text.matchAll(STREAM)) {
    const at = match.index;
    if (at >= 3 && text.slice(at - 3, at) === 'end') continue;
    const dict = dictionaryBefore(text, at);
    const filters = filtersOf(dict, text);
    if (!filters.length) continue;
    const codecAt = filters.findIndex((f) => IMAGE_CODECS.has(f));
    const byteFilters = codecAt < 0 ? filters : filters.slice(0, codecAt);
    // A filter poppler does not know (or Crypt) leaves the stream unreadable to it as well.
    if (byteFilters.some((f) => !BYTE_FILTERS.has(f))) continue;
    const begin = at + match[0].length;
    const end = text.indexOf('endstream', begin);
    const body = data.subarray(begin, end < 0 ? data.length : end);
    const earlyChange = /\/EarlyChange\s+0\b/.test(dict) ? 0 : 1;
    const decoded = byteFilters.length ? await decodeChain(body, byteFilters, maxStreamBytes, earlyChange) : { tooLarge: false, head: body.subarray(0, CODEC_HEAD_BYTES) };
    if (decoded.tooLarge) refuse();
    if (codecAt >= 0) {
      const declared = dictNumber(dict, 'Width') * dictNumber(dict, 'Height');
      const fromCodec = filters[codecAt] === 'DCTDecode' ? (jpegPixels(decoded.head) ?? 0) : 0;
      if (Math.max(declared, fromCodec) > maxStreamBytes) refuse();
    }
  }
}
