/**
 * Measures and draws lines of any script for the PDF exporter. Latin runs go through DejaVu Sans as
 * before (one glyph per character). Runs of an Indic script or Urdu are shaped by HarfBuzz and
 * written as glyph ids with their advances and mark offsets (TJ adjustments, Ts for vertical
 * offsets), inside a marked-content span whose /ActualText is the run's text in logical order: a
 * reordered matra or a conjunct glyph cannot say by itself which letters it stands for, so text
 * extraction, search and copy-and-paste read the ActualText instead.
 */
import { PDFDocument, PDFFont, PDFName, PDFPage } from 'pdf-lib';
import { draftFontkit, draftFonts, GLYPH_ID_BASE, glyphById, registerShapedFontFile } from './fonts';
import { isRtlParagraph, Run, Script, SCRIPTS, splitRuns, visualOrder } from './scripts';
import { loadShaper, scriptFontFile, ShapedScript, shaperFor } from './shaper';

const num = (n: number) => (Math.round(n * 1000) / 1000).toString();
const utf16Hex = (text: string) => `<FEFF${Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, '0')).join('')}>`;

export interface PageFonts { page: PDFPage; keys: Map<PDFFont, PDFName> }

export class TextPainter {
  private readonly latin = new Map<boolean, PDFFont>();
  private readonly shaped = new Map<string, PDFFont>();
  private readonly words = new Map<string, (string | { rise: number })[]>();

  private constructor() {}

  /**
   * Embeds the fonts the text needs (subset at save) and loads their shapers. `regularText` and
   * `boldText` are all the text drawn in each weight, so only scripts that occur are embedded.
   */
  static async create(doc: PDFDocument, regularText: string, boldText: string): Promise<TextPainter> {
    const painter = new TextPainter();
    const fonts = draftFonts();
    painter.latin.set(false, await doc.embedFont(fonts.regular, { subset: true }));
    if (boldText) painter.latin.set(true, await doc.embedFont(fonts.bold, { subset: true }));
    for (const [text, bold] of [[regularText, false], [boldText, true]] as const) {
      for (const script of scriptsIn(text)) {
        // The regular face also answers which neutral characters a script's fonts have.
        await loadShaper(script, false);
        await loadShaper(script, bold);
        const file = scriptFontFile(script, bold);
        registerShapedFontFile(file);
        painter.shaped.set(`${script}:${bold}`, await doc.embedFont(file, { subset: true }));
      }
    }
    return painter;
  }

  /** Only scripts found in the text have a shaper loaded; neutrals never go to one that is not. */
  private covers = (script: Script, cp: number) =>
    script === 'latin' ? latinHas(cp) : this.shaped.has(`${script}:false`) && shaperFor(script, false).hasGlyph(cp);

  /** Width in points, as drawn. */
  width(text: string, bold: boolean, size: number): number {
    let w = 0;
    for (const run of splitRuns(text, this.covers)) w += this.runWidth(run, bold, size);
    return w;
  }

  private runWidth(run: Run, bold: boolean, size: number): number {
    if (run.script === 'latin') return this.latin.get(bold)!.widthOfTextAtSize(run.text, size);
    const shaper = shaperFor(run.script, bold);
    size *= SCRIPTS[run.script].scale ?? 1;
    let units = 0;
    for (const word of run.text.split(/( )/)) if (word) units += shaper.shape(word, run.rtl).advance;
    return (units * size) / shaper.upem;
  }

  /**
   * Content-stream operators that draw `text` with its left edge at x. Runs are in visual order
   * (right to left for an Urdu paragraph). `on` collects the page's font resources. `marker` (a
   * paragraph number) goes in the same text object, first, so extraction reads it before its text.
   */
  draw(on: PageFonts, text: string, x: number, baseline: number, bold: boolean, size: number, rtlParagraph = isRtlParagraph(text), marker?: { text: string; x: number }): string {
    const ops = [`BT ${num(marker ? marker.x : x)} ${num(baseline)} Td`];
    if (marker) {
      this.runs(ops, on, marker.text, bold, size, false);
      ops.push(`${num(x - marker.x)} 0 Td`);
    }
    this.runs(ops, on, text, bold, size, rtlParagraph);
    ops.push('ET');
    return ops.join(' ');
  }

  private runs(ops: string[], on: PageFonts, text: string, bold: boolean, size: number, rtlParagraph: boolean): void {
    for (const run of visualOrder(splitRuns(text, this.covers), rtlParagraph)) {
      if (run.script === 'latin') {
        const font = this.latin.get(bold)!;
        ops.push(`${this.key(on, font)} ${size} Tf ${font.encodeText(run.text).toString()} Tj`);
      } else {
        ops.push(this.shapedRun(on, run as Run & { script: ShapedScript }, bold, size));
      }
    }
  }

  private key(on: PageFonts, font: PDFFont): string {
    let key = on.keys.get(font);
    if (!key) on.keys.set(font, (key = on.page.node.newFontDictionary(font.name, font.ref)));
    return key.toString();
  }

