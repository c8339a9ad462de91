/**
 * Draft → PDF with pdf-lib: A4, 2 cm+ margins, headings centred in bold, numbered paragraphs with a
 * hanging indent, long lines wrapped, "Page X of Y" in the footer ("पृष्ठ X / Y" for a Devanagari draft), DejaVu Sans so ₹ and accented
 * names render (and text extraction works through the embedded ToUnicode map), and Noto fonts
 * shaped by HarfBuzz for the Indic scripts and Urdu (text-painter.ts; Urdu paragraphs right-aligned).
 *
 * Speed: each page's text is written as one raw content stream (BT … Td <glyphs> Tj ET per line)
 * compressed with Node's native zlib, instead of pdf-lib's drawText, which builds ~10 operator
 * objects per line and deflates them in JavaScript (pako); that halved a 20-page export.
 */
import { PDFDocument, PDFFont, PDFName, PDFPage } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { DraftBlock, parseDraft } from './draft-blocks';
import { draftFontkit } from './fonts';
import { footerLabel, footerLanguage } from './footer';
import { isRtlParagraph } from './scripts';
import { TextPainter } from './text-painter';
import { cachedMeasure, Measure, wrapText } from './wrap';

export const PDF_LAYOUT = {
  pageWidth: 595.28,
  pageHeight: 841.89,
  marginX: 64,
  marginTop: 64,
  marginBottom: 72,
  bodySize: 11,
  leading: 16,
  headingSize: 13,
  headingLeading: 20,
  blankGap: 8,
  footerSize: 9,
} as const;

/** Lines of body text one page holds when a draft is nothing but short paragraphs. */
export const BODY_LINES_PER_PAGE = Math.floor((PDF_LAYOUT.pageHeight - PDF_LAYOUT.marginTop - PDF_LAYOUT.marginBottom) / PDF_LAYOUT.leading);

const INK = '0.1 0.1 0.12 rg';
const FOOTER_INK = '0.35 0.35 0.4 rg';

/** A page and the content-stream lines drawn on it so far. */
interface PageText { page: PDFPage; ops: string[]; keys: Map<PDFFont, PDFName> }

export async function renderPdf(content: string, title?: string): Promise<{ bytes: Uint8Array; pages: number }> {
  const L = PDF_LAYOUT;
  const doc = await PDFDocument.create();
  doc.registerFontkit(draftFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const blocks = parseDraft(content);
  const headingText = blocks.map((b) => (b.kind === 'heading' ? b.text : '')).join(' ');
  const bodyText = blocks.map((b) => (b.kind === 'numbered' ? `${b.marker} ${b.text}` : b.kind === 'paragraph' ? b.text : '')).join(' ');
  const footer = footerLanguage(content);
  // The footer's words are drawn in the regular face too, so their script's font must be embedded.
  const painter = await TextPainter.create(doc, `${bodyText} ${footerLabel(footer, 1, 1)}`, headingText.trim());
  if (title) doc.setTitle(title);
  doc.setProducer('LexMitra');
  doc.setCreator('LexMitra drafts');

  const measureAt = (bold: boolean, size: number): Measure => cachedMeasure((t) => painter.width(t, bold, size));
  const body = measureAt(false, L.bodySize);
  const heading = measureAt(true, L.headingSize);
  const textWidth = L.pageWidth - 2 * L.marginX;

  const pages: PageText[] = [];
  const newPage = (): PageText => {
    const p = { page: doc.addPage([L.pageWidth, L.pageHeight]), ops: [INK], keys: new Map<PDFFont, PDFName>() };
    pages.push(p);
    return p;
  };
  let page = newPage();
  let y = L.pageHeight - L.marginTop;
  const room = (needed: number) => {
    if (y - needed < L.marginBottom) {
      page = newPage();
      y = L.pageHeight - L.marginTop;
    }
  };
  /**
   * `x` is the left edge of the text (right-to-left lines pass theirs already right-aligned).
   * `marker` is a paragraph number, drawn before its text (see TextPainter.draw).
   */
  const drawLine = (text: string, x: number, bold: boolean, size: number, leading: number, rtl: boolean, marker?: { text: string; x: number }) => {
    room(leading);
    y -= leading;
    const baseline = y + (leading - size) / 2;
    if (text || marker) page.ops.push(painter.draw(page, text, x, baseline, bold, size, rtl, marker));
  };

  for (const block of blocks) drawBlock(block);

  function drawBlock(block: DraftBlock) {
    if (block.kind === 'blank') {
      // A gap at the top of a page is wasted space: skip it there.
      if (y < L.pageHeight - L.marginTop) y -= L.blankGap;
      return;
    }
    const right = L.marginX + textWidth;
    if (block.kind === 'heading') {
      const rtl = isRtlParagraph(block.text);
      for (const line of wrapText(block.text, textWidth, heading)) {
        drawLine(line, L.marginX + (textWidth - heading(line)) / 2, true, L.headingSize, L.headingLeading, rtl);
      }
      return;
    }
    if (block.kind === 'numbered') {
      // An Urdu paragraph is numbered on the right and reads leftwards from there.
      const rtl = isRtlParagraph(block.text);
      const indent = Math.max(24, body(block.marker) + 8);
      const lines = wrapText(block.text, textWidth - indent, body);
      lines.forEach((line, i) => {
        const marker = i === 0 ? { text: block.marker, x: rtl ? right - body(block.marker) : L.marginX } : undefined;
        drawLine(line, rtl ? right - indent - body(line) : L.marginX + indent, false, L.bodySize, L.leading, rtl, marker);
      });
      return;
    }
    // Leading spaces (a signature block pushed to the right) become an indent, at most half the line.
    const rtl = isRtlParagraph(block.text);
    const spaces = block.text.length - block.text.trimStart().length;
    const indent = Math.min(textWidth / 2, spaces * body(' '));
    for (const line of wrapText(block.text.trim(), textWidth - indent, body)) {
      drawLine(line, rtl ? right - indent - body(line) : L.marginX + indent, false, L.bodySize, L.leading, rtl);
    }
  }

  pages.forEach((p, i) => {
    const label = footerLabel(footer, i + 1, pages.length);
    p.ops.push(FOOTER_INK);
    p.ops.push(painter.draw(p, label, (L.pageWidth - painter.width(label, false, L.footerSize)) / 2, L.marginBottom / 2 - L.footerSize / 2, false, L.footerSize, false));
    const stream = doc.context.stream(deflateSync(Buffer.from(p.ops.join('\n'), 'latin1')), { Filter: 'FlateDecode' });
    p.page.node.addContentStream(doc.context.register(stream));
  });
  return { bytes: await doc.save({ useObjectStreams: true }), pages: pages.length };
}
