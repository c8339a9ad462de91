/**
 * The exporters, checked by reading their output back with independent readers: pdfjs-dist (in
 * libs/documents' extraction worker) for PDFs and mammoth for DOCX.
 */
import { extractPdfPages } from '@lexmitra/documents';
import mammoth from 'mammoth';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDraft } from '../src/render/draft-blocks';
import { renderDraft } from '../src/draft-convert.handler';
import { BODY_LINES_PER_PAGE } from '../src/render/render-pdf';
import { scriptFontFile } from '../src/render/shaper';
import { docxParts } from './docx-zip';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

const DRAFT = [
  'AFFIDAVIT',
  '',
  'I, Ánanya Gupta, aged 34 years, resident of 12 Park Street, Kolkata, do hereby solemnly affirm as under:',
  '',
  '1. That the deposit of ₹ 25,000 (Rupees Twenty-Five Thousand only) was paid by me to the landlord, José D’Souza, on the day the tenancy began, and that this sentence is deliberately long so that it wraps over more than one line on an A4 page.',
  '2. That the contents of this affidavit are true to my knowledge.',
  '(a) a lettered sub-paragraph',
  '',
  'VERIFICATION',
  'Verified at Kolkata on this day that the contents above are true.',
  '                                        DEPONENT',
].join('\n');

async function pdfText(content: string): Promise<{ pages: { number: number; text: string }[]; reported?: number }> {
  const { bytes, pages } = await renderDraft(content, 'pdf', 'Test');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { pages: await extractPdfPages(bytes), reported: pages };
}

describe('draft structure', () => {
  it('finds headings, numbered paragraphs and gaps as typed', () => {
    const blocks = parseDraft(DRAFT);
    expect(blocks[0]).toEqual({ kind: 'heading', text: 'AFFIDAVIT' });
    expect(blocks.filter((b) => b.kind === 'numbered').map((b) => (b as { marker: string }).marker)).toEqual(['1.', '2.', '(a)']);
    expect(blocks.filter((b) => b.kind === 'heading')).toHaveLength(2);
    expect(parseDraft('\n\nText\n\n\n\n')).toEqual([{ kind: 'paragraph', text: 'Text' }]);
  });
});

describe('PDF export', () => {
  it('keeps every paragraph, the rupee sign, accented names and the paragraph numbers', async () => {
    const { pages, reported } = await pdfText(DRAFT);
    expect(pages).toHaveLength(1);
    expect(reported).toBe(1);
    const text = squash(pages.map((p) => p.text).join('\n'));
    for (const line of DRAFT.split('\n').filter((l) => l.trim())) expect(text).toContain(squash(line));
    expect(text).toContain('₹ 25,000');
    expect(text).toContain('José D’Souza');
    expect(text).toContain('Page 1 of 1');
  });

  it('wraps long lines instead of running off the page, and paginates with page numbers', async () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const lines = Array.from({ length: BODY_LINES_PER_PAGE * 3 - 5 }, (_, i) => `Line ${i + 1} of the schedule.`);
    const { pages, reported } = await pdfText([words, ...lines].join('\n'));
    // 400 words wrap to more than one line, pushing the short lines onto a fourth page... or not:
    // what matters is that the count is what the layout says and every page says so.
    const wrappedLines = Math.ceil((400 * 7) / 75);
    const expected = Math.ceil((lines.length + wrappedLines) / BODY_LINES_PER_PAGE);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length).toBeLessThanOrEqual(expected + 1);
    expect(reported).toBe(pages.length);
    pages.forEach((p) => expect(p.text).toContain(`Page ${p.number} of ${pages.length}`));
    const all = squash(pages.map((p) => p.text).join('\n'));
    expect(all).toContain(squash(words));
    expect(all).toContain(`Line ${lines.length} of the schedule.`);
  });

  it('puts exactly one page of short lines on one page', async () => {
    const oneFull = Array.from({ length: BODY_LINES_PER_PAGE }, (_, i) => `Row ${i + 1}`).join('\n');
    expect((await pdfText(oneFull)).pages).toHaveLength(1);
    expect((await pdfText(`${oneFull}\nRow overflow`)).pages).toHaveLength(2);
  });

  it('cuts a word longer than the line', async () => {
    const long = 'x'.repeat(300);
    const { pages } = await pdfText(long);
    expect(squash(pages[0].text).replace(/ /g, '')).toContain(long);
  });
});

