/**
 * Citations of Indian law reports in judgment text: each found with its span and a normal form, so
 * "1973 (4) SCC 225", "(1973) 4 S.C.C. 225" and "(1973) 4 SCC 225" are one citation. The reporters:
 * SCC (with Supp and the (Cri)/(Civ)/(L&S)/(Tax) series), AIR, SCR, SCC OnLine, Cri LJ, DLT, the
 * Supreme Court's neutral citation (2023 INSC 1045, also as the court's site writes it: 2023INSC1045)
 * and the High Courts' (2023:DHC:1234, 2022/KER/45). The court's own database cites older judgments
 * year first with the volume in brackets ("1980 SCC (2) 565", "1980 SCR (3) 383", "1962 SCR Supl. (2)
 * 769") and AIR without its court ("1980 AIR 1632", the Supreme Court's series): those read as the
 * usual forms ("(1980) 2 SCC 565", "[1980] 3 SCR 383", "AIR 1980 SC 1632"). Patterns demand a year
 * of 1850-2099 and a reporter name, so sections, case numbers, dates, times and amounts never match
 * (the labelled set in test/citation-set.ts holds such negatives).
 */
export type CitationKind = 'scc' | 'air' | 'scr' | 'scc-online' | 'cri-lj' | 'dlt' | 'insc' | 'hc-neutral';

export interface Citation {
  kind: CitationKind;
  /** The normal form, e.g. "(2014) 8 SCC 273", "AIR 1962 SC 605", "2023:DHC:1234". */
  normal: string;
  year: number;
  start: number;
  end: number;
}

const YEAR = '((?:18[5-9]|19\\d|20\\d)\\d)';
const VOL = '(\\d{1,3})';
const PAGE = '(\\d{1,6})';
// "S.C.C.", "S C C", "SCC" — the dots and spaces reporters and typists put between the letters.
const SCC = 'S\\.?\\s?C\\.?\\s?C\\.?';
const SCR = 'S\\.?\\s?C\\.?\\s?R\\.?';
const SERIES = '(?:\\s*\\(\\s*(Cri|Crl|Civ|L\\s?&\\s?S|Tax)\\s*\\))?';
/** "Supp", "Supp.", "Suppl." and the court database's "Supl.". */
const SUPP = 'Sup(?:pl|p|l)\\.?';
/** A court's short name in AIR and SCC OnLine: SC, S.C., All, Bom, Del, P&H, J&K, MP... */
const COURT = '(S\\.?\\s?C\\.?(?![A-Za-z])|[A-Z][A-Za-z]{0,9}(?:\\s?&\\s?[A-Z][A-Za-z]?)?\\.?)';
/** "OnLine" as typed and as OCR reads it: "Online", "0nLine", "OnIine". */
const ONLINE = '[O0]n\\s?[LlI1]ine';

interface Rule {
  kind: CitationKind;
  re: RegExp;
  normal: (m: RegExpExecArray) => string;
}

const series = (s: string | undefined) => {
  if (!s) return '';
  const t = s.replace(/\s/g, '');
  return ` (${t === 'Crl' ? 'Cri' : t})`;
};
const court = (c: string) => c.replace(/[.\s]/g, '');
const supp = (vol: string | undefined) => (vol ? `Supp (${vol})` : 'Supp');

