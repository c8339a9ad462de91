/**
 * Text shaping with HarfBuzz (harfbuzzjs, the WebAssembly build): it picks conjunct glyphs, puts
 * matras where they belong (ि before its consonant, reph above), positions marks (GPOS) and joins
 * Arabic letters, right to left for Urdu. fontkit's own shaper was measured first: in
 * @pdf-lib/fontkit 1.1.1 its Indic shaper throws (regeneratorRuntime is not defined), and with that
 * patched the text extracted from its PDF is out of order (docs/drafts.md, Indian scripts and Urdu in exports).
 *
 * Words are shaped one at a time and cached: no shaping crosses a space in these scripts, and a
 * draft repeats its words, so a 20-page draft shapes a few hundred distinct words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SCRIPTS, Script } from './scripts';

/** Debian's fonts-noto-core puts the Noto fonts here (installed by tools/devstack and the Dockerfile). */
export const NOTO_FONT_DIR = '/usr/share/fonts/truetype/noto';

export type ShapedScript = Exclude<Script, 'latin'>;
export interface ShapedGlyph { gid: number; ax: number; dx: number; dy: number; cluster: number }
export interface ShapedWord { glyphs: ShapedGlyph[]; advance: number }

interface HbFont {
  upem: number;
  /** `rtl` defaults to the script's direction; digits inside Urdu are shaped left to right. */
  shape(text: string, rtl?: boolean): ShapedWord;
  hasGlyph(cp: number): boolean;
}

// harfbuzzjs has no type declarations; these are the calls used here.
interface Hb {
  createBlob(data: ArrayBuffer | Uint8Array): { destroy(): void };
  createFace(blob: unknown, index: number): { upem: number; collectUnicodes(): Uint32Array };
  createFont(face: unknown): unknown;
  createBuffer(): {
    addText(text: string): void;
    setDirection(d: 'ltr' | 'rtl'): void;
    setScript(s: string): void;
    setLanguage(l: string): void;
    getGlyphInfosAndPositions(): { codepoint: number; cluster: number; x_advance: number; x_offset: number; y_offset: number }[];
    destroy(): void;
  };
  shape(font: unknown, buffer: unknown): void;
}

let hbPromise: Promise<Hb> | undefined;
function harfbuzz(): Promise<Hb> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (hbPromise ??= require('harfbuzzjs') as Promise<Hb>);
}

const fileCache = new Map<string, Buffer>();
/** The font file of a script, regular or bold, read once per process. */
export function scriptFontFile(script: ShapedScript, bold: boolean): Buffer {
  const name = `${SCRIPTS[script].font}-${bold ? 'Bold' : 'Regular'}.ttf`;
  let data = fileCache.get(name);
  if (!data) {
    const file = path.join(NOTO_FONT_DIR, name);
    if (!fs.existsSync(file)) throw new Error(`font ${file} is missing: install the Debian package fonts-noto-core`);
    fileCache.set(name, (data = fs.readFileSync(file)));
  }
  return data;
}

const fonts = new Map<string, HbFont>();

/** A HarfBuzz font for a script; call `loadShaper` first (the WebAssembly module loads asynchronously). */
export function shaperFor(script: ShapedScript, bold: boolean): HbFont {
  const key = `${script}:${bold}`;
  const font = fonts.get(key);
  if (!font) throw new Error(`shaper for ${key} not loaded`);
  return font;
}

export async function loadShaper(script: ShapedScript, bold: boolean): Promise<HbFont> {
  const key = `${script}:${bold}`;
  const known = fonts.get(key);
  if (known) return known;
  const hb = await harfbuzz();
  const data = scriptFontFile(script, bold);
  const face = hb.createFace(hb.createBlob(data), 0);
  const font = hb.createFont(face);
  const unicodes = new Set(face.collectUnicodes());
  const info = SCRIPTS[script];
  const cache = new Map<string, ShapedWord>();
  const made: HbFont = {
    upem: face.upem,
    hasGlyph: (cp) => unicodes.has(cp),
    shape(text, rtl = info.rtl ?? false) {
      const key = rtl ? `\u0001${text}` : text;
      let word = cache.get(key);
      if (word) return word;
      const buffer = hb.createBuffer();
      try {
        buffer.addText(text);
        buffer.setDirection(rtl ? 'rtl' : 'ltr');
        buffer.setScript(info.hbScript);
        buffer.setLanguage(info.lang);
        hb.shape(font, buffer);
        const glyphs = buffer.getGlyphInfosAndPositions().map((g) => ({ gid: g.codepoint, ax: g.x_advance, dx: g.x_offset, dy: g.y_offset, cluster: g.cluster }));
        word = { glyphs, advance: glyphs.reduce((sum, g) => sum + g.ax, 0) };
      } finally {
        buffer.destroy();
      }
      if (cache.size < 20_000) cache.set(key, word);
      return word;
    },
  };
  fonts.set(key, made);
  return made;
}
