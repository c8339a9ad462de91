/**
 * OCR of Bengali scans: a West Bengal notice typeset at 300 dpi (tools/fixtures/scans.ts) and read
 * with tesseract's Bengali data, with the Bengali hint a Bengali interface sends and without one
 * (script detection). Bengali is on the language list and its traineddata is installed.
 */
import { makeScannedPdf, characterErrorRate } from '../../../tools/fixtures/scans';
import { OCR_LANGUAGE_BY_CODE, OCR_TRAINEDDATA, extractDocument, plainText } from '../src';

const BENGALI = 'উকিলের নোটিস\n\nআপনাকে জানানো হচ্ছে যে আপনার দেওয়া চেকটি অপর্যাপ্ত তহবিলের কারণে ব্যাংক ফেরত দিয়েছে। এই নোটিস পাওয়ার পনেরো দিনের মধ্যে টাকা মিটিয়ে দিন, নইলে আদালতে মামলা করা হবে।';

describe('OCR of Bengali scans', () => {
  it('offers Bengali: bn reads with ben, whose data the set-up installs', () => {
    expect(OCR_LANGUAGE_BY_CODE.bn).toBe('ben');
    expect(OCR_TRAINEDDATA).toContain('ben');
  });

  it.each([['bn' as const], [undefined]])('reads a scanned Bengali notice, conjuncts included (hint %s)', async (language) => {
    const doc = await extractDocument(await makeScannedPdf([BENGALI]), language ? { language } : {});
    expect(doc.pages[0].ocr).toBe(true);
    const text = plainText(doc);
    expect(characterErrorRate(BENGALI, text)).toBeLessThan(0.08);
    expect(text).toContain('অপর্যাপ্ত');
  }, 60_000);
});
