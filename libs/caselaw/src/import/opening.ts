/**
 * A summary for a judgment whose metadata has none (the dataset's `description` is empty on many
 * rows): its headnote where the report has one, else the judgment's own opening after the cause
 * title, never the cause title itself ("REPORTABLE IN THE SUPREME COURT OF INDIA CRIMINAL APPELLATE
 * JURISDICTION … APPELLANT VERSUS … RESPONDENT J U D G M E N T").
 */

/** Lines of a cause title and of a report's header: none of them says what the case is about. */
const BOILERPLATE = [
  /\bREPORTABLE\b/i,
  /\bIN THE SUPREME COURT OF INDIA\b/i,
  /\bIN THE HIGH COURT\b/i,
  /\bAPPELLATE JURISDICTION\b|\bORIGINAL JURISDICTION\b|\bEXTRA-?ORDINARY JURISDICTION\b/i,
  /\b(?:CIVIL|CRIMINAL|WRIT|TRANSFERRED|SPECIAL LEAVE) (?:APPEAL|PETITION|CASE)S?\s*\(?[A-Z.]*\)?\s*NOS?\.?/i,
  /\.{3,}\s*(?:APPELLANTS?|RESPONDENTS?|PETITIONERS?)\b/i,
  /^\s*(?:VERSUS|WITH|AND)\s*$/i,
  /^\s*(?:J\s*U\s*D\s*G\s*M\s*E\s*N\s*T|O\s*R\s*D\s*E\s*R)\s*$/i,
  /^\s*\[?\s*\d{4}\s*\]?\s*\d*\s*S\.?\s?C\.?\s?R\.?\s+\d+/i,
  /^\s*\d{4}\s*INSC\s*\d+\s*$/i,
  /\bJJ?\.\s*\]\s*$/,
];

/** A heading after which the judgment's own words begin. */
const JUDGMENT_HEADING = /^\s*(?:J\s*U\s*D\s*G\s*M\s*E\s*N\s*T|O\s*R\s*D\s*E\s*R|JUDGMENT|ORDER)\s*[:.]?\s*$/i;
const HEADNOTE = /^\s*(?:Headnote|HEADNOTE|Held)\s*[:.-]?\s*/;
/** "K.G. BALAKRISHNAN, CJI." or "A.K. SIKRI, J.": the author's line above the judgment. */
const AUTHOR_LINE = /^[A-Z][A-Za-z. ]{2,60},\s*(?:J|CJI|CJ)\.?\s*:?\s*$/;
const INLINE_HEADING = /\bJ\s*U\s*D\s*G\s*M\s*E\s*N\s*T\b|\bJUDGMENT\b(?=\s+[A-Z][A-Z.]+)/;
const AUTHOR_START = /^[A-Z][A-Z. ]{2,60},\s*(?:J|CJI|CJ)\.\s*/;
/** A page number or a paragraph made only of one. */
const PAGE_NUMBER = /^\s*(?:Page\s*)?\d{1,4}\s*(?:of\s*\d{1,4})?\s*$/i;

const isBoilerplate = (p: string) => PAGE_NUMBER.test(p) || AUTHOR_LINE.test(p.trim()) || BOILERPLATE.some((re) => re.test(p)) || p.length < 40;
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : s);

/** The summary a result card shows for a judgment with no description of its own, at most `max` characters. */
export function openingOf(paragraphs: string[], max = 600): string | undefined {
  const paras = paragraphs.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const head = paras.findIndex((p) => HEADNOTE.test(p));
  if (head >= 0) {
    const inline = paras[head].replace(HEADNOTE, '').trim();
    const text = inline.length >= 40 ? inline : paras.slice(head + 1).find((p) => !isBoilerplate(p));
    if (text) return cut(text, max);
  }
  const heading = paras.findIndex((p) => JUDGMENT_HEADING.test(p));
  let after = heading >= 0 ? paras.slice(heading + 1) : paras;
  // A cause title read as one paragraph with the judgment's start: its words after the heading.
  const inline = heading < 0 ? paras.slice(0, 5).findIndex((p) => INLINE_HEADING.test(p)) : -1;
  if (inline >= 0) {
    const rest = paras[inline].split(INLINE_HEADING).pop()!.trim().replace(AUTHOR_START, '').trim();
    after = [rest, ...paras.slice(inline + 1)];
  }
  const first = after.find((p) => !isBoilerplate(p) && p.length >= 80) ?? after.find((p) => !isBoilerplate(p));
  return first ? cut(first, max) : undefined;
}
