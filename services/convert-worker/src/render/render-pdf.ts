/**
 * Draft → PDF with pdf-lib: A4, 2 cm+ margins, headings centred in bold, numbered paragraphs with a
 * hanging indent, long lines wrapped, "Page X of Y" in the footer, DejaVu Sans so ₹ and accented
 * names render (and text extraction works through the embedded ToUnicode map).
 *
 * Speed: each page's text is written as one raw content stream (BT … Td <glyphs> Tj ET per line)
 * compressed with Node's native zlib, instead of pdf-lib's drawText, which builds ~10 operator
 * objects per line and deflates them in JavaScript (pako); that halved a 20-page export.
 */
import { PDFDocument, PDFFont, PDFName, PDFPage } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { DraftBlock, parseDraft } from './draft-blocks';
import { draftFontkit, draftFonts } from './fonts';
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
const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** A page and the content-stream lines drawn on it so far. */
interface PageText { page: PDFPage; ops: string[]; keys: Map<PDFFont, PDFName> }

export async function renderPdf(content: string, title?: string): Promise<{ bytes: Uint8Array; pages: number }> {
  const L = PDF_LAYOUT;
  const doc = await PDFDocument.create();
  doc.registerFontkit(draftFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const fonts = draftFonts();
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  if (title) doc.setTitle(title);
  doc.setProducer('LexMitra');
  doc.setCreator('LexMitra drafts');

  const measureAt = (font: PDFFont, size: number): Measure => cachedMeasure((t) => font.widthOfTextAtSize(t, size));
  const body = measureAt(regular, L.bodySize);
  const heading = measureAt(bold, L.headingSize);
  const textWidth = L.pageWidth - 2 * L.marginX;

  const pages: PageText[] = [];
  const newPage = (): PageText => {
    const p = { page: doc.addPage([L.pageWidth, L.pageHeight]), ops: [INK], keys: new Map<PDFFont, PDFName>() };
    pages.push(p);
    return p;
  };
  const show = (on: PageText, text: string, x: number, baseline: number, font: PDFFont, size: number) => {
    let key = on.keys.get(font);
    if (!key) on.keys.set(font, (key = on.page.node.newFontDictionary(font.name, font.ref)));
    on.ops.push(`BT ${key.toString()} ${size} Tf ${num(x)} ${num(baseline)} Td ${font.encodeText(text).toString()} Tj ET`);
  };
  let page = newPage();
  let y = L.pageHeight - L.marginTop;
  const room = (needed: number) => {
    if (y - needed < L.marginBottom) {
      page = newPage();
      y = L.pageHeight - L.marginTop;
    }
  };
  /** `marker` (a paragraph number) is drawn first so text extraction reads it before its text. */
  const drawLine = (text: string, x: number, font: PDFFont, size: number, leading: number, marker?: string) => {
    room(leading);
    y -= leading;
    const baseline = y + (leading - size) / 2;
    if (marker) show(page, marker, L.marginX, baseline, font, size);
    if (text) show(page, text, x, baseline, font, size);
  };

  for (const block of parseDraft(content)) drawBlock(block);

  function drawBlock(block: DraftBlock) {
    if (block.kind === 'blank') {
      // A gap at the top of a page is wasted space: skip it there.
      if (y < L.pageHeight - L.marginTop) y -= L.blankGap;
      return;
    }
    if (block.kind === 'heading') {
      for (const line of wrapText(block.text, textWidth, heading)) {
        drawLine(line, L.marginX + (textWidth - heading(line)) / 2, bold, L.headingSize, L.headingLeading);
      }
      return;
    }
    if (block.kind === 'numbered') {
      const indent = Math.max(24, body(block.marker) + 8);
      const lines = wrapText(block.text, textWidth - indent, body);
      lines.forEach((line, i) => drawLine(line, L.marginX + indent, regular, L.bodySize, L.leading, i === 0 ? block.marker : undefined));
      return;
    }
    // Leading spaces (a signature block pushed to the right) become an indent, at most half the line.
    const spaces = block.text.length - block.text.trimStart().length;
    const indent = Math.min(textWidth / 2, spaces * body(' '));
    for (const line of wrapText(block.text.trim(), textWidth - indent, body)) drawLine(line, L.marginX + indent, regular, L.bodySize, L.leading);
  }

  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.ops.push(FOOTER_INK);
    show(p, label, (L.pageWidth - regular.widthOfTextAtSize(label, L.footerSize)) / 2, L.marginBottom / 2 - L.footerSize / 2, regular, L.footerSize);
    const stream = doc.context.stream(deflateSync(Buffer.from(p.ops.join('\n'), 'latin1')), { Filter: 'FlateDecode' });
    p.page.node.addContentStream(doc.context.register(stream));
  });
  return { bytes: await doc.save({ useObjectStreams: true }), pages: pages.length };
}
