/**
 * Splits a line into runs of one script each, so every run is drawn with a font that has its
 * glyphs and shaped with that script's rules. The scripts are those of docs/product.md §9's translation list
 * (Assamese and Bengali share the Bengali script; Hindi, Marathi and Nepali share Devanagari; Urdu
 * is written in Arabic script, right to left). Everything else (Latin, ₹, punctuation) is 'latin',
 * drawn with DejaVu Sans as before.
 *
 * Neutral characters (spaces, digits, common punctuation, ZWJ/ZWNJ, the danda) join the run they
 * stand in when its font has them, so "धारा 6(1)" stays one Devanagari run. In Arabic script digits
 * are their own left-to-right run: shaping them right to left would turn "2005" into "5002".
 */
export type Script = 'latin' | 'deva' | 'beng' | 'guru' | 'gujr' | 'orya' | 'taml' | 'telu' | 'knda' | 'mlym' | 'arab';

export interface ScriptInfo {
  /** Noto font file stem under the Noto font directory (Regular / Bold are appended). */
  font: string;
  /** Family name as Word and LibreOffice know it, for DOCX runs. */
  family: string;
  /** ISO 15924 tag HarfBuzz takes, and a BCP 47 language for its language-specific forms. */
  hbScript: string;
  lang: string;
  rtl?: boolean;
  /** Size relative to the body size: Naskh's letters are small beside Latin and Devanagari at the same size. */
  scale?: number;
}

export const SCRIPTS: Record<Exclude<Script, 'latin'>, ScriptInfo> = {
  deva: { font: 'NotoSansDevanagari', family: 'Noto Sans Devanagari', hbScript: 'Deva', lang: 'hi' },
  beng: { font: 'NotoSansBengali', family: 'Noto Sans Bengali', hbScript: 'Beng', lang: 'bn' },
  guru: { font: 'NotoSansGurmukhi', family: 'Noto Sans Gurmukhi', hbScript: 'Guru', lang: 'pa' },
  gujr: { font: 'NotoSansGujarati', family: 'Noto Sans Gujarati', hbScript: 'Gujr', lang: 'gu' },
  orya: { font: 'NotoSansOriya', family: 'Noto Sans Oriya', hbScript: 'Orya', lang: 'or' },
  taml: { font: 'NotoSansTamil', family: 'Noto Sans Tamil', hbScript: 'Taml', lang: 'ta' },
  telu: { font: 'NotoSansTelugu', family: 'Noto Sans Telugu', hbScript: 'Telu', lang: 'te' },
  knda: { font: 'NotoSansKannada', family: 'Noto Sans Kannada', hbScript: 'Knda', lang: 'kn' },
  mlym: { font: 'NotoSansMalayalam', family: 'Noto Sans Malayalam', hbScript: 'Mlym', lang: 'ml' },
  // Naskh rather than Nastaliq: it sits on one baseline at body leading; Nastaliq's cascading words need twice the line height.
  arab: { font: 'NotoNaskhArabic', family: 'Noto Naskh Arabic', hbScript: 'Arab', lang: 'ur', rtl: true, scale: 1.2 },
};

const BLOCKS: [number, number, Script][] = [
  [0x0600, 0x06ff, 'arab'], [0x0750, 0x077f, 'arab'], [0x08a0, 0x08ff, 'arab'],
  [0x0900, 0x097f, 'deva'], [0x0980, 0x09ff, 'beng'], [0x0a00, 0x0a7f, 'guru'], [0x0a80, 0x0aff, 'gujr'],
  [0x0b00, 0x0b7f, 'orya'], [0x0b80, 0x0bff, 'taml'], [0x0c00, 0x0c7f, 'telu'], [0x0c80, 0x0cff, 'knda'],
  [0x0d00, 0x0d7f, 'mlym'], [0x1cd0, 0x1cff, 'deva'], [0xa8e0, 0xa8ff, 'deva'],
  [0xfb50, 0xfdff, 'arab'], [0xfe70, 0xfeff, 'arab'],
];

