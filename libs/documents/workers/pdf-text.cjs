'use strict';
/**
 * PDF text extraction in a worker thread. Two reasons it is a separate plain-JS file: parsing a
 * PDF is CPU-bound and must not block the host's event loop, and pdfjs-dist ships only ES modules,
 * which Node 20.19+ can require natively while jest's CommonJS runtime cannot; a worker thread runs
 * under Node's own loader in every host (worker service, BFF, jest).
 *
 * In: workerData = { data: Uint8Array }. Out: messages {type:'progress', done, total} and finally
 * {type:'result', pages:[{number, text}]} or {type:'error', code, message}.
 */
const { parentPort, workerData } = require('node:worker_threads');

// A line break is inferred when the baseline moves; a paragraph break when it moves by more than
// this many line heights (blank line in the original layout).
const PARAGRAPH_GAP = 1.6;

function pageText(items) {
  let out = '';
  let lastY = null;
  let lastHeight = 0;
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    const y = item.transform ? item.transform[5] : null;
    const height = item.height || lastHeight || 10;
    if (lastY !== null && y !== null && Math.abs(y - lastY) > 1) {
      const gap = Math.abs(y - lastY) / Math.max(height, 1);
      // hasEOL may already have ended the line; never let that and the move add up to a paragraph.
      out = out.replace(/[ \t\n]+$/, '') + (gap > PARAGRAPH_GAP ? '\n\n' : '\n');
    }
    out += item.str;
    if (item.hasEOL) out += '\n';
    if (y !== null) lastY = y;
    lastHeight = height;
  }
  return out.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

async function main() {
  const pdfjs = require('pdfjs-dist/legacy/build/pdf.mjs');
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data: workerData.data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (err) {
    const name = err && err.name;
    const code = name === 'PasswordException' ? 'ENCRYPTED' : 'CORRUPT';
    parentPort.postMessage({ type: 'error', code, message: String((err && err.message) || err) });
    return;
  }
  const pages = [];
  const total = doc.numPages;
  for (let number = 1; number <= total; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    pages.push({ number, text: pageText(content.items) });
    page.cleanup();
    parentPort.postMessage({ type: 'progress', done: number, total });
  }
  await doc.destroy();
  parentPort.postMessage({ type: 'result', pages });
}

main().catch((err) => parentPort.postMessage({ type: 'error', code: 'CORRUPT', message: String((err && err.message) || err) }));
