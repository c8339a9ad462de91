'use strict';
/**
 * A photo (JPEG or PNG) made ready for OCR, in a child process the host runs under the extraction
 * limits (src/sandbox.ts runNodeChild), so decoding a huge or hostile picture cannot grow the
 * worker. Turned upright by its EXIF orientation (phones store portrait photos sideways with
 * Orientation 6 or 8, and Tesseract ignores the tag), grey, at most `maxSide` pixels a side.
 *
 * Then cleaned for OCR as a phone photo needs: contrast stretched (a washed-out page in window light),
 * speckle smoothed, and straightened: a page photographed a few degrees askew loses whole lines in
 * Tesseract, so the skew is measured (the angle at which the dark pixels fall into the sharpest rows)
 * and turned back. The measured angle is reported.
 *
 * In: argv[2] = JSON {out, maxSide, maxPixels, turn?}; the picture's bytes on stdin. `turn` (degrees,
 * clockwise) replaces the EXIF orientation and the cleaning: OCR's second try at a page that reads badly,
 * as if upside down.
 * Out (IPC): {type:'result', skew} once the PNG is written to `out`, or {type:'error', code, message}.
 */
const fs = require('node:fs');
const opts = require.main === module ? JSON.parse(process.argv[2] || '{}') : {};

function readStdin() {
  return new Promise((resolve, reject) => {
    const parts = [];
    process.stdin.on('data', (d) => parts.push(d));
    process.stdin.on('end', () => resolve(Buffer.concat(parts)));
    process.stdin.on('error', reject);
  });
}

/** Widest skew looked for, and the steps of the coarse and fine search (degrees). */
const MAX_SKEW = 12;
/** Below this the page is left as it is: turning costs a resampling blur for nothing. */
const MIN_SKEW = 0.3;

/**
 * The clockwise turn (degrees) that straightens the text of a grey picture: each candidate angle
 * turns the dark pixels' coordinates and bins them into rows; lines of text aligned with the rows
 * give the peakiest histogram (the largest sum of squared row counts).
 */
function measureSkew(data, width, height) {
  // Only the middle of the picture is read: its edges show the table or hand the page lies on,
  // whose straight borders would outvote the lines of text.
  const x0 = Math.floor(width * 0.12);
  const x1 = Math.ceil(width * 0.88);
  const y0 = Math.floor(height * 0.08);
  const y1 = Math.ceil(height * 0.92);
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) { sum += data[y * width + x]; n++; }
  // Ink is much darker than the paper around it (the picture is already contrast-stretched).
  const threshold = (sum / n) * 0.45;
  const xs = [];
  const ys = [];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (data[y * width + x] < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 200) return 0;
  const rows = new Float64Array(Math.ceil(Math.hypot(width, height)) * 2 + 2);
  const offset = Math.ceil(Math.hypot(width, height));
  const score = (deg) => {
    const a = (deg * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    rows.fill(0);
    for (let k = 0; k < xs.length; k++) rows[Math.round(xs[k] * sin + ys[k] * cos) + offset]++;
    let s = 0;
    for (let r = 0; r < rows.length; r++) s += rows[r] * rows[r];
    return s;
  };
  let best = 0;
  let bestScore = score(0);
  for (let deg = -MAX_SKEW; deg <= MAX_SKEW; deg += 0.5) {
    const s = score(deg);
    if (s > bestScore) [best, bestScore] = [deg, s];
  }
  const coarse = best;
  for (let deg = coarse - 0.5; deg <= coarse + 0.5; deg += 0.1) {
    const s = score(deg);
    if (s > bestScore) [best, bestScore] = [deg, s];
  }
  return Math.round(best * 10) / 10;
}

async function main() {
  const sharp = require('sharp');
  sharp.concurrency(1);
  const input = await readStdin();
  try {
    if (opts.turn) {
      // OCR's second try at a page it read badly: the page was cleaned on the way in, only turn it.
      const png = await sharp(input, { limitInputPixels: opts.maxPixels, failOn: 'error' }).rotate(opts.turn).greyscale().png({ compressionLevel: 1 }).toBuffer();
      fs.writeFileSync(opts.out, png, { mode: 0o600 });
      return { type: 'result', skew: 0 };
    }
    const grey = await sharp(input, { limitInputPixels: opts.maxPixels, failOn: 'error' })
      .rotate(opts.turn || undefined)
      .resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .normalise({ lower: 2, upper: 98 })
      .median(3)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = grey.info;
    // The skew is measured on a copy about 1000 pixels wide: as exact, far less work.
    const scale = Math.min(1, 1000 / width);
    const small = scale < 1 ? await sharp(grey.data, { raw: { width, height, channels: 1 } }).resize({ width: Math.round(width * scale) }).extractChannel(0).raw().toBuffer({ resolveWithObject: true }) : grey;
    const skew = measureSkew(small.data, small.info.width, small.info.height);
    let page = sharp(grey.data, { raw: { width, height, channels: 1 } });
    if (Math.abs(skew) >= MIN_SKEW) page = page.rotate(skew, { background: { r: 255, g: 255, b: 255 } });
    const png = await page.png({ compressionLevel: 1 }).toBuffer();
    fs.writeFileSync(opts.out, png, { mode: 0o600 });
    return { type: 'result', skew };
  } catch (err) {
    return { type: 'error', code: 'CORRUPT', message: String((err && err.message) || err) };
  }
}

if (require.main === module) {
  main().then(
    (msg) => process.send(msg),
    (err) => process.send({ type: 'error', code: 'CORRUPT', message: String((err && err.message) || err) }),
  );
}
module.exports = { measureSkew };
