/**
 * Draft → DOCX with docx: real Word paragraphs (one per line of the draft), headings as Heading 1
 * so they show in Word's navigation pane, numbered paragraphs with their number and a hanging
 * indent, A4 with page numbers in the footer. Word wraps lines itself.
 */
import {
  AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TabStopType, TextRun,
} from 'docx';
import { DraftBlock, parseDraft } from './draft-blocks';
import { FOOTER_WORDS, footerLanguage } from './footer';
import { isRtlParagraph, Script, SCRIPTS, splitRuns } from './scripts';
import { scriptFontFile, ShapedScript } from './shaper';

const FONT = 'DejaVu Sans';

/** The scripts other than Latin that a draft is written in, most used first. */
function scriptsOf(content: string): ShapedScript[] {
  const used = new Map<Script, number>();
  for (const run of splitRuns(content, () => true)) used.set(run.script, (used.get(run.script) ?? 0) + run.text.length);
  used.delete('latin');
  return [...used.entries()].sort((a, b) => b[1] - a[1]).map(([script]) => script as ShapedScript);
}

/**
 * The Noto faces of the draft's scripts, regular and bold, embedded in the file (the very files
 * the PDF is drawn with): a computer without them (most Windows and phone office apps lack Noto
 * Sans Devanagari) would show the Hindi in whatever face it has, or in boxes. Latin text is in
 * DejaVu Sans like the PDF's, named only: every office app draws Latin in a near face, and
 * embedding it would add 1.4 MB to every English draft.
 */
const embeddedFonts = (scripts: ShapedScript[]) =>
  scripts.map((script) => ({ name: SCRIPTS[script].family, data: scriptFontFile(script, false), bold: scriptFontFile(script, true) }));

interface RunStyle { bold?: boolean; size: number; color?: string }

/**
 * One Word run per script run. Word picks a run's font by character class, and treats Indic and
 * Arabic letters as complex script, so every slot (ascii, hAnsi, cs) names the script's Noto font
 * with hint "cs", the complex-script size and bold are set too, the language says which script
 * forms to use, and Urdu runs are marked right to left (w:rtl). LibreOffice reads the same fields.
 */
function textRuns(text: string, style: RunStyle): TextRun[] {
  return splitRuns(text, () => true).map((run) => {
    if (run.script === 'latin') return new TextRun({ text: run.text, font: FONT, ...style });
    const info = SCRIPTS[run.script];
    return new TextRun({
      text: run.text,
      font: { ascii: info.family, hAnsi: info.family, cs: info.family, hint: 'cs' },
      ...style,
      sizeComplexScript: style.size,
      boldComplexScript: style.bold,
      rightToLeft: run.rtl || undefined,
      language: { value: `${info.lang}-IN`, bidirectional: `${info.lang}-IN` },
    });
  });
}
const TWIPS_PER_CM = 567;
const HANG = 720; // 0.5 inch: where the text of a numbered paragraph starts

function toParagraph(block: Exclude<DraftBlock, { kind: 'blank' }>, gapBefore: boolean): Paragraph {
  const spacing = { before: gapBefore ? 160 : 0, after: 60 };
  // An Urdu paragraph is right to left (w:bidi): it starts on the right and its indents mirror.
  const bidirectional = isRtlParagraph(block.text) || undefined;
  if (block.kind === 'heading') {
    return new Paragraph({ heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER, bidirectional, spacing, children: textRuns(block.text, { bold: true, size: 26, color: '1A1A1F' }) });
  }
  if (block.kind === 'numbered') {
    return new Paragraph({
      spacing,
      bidirectional,
      indent: { start: HANG, hanging: HANG },
      tabStops: [{ type: TabStopType.LEFT, position: HANG }],
      children: [new TextRun({ text: `${block.marker}\t`, font: FONT, size: 22 }), ...textRuns(block.text, { size: 22 })],
    });
  }
  const spaces = block.text.length - block.text.trimStart().length;
  // Leading spaces (a right-pushed signature block) become an indent; Word would collapse them.
  const indent = spaces ? { start: Math.min(spaces * 110, 4500) } : undefined;
  return new Paragraph({ spacing, bidirectional, indent, children: textRuns(block.text.trim(), { size: 22 }) });
}

/** "Page X of Y", or "पृष्ठ X / Y" (its word in the Devanagari font) for a Devanagari draft. */
function footerRuns(language: keyof typeof FOOTER_WORDS): TextRun[] {
  const { before, between } = FOOTER_WORDS[language];
  const style = { size: 18, color: '595966' };
  return [...textRuns(before, style), new TextRun({ children: [PageNumber.CURRENT, between, PageNumber.TOTAL_PAGES], font: FONT, ...style })];
}

export async function renderDocx(content: string, title?: string): Promise<Buffer> {
  const paragraphs: Paragraph[] = [];
  let gap = false;
  for (const block of parseDraft(content)) {
    if (block.kind === 'blank') {
      gap = true;
      continue;
    }
    paragraphs.push(toParagraph(block, gap));
    gap = false;
  }
  const scripts = scriptsOf(content);
  // The complex-script slot of the default font is the draft's main script's Noto face, so text
  // typed into the file later in that script is in the same face.
  const main = scripts[0] ? SCRIPTS[scripts[0]].family : FONT;
  const doc = new Document({
    title: title ?? 'Draft',
    creator: 'LexMitra',
    fonts: embeddedFonts(scripts),
    styles: { default: { document: { run: { font: { ascii: FONT, hAnsi: FONT, cs: main }, size: 22 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 }, // A4
            margin: { top: 2 * TWIPS_PER_CM + 130, bottom: 2.5 * TWIPS_PER_CM, left: 2.25 * TWIPS_PER_CM, right: 2.25 * TWIPS_PER_CM },
          },
        },
        footers: {
          default: new Footer({
            children: [new Paragraph({ alignment: AlignmentType.CENTER, children: footerRuns(footerLanguage(content)) })],
          }),
        },
        children: paragraphs.length ? paragraphs : [new Paragraph('')],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
