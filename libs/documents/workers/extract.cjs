'use strict';
/**
 * One document's text, extracted in a child process that the host runs under a memory and a time
 * limit (src/sandbox.ts runNodeChild). Plain CommonJS so it runs under Node's own loader in every
 * host (worker service, BFF, jest); pdfjs-dist ships only ES modules, which Node 20.19+ requires
 * natively.
 *
 * In: argv[2] = JSON {kind: 'pdf'|'docx'|'doc', maxPages, maxChars}; the file's bytes on stdin.
 * Out (IPC): {type:'progress', done, total}… then {type:'result', pages:[{number, text}]} or
 * {type:'error', code, message, limit?}. `code` is a DocumentError code, or MEMORY when an
 * allocation failed (the process limit was reached and the allocation was refused).
 */
const opts = JSON.parse(process.argv[2] || '{}');

// A line break is inferred when the baseline moves; a paragraph break when it moves by more than
// this many line heights (blank line in the original layout).
const PARAGRAPH_GAP = 1.6;

class Limit extends Error {
  constructor(limit, message) {
    super(message);
    this.limit = limit;
  }
}

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

function checkChars(n) {
  if (opts.maxChars && n > opts.maxChars) throw new Limit('chars', `more than ${opts.maxChars} characters`);
}

async function pdf(data) {
  const pdfjs = require('pdfjs-dist/legacy/build/pdf.mjs');
  let doc;
  try {
    doc = await pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  } catch (err) {
    if (err && err.name === 'PasswordException') return { type: 'error', code: 'ENCRYPTED', message: String(err.message) };
    throw err;
  }
  const total = doc.numPages;
  // Before reading any page: a 30,000-page file is refused at once, not after minutes of work.
  if (opts.maxPages && total > opts.maxPages) throw new Limit('pages', `${total} pages`);
  const pages = [];
  let chars = 0;
  for (let number = 1; number <= total; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    const text = pageText(content.items);
    checkChars((chars += text.length));
    pages.push({ number, text });
    page.cleanup();
    process.send({ type: 'progress', done: number, total });
  }
  await doc.destroy();
  return { type: 'result', pages };
}

async function docx(data) {
  const mammoth = require('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: data });
  checkChars(value.length);
  return { type: 'result', pages: [{ number: 1, text: value }] };
}

async function doc(data) {
  const WordExtractor = require('word-extractor');
  const body = (await new WordExtractor().extract(data)).getBody();
  checkChars(body.length);
  // Word separates paragraphs with single newlines; make them blank-line separated like DOCX.
  return { type: 'result', pages: [{ number: 1, text: body.replace(/\r\n?/g, '\n').split('\n').join('\n\n') }] };
}

function readStdin() {
  return new Promise((resolve, reject) => {
    const parts = [];
    process.stdin.on('data', (d) => parts.push(d));
    process.stdin.on('end', () => resolve(Buffer.concat(parts)));
    process.stdin.on('error', reject);
  });
}

const ENGINES = { pdf, docx, doc };

async function main() {
  const data = await readStdin();
  const engine = ENGINES[opts.kind];
  if (!engine) return { type: 'error', code: 'UNSUPPORTED', message: `no extractor for ${opts.kind}` };
  // pdfjs wants a plain Uint8Array; mammoth and word-extractor a Buffer.
  return engine(opts.kind === 'pdf' ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : data);
}

function failure(err) {
  if (err instanceof Limit) return { type: 'error', code: 'LIMIT', limit: err.limit, message: err.message };
  const message = String((err && err.message) || err);
  // An ArrayBuffer the process limit refused: the file needs more memory than it may have.
  if (err instanceof RangeError && /allocation failed|Invalid typed array length|Array buffer/i.test(message)) return { type: 'error', code: 'MEMORY', message };
  return { type: 'error', code: 'CORRUPT', message };
}

main().then(
  (msg) => process.send(msg),
  (err) => process.send(failure(err)),
);
