/**
 * Hard limits on reading a file: hostile documents generated here (tools/fixtures/bombs.ts) end
 * in a plain DocumentError, quickly, and the extractor process is gone afterwards.
 */
import { makeContentStreamBombPdf, makeDocxBomb, makeManyPagesPdf } from '../../../tools/fixtures/bombs';
import { makeDocx, makePdf } from '../../../tools/fixtures/documents';
import { checkPdfStreams, checkZip, DocumentError, extractDocument, extractPdfPages, runLimited, SandboxError } from '../src';

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
    expect(value).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/unpacks to more than 50 MB/) });
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
    expect(value).toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/more than 2,000 pages/) });
    expect(ms).toBeLessThan(10_000);
  });

  it('stops pdfjs at the memory limit when it inflates a 320 MB content stream (past the stream check)', async () => {
    const bomb = await makeContentStreamBombPdf(320);
    const { value, ms } = await timed(extractPdfPages(bomb, undefined, { limits: { memoryMb: 256, timeoutMs: 30_000 } }));
    expect(value).toBeInstanceOf(DocumentError);
    // pdfjs keeps the whole inflated stream: the child's allocation fails, never the host's.
    expect(value).toMatchObject({ code: 'TOO_COMPLEX', message: expect.stringMatching(/more than 256 MB of memory/) });
    expect(ms).toBeLessThan(35_000);
  }, 40_000);

  it('caps characters and wall-clock time, each with its own sentence', async () => {
    const pdf = await makePdf([['The tenant shall pay the rent on the fifth of every month without fail.']]);
    await expect(extractDocument(pdf, { limits: { maxChars: 20 } })).rejects.toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/more than 20 characters/) });
    // pdftotext reads these 30,000 pages in about a second (race with the clock); the pdfjs child takes minutes.
    const { value, ms } = await timed(extractPdfPages(makeManyPagesPdf(30_000), undefined, { limits: { maxPages: 40_000, timeoutMs: 1500 } }));
    expect(value).toMatchObject({ code: 'TOO_COMPLEX', message: expect.stringMatching(/longer than 2 seconds/) });
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
