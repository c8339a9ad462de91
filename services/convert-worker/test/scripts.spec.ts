/**
 * Exports in every script of docs/product.md §9's language list, read back by poppler (pdftotext, pdffonts,
 * pdftoppm: Debian's poppler-utils, which npm test installs). Each sample goes through the worker's
 * job handler, as a `draft.convert` job would.
 *
 * - Text: pdftotext's output, NFC-normalised with whitespace collapsed, equals the input. For Urdu
 *   (a page whose text is mostly right to left), pdftotext writes the line in logical order with bidi
 *   embedding marks around its direction changes (U+202A–U+202C, around "2005" and the commas);
 *   the marks are removed and the text compared with all whitespace removed, because poppler moves
 *   the spaces at those edges. (On a page that is mostly left to right poppler writes an Urdu line's
 *   segments in visual order instead, each still in logical order.)
 * - No .notdef: HarfBuzz gives no glyph id 0 for any sample, and every font in the PDF is an
 *   embedded subset.
 * - Pictures: page 1 of each sample as PNG in the test-results folder, and the Hindi page under
 *   e2e/screenshots.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Job } from 'bullmq';
import fontkit from '@pdf-lib/fontkit';
import JSZip from 'jszip';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { fillPlaceholders } from '@lexmitra/contracts';
import { loadCatalogue } from '@lexmitra/templates';
import { draftConvertHandler } from '../src/draft-convert.handler';
import { SCRIPT_SAMPLES } from '../src/render/script-samples';
import { SCRIPTS, splitRuns } from '../src/render/scripts';
import { loadShaper, scriptFontFile, ShapedScript } from '../src/render/shaper';

const resultsDir = path.join(process.env.TEST_RESULTS_DIR ?? path.resolve(__dirname, '../../../.test-results'), 'export-scripts');
const screenshots = path.resolve(__dirname, '../../../e2e/screenshots');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'export-scripts-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const handler = draftConvertHandler();
async function convert(content: string, fileType: 'pdf' | 'docx'): Promise<Buffer> {
  const result = await handler({ data: { content, fileType, title: 'Sample' } } as Job);
  return Buffer.from(result.base64, 'base64');
}

const squash = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
const BIDI_MARKS_ALL = /[\u202a-\u202e]/g;

/** Name and glyph count of every font program (FontFile2) embedded in a PDF. */
async function embeddedFonts(bytes: Buffer): Promise<{ name: string; glyphs: number }[]> {
  const doc = await PDFDocument.load(bytes);
  const out: { name: string; glyphs: number }[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const stream = doc.context.lookup(obj.get(PDFName.of('FontFile2'))) as PDFRawStream;
    const program = Buffer.from(decodePDFRawStream(stream).decode());
    out.push({ name: (obj.get(PDFName.of('FontName')) as PDFName).decodeText(), glyphs: fontkit.create(program).numGlyphs });
  }
  return out;
}

/** -layout keeps each printed line whole; without it poppler reads a column of paragraph numbers first. */
function pdftotext(file: string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}


const HINDI_PAGE = [
  '# शपथ-पत्र',
  '',
  `1. ${SCRIPT_SAMPLES.hi}`,
  '2. कि मैंने धारा 6(1) के अंतर्गत ₹10 का शुल्क दिया है और मुझे 30 दिनों में उत्तर मिलना चाहिए, जो कि सूचना का अधिकार अधिनियम, 2005 की धारा 7(1) कहती है; यह वाक्य जानबूझकर लंबा रखा गया है ताकि यह पंक्ति के अंत पर मुड़ जाए।',
  '',
  'सत्यापन: मैं सत्यापित करता हूँ कि ऊपर लिखी बातें मेरी जानकारी में सत्य हैं। (Verified at New Delhi.)',
  '                                        अभिसाक्षी',
].join('\n');

