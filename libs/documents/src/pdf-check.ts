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
 * A stream that cannot be decoded is left to the reader, which fails on it as damaged. Streams and
 * their dictionaries are found as the reader finds them (pdf-syntax.ts).
 */
import { pipeline, Readable, Transform, Writable } from 'node:stream';
import { DocumentError } from './errors';
import { jpegPixels } from './image-size';
import { LIMIT_TEXTS } from './limits';
import { BYTE_FILTERS, decoderFor, fullFilterName, IMAGE_CODECS } from './pdf-filters';
import { filterNames, owningDictionary, PdfValue, possibleFilterChains, resolved, streamKeywords } from './pdf-syntax';

/** Input handed to the first decoder at a time: small, so no stage's single step makes a large buffer. */
const FEED_BYTES = 4 * 1024;
/** Bytes kept from the input of an image codec: enough to find a JPEG's frame header. */
const CODEC_HEAD_BYTES = 64 * 1024;
/** Filter chains tried for one stream whose dictionary could not be parsed. */
const MAX_CHAINS = 8;
/** All streams of one file together may unpack to this many times the one-stream limit. */
const TOTAL_STREAMS_FACTOR = 8;

class TooLarge extends Error {}
class TooComplex extends Error {}

/** What the whole check may spend: decoded bytes over all streams, and a wall-clock deadline. */
interface Budget {
  bytesLeft: number;
  deadline: number;
}

const numberOf = (text: string, v: PdfValue | undefined) => {
  const r = resolved(text, v);
  return r?.t === 'num' ? r.v : 0;
};

/** LZW's /EarlyChange 0 in the stream's /DecodeParms (a dictionary, or an array of them). */
function earlyChangeOf(text: string, parms: PdfValue | undefined): number {
  const value = resolved(text, parms);
  const dicts = value?.t === 'array' ? value.items.map((i) => resolved(text, i)) : [value];
  return dicts.some((d) => d?.t === 'dict' && numberOf(text, d.entries.get('EarlyChange')) === 0 && d.entries.has('EarlyChange')) ? 0 : 1;
}

/** A stream as the reader would decode it: its filter chains (one when its dictionary parsed), data and parameters. */
interface StreamPlan {
  chains: string[][];
  body: Buffer;
  earlyChange: number;
  pixels: number;
}

function planStream(data: Buffer, text: string, at: number, begin: number): StreamPlan {
  const dict = owningDictionary(text, at);
  const endKeyword = text.indexOf('endstream', begin);
  // The data runs to /Length when it is in the file, else to `endstream`; the longer of the two is
  // sized, so a short /Length or an early `endstream` cannot hide the rest from the check.
  const length = dict ? numberOf(text, dict.get('Length')) : 0;
  const end = Math.max(endKeyword < 0 ? data.length : endKeyword, Math.min(data.length, begin + length));
  const body = data.subarray(begin, end);
  if (dict) {
    return {
      chains: [filterNames(text, dict.get('Filter')).map(fullFilterName)], body,
      earlyChange: earlyChangeOf(text, dict.get('DecodeParms')),
      pixels: numberOf(text, dict.get('Width')) * numberOf(text, dict.get('Height')),
    };
  }
  const near = text.slice(Math.max(0, at - 8192), at);
  const dictNumber = (key: string) => Number(new RegExp(`/${key}\\s+(\\d+)`).exec(near)?.[1] ?? 0);
  return {
    chains: possibleFilterChains(text, at).slice(0, MAX_CHAINS).map((c) => c.map(fullFilterName)), body,
    earlyChange: /\/EarlyChange\s+0\b/.test(near) ? 0 : 1,
    pixels: dictNumber('Width') * dictNumber('Height'),
  };
}

/** Counts a stage's output; past `cap`, stops the chain. */
function counter(cap: number, budget: Budget): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (size > cap) return cb(new TooLarge());
      cb(Date.now() > budget.deadline ? new TooComplex() : null, chunk);
    },
  });
}

/**
 * Decodes `data` through `filters` (byte filters only), every stage counted against `cap`.
 * Resolves to whether a stage went past it, and the first bytes of the output.
 */
function decodeChain(data: Buffer, filters: string[], cap: number, earlyChange: number, budget: Budget): Promise<{ tooLarge: boolean; tooComplex: boolean; head: Buffer }> {
  return new Promise((resolve) => {
    const stages: Transform[] = [];
    for (const name of filters) {
      const decoder = decoderFor(name, { earlyChange });
      if (!decoder) return resolve({ tooLarge: false, tooComplex: false, head: Buffer.alloc(0) });
      stages.push(decoder, counter(cap, budget));
    }
    const head: Buffer[] = [];
    let kept = 0;
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        budget.bytesLeft -= chunk.length;
        if (budget.bytesLeft < 0) return cb(new TooComplex());
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
    pipeline([source, ...stages, sink] as unknown as [Readable, Writable], (err) => resolve({ tooLarge: err instanceof TooLarge, tooComplex: err instanceof TooComplex, head: Buffer.concat(head) }));
  });
}

export interface StreamCheckOptions {
  /** Wall clock of the whole check, ms (the extraction time limit). */
  timeoutMs?: number;
}

/**
 * Throws TOO_LARGE when any stream, through its filter chain, unpacks to more than
 * `maxStreamBytes`, and TOO_COMPLEX when all of them together unpack to more than eight times that
 * or the check takes longer than `timeoutMs` (it runs in the worker's own process).
 */
export async function checkPdfStreams(data: Buffer, maxStreamBytes: number, options: StreamCheckOptions = {}): Promise<void> {
  const text = data.toString('latin1');
  const timeoutMs = options.timeoutMs ?? 120_000;
  const budget: Budget = { bytesLeft: maxStreamBytes * TOTAL_STREAMS_FACTOR, deadline: Date.now() + timeoutMs };
  const refuse = () => {
    throw new DocumentError('TOO_LARGE', `a stream unpacks past ${maxStreamBytes} bytes`, LIMIT_TEXTS.stream(maxStreamBytes));
  };
  const tooComplex = () => {
    throw new DocumentError('TOO_COMPLEX', 'the streams unpack past the total or the time limit', LIMIT_TEXTS.streams(maxStreamBytes * TOTAL_STREAMS_FACTOR, timeoutMs));
  };
  for (const { at, begin } of streamKeywords(text)) {
    if (Date.now() > budget.deadline) tooComplex();
    const plan = planStream(data, text, at, begin);
    for (const filters of plan.chains) {
      if (!filters.length) continue;
      const codecAt = filters.findIndex((f) => IMAGE_CODECS.has(f));
      const byteFilters = codecAt < 0 ? filters : filters.slice(0, codecAt);
      // A filter poppler does not know (or Crypt) leaves the stream unreadable to it as well.
      if (byteFilters.some((f) => !BYTE_FILTERS.has(f))) continue;
      const decoded = byteFilters.length
        ? await decodeChain(plan.body, byteFilters, maxStreamBytes, plan.earlyChange, budget)
        : { tooLarge: false, tooComplex: false, head: plan.body.subarray(0, CODEC_HEAD_BYTES) };
      if (decoded.tooLarge) refuse();
      if (decoded.tooComplex) tooComplex();
      if (codecAt >= 0) {
        const fromCodec = filters[codecAt] === 'DCTDecode' ? (jpegPixels(decoded.head) ?? 0) : 0;
        if (Math.max(plan.pixels, fromCodec) > maxStreamBytes) refuse();
      }
    }
  }
}
