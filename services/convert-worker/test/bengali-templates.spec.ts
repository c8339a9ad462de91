/**
 * The Bengali drafts of the catalogue, exported as a person would: every one to PDF and DOCX,
 * shaped with Noto Sans Bengali. pdftotext reads the PDF back, so a conjunct drawn from the wrong
 * glyphs (ক্ষ as ক + ্ + ষ side by side, a reph in the wrong place) or a missing glyph fails here.
 */
import { fillPlaceholders } from '@lexmitra/contracts';
import { loadCatalogue } from '@lexmitra/templates';
import mammoth from 'mammoth';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderDraft } from '../src/draft-convert.handler';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const bengali = loadCatalogue().filter((t) => t.file.endsWith('-bengali.txt'));

/** The PDF's text as pdftotext reads it (UTF-8, reading order), and the fonts it embeds. */
function readPdf(bytes: Uint8Array): { text: string; fonts: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bengali-')), 'draft.pdf');
  fs.writeFileSync(file, bytes);
  return {
    text: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
  };
}

describe('Bengali templates exported to PDF and DOCX', () => {
  it('has at least eight Bengali templates', () => {
    expect(bengali.length).toBeGreaterThanOrEqual(8);
  });

  it.each(bengali.map((t) => [t.file, t] as const))('%s: the PDF reads back word for word, conjuncts intact, in Noto Sans Bengali', async (_file, template) => {
    // Blanks filled in Bengali, as a Bengali user types them.
    const content = fillPlaceholders(template.text, Object.fromEntries(template.placeholders.map((p) => [p, 'শ্রীমতী ক্ষমা মিত্র'])));
    const { bytes } = await renderDraft(content, 'pdf', template.name);
    const { text, fonts } = readPdf(bytes);
    expect(fonts).toMatch(/NotoSansBengali/);
    const read = squash(text);
    // Every line of the draft, headings without their '#', is in the PDF's text as typed.
    for (const line of content.split('\n').map((l) => squash(l.replace(/^#\s*/, ''))).filter(Boolean)) expect(read).toContain(line);
    for (const conjunct of ['ক্ষ', 'ত্র']) expect(read).toContain(conjunct);
  });

  it('shapes ক্ষ and ন্ত্র and reads them back from the rent agreement and the affidavit', async () => {
    const rent = bengali.find((t) => t.file === 'rent-agreement-bengali.txt')!;
    const text = squash(readPdf((await renderDraft(rent.text, 'pdf', rent.name)).bytes).text);
    expect(text).toContain('যন্ত্রপাতি');
    expect(text).toContain('পক্ষ');
    expect(text).toContain('পশ্চিমবঙ্গ প্রেমিসেস টেনান্সি আইন, ১৯৯৭');
    // Bengali digits in the page footer, as in the text.
    expect(text).toMatch(/পৃষ্ঠা ১ \/ [১-৯]/);
    expect(text).not.toContain('Page');
  });

  it.each(bengali.map((t) => [t.file, t] as const))('%s: the DOCX keeps every paragraph in the Bengali Noto face', async (_file, template) => {
    const { bytes } = await renderDraft(template.text, 'docx');
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    const paragraphs = value.split('\n').map(squash).filter(Boolean).join(' ');
    for (const line of template.text.split('\n').map((l) => squash(l.replace(/^#\s*/, ''))).filter(Boolean)) expect(paragraphs).toContain(line);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bengali-')), 'draft.docx');
    fs.writeFileSync(file, bytes);
    const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
    expect(xml).toContain('Noto Sans Bengali');
  });
});
