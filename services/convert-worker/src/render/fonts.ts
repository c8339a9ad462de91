/**
 * DejaVu Sans, shipped in the dejavu-fonts-ttf npm package (nothing is downloaded at run time). It
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

/** A fontkit for PDFDocument.registerFontkit that hands out each shipped font parsed once. */
export const draftFontkit = {
  create(data: Uint8Array, postscriptName?: string): FontkitFont {
    const known = files && (data === files.regular || data === files.bold);
    if (!known) return realFontkit.create(data, postscriptName);
    let font = parsed.get(data);
    if (!font) parsed.set(data, (font = withDirectLayout(realFontkit.create(data, postscriptName))));
    return font;
  },
};
