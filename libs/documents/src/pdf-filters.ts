/**
 * The PDF stream filters poppler decodes for text and rendering (ISO 32000-1 §7.4), as streaming
 * Transforms, so pdf-check.ts can size a stream through its whole filter chain the way a reader
 * would unpack it. zlib does FlateDecode; the four small ones are written here because no kept npm
 * package offers them as streams (each follows the standard's description and nothing more).
 * Image codecs (DCT, JPX, JBIG2, CCITT) are not decoded: pdf-check sizes them from their header.
 */
import { Transform, TransformCallback } from 'node:stream';
import zlib from 'node:zlib';

/** Full names of the filters, by the abbreviations inline images may use (§8.9.7, Table 94). */
const ABBREVIATIONS: Record<string, string> = {
  AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', LZW: 'LZWDecode', Fl: 'FlateDecode', RL: 'RunLengthDecode',
  CCF: 'CCITTFaxDecode', DCT: 'DCTDecode',
};
export const fullFilterName = (name: string) => ABBREVIATIONS[name] ?? name;

/** Filters whose output is an image: sized by their pixels, not decoded. */
export const IMAGE_CODECS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);
/** Filters decoded here. */
export const BYTE_FILTERS = new Set(['FlateDecode', 'ASCIIHexDecode', 'ASCII85Decode', 'LZWDecode', 'RunLengthDecode']);

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
/** At most this many output bytes per push, so one input chunk cannot build a large buffer at once. */
const PUSH_BYTES = 64 * 1024;

/** Value of each hex digit by byte, -1 for anything else. */
const HEX = new Int8Array(256).fill(-1);
for (let i = 0; i < 16; i++) HEX['0123456789abcdef'.charCodeAt(i)] = HEX['0123456789ABCDEF'.charCodeAt(i)] = i;

/** Pairs of hex digits; whitespace ignored; `>` ends; an odd last digit is followed by 0. */
class AsciiHexDecode extends Transform {
  private half = -1;
  private ended = false;

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    const out = Buffer.allocUnsafe(Math.ceil(chunk.length / 2) + 1);
    let n = 0;
    for (const c of chunk) {
      if (this.ended) break;
      if (c === 0x3e) this.ended = true;
      else if (!isSpace(c)) {
        const v = HEX[c];
        if (v < 0) return cb(new Error('ASCIIHexDecode: bad digit'));
        if (this.half < 0) this.half = v;
        else {
          out[n++] = (this.half << 4) | v;
          this.half = -1;
        }
      }
    }
    cb(null, out.subarray(0, n));
  }

  override _flush(cb: TransformCallback): void {
    cb(null, this.half >= 0 ? Buffer.from([this.half << 4]) : undefined);
  }
}

/** Base-85 groups of five (`!`…`u`), `z` for four zeros; whitespace ignored; `~>` ends. */
class Ascii85Decode extends Transform {
  private readonly group = new Uint8Array(5);
  private filled = 0;
  private ended = false;

  /** Writes the bytes of a group of `n` digits (a short last group is padded with `u`). */
  private decodeGroup(out: Buffer, at: number, n: number): number {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (i < n ? this.group[i] : 84);
    const word = Buffer.allocUnsafe(4);
    word.writeUInt32BE(value >>> 0);
    word.copy(out, at, 0, n - 1);
    return at + n - 1;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    const out = Buffer.allocUnsafe(chunk.length * 4 + 4);
    let n = 0;
    for (const c of chunk) {
      if (this.ended) break;
      if (isSpace(c)) continue;
      if (c === 0x7e) this.ended = true;
      else if (c === 0x7a && this.filled === 0) {
        out.fill(0, n, n + 4);
        n += 4;
      } else if (c >= 0x21 && c <= 0x75) {
        this.group[this.filled++] = c - 0x21;
        if (this.filled === 5) {
          n = this.decodeGroup(out, n, 5);
          this.filled = 0;
        }
      } else return cb(new Error('ASCII85Decode: bad character'));
    }
    cb(null, out.subarray(0, n));
  }

  override _flush(cb: TransformCallback): void {
    const out = Buffer.alloc(4);
    cb(null, this.filled > 1 ? out.subarray(0, this.decodeGroup(out, 0, this.filled)) : undefined);
  }
}

