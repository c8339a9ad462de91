/**
 * A judgment's title as a reader expects it ("Rangappa v. Sri Mohan") from the cause title as the
 * court's record writes it ("RANGAPPA versus SRI MOHAN"). Only a title written all in capitals is
 * recased; one already in mixed case is kept as written (its capitals are deliberate). The original
 * is kept beside it for citation (Judgment.cause_title).
 */

/** Short words written in lower case inside a title. */
const MINOR = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'through', 'with', 'alias', 'since', 'deceased', 'thr', 'thr.']);
/** Names that stay in capitals: bodies and abbreviations litigants are known by. */
const ACRONYMS = new Set([
  'NCT', 'CBI', 'ED', 'NIA', 'UOI', 'LIC', 'SBI', 'RBI', 'ONGC', 'BSNL', 'MTNL', 'NTPC', 'BHEL', 'SAIL', 'GAIL', 'IOC', 'HPCL', 'BPCL', 'DDA', 'NDMC', 'MCD', 'BMC',
  'HDFC', 'ICICI', 'IDBI', 'UCO', 'UTI', 'SEBI', 'TRAI', 'UPSC', 'SSC', 'CIT', 'ITO', 'GST', 'DGFT', 'CCI', 'NHAI', 'HUDA', 'BDA', 'CIDCO', 'MMRDA', 'KSEB', 'TNEB',
  'DTC', 'UP', 'MP', 'HP', 'AP', 'J&K', 'LTD', 'PVT', 'II', 'III', 'IV', 'VI', 'VII', 'VIII', 'IX', 'XI', 'XII', 'NGO', 'AIIMS', 'IIT', 'ISRO', 'DRDO', 'BCCI', 'PIL',
]);
const KEEP_CASE = new Set(['LTD', 'PVT']);

function word(w: string, first: boolean): string {
  const bare = w.replace(/^[("'[]+|[)"',.:;\]]+$/g, '');
  const upper = bare.toUpperCase();
  if (/^(?:VERSUS|VS|V)$/i.test(bare) && !first) return 'v.';
  if (!bare || !/[A-Z]/.test(bare)) return w;
  if (ACRONYMS.has(upper) && !KEEP_CASE.has(upper)) return w;
  // Initials and dotted abbreviations ("K.G.", "U.P.", "M/S") stay as written; "ORS." and "ANR." are words.
  if (/^(?:[A-Z]\.){1,4}[A-Z]?\.?$/.test(bare) || /^[A-Z]\/[A-Z]+$/i.test(bare)) return w.replace(bare, upper === 'M/S' ? 'M/s' : bare);
  if (/\d/.test(bare)) return w;
  const lower = bare.toLowerCase();
  if (!first && MINOR.has(lower)) return w.replace(bare, lower);
  const cased = lower.replace(/(^|[-'’(])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
  return w.replace(bare, cased);
}

/** "RANGAPPA versus SRI MOHAN" → "Rangappa v. Sri Mohan"; a title with lower-case letters is kept. */
export function readableTitle(title: string): string {
  const letters = title.replace(/\b(?:versus|vs)\b/gi, '').replace(/[^A-Za-z]/g, '');
  if (!letters || /[a-z]/.test(letters)) return title.replace(/\s+(?:versus|vs\.?)\s+/gi, ' v. ');
  return title
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => word(w, i === 0))
    .join(' ');
}
