/**
 * The extraction cache on the real MinIO: a document is read once per content; a scan (pages read
 * by OCR) is read again with another language hint, unless OCR read it well the first time.
 */
import { ExtractProgress } from '@lexmitra/documents';
import { extractionCacheKey, ObjectStore } from '@lexmitra/storage';
import { createHash, randomUUID } from 'node:crypto';
import { makePdf } from '../../../tools/fixtures/documents';
import { makeScannedPdf, renderTextPng } from '../../../tools/fixtures/scans';
import { requireStack } from '../../../tools/jest/require-stack';
import { extractCached } from '../src/documents/extraction-cache';

const stack = requireStack();
const store = new ObjectStore({ endpoint: stack.s3Endpoint, accessKey: process.env.S3_ACCESS_KEY!, secretKey: process.env.S3_SECRET_KEY!, bucket: 'lexmitra-test' });

const made: string[] = [];
afterAll(async () => {
  for (const key of made) await store.remove(key).catch(() => undefined);
});

/** Stores `bytes` as an upload and returns its key and a hash of its own, so no earlier run's cache answers. */
async function upload(bytes: Buffer, type = 'application/pdf'): Promise<{ key: string; sha: string }> {
  const key = `uploads/cache-spec/${randomUUID()}.${type === 'image/png' ? 'png' : 'pdf'}`;
  await store.put(key, bytes, type);
  const sha = createHash('sha256').update(bytes).update(randomUUID()).digest('hex');
  made.push(key, extractionCacheKey(sha));
  return { key, sha };
}

describe('extraction cache', () => {
  it('fails a document past a limit for good, with the limit and its numbers beside the English sentence', async () => {
    const { key, sha } = await upload(await makePdf([['A short page of text about a tenancy.'], ['A second page.']]));
    const reading = extractCached(store, key, sha, () => undefined, { limits: { maxChars: 10 } });
    await expect(reading).rejects.toMatchObject({
      failure: { code: 'DOCUMENT_TOO_LARGE', retryable: false, message: expect.stringMatching(/more than 10 characters/), limit: { limit: 'chars', max: 10 } },
    });
    expect(await store.exists(extractionCacheKey(sha))).toBe(false);
  });

  it('reads a text PDF once, whatever the language hint', async () => {
    const { key, sha } = await upload(await makePdf([['The petitioner shall appear before the court on the next date of hearing.']]));
    const first: ExtractProgress[] = [];
    await extractCached(store, key, sha, (p) => first.push(p), { language: 'en' });
    const again: ExtractProgress[] = [];
    const doc = await extractCached(store, key, sha, (p) => again.push(p), { language: 'hi' });
    expect(first.length).toBeGreaterThan(0);
    expect(again).toEqual([]);
    expect(doc.pages[0].paragraphs.join(' ')).toContain('next date of hearing');
    expect(await store.exists(extractionCacheKey(sha))).toBe(true);
  });

  it('reads a scan again when the hint changes, and not when it is the same', async () => {
    const { key, sha } = await upload(await makeScannedPdf(['NOTICE\n\nThe tenant shall vacate the premises within thirty days of this notice.']));
    const ocrSteps = async (language: string) => {
      const steps: ExtractProgress[] = [];
      await extractCached(store, key, sha, (p) => steps.push(p), { language });
      return steps.filter((p) => p.stage === 'ocr').length;
    };
    expect(await ocrSteps('en')).toBe(1);
    expect(await ocrSteps('en')).toBe(0);
    expect(await ocrSteps('hi')).toBe(1);
    expect(await ocrSteps('hi')).toBe(0);
  }, 60_000);

  it('does not read a photo again when only the language changes, once OCR has read it well', async () => {
    const { key, sha } = await upload(renderTextPng('SUMMONS\n\nYou are summoned to appear before this Court on 14 January 2027 at 11 A.M.', { dpi: 200 }), 'image/png');
    const ocrSteps = async (language: string) => {
      const steps: ExtractProgress[] = [];
      const doc = await extractCached(store, key, sha, (p) => steps.push(p), { language });
      return [steps.filter((p) => p.stage === 'ocr').length, doc.pages[0].ocrConfidence! >= 80];
    };
    expect(await ocrSteps('en')).toEqual([1, true]);
    expect(await ocrSteps('hi')).toEqual([0, true]);
    expect(await ocrSteps('ta')).toEqual([0, true]);
  }, 60_000);
});
