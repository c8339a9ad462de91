/**
 * Benches as the datasets and the judgments write them, read to one name per judge: the metadata's
 * "HON'BLE MR. JUSTICE A, HON'BLE DR. JUSTICE B", the first page of a reported judgment's
 * "[K.G. BALAKRISHNAN, CJI, P. SATHASIVAM AND J.M. PANCHAL, JJ.]", a signature's "A.K. Sikri, J.".
 */

/** Titles before a name: removed from the front only, so an initial "J." of a name stays ("J. CHELAMESWAR"). */
const LEADING = /^(?:hon['’]?ble|the|mr|mrs|ms|dr|justice|chief|cji)\b\.?\s*/i;
/** A judge's designation after the name: "…, J.", "… JJ.", "… CJI", "(J)", "(CJ)". */
const TRAILING = /\s*(?:\(\s*(?:j|jj|cj|cji)\s*\)|\b(?:j|jj|cji)\.?)\s*$/i;

function nameOf(piece: string): string {
  let s = piece.replace(/\s+/g, ' ').trim();
  for (let before = ''; before !== s; ) {
    before = s;
    s = s.replace(LEADING, '').trim();
  }
  // A trailing designation needs a name before it: "J." alone is a designation, "J. CHELAMESWAR" a name.
  if (s.includes(' ') || s.includes('(')) s = s.replace(TRAILING, '').trim();
  return /^(?:j|jj|cj|cji)\.?$/i.test(s) ? '' : s;
}

/** "HON'BLE MR. JUSTICE A, HON'BLE MRS. JUSTICE B" → ["A", "B"]. */
export function parseJudges(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const s = String(value).replace(/\s+/g, ' ').trim();
  if (!s || /^(?:nan|none)$/i.test(s)) return [];
  const names = s
    .split(/\s*(?:,|;|\band\b|&)\s*/i)
    .map(nameOf)
    .filter((j) => j.length > 1);
  return [...new Set(names)];
}

/** How far into a judgment's text its bench line is looked for (the first page). */
const FIRST_PAGE = 4000;

/**
 * The bench a reported judgment prints on its first page, "[A, CJI, B AND C, JJ.]": the whole bench,
 * where the metadata may name only some of it. Empty when the first page has no such line.
 */
export function benchFromText(paragraphs: string[]): string[] {
  const head = paragraphs.join('\n').slice(0, FIRST_PAGE);
  const m = /\[([^[\]]{3,400}?,?\s*(?:JJ|J|CJI)\.?)\s*\]/.exec(head);
  return m ? parseJudges(m[1]) : [];
}

/** The fullest of several readings of one bench (raw_html's Coram, the first page, the metadata), the author kept in it. */
export function wholeBench(readings: string[][], author?: string): string[] {
  const best = readings.reduce<string[]>((a, b) => (b.length > a.length ? b : a), []);
  const key = (n: string) => n.toLowerCase().replace(/[^a-z]/g, '');
  return author && !best.some((n) => key(n) === key(author)) ? [...best, author] : best;
}
