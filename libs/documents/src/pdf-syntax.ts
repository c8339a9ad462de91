/**
 * Just enough of the PDF syntax (ISO 32000-1 §7.2–7.3) to find, for a `stream` keyword, the
 * dictionary that owns it, the way poppler's lexer and parser read it: names with `#xx` escapes
 * decoded (/Fl#61teDecode is /FlateDecode), strings (nested parentheses, backslash escapes), hex
 * strings and comments skipped whole (a /Filter written inside a string is not a filter), and only
 * the keys of the owning dictionary itself (a /Filter of a dictionary nested in it is not the
 * stream's). The stream's data starts after the end of the keyword's line, whatever ends it (CR,
 * LF or CR LF) and whatever follows the keyword on it, as poppler's Lexer::skipToNextLine does.
 */

export type PdfValue =
  | { t: 'dict'; entries: Map<string, PdfValue> }
  | { t: 'array'; items: PdfValue[] }
  | { t: 'name'; v: string }
  | { t: 'num'; v: number }
  | { t: 'ref'; n: number; g: number }
  | { t: 'str' }
  | { t: 'kw'; v: string };

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const regular = (c: number) => !WHITE.has(c) && !DELIM.has(c);

/** A name's bytes with its `#xx` escapes decoded (§7.3.5). */
export const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * `stream` keywords as poppler finds them: a keyword of its own (not the end of `endstream`, not a
 * longer word), its data starting after the end of its line. `begin` is where the data starts.
 */
export function* streamKeywords(text: string): Generator<{ at: number; begin: number }> {
  const re = /(?<=^|[\x00\t\n\f\r >\])}])stream(?![^\x00\t\n\f\r ()<>[\]{}/%])[^\r\n]*(\r\n|\r|\n|$)/g;
  for (const m of text.matchAll(re)) yield { at: m.index, begin: m.index + m[0].length };
}

class SyntaxFault extends Error {}

/** A reader of PDF objects over `text` (latin1) from `pos`, stopping before `end`. */
class Tokens {
  constructor(private readonly text: string, public pos: number, private readonly end: number) {}

  private skipSpace(): void {
    const s = this.text;
    while (this.pos < this.end) {
      const c = s.charCodeAt(this.pos);
      if (WHITE.has(c)) this.pos++;
      else if (c === 0x25) {
        while (this.pos < this.end && s[this.pos] !== '\n' && s[this.pos] !== '\r') this.pos++;
      } else break;
    }
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.pos >= this.end;
  }

  /** One object; a number followed by a number and R is a reference. */
  value(depth = 0): PdfValue {
    if (depth > 64) throw new SyntaxFault('too deep');
    this.skipSpace();
    const s = this.text;
    if (this.pos >= this.end) throw new SyntaxFault('end');
    const c = s.charCodeAt(this.pos);
    if (s.startsWith('<<', this.pos)) {
      this.pos += 2;
      const entries = new Map<string, PdfValue>();
      for (;;) {
        this.skipSpace();
        if (s.startsWith('>>', this.pos)) {
          this.pos += 2;
          return { t: 'dict', entries };
        }
        const key = this.value(depth + 1);
        if (key.t !== 'name') throw new SyntaxFault('key');
        const val = this.value(depth + 1);
        // A repeated key: poppler keeps the first.
        if (!entries.has(key.v)) entries.set(key.v, val);
      }
    }
    if (c === 0x3c) {
      const close = s.indexOf('>', this.pos);
      if (close < 0 || close >= this.end) throw new SyntaxFault('hex string');
      this.pos = close + 1;
      return { t: 'str' };
    }
    if (c === 0x28) {
      let level = 0;
      for (; this.pos < this.end; this.pos++) {
        const ch = s[this.pos];
        if (ch === '\\') this.pos++;
        else if (ch === '(') level++;
        else if (ch === ')' && --level === 0) {
          this.pos++;
          return { t: 'str' };
        }
      }
      throw new SyntaxFault('string');
    }
    if (c === 0x5b) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (s[this.pos] === ']') {
          this.pos++;
          return { t: 'array', items };
        }
        items.push(this.value(depth + 1));
      }
    }
    if (c === 0x2f) {
      const start = ++this.pos;
      while (this.pos < this.end && regular(s.charCodeAt(this.pos))) this.pos++;
      return { t: 'name', v: decodeName(s.slice(start, this.pos)) };
    }
    if (!regular(c)) throw new SyntaxFault(`delimiter ${s[this.pos]}`);
    const start = this.pos;
    while (this.pos < this.end && regular(s.charCodeAt(this.pos))) this.pos++;
    const word = s.slice(start, this.pos);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { t: 'kw', v: word };
    const num: PdfValue = { t: 'num', v: Number(word) };
    if (!/^\d+$/.test(word)) return num;
    // `n g R`: look ahead without consuming unless it is one.
    const back = this.pos;
    const gen = /^\s+(\d+)\s+R(?![^\x00\t\n\f\r ()<>[\]{}/%])/.exec(s.slice(this.pos, Math.min(this.end, this.pos + 32)));
    if (gen) {
      this.pos += gen[0].length;
      return { t: 'ref', n: Number(word), g: Number(gen[1]) };
    }
    this.pos = back;
    return num;
  }
}