/** A length byte: 0–127 copies the next n+1 bytes, 129–255 repeats the next byte 257−n times, 128 ends. */
class RunLengthDecode extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private ended = false;

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    const data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const parts: Buffer[] = [];
    let size = 0;
    let i = 0;
    while (i < data.length && !this.ended) {
      const n = data[i];
      if (n === 128) {
        this.ended = true;
        break;
      }
      if (n < 128) {
        if (i + 1 + n + 1 > data.length) break;
        parts.push(data.subarray(i + 1, i + 2 + n));
        size += n + 1;
        i += n + 2;
      } else {
        if (i + 1 >= data.length) break;
        parts.push(Buffer.alloc(257 - n, data[i + 1]));
        size += 257 - n;
        i += 2;
      }
      if (size >= PUSH_BYTES) {
        this.push(Buffer.concat(parts.splice(0)));
        size = 0;
      }
    }
    this.pending = this.ended ? Buffer.alloc(0) : Buffer.from(data.subarray(i));
    cb(null, Buffer.concat(parts));
  }
}

/** Variable-width codes (9–12 bits, MSB first), 256 clears the table, 257 ends (§7.4.4). */
class LzwDecode extends Transform {
  private readonly early: number;
  private prefix: Int32Array = new Int32Array(4096);
  private suffix: Uint8Array = new Uint8Array(4096);
  private length: Int32Array = new Int32Array(4096);
  private next = 258;
  private width = 9;
  private previous = -1;
  private bits = 0;
  private bitCount = 0;
  private ended = false;

  constructor(earlyChange = 1) {
    super();
    this.early = earlyChange;
    for (let i = 0; i < 256; i++) {
      this.prefix[i] = -1;
      this.suffix[i] = i;
      this.length[i] = 1;
    }
  }

  private reset(): void {
    this.next = 258;
    this.width = 9;
    this.previous = -1;
  }

  /** The bytes of `code`, written backwards from its last byte. */
  private sequence(code: number): Buffer {
    const out = Buffer.allocUnsafe(this.length[code]);
    for (let i = out.length - 1, c = code; i >= 0; i--, c = this.prefix[c]) out[i] = this.suffix[c];
    return out;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    const parts: Buffer[] = [];
    let size = 0;
    for (const byte of chunk) {
      if (this.ended) break;
      this.bits = ((this.bits << 8) | byte) & 0xffffff;
      this.bitCount += 8;
      while (this.bitCount >= this.width && !this.ended) {
        const code = (this.bits >>> (this.bitCount - this.width)) & ((1 << this.width) - 1);
        this.bitCount -= this.width;
        if (code === 256) {
          this.reset();
          continue;
        }
        if (code === 257) {
          this.ended = true;
          break;
        }
        let entry: Buffer;
        if (code < this.next && (code < 256 || code >= 258)) entry = this.sequence(code);
        else if (code === this.next && this.previous >= 0) {
          const prev = this.sequence(this.previous);
          entry = Buffer.concat([prev, prev.subarray(0, 1)]);
        } else return cb(new Error('LZWDecode: bad code'));
        if (this.previous >= 0 && this.next < 4096) {
          this.prefix[this.next] = this.previous;
          this.suffix[this.next] = entry[0];
          this.length[this.next] = this.length[this.previous] + 1;
          this.next++;
          if (this.next + this.early >= 1 << this.width && this.width < 12) this.width++;
        }
        this.previous = code;
        parts.push(entry);
        size += entry.length;
        if (size >= PUSH_BYTES) {
          this.push(Buffer.concat(parts.splice(0)));
          size = 0;
        }
      }
    }
    cb(null, Buffer.concat(parts));
  }
}

/** The decoding stage of one byte filter, or null for a filter poppler would not decode either. */
export function decoderFor(name: string, params: { earlyChange?: number } = {}): Transform | null {
  switch (name) {
    case 'FlateDecode':
      return zlib.createInflate({ chunkSize: 16 * 1024 });
    case 'ASCIIHexDecode':
      return new AsciiHexDecode();
    case 'ASCII85Decode':
      return new Ascii85Decode();
    case 'RunLengthDecode':
      return new RunLengthDecode();
    case 'LZWDecode':
      return new LzwDecode(params.earlyChange ?? 1);
    default:
      return null;
  }
}