const RULES: Rule[] = [
  // (2014) 8 SCC 273 · [2014] 8 SCC 273 · (2014) 3 SCC (Cri) 449
  { kind: 'scc', re: new RegExp(`[(\\[]\\s*${YEAR}\\s*[)\\]]\\s*${VOL}\\s*${SCC}${SERIES}\\s+${PAGE}\\b`, 'g'), normal: (m) => `(${m[1]}) ${+m[2]} SCC${series(m[3])} ${+m[4]}` },
  // 2014 (8) SCC 273
  { kind: 'scc', re: new RegExp(`\\b${YEAR}\\s*\\(\\s*${VOL}\\s*\\)\\s*${SCC}${SERIES}\\s+${PAGE}\\b`, 'g'), normal: (m) => `(${m[1]}) ${+m[2]} SCC${series(m[3])} ${+m[4]}` },
  // 1992 Supp (3) SCC 217 · 1975 Supp SCC 1 · 1991 Supp. (1) SCC 600
  { kind: 'scc', re: new RegExp(`[(\\[]?${YEAR}[)\\]]?\\s+${SUPP}\\s*(?:\\(\\s*${VOL}\\s*\\)|${VOL})?\\s*${SCC}${SERIES}\\s+${PAGE}\\b`, 'g'), normal: (m) => `${m[1]} ${supp(m[2] ?? m[3])} SCC${series(m[4])} ${+m[5]}` },
  // 1997 SCC (Cri) 92: the older series cited by year alone
  { kind: 'scc', re: new RegExp(`\\b${YEAR}\\s+${SCC}\\s*\\(\\s*(Cri|Crl|Civ|L\\s?&\\s?S|Tax)\\s*\\)\\s+${PAGE}\\b`, 'g'), normal: (m) => `${m[1]} SCC${series(m[2])} ${+m[3]}` },
  // 1980 SCC (2) 565: the court database's form, volume after the reporter
  { kind: 'scc', re: new RegExp(`\\b${YEAR}\\s+${SCC}\\s*\\(\\s*${VOL}\\s*\\)\\s+${PAGE}\\b`, 'g'), normal: (m) => `(${m[1]}) ${+m[2]} SCC ${+m[3]}` },
  // 1980 SCR (3) 383 · 1962 SCR Supl. (2) 769 (the same database)
  {
    kind: 'scr',
    re: new RegExp(`\\b${YEAR}\\s+${SCR}\\s*(${SUPP})?\\s*\\(\\s*${VOL}\\s*\\)\\s+${PAGE}\\b`, 'g'),
    normal: (m) => `[${m[1]}] ${m[2] ? supp(m[3]) : +m[3]} SCR ${+m[4]}`,
  },
  // 1980 AIR 1632: the same database's AIR, which names no court (the Supreme Court's series)
  { kind: 'air', re: new RegExp(`\\b${YEAR}\\s+A\\.?\\s?I\\.?\\s?R\\.?\\s+${PAGE}\\b`, 'g'), normal: (m) => `AIR ${m[1]} SC ${+m[2]}` },
  // AIR 1962 SC 605 · A.I.R. 1954 S.C. 300 · AIR 1955 All 52
  { kind: 'air', re: new RegExp(`\\bA\\.?\\s?I\\.?\\s?R\\.?\\s*${YEAR}\\s*${COURT}\\s*${PAGE}\\b`, 'g'), normal: (m) => `AIR ${m[1]} ${court(m[2])} ${+m[3]}` },
  // 2022 SCC OnLine SC 929 · 2023 SCC Online Del 1234
  { kind: 'scc-online', re: new RegExp(`\\b${YEAR}\\s+${SCC}\\s*${ONLINE}\\s+${COURT}\\s*${PAGE}\\b`, 'g'), normal: (m) => `${m[1]} SCC OnLine ${court(m[2])} ${+m[3]}` },
  // [1950] SCR 88 · (1950) S.C.R. 519 · [1962] Supp. 2 S.C.R. 769 · 1973 Supp SCR 1 · [2023] 5 S.C.R. 123
  {
    kind: 'scr',
    re: new RegExp(`[(\\[]?${YEAR}[)\\]]?\\s*(?:(${SUPP})\\s*(?:\\(\\s*${VOL}\\s*\\)|${VOL})?\\s*|${VOL}\\s+)?${SCR}\\s+${PAGE}\\b`, 'g'),
    normal: (m) => {
      const vol = m[3] ?? m[4] ?? m[5];
      return `[${m[1]}] ${m[2] ? `${supp(m[3] ?? m[4])} ` : vol ? `${+vol} ` : ''}SCR ${+m[6]}`;
    },
  },
  // 1998 Cri LJ 1234 · 2005 Cri. L.J. 567 · 2010 CriLJ 4102 · 1987 Cr LJ 1100
  { kind: 'cri-lj', re: new RegExp(`[(\\[]?${YEAR}[)\\]]?\\s+Cr(?:i|l)?\\.?\\s?L\\.?\\s?J\\.?\\s+${PAGE}\\b`, 'g'), normal: (m) => `${m[1]} Cri LJ ${+m[2]}` },
  // (2009) 160 DLT 277 · 2015 (150) DLT 1
  { kind: 'dlt', re: new RegExp(`[(\\[]?${YEAR}[)\\]]?\\s*\\(?\\s*${VOL}\\s*\\)?\\s*D\\.?\\s?L\\.?\\s?T\\.?\\s+${PAGE}\\b`, 'g'), normal: (m) => `(${m[1]}) ${+m[2]} DLT ${+m[3]}` },
  // 2023 INSC 1045 · 2023INSC1045 (the court's site and the dataset's nc_display write it without spaces)
  { kind: 'insc', re: new RegExp(`\\b${YEAR}\\s*INSC\\s*${PAGE}\\b`, 'g'), normal: (m) => `${m[1]} INSC ${+m[2]}` },
  // 2023:DHC:1234 · 2023:DHC:8765-DB · 2023:BHC-AS:5678 · 2024:RJ-JD:4455 · 2023:PHHC:012345 (zeros kept: they are part of it)
  { kind: 'hc-neutral', re: new RegExp(`\\b${YEAR}:([A-Z]{2,8}(?:-[A-Z]{1,6})?):(\\d{1,7})(-(?:DB|FB|LB))?\\b`, 'g'), normal: (m) => `${m[1]}:${m[2]}:${m[3]}${m[4] ?? ''}` },
  // 2022/KER/4567 (Kerala's first form)
  { kind: 'hc-neutral', re: new RegExp(`\\b${YEAR}/([A-Z]{2,8})/(\\d{1,7})\\b`, 'g'), normal: (m) => `${m[1]}/${m[2]}/${m[3]}` },
];

