/**
 * Renders the footer's legal PDFs (frontend/public/legal/*.pdf) from the plain-text sources beside
 * this file. Run after editing a text: `npx tsx tools/legal/make-legal-pdfs.ts`. The output is
 * committed so the product serves them without a build step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFFont, StandardFonts } from 'pdf-lib';

const out = path.resolve(__dirname, '../../frontend/public/legal');
const PAGE = { width: 595, height: 842, margin: 56 };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function render(source: string, target: string): Promise<void> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const lines = fs.readFileSync(source, 'utf8').split('\n');
  doc.setTitle(lines[0].replace(/^#\s*/, ''));
  doc.setAuthor('LexMitra');
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  for (const raw of lines) {
    const heading = /^#{1,2}\s/.test(raw);
    const size = raw.startsWith('# ') ? 18 : heading ? 13 : 11;
    const font = heading ? bold : regular;
    const text = raw.replace(/^#{1,2}\s*/, '').replace(/^- /, '• ');
    const chunks = text ? wrap(text, font, size, width) : [''];
    for (const chunk of chunks) {
      if (y < PAGE.margin + size) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(chunk, { x: PAGE.margin, y, size, font });
      y -= size * 1.5;
    }
    if (heading) y -= 4;
  }
  fs.writeFileSync(target, await doc.save({ useObjectStreams: false }));
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  for (const name of ['terms-of-service', 'privacy-policy']) {
    await render(path.join(__dirname, `${name}.txt`), path.join(out, `${name}.pdf`));
    console.log(`wrote ${path.relative(process.cwd(), path.join(out, `${name}.pdf`))}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