describe('exports in the scripts of docs/product.md §9’s language list', () => {
  beforeAll(() => fs.mkdirSync(resultsDir, { recursive: true }));

  it.each(Object.entries(SCRIPT_SAMPLES))('%s: pdftotext gives the text back, fonts are embedded subsets, and page 1 is a PNG', async (lang, sample) => {
    const file = path.join(work, `${lang}.pdf`);
    fs.writeFileSync(file, await convert(sample, 'pdf'));
    const lines = pdftotext(file).split('\n').filter((l) => l.trim() && !/^(Page \d+ of \d+|पृष्ठ \d+ \/ \d+|পৃষ্ঠা [০-৯]+ \/ [০-৯]+)$/.test(l.replace(BIDI_MARKS_ALL, '').trim()));
    if (lang === 'ur') {
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(BIDI_MARKS_ALL);
      expect(lines[0].replace(BIDI_MARKS_ALL, '').normalize('NFC').replace(/\s+/g, '')).toBe(sample.normalize('NFC').replace(/\s+/g, ''));
    } else {
      expect(squash(lines.join(' '))).toBe(squash(sample));
    }
    // Every font is embedded (pdffonts' "emb" column), the script's Noto font among them...
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    for (const row of fonts) expect(row).toMatch(/Identity-H\s+yes\s/);
    const script = splitRuns(sample, () => true).find((r) => r.script !== 'latin')!.script as ShapedScript;
    expect(fonts.some((row) => row.includes(SCRIPTS[script].font))).toBe(true);
    // ...as a subset: pdf-lib names subsets without poppler's "ABCDEF+" tag, so count the glyphs.
    const subset = await embeddedFonts(fs.readFileSync(file));
    const noto = subset.find((f) => f.name.startsWith(SCRIPTS[script].font))!;
    expect(noto.glyphs).toBeLessThan(150);
    expect(noto.glyphs).toBeLessThan(fontkit.create(scriptFontFile(script, false)).numGlyphs / 4);
    execFileSync('pdftoppm', ['-r', '110', '-png', '-f', '1', '-l', '1', '-singlefile', file, path.join(resultsDir, lang)]);
    expect(fs.statSync(path.join(resultsDir, `${lang}.png`)).size).toBeGreaterThan(5000);
  });

  it.each(Object.entries(SCRIPT_SAMPLES))('%s: HarfBuzz finds a glyph for every character (no .notdef)', async (_lang, sample) => {
    for (const run of splitRuns(sample, () => true)) {
      if (run.script === 'latin') continue;
      for (const bold of [false, true]) {
        const shaper = await loadShaper(run.script, bold);
        for (const word of run.text.split(' ').filter(Boolean)) {
          const ids = shaper.shape(word).glyphs.map((g) => g.gid);
          expect({ word, bold, notdef: ids.includes(0) }).toEqual({ word, bold, notdef: false });
        }
      }
    }
  });

  it('a Hindi affidavit page: headings, numbers, wrapping, mixed Latin, and its picture under e2e/screenshots', async () => {
    const file = path.join(work, 'hindi.pdf');
    fs.writeFileSync(file, await convert(HINDI_PAGE, 'pdf'));
    const text = squash(pdftotext(file));
    for (const line of HINDI_PAGE.split('\n').filter((l) => l.trim())) expect(text).toContain(squash(line.replace(/^# /, '')));
    fs.mkdirSync(screenshots, { recursive: true });
    execFileSync('pdftoppm', ['-r', '110', '-png', '-f', '1', '-l', '1', '-singlefile', file, path.join(screenshots, 'hindi-draft-pdf-page')]);
    expect(fs.statSync(path.join(screenshots, 'hindi-draft-pdf-page.png')).size).toBeGreaterThan(10_000);
  });

  it.each(['general-affidavit-hindi.txt', 'rti-application-hindi.txt', 'rent-agreement-hindi.txt'])('Hindi template %s exports to PDF with every line readable', async (file) => {
    const template = loadCatalogue().find((t) => t.file === file)!;
    // Filled as a user would, partly in Devanagari, partly in Latin.
    const values = Object.fromEntries(template.placeholders.map((p, i) => [p, i % 2 ? `सुनीता देवी ${i}` : `Plot ${i}, Sector 4`]));
    const content = fillPlaceholders(template.text, values);
    const pdf = path.join(work, file.replace('.txt', '.pdf'));
    fs.writeFileSync(pdf, await convert(content, 'pdf'));
    const text = squash(pdftotext(pdf));
    for (const line of content.split('\n').filter((l) => l.trim())) {
      // Each line's words appear in order (a long line wraps, and -layout spaces out the signature columns).
      const words = squash(line.replace(/^# /, '')).split(' ');
      expect(text.replace(/ /g, '')).toContain(words.join(''));
    }
    execFileSync('pdftoppm', ['-r', '80', '-png', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(resultsDir, file.replace('.txt', ''))]);
  });

  it('DOCX: each script run names its Noto font for every character class, Urdu is right to left', async () => {
    const zip = await JSZip.loadAsync(await convert([`1. ${SCRIPT_SAMPLES.hi}`, SCRIPT_SAMPLES.ur, 'English line.'].join('\n'), 'docx'));
    const xml = await zip.file('word/document.xml')!.async('string');
    const deva = xml.match(/<w:rFonts [^>]*w:cs="Noto Sans Devanagari"[^>]*\/>/)![0];
    for (const attr of ['w:ascii', 'w:hAnsi']) expect(deva).toContain(`${attr}="Noto Sans Devanagari"`);
    expect(deva).toContain('w:hint="cs"');
    expect(xml).toMatch(/<w:lang [^>]*w:bidi="hi-IN"/);
    const urdu = xml.split('<w:p>').find((p) => p.includes('حلفیہ'))!;
    expect(urdu).toContain('<w:bidi/>');
    expect(urdu).toContain('<w:rtl/>');
    expect(urdu).toContain('w:cs="Noto Naskh Arabic"');
    // The digits inside Urdu are a left-to-right run.
    expect(urdu).toMatch(/<w:r>(?:(?!<w:rtl\/>).)*?<w:t[^>]*>[^<]*2005[^<]*<\/w:t>/);
    expect(xml).toContain('w:ascii="DejaVu Sans"');
  });
});
