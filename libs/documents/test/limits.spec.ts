/**
 * Hard limits on reading a file: hostile documents generated here (tools/fixtures/bombs.ts) end
 * in a plain DocumentError, quickly, and the extractor process is gone afterwards.
 */
import { ascii85, deflateRepeated, lzw, makeContentStreamBombPdf, READER_SYNTAX_VARIANTS, makeDocxBomb, makeFilterChainBombPdf, makeHugeJpegPdf, makeHugePng, makeManyPagesPdf } from '../../../tools/fixtures/bombs';
import { makeDocx, makePdf } from '../../../tools/fixtures/documents';
import { checkPdfStreams, checkZip, DocumentError, extractDocument, extractPdfPages, runLimited, SandboxError } from '../src';
import { decoderFor } from '../src/pdf-filters';
import { Readable } from 'node:stream';
import { text as readAll } from 'node:stream/consumers';
import { execFileSync } from 'node:child_process';
import { makeScannedPdf } from '../../../tools/fixtures/scans';

const timed = async <T>(p: Promise<T>) => {
  const started = Date.now();
  const value = await p.then((v) => v, (e: unknown) => e);
  return { value, ms: Date.now() - started };
};

describe('extraction limits', () => {
  it('refuses a DOCX that unpacks to 200 MB from its central directory, before unpacking it', async () => {
    const bomb = await makeDocxBomb(200);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { value, ms } = await timed(extractDocument(bomb));
    expect(value).toBeInstanceOf(DocumentError);
    expect(value).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/unpacks to more than 50 MB/), limit: { limit: 'unzipped', max: 50 } });
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a small DOCX that unpacks to over 100 times its size, and passes a real one', async () => {
    await expect(checkZip(await makeDocxBomb(5), { maxUnzippedBytes: 50 * 1024 * 1024, maxZipRatio: 100 })).rejects.toMatchObject({
      code: 'TOO_LARGE', message: expect.stringMatching(/more than 100 times its size/),
    });
    const real = await checkZip(await makeDocx(['A plain paragraph of an affidavit.']), { maxUnzippedBytes: 50 * 1024 * 1024, maxZipRatio: 100 });
    expect(real.entries).toBeGreaterThan(3);
  });

  it('refuses a 30,000-page PDF at once, before reading a page', async () => {
    const { value, ms } = await timed(extractDocument(makeManyPagesPdf(30_000)));
    expect(value).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/more than 2,000 pages/), limit: { limit: 'pages', max: 2000 } });
    expect(ms).toBeLessThan(10_000);
  });

  it('stops pdfjs at the memory limit when it inflates a 320 MB content stream (past the stream check)', async () => {
    const bomb = await makeContentStreamBombPdf(320);
    const { value, ms } = await timed(extractPdfPages(bomb, undefined, { limits: { memoryMb: 256, timeoutMs: 30_000 } }));
    expect(value).toBeInstanceOf(DocumentError);
    // pdfjs keeps the whole inflated stream: the child's allocation fails, never the host's.
    expect(value).toMatchObject({ code: 'TOO_COMPLEX', message: expect.stringMatching(/more than 256 MB of memory/), limit: { limit: 'memory', max: 256 } });
    expect(ms).toBeLessThan(35_000);
  }, 40_000);

  it('caps characters and wall-clock time, each with its own sentence', async () => {
    const pdf = await makePdf([['The tenant shall pay the rent on the fifth of every month without fail.']]);
    await expect(extractDocument(pdf, { limits: { maxChars: 20 } })).rejects.toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/more than 20 characters/), limit: { limit: 'chars', max: 20 } });
    // pdftotext reads these 30,000 pages in about a second (race with the clock); the pdfjs child takes minutes.
    const { value, ms } = await timed(extractPdfPages(makeManyPagesPdf(30_000), undefined, { limits: { maxPages: 40_000, timeoutMs: 1500 } }));
    expect(value).toMatchObject({ code: 'TOO_COMPLEX', message: expect.stringMatching(/longer than 2 seconds/), limit: { limit: 'time', max: 2 } });
    expect(ms).toBeLessThan(4000);
  }, 20_000);

  it('stops a running extraction within 2 s of an abort', async () => {
    const controller = new AbortController();
    const running = timed(extractPdfPages(makeManyPagesPdf(30_000), undefined, { limits: { maxPages: 40_000 }, signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 1000));
    const abortedAt = Date.now();
    controller.abort();
    const { value } = await running;
    expect(value).toBeInstanceOf(SandboxError);
    expect((value as SandboxError).reason).toBe('aborted');
    expect(Date.now() - abortedAt).toBeLessThan(2000);
  }, 20_000);
});