describe('the footer in the draft\'s script', () => {
  const HINDI = ['# सामान्य शपथ-पत्र', '', ...Array.from({ length: BODY_LINES_PER_PAGE + 10 }, (_, i) => `${i + 1}. मैं शपथपूर्वक कहता हूँ कि यह कथन सत्य है।`)].join('\n');
  const pdftotext = async (content: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'footer-')), 'draft.pdf');
    fs.writeFileSync(file, (await renderDraft(content, 'pdf', 'Test')).bytes);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').filter((p) => p.trim());
  };
  /** The footer part's text, read from the DOCX's ZIP central directory (mammoth skips footers). */
  const docxFooter = async (content: string) => {
    const parts = docxParts((await renderDraft(content, 'docx')).bytes);
    const footer = [...parts.keys()].find((name) => /^word\/footer\d*\.xml$/.test(name));
    if (!footer) throw new Error('no footer part');
    return parts.get(footer)!.toString('utf8').replace(/<[^>]+>/g, '');
  };

  it('numbers the pages of a Devanagari draft in Hindi, read back by pdftotext', async () => {
    const pages = await pdftotext(HINDI);
    expect(pages).toHaveLength(2);
    pages.forEach((text, i) => expect(text.trim().split('\n').at(-1)!.trim()).toBe(`पृष्ठ ${i + 1} / 2`));
    expect(pages.join('')).not.toContain('Page');
    expect(await docxFooter(HINDI)).toContain('पृष्ठ');
  });

  it('keeps English for an English draft, and for one with only a few Hindi words', async () => {
    const mixed = `${DRAFT}\nशपथकर्ता (Deponent)`;
    for (const content of [DRAFT, mixed]) expect((await pdftotext(content))[0].trim().split('\n').at(-1)!.trim()).toBe('Page 1 of 1');
    expect(await docxFooter(DRAFT)).toMatch(/^Page .* of /);
  });
});

describe('DOCX export', () => {
  it('opens in mammoth with every paragraph as typed and headings as headings', async () => {
    const { bytes } = await renderDraft(DRAFT, 'docx', 'Test');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const { value: raw } = await mammoth.extractRawText({ buffer: bytes });
    const paragraphs = raw.split('\n').map(squash).filter(Boolean);
    const expected = DRAFT.split('\n').map(squash).filter(Boolean);
    expect(paragraphs).toEqual(expected);
    const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
    expect(html).toMatch(/<h1>(<strong>)?AFFIDAVIT(<\/strong>)?<\/h1>/);
    expect(html).toMatch(/<h1>(<strong>)?VERIFICATION(<\/strong>)?<\/h1>/);
    expect(html).not.toMatch(/<h1>(<strong>)?DEPONENT/);
    expect(html).toContain('₹ 25,000');
  });

  it('carries the Noto faces the PDF draws a Hindi draft with, and none for an English draft', async () => {
    const hindi = docxParts((await renderDraft('# सामान्य शपथ-पत्र\n\n1. मैं शपथपूर्वक कहता हूँ कि यह कथन सत्य है।', 'docx')).bytes);
    const table = hindi.get('word/fontTable.xml')!.toString('utf8');
    expect(table).toMatch(/<w:font w:name="Noto Sans Devanagari">[\s\S]*?<w:embedRegular [^>]*\/>[\s\S]*?<w:embedBold [^>]*\/>/);
    const embedded = [...hindi.keys()].filter((name) => /^word\/fonts\//.test(name));
    expect(embedded).toHaveLength(2);
    // Obfuscated as Word does it (ECMA-376 §17.8.1), so the same size as the file the PDF uses.
    const sizes = embedded.map((name) => hindi.get(name)!.length).sort((a, b) => a - b);
    expect(sizes).toEqual([scriptFontFile('deva', false).length, scriptFontFile('deva', true).length].sort((a, b) => a - b));
    expect(hindi.get('word/styles.xml')!.toString('utf8')).toMatch(/w:cs="Noto Sans Devanagari"/);
    const english = docxParts((await renderDraft(DRAFT, 'docx')).bytes);
    expect([...english.keys()].filter((name) => /^word\/fonts\//.test(name))).toEqual([]);
  });

  it('writes an empty draft as a valid document', async () => {
    const { bytes } = await renderDraft('', 'docx');
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    expect(value.trim()).toBe('');
  });
});
