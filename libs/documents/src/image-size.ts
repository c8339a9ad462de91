/**
 * Pixels of a JPEG or PNG from its header alone (nothing is decoded), so a picture too large to
 * read is refused as too large before a decoder is asked to allocate for it.
 */

/** Pixels from a JPEG's frame header (SOFn), or null when `head` holds none. */
export function jpegPixels(head: Uint8Array): number | null {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return b.readUInt16BE(i + 5) * b.readUInt16BE(i + 7);
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

/** Pixels from a PNG's IHDR (always the first chunk), or null when it is not a PNG. */
export function pngPixels(head: Uint8Array): number | null {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return b.readUInt32BE(16) * b.readUInt32BE(20);
}