describe('runLimited (the runner native tools use)', () => {
  it('returns the exit code and output of a command', async () => {
    const res = await runLimited(process.execPath, ['-e', 'process.stdin.pipe(process.stdout); process.stdin.on("end", () => process.exitCode = 3)'], { memoryMb: 256, timeoutMs: 10_000, input: Buffer.from('hello') });
    expect(res).toMatchObject({ code: 3 });
    expect(res.stdout.toString()).toBe('hello');
  });

  it('refuses more memory than the limit, more output than the cap, and more time than allowed', async () => {
    await expect(runLimited(process.execPath, ['-e', 'new Uint8Array(300e6).fill(1)'], { memoryMb: 160, timeoutMs: 10_000 })).rejects.toMatchObject({ reason: 'memory' });
    await expect(runLimited(process.execPath, ['-e', 'process.stdout.write("x".repeat(1e6))'], { memoryMb: 256, timeoutMs: 10_000, maxOutputBytes: 1000 })).rejects.toMatchObject({ reason: 'output' });
    const { value, ms } = await timed(runLimited('sleep', ['30'], { memoryMb: 64, timeoutMs: 500 }));
    expect(value).toMatchObject({ reason: 'timeout' });
    expect(ms).toBeLessThan(2000);
  }, 20_000);
});

describe('PDF stream check', () => {
  it('refuses a content stream that unpacks past the limit before any reader runs, and passes real PDFs', async () => {
    const bomb = await makeContentStreamBombPdf(320);
    const { value, ms } = await timed(extractDocument(bomb));
    expect(value).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/unpacks to more than 64 MB/) });
    expect(ms).toBeLessThan(3000);
    await expect(checkPdfStreams(bomb, 400 * 1024 * 1024)).resolves.toBeUndefined();
    await expect(checkPdfStreams(await makePdf([['An ordinary page of an order.']]), 1024)).resolves.toBeUndefined();
  });
});

describe('photos past the pixel limit (issue 28)', () => {
  it('refuses a 20,000 × 20,000 PNG as too large, not as damaged, without decoding it', async () => {
    const { value, ms } = await timed(extractDocument(makeHugePng(20_000, 20_000)));
    expect(value).toBeInstanceOf(DocumentError);
    expect(value).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/more than 50 million pixels/), limit: { limit: 'pixels', max: 50 } });
    expect(ms).toBeLessThan(1000);
  });
});

describe('PDF stream check: every stream, every filter chain (issue 28)', () => {
  const MB = 1024 * 1024;

  it.each(['image-subtype', 'hex-flate', 'a85-flate'] as const)('refuses a 320 MB content-stream bomb dressed as %s, quickly', async (variant) => {
    const bomb = await makeContentStreamBombPdf(320, variant);
    const { value, ms } = await timed(extractDocument(bomb));
    expect(value).toBeInstanceOf(DocumentError);
    expect(value).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/unpacks to more than 64 MB/) });
    // Decoding 64 MB takes well under a second alone; the bound leaves room for a busy machine. Without
    // the check the readers run into their time limit instead (20 s and more).
    expect(ms).toBeLessThan(10_000);
  }, 30_000);

  it.each(['flate-runlength', 'lzw'] as const)('refuses a content stream behind %s that unpacks past the limit, and passes it under a larger one', async (filter) => {
    const bomb = await makeFilterChainBombPdf(filter, 12);
    expect(bomb.length).toBeLessThan(MB);
    await expect(checkPdfStreams(bomb, 8 * MB)).rejects.toMatchObject({ code: 'TOO_LARGE' });
    await expect(checkPdfStreams(bomb, 16 * MB)).resolves.toBeUndefined();
  }, 20_000);

  it('refuses a page drawing a 30,000 × 30,000 pixel JPEG before a reader renders it, and passes a scan-sized one', async () => {
    const { value, ms } = await timed(extractDocument(makeHugeJpegPdf(30_000, 30_000)));
    expect(value).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/unpacks to more than 64 MB/) });
    expect(ms).toBeLessThan(3000);
    // An A4 page scanned at 600 dpi is about 4,960 × 7,016 pixels.
    await expect(checkPdfStreams(makeHugeJpegPdf(4960, 7016), 64 * MB)).resolves.toBeUndefined();
  });

  it('decodes each filter as the standard says (round trips of the fixtures\' encoders)', async () => {
    const sample = Buffer.from('BT /F1 12 Tf (धारा 138 notice) Tj ET\n'.repeat(500) + 'x'.repeat(70_000));
    const decode = async (name: string, encoded: Buffer) => {
      const chunks: Buffer[] = [];
      for await (const c of Readable.from([encoded]).pipe(decoderFor(name)!)) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    };
    expect((await decode('LZWDecode', lzw(sample))).equals(sample)).toBe(true);
    expect((await decode('ASCII85Decode', Buffer.from(`${ascii85(sample)}~>`))).equals(sample)).toBe(true);
    expect((await decode('ASCIIHexDecode', Buffer.from(`${sample.toString('hex')}>`))).equals(sample)).toBe(true);
    expect(await readAll(Readable.from([Buffer.from([2, 0x61, 0x62, 0x63, 253, 0x7a, 128])]).pipe(decoderFor('RunLengthDecode')!))).toBe('abczzzz');
  });

  it('builds LZW streams poppler reads: pdftotext finds the text', () => {
    // Checks the fixture encoder (and so the decoder it round-trips with) against poppler itself.
    const pdf = makeFilterChainBombPdfSync();
    const out = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    expect(out).toContain('Behind a chain of filters.');
  });
});

