import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DocumentError } from '../errors';
import { jpegPixels, pngPixels } from '../image-size';
import { ExtractLimits, LIMIT_TEXTS, limitError, resolveLimits } from '../limits';
import { runNodeChild } from '../sandbox';

/** A photo larger than this (pixels) is refused before it is decoded: 50 MP, beyond most phones. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Longest side kept for OCR: an A4 notice at ~350 dpi; a 48 MP photo gains nothing over it. */
const MAX_SIDE = 4000;

// Resolves from src/ (tests) and dist/ (built) alike: the worker file lives beside both.
const CHILD_FILE = path.resolve(__dirname, '../../workers/picture.cjs');

/**
 * The photo upright (EXIF orientation), grey, as PNG: decoded by sharp in a limited child
 * (workers/picture.cjs). With `turn` (degrees clockwise) the picture is turned by that instead.
 */
export async function uprightPicture(data: Uint8Array, limits: Pick<ExtractLimits, 'memoryMb' | 'timeoutMs'>, signal?: AbortSignal, turn?: 90 | 180 | 270): Promise<Buffer> {
  // Sized from its header first: a picture past the limit is too large, not damaged (sharp's own
  // refusal would read as a decoding failure).
  const pixels = jpegPixels(data.subarray(0, 256 * 1024)) ?? pngPixels(data.subarray(0, 64));
  if (pixels !== null && pixels > MAX_INPUT_PIXELS) throw new DocumentError('TOO_LARGE', `${pixels} pixels`, LIMIT_TEXTS.pixels(MAX_INPUT_PIXELS));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lexmitra-photo-'));
  try {
    const out = path.join(dir, 'page.png');
    let final;
    try {
      final = await runNodeChild(CHILD_FILE, {
        memoryMb: limits.memoryMb, timeoutMs: limits.timeoutMs, signal,
        input: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        args: { out, maxSide: MAX_SIDE, maxPixels: MAX_INPUT_PIXELS, turn },
      });
    } catch (err) {
      throw limitError(err, resolveLimits(limits));
    }
    if (final.type === 'error') {
      // A header that understated the size: sharp's pixel limit is a size refusal all the same.
      if (/pixel limit/i.test(String(final.message))) throw new DocumentError('TOO_LARGE', String(final.message), LIMIT_TEXTS.pixels(MAX_INPUT_PIXELS));
      throw new DocumentError('CORRUPT', String(final.message));
    }
    return await fs.readFile(out);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
