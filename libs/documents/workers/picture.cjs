'use strict';
/**
 * A photo (JPEG or PNG) made ready for OCR, in a child process the host runs under the extraction
 * limits (src/sandbox.ts runNodeChild), so decoding a huge or hostile picture cannot grow the
 * worker. Turned upright by its EXIF orientation (phones store portrait photos sideways with
 * Orientation 6 or 8, and Tesseract ignores the tag), grey, at most `maxSide` pixels a side.
 *
 * In: argv[2] = JSON {out, maxSide, maxPixels, turn?}; the picture's bytes on stdin. `turn` (degrees,
 * clockwise) replaces the EXIF orientation: OCR's second try at a page that reads badly, as if upside down.
 * Out (IPC): {type:'result'} once the PNG is written to `out`, or {type:'error', code, message}.
 */
const fs = require('node:fs');
const opts = JSON.parse(process.argv[2] || '{}');

function readStdin() {
  return new Promise((resolve, reject) => {
    const parts = [];
    process.stdin.on('data', (d) => parts.push(d));
    process.stdin.on('end', () => resolve(Buffer.concat(parts)));
    process.stdin.on('error', reject);
  });
}

async function main() {
  const sharp = require('sharp');
  sharp.concurrency(1);
  const input = await readStdin();
  try {
    const png = await sharp(input, { limitInputPixels: opts.maxPixels, failOn: 'error' })
      .rotate(opts.turn || undefined)
      .resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer();
    fs.writeFileSync(opts.out, png, { mode: 0o600 });
    return { type: 'result' };
  } catch (err) {
    return { type: 'error', code: 'CORRUPT', message: String((err && err.message) || err) };
  }
}

main().then(
  (msg) => process.send(msg),
  (err) => process.send({ type: 'error', code: 'CORRUPT', message: String((err && err.message) || err) }),
);