/** A small LZW page (a few KB of spaces after the text). */
function makeFilterChainBombPdfSync(): Buffer {
  const head = 'BT /F1 12 Tf 72 770 Td (Behind a chain of filters.) Tj ET\n' + ' '.repeat(20_000) + 'BT /F1 12 Tf 72 700 Td (End.) Tj ET\n';
  const body = lzw(Buffer.from(head));
  const stream = Buffer.concat([Buffer.from(`<< /Length ${body.length} /Filter /LZWDecode >>\nstream\n`), body, Buffer.from('\nendstream')]);
  const parts = [Buffer.from('%PDF-1.7\n')];
  const objs = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>', stream, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const offsets: number[] = [];
  let offset = parts[0].length;
  objs.forEach((o, i) => {
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof o === 'string' ? Buffer.from(o) : o, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    offset += b.length;
    parts.push(b);
  });
  parts.push(Buffer.from(`xref\n0 6\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

describe('PDF stream check: streams found as the reader finds them', () => {
  const MB = 1024 * 1024;

  it.each(READER_SYNTAX_VARIANTS)('refuses a 320 MB content-stream bomb written with %s, quickly; poppler reads the same syntax', async (variant) => {
    const { value, ms } = await timed(extractDocument(await makeContentStreamBombPdf(320, variant)));
    expect(value).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/unpacks to more than 64 MB/) });
    expect(ms).toBeLessThan(10_000);
    // The fixture is no straw man: a small one written the same way is read by pdftotext.
    const small = await makeContentStreamBombPdf(1, variant);
    expect(execFileSync('pdftotext', ['-', '-'], { input: small }).toString()).toContain('The content of this page never ends.');
  }, 30_000);

  /** `count` Flate content streams of `mb` MB each, in objects of their own (no page needs them to be sized). */
  async function manyStreams(count: number, mb: number): Promise<Buffer> {
    const body = await deflateRepeated(Buffer.from('q Q\n'.repeat(MB / 4)), mb);
    return Buffer.concat([Buffer.from('%PDF-1.7\n'), ...Array.from({ length: count }, (_, i) =>
      Buffer.concat([Buffer.from(`${i + 1} 0 obj\n<< /Length ${body.length} /Filter /FlateDecode >>\nstream\n`), body, Buffer.from('\nendstream\nendobj\n')]))]);
  }

  it('refuses as too complex a file whose streams, each under the limit, together unpack past eight times it', async () => {
    const pdf = await manyStreams(20, 1);
    await expect(checkPdfStreams(pdf, 2 * MB)).rejects.toMatchObject({ code: 'TOO_COMPLEX', message: expect.stringMatching(/together unpack to more than 16 MB/), limit: { limit: 'streams', max: 16 } });
    await expect(checkPdfStreams(pdf, 4 * MB)).resolves.toBeUndefined();
  }, 30_000);

  it('stops sizing streams at the time limit, as too complex', async () => {
    const pdf = await manyStreams(20, 1);
    await expect(checkPdfStreams(pdf, 64 * MB, { timeoutMs: 1 })).rejects.toMatchObject({ code: 'TOO_COMPLEX' });
  }, 30_000);
});

describe('time and processor limits of every run', () => {
  it('stops a process that burns more processor time than allowed, though its wall clock has room', async () => {
    const started = Date.now();
    const run = runLimited('/bin/sh', ['-c', 'while :; do :; done'], { memoryMb: 64, timeoutMs: 60_000, cpuMs: 1000 });
    await expect(run).rejects.toMatchObject({ reason: 'timeout', message: expect.stringMatching(/processor time/) });
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 40_000);

  it('ends an OCR step past its time as TOO_COMPLEX (a failure of the file), not as a crash', async () => {
    const pdf = await makeScannedPdf(['A scanned page of a notice that OCR must read, with enough words to take a while.']);
    const reading = extractDocument(pdf, { ocr: { pageTimeoutMs: 1 } });
    await expect(reading).rejects.toBeInstanceOf(DocumentError);
    await expect(reading).rejects.toMatchObject({ code: 'TOO_COMPLEX', message: expect.stringMatching(/took longer than \d+ seconds/) });
  }, 40_000);
});