/**
 * OCR reads the digits of a bracketed year as letters: "(2Ol4)", "[l998]". Such a year is put right
 * letter for letter (so spans still point into the text as written), and only inside brackets and
 * only where it then reads as a year: a word like "(Ola)" or "(IIII)" is left alone.
 */
function ocrYears(text: string): string {
  return text.replace(/([([]\s*)([12lI][\dOolI]{3})(?=\s*[)\]])/g, (whole, open: string, year: string) => {
    if (/^\d{4}$/.test(year) || (year.match(/\d/g) ?? []).length < 2) return whole;
    const fixed = year.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
    return /^(18[5-9]|19\d|20\d)\d$/.test(fixed) ? open + fixed : whole;
  });
}

/** Every citation in `text`, in order; where two patterns overlap the longer match wins. */
export function extractCitations(written: string): Citation[] {
  const text = ocrYears(written);
  const found: Citation[] = [];
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      const start = m.index + (m[0].length - m[0].trimStart().length);
      found.push({ kind: rule.kind, normal: rule.normal(m), year: Number(m[1]), start, end: m.index + m[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Citation[] = [];
  for (const c of found) {
    const last = out[out.length - 1];
    if (last && c.start < last.end) continue;
    out.push(c);
  }
  return out;
}

/** The normal form of one citation as written ("1973 (4) SCC 225" → "(1973) 4 SCC 225"), or undefined. */
export function normaliseCitation(written: string): string | undefined {
  const [first] = extractCitations(written);
  return first?.normal;
}

/** A citation as one search term: lower-case, no spaces, marked so no word of text can equal it. */
export function citationTerm(normal: string): string {
  return `©${normal.toLowerCase().replace(/[\s()[\]]/g, '')}`;
}