/** How far before a `stream` keyword its object header is looked for. */
const HEADER_WINDOW = 256 * 1024;

/**
 * The dictionary that owns the stream whose keyword is at `at`: the one object between an `n g obj`
 * header and the keyword. Headers are tried from the nearest back; one inside a string of the
 * real dictionary does not parse to exactly one dictionary ending at the keyword. Undefined when
 * no header does (the caller then treats every /Filter near the keyword as possible).
 */
export function owningDictionary(text: string, at: number): Map<string, PdfValue> | undefined {
  // Most dictionaries are short: a small window first spares a long scan per stream.
  for (const size of [4096, HEADER_WINDOW]) {
    const from = Math.max(0, at - size);
    const headers = [...text.slice(from, at).matchAll(/(?<![0-9])\d+[\x00\t\n\f\r ]+\d+[\x00\t\n\f\r ]+obj(?![^\x00\t\n\f\r ()<>[\]{}/%])/g)].map((m) => from + m.index + m[0].length);
    for (let i = headers.length - 1; i >= 0 && i >= headers.length - 16; i--) {
      try {
        const tokens = new Tokens(text, headers[i], at);
        const dict = tokens.value();
        if (dict.t === 'dict' && tokens.atEnd()) return dict.entries;
      } catch (err) {
        if (!(err instanceof SyntaxFault)) throw err;
      }
    }
    if (from === 0) break;
  }
  return undefined;
}

/** The value of object `n g` (a /Filter, /Length or /DecodeParms given by reference). */
export function objectValue(text: string, n: number, g: number): PdfValue | undefined {
  const m = new RegExp(`(?<![0-9])${n}[\\x00\\t\\n\\f\\r ]+${g}[\\x00\\t\\n\\f\\r ]+obj`).exec(text);
  if (!m) return undefined;
  const end = text.indexOf('endobj', m.index);
  try {
    return new Tokens(text, m.index + m[0].length, end < 0 ? Math.min(text.length, m.index + 65536) : end).value();
  } catch {
    return undefined;
  }
}

/** A value with one level of reference followed. */
export const resolved = (text: string, v: PdfValue | undefined): PdfValue | undefined => (v?.t === 'ref' ? objectValue(text, v.n, v.g) : v);

/** The filter names a /Filter value gives, in decoding order. */
export function filterNames(text: string, v: PdfValue | undefined): string[] {
  const value = resolved(text, v);
  if (value?.t === 'name') return [value.v];
  if (value?.t === 'array') return value.items.map((item) => resolved(text, item)).filter((i): i is { t: 'name'; v: string } => i?.t === 'name').map((i) => i.v);
  return [];
}

/**
 * Every filter chain written near a keyword whose dictionary could not be parsed: each /Filter at
 * any depth, names decoded, strings left in (a reader that cannot parse the dictionary either may
 * still recover it some other way, so none is ruled out).
 */
export function possibleFilterChains(text: string, at: number): string[][] {
  const region = text.slice(Math.max(0, at - 8192), at);
  const decoded = region.replace(/\/[^\x00\t\n\f\r ()<>[\]{}/%]*/g, (name) => decodeName(name));
  const chains = new Map<string, string[]>();
  for (const m of decoded.matchAll(/\/Filter[\x00\t\n\f\r ]*(\[[^\]]*\]|\/[^\x00\t\n\f\r ()<>[\]{}/%]+)/g)) {
    const names = [...m[1].matchAll(/\/([^\x00\t\n\f\r ()<>[\]{}/%]+)/g)].map((n) => n[1]);
    chains.set(names.join(' '), names);
  }
  return [...chains.values()];
}
