/**
 * Latin text: DejaVu Sans, shipped in the dejavu-fonts-ttf npm package (nothing is downloaded at run time). It
 * covers Latin with accents, the rupee sign (U+20B9) and common legal punctuation (§, ¶, –, “ ”).
 *
 * Speed: pdf-lib parses the font file again for every PDF and shapes every string through
 * fontkit's full OpenType layout (GSUB/GPOS), about 1 ms per line with DejaVu, which made a
 * 20-page draft take ~600 ms. Drafts need neither ligatures nor kerning (a ligature would even
 * break copy-and-paste of "fi"), so the parsed font is kept per process and its layout maps each
 * code point straight to its glyph. pdf-lib still subsets the font and writes the ToUnicode map.
 */
import realFontkit from '@pdf-lib/fontkit';
import fs from 'node:fs';
import path from 'node:path';

type FontkitFont = ReturnType<typeof realFontkit.create>;
type Glyph = ReturnType<FontkitFont['glyphForCodePoint']>;

let files: { regular: Buffer; bold: Buffer } | undefined;
const parsed = new Map<Uint8Array, FontkitFont>();

export function draftFonts(): { regular: Buffer; bold: Buffer } {
  if (!files) {
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    files = { regular: fs.readFileSync(path.join(dir, 'DejaVuSans.ttf')), bold: fs.readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')) };
  }
  return files;
}

function withDirectLayout(font: FontkitFont): FontkitFont {
  const byCodePoint = new Map<number, Glyph>();
  const glyphFor = (cp: number) => {
    let g = byCodePoint.get(cp);
    if (!g) byCodePoint.set(cp, (g = font.glyphForCodePoint(cp)));
    return g;
  };
  // Same shape as fontkit's GlyphRun as far as pdf-lib reads it (glyphs with id, advanceWidth, codePoints).
  (font as unknown as { layout: (text: string) => { glyphs: Glyph[] } }).layout = (text: string) => ({
    glyphs: Array.from(text, (ch) => glyphFor(ch.codePointAt(0)!)),
  });
  return font;
}

/**
 * Shaped scripts (render/shaper.ts) are laid out by HarfBuzz, not fontkit: the text handed to
 * pdf-lib's encodeText is then a string of glyph ids, each written as the private-use code point
 * GLYPH_ID_BASE + id, and this layout turns them back into glyphs. Each glyph is one object per
 * font, whose codePoints (its ToUnicode entry) the painter sets to the text it stands for.
 */
export const GLYPH_ID_BASE = 0xf0000;
export interface IdGlyph { id: number; advanceWidth: number; codePoints: number[] }
const idGlyphs = new WeakMap<FontkitFont, Map<number, IdGlyph>>();

function withGlyphIdLayout(font: FontkitFont): FontkitFont {
  const byId = new Map<number, IdGlyph>();
  idGlyphs.set(font, byId);
  (font as unknown as { layout: (text: string) => { glyphs: IdGlyph[] } }).layout = (text: string) => ({
    glyphs: Array.from(text, (ch) => glyphById(font, ch.codePointAt(0)! - GLYPH_ID_BASE)),
  });
  return font;
}

/** The glyph object for an id in a shaped-script font (its ToUnicode text starts out as the cmap's). */
export function glyphById(font: FontkitFont, id: number): IdGlyph {
  const byId = idGlyphs.get(font)!;
  let g = byId.get(id);
  if (!g) {
    const real = font.getGlyph(id);
    byId.set(id, (g = { id, advanceWidth: real.advanceWidth, codePoints: [...real.codePoints] }));
  }
  return g;
}

const shapedFiles = new WeakSet<Uint8Array>();
/** Marks a font file as one whose text is shaped by HarfBuzz (see withGlyphIdLayout). */
export function registerShapedFontFile(data: Uint8Array): void {
  shapedFiles.add(data);
}

/** A fontkit for PDFDocument.registerFontkit that hands out each shipped font parsed once. */
export const draftFontkit = {
  create(data: Uint8Array, postscriptName?: string): FontkitFont {
    const known = files && (data === files.regular || data === files.bold);
    const shaped = shapedFiles.has(data);
    if (!known && !shaped) return realFontkit.create(data, postscriptName);
    let font = parsed.get(data);
    if (!font) {
      const real = realFontkit.create(data, postscriptName);
      parsed.set(data, (font = shaped ? withGlyphIdLayout(real) : withDirectLayout(real)));
    }
    return font;
  },
};