  private shapedRun(on: PageFonts, run: Run & { script: ShapedScript }, bold: boolean, size: number): string {
    size *= SCRIPTS[run.script].scale ?? 1;
    const upem = shaperFor(run.script, bold).upem;
    const pdfFont = this.shaped.get(`${run.script}:${bold}`)!;
    // Words in visual order: a right-to-left run's words go right to left, each already shaped so.
    const words = run.text.split(/( )/).filter(Boolean);
    if (run.rtl) words.reverse();
    // Right-to-left glyphs go without ActualText: readers put their text back in logical order from
    // the glyphs' positions, and would reverse an ActualText too (poppler does).
    const out: string[] = [`${run.rtl ? '' : `/Span<</ActualText ${utf16Hex(run.text)}>>BDC `}${this.key(on, pdfFont)} ${size} Tf`];
    let tj: string[] = [];
    let rise = 0;
    for (const word of words) {
      for (const part of this.compiled(run.script, bold, run.rtl, word)) {
        if (typeof part === 'string') {
          tj.push(part);
          continue;
        }
        const dy = (part.rise * size) / upem;
        if (dy === rise) continue;
        if (tj.length) out.push(`[${tj.join(' ')}] TJ`);
        tj = [];
        out.push(`${num(dy)} Ts`);
        rise = dy;
      }
    }
    if (tj.length) out.push(`[${tj.join(' ')}] TJ`);
    if (rise) out.push('0 Ts');
    if (!run.rtl) out.push('EMC');
    return out.join(' ');
  }

  /**
   * A shaped word as TJ elements: hex glyph strings and adjustments (thousandths of the size,
   * positive = move left) that turn the font's own advances into HarfBuzz's and place marks by
   * their x offset; `{rise}` (font units) where a mark sits above or below the baseline. Kept per
   * document, because the subset's glyph numbers are.
   */
  private compiled(script: ShapedScript, bold: boolean, rtl: boolean, word: string): (string | { rise: number })[] {
    const key = `${script}:${bold}:${rtl}:${word}`;
    const known = this.words.get(key);
    if (known) return known;
    const shaper = shaperFor(script, bold);
    const pdfFont = this.shaped.get(`${script}:${bold}`)!;
    const fontkitFont = draftFontkit.create(scriptFontFile(script, bold));
    const toPdf = 1000 / shaper.upem;
    const shaped = shaper.shape(word, rtl);
    const hex = pdfFont.encodeText(String.fromCodePoint(...shaped.glyphs.map((g) => GLYPH_ID_BASE + g.gid))).toString().slice(1, -1);
    const clusterEnds = [...new Set(shaped.glyphs.map((g) => g.cluster)), word.length].sort((a, b) => a - b);
    const parts: (string | { rise: number })[] = [];
    let glyphs = ''; // consecutive glyphs with nothing between them share one hex string
    let pending = 0;
    let rise = 0;
    const flushGlyphs = () => {
      if (glyphs) parts.push(`<${glyphs}>`);
      glyphs = '';
    };
    const adjust = () => {
      if (Math.abs(pending) > 0.0005) {
        flushGlyphs();
        parts.push(num(pending));
      }
      pending = 0;
    };
    shaped.glyphs.forEach((g, i) => {
      const glyph = glyphById(fontkitFont, g.gid);
      // A glyph with no code point of its own (a conjunct, a reph form) stands for its cluster's letters.
      if (!glyph.codePoints.length) {
        const end = clusterEnds[clusterEnds.indexOf(g.cluster) + 1] ?? word.length;
        glyph.codePoints = Array.from(word.slice(g.cluster, end), (c) => c.codePointAt(0)!);
      }
      if (g.dy !== rise) {
        adjust();
        flushGlyphs();
        parts.push({ rise: g.dy });
        rise = g.dy;
      }
      pending -= g.dx * toPdf;
      adjust();
      glyphs += hex.slice(i * 4, i * 4 + 4);
      pending = (glyph.advanceWidth - g.ax + g.dx) * toPdf;
    });
    adjust();
    flushGlyphs();
    if (rise) parts.push({ rise: 0 });
    this.words.set(key, parts);
    return parts;
  }
}

/** The shaped scripts that occur in a text (a danda alone needs Devanagari: DejaVu lacks it). */
export function scriptsIn(text: string): ShapedScript[] {
  const found = new Set<ShapedScript>();
  for (const run of splitRuns(text, () => false)) if (run.script !== 'latin') found.add(run.script);
  if (/[\u0964\u0965]/.test(text) && !found.has('beng') && !found.has('guru') && !found.has('orya')) found.add('deva');
  return [...found];
}

const latinCoverage = new Map<number, boolean>();
/** Whether DejaVu Sans has a character. */
function latinHas(cp: number): boolean {
  let has = latinCoverage.get(cp);
  if (has === undefined) latinCoverage.set(cp, (has = draftFontkit.create(draftFonts().regular).hasGlyphForCodePoint(cp)));
  return has;
}