const isDigit = (cp: number) => (cp >= 0x30 && cp <= 0x39) || (cp >= 0x660 && cp <= 0x669) || (cp >= 0x6f0 && cp <= 0x6f9);

/** Characters every script uses: they take the script of the run around them. */
function isNeutral(cp: number): boolean {
  if (cp === 0x964 || cp === 0x965) return true; // danda, double danda: Bengali, Gurmukhi, Odia use them too
  if (cp === 0x200c || cp === 0x200d || cp === 0x25cc) return true; // ZWNJ, ZWJ, dotted circle
  if (cp >= 0x300 && cp <= 0x36f) return true;
  return cp < 0x80 && !/[A-Za-z]/.test(String.fromCharCode(cp));
}

export function scriptOf(cp: number): Script | 'neutral' {
  if (isNeutral(cp)) return 'neutral';
  if (cp < 0x0600) return 'latin';
  for (const [from, to, s] of BLOCKS) if (cp >= from && cp <= to) return s;
  return 'latin';
}

export interface Run { script: Script; text: string; rtl: boolean }

/**
 * `covers(script, cp)` tells whether the script's font has a glyph for a neutral character; one it
 * lacks goes to a Latin run (DejaVu has them all).
 */
export function splitRuns(line: string, covers: (script: Script, cp: number) => boolean): Run[] {
  const runs: Run[] = [];
  let pending = '';
  const push = (script: Script, text: string, rtl = false) => {
    const last = runs[runs.length - 1];
    if (last && last.script === script && last.rtl === rtl) last.text += text;
    else runs.push({ script, text, rtl });
  };
  /**
   * Neutrals go with the run before them if its font has them all, else with the next run's, else
   * Latin; a character no candidate has (a danda after a Latin word) goes to any font that has it.
   */
  const flush = (next?: Script) => {
    if (!pending) return;
    const text = pending;
    pending = '';
    const cps = Array.from(text, (c) => c.codePointAt(0)!);
    const prev = runs[runs.length - 1];
    const digits = cps.some(isDigit);
    const fits = (s: Script) => cps.every((cp) => covers(s, cp));
    if (prev && !prev.rtl && fits(prev.script)) return push(prev.script, text);
    if ((prev?.rtl || (!prev && next === 'arab')) && !digits && fits('arab')) return push('arab', text, true);
    if (next && next !== 'arab' && fits(next)) return push(next, text);
    // Digits next to Arabic script: a left-to-right run, in Naskh when it has them.
    if (prev?.rtl && fits('arab')) return push('arab', text, false);
    if (fits('latin')) return push('latin', text);
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      const own = [prev?.script, next, 'latin' as const, ...(Object.keys(SCRIPTS) as Script[])].find((s) => s && s !== 'arab' && covers(s, cp));
      push(own ?? 'latin', ch);
    }
  };
  for (const ch of line) {
    const cp = ch.codePointAt(0)!;
    const s = scriptOf(cp);
    if (s === 'neutral') {
      pending += ch;
      continue;
    }
    flush(s);
    push(s, ch, SCRIPTS[s as Exclude<Script, 'latin'>]?.rtl ?? false);
  }
  flush();
  return runs;
}

/** A paragraph is right to left when its first letter is (Unicode's rule P2, without embeddings). */
export function isRtlParagraph(text: string): boolean {
  for (const ch of text) {
    const s = scriptOf(ch.codePointAt(0)!);
    if (s !== 'neutral') return s === 'arab';
  }
  return false;
}

/**
 * Visual order of a line's runs. In a right-to-left paragraph the runs go right to left, but a
 * group of consecutive left-to-right runs (a Latin phrase with a number) keeps its inner order.
 */
export function visualOrder(runs: Run[], rtlParagraph: boolean): Run[] {
  if (!rtlParagraph) return runs;
  const groups: Run[][] = [];
  for (const run of runs) {
    const last = groups[groups.length - 1];
    if (last && !run.rtl && !last[0].rtl) last.push(run);
    else groups.push([run]);
  }
  return groups.reverse().flat();
}
