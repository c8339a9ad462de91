/**
 * OCR and the native PDF path, on documents the tests make: text typeset by Pango at 300 dpi and
 * wrapped as picture-only PDF pages (tools/fixtures/scans.ts), photos made with sharp.
 */
import sharp from 'sharp';
import { makePdf } from '../../../tools/fixtures/documents';
import { characterErrorRate, combinePdfPages, makeScannedPdf, renderTextPng } from '../../../tools/fixtures/scans';
import { ExtractProgress, extractDocument, plainText } from '../src';

const ENGLISH = 'LEGAL NOTICE\n\nYou are hereby informed that the cheque issued by you was returned unpaid by the bank for insufficient funds. Pay the amount within fifteen days of receiving this notice.';
const HINDI = 'कानूनी नोटिस\n\nआपको सूचित किया जाता है कि आपके द्वारा दिया गया चेक बैंक द्वारा अपर्याप्त धनराशि के कारण लौटा दिया गया है। इस नोटिस की प्राप्ति के पंद्रह दिनों के भीतर राशि का भुगतान करें।';
const TYPED = 'The respondent shall file a reply within four weeks and the matter is listed for hearing after that date.';

describe('OCR of pages without text', () => {
  it('reads a scanned English and Hindi PDF, reporting each OCR page', async () => {
    const pdf = await makeScannedPdf([ENGLISH, HINDI]);
    const progress: ExtractProgress[] = [];
    const doc = await extractDocument(pdf, { onProgress: (p) => progress.push(p) });
    expect(doc.pages.map((p) => p.ocr)).toEqual([true, true]);
    expect(characterErrorRate(ENGLISH, doc.pages[0].paragraphs.join('\n\n'))).toBeLessThan(0.03);
    expect(characterErrorRate(HINDI, doc.pages[1].paragraphs.join('\n\n'))).toBeLessThan(0.08);
    expect(plainText(doc)).toContain('insufficient funds');
    expect(plainText(doc)).toContain('अपर्याप्त धनराशि');
    expect(progress.filter((p) => p.stage === 'ocr')).toEqual([{ done: 1, total: 2, stage: 'ocr' }, { done: 2, total: 2, stage: 'ocr' }]);
  });

  it('reads by OCR only the page of a mixed PDF that has no text', async () => {
    const typed = await makePdf([[TYPED], ['A second typed page that says enough to count as text.']]);
    const pdf = await combinePdfPages([[typed, 0], [await makeScannedPdf([ENGLISH]), 0], [typed, 1]]);
    const progress: ExtractProgress[] = [];
    const doc = await extractDocument(pdf, { onProgress: (p) => progress.push(p) });
    expect(doc.pages.map((p) => Boolean(p.ocr))).toEqual([false, true, false]);
    expect(doc.pages[0].paragraphs).toEqual([TYPED]);
    expect(doc.pages[1].paragraphs.join(' ')).toContain('returned unpaid by the bank');
    expect(progress.filter((p) => p.stage === 'ocr')).toEqual([{ done: 1, total: 1, stage: 'ocr' }]);
  });

  it('reads a Tamil scan even when the language hint says Hindi (script detection)', async () => {
    const tamil = 'சென்னை உயர் நீதிமன்றம் இந்த வழக்கை விசாரித்து மனுதாரருக்கு ஜாமீன் வழங்கியது. அடுத்த விசாரணை அடுத்த மாதம் நடைபெறும்.';
    const doc = await extractDocument(await makeScannedPdf([tamil]), { language: 'hi' });
    expect(characterErrorRate(tamil, plainText(doc))).toBeLessThan(0.08);
  });

  it('stops a scan whose OCR outlasts the clock of the whole document, saying how far it got', async () => {
    const pdf = await makeScannedPdf([ENGLISH, ENGLISH, ENGLISH]);
    const reading = extractDocument(pdf, { ocr: { jobTimeoutMs: 1 } });
    await expect(reading).rejects.toMatchObject({ code: 'TOO_COMPLEX', message: expect.stringMatching(/took longer than 1 minute \([01] of 3 pages read\)/), limit: { limit: 'ocrTime', max: 1, total: 3 } });
  });

  it('reads pages put in the scanner upside down or turned a quarter', async () => {
    for (const angle of [180, 270]) {
      const pdf = await makeScannedPdf([ENGLISH], { picture: (png) => sharp(png).rotate(angle).png().toBuffer() });
      const doc = await extractDocument(pdf);
      expect([angle, characterErrorRate(ENGLISH, plainText(doc)) < 0.03]).toEqual([angle, true]);
    }
  });

  it('reads a phone photo stored sideways with EXIF orientation 6', async () => {
    const upright = renderTextPng(ENGLISH, { dpi: 200 });
    // Orientation 6 = "turn 90° clockwise to show": the stored pixels are the page turned anticlockwise.
    const photo = await sharp(upright).rotate(270).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const doc = await extractDocument(photo);
    expect(doc.kind).toBe('jpeg');
    expect(doc.pages).toHaveLength(1);
    expect(characterErrorRate(ENGLISH, plainText(doc))).toBeLessThan(0.03);
  });

  it('reads a PNG screenshot of a notice', async () => {
    const doc = await extractDocument(renderTextPng(HINDI, { dpi: 200 }), { language: 'hi' });
    expect(doc.kind).toBe('png');
    expect(characterErrorRate(HINDI, plainText(doc))).toBeLessThan(0.08);
  });

  it('says plainly when OCR finds no text at all, and refuses a damaged photo', async () => {
    const blank = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const err = await extractDocument(blank).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'SCANNED' });
    expect((err as Error).message).toMatch(/No text could be read from this scan or photo, not even by OCR/);
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
    await expect(extractDocument(jpegHead)).rejects.toMatchObject({ code: 'CORRUPT' });
  });

  it('stops OCR at once when aborted', async () => {
    const pdf = await makeScannedPdf([ENGLISH, ENGLISH, ENGLISH, ENGLISH]);
    const controller = new AbortController();
    const t0 = Date.now();
    const pending = extractDocument(pdf, { signal: controller.signal, onProgress: (p) => { if (p.stage === 'ocr') controller.abort(); } });
    await expect(pending).rejects.toMatchObject({ reason: 'aborted' });
    // One page read (well under 5 s here), then the next render or tesseract is killed, not waited for.
    expect(Date.now() - t0).toBeLessThan(8000);
  });
});
