import type { PaperMeta } from '@lexmitra/contracts';
import { ExtractedDocument, extractPaperFacts, nextActionDate, PaperFacts, paperKindEntry, SummaryLanguage, SummaryNotes } from '@lexmitra/documents';
import { ACTS, legalKb, LegalEntry } from '@lexmitra/legal-kb';

/**
 * What the knowledge base says about a paper: the entry for its kind, and what each section it
 * cites is about (the title of the entry that rests on that section). Only the knowledge base's
 * public API is used, read-only.
 */

const fold = (s: string) => s.toLowerCase().replace(/,?\s*\d{4}\s*$/, '').replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();
/** Act names as the knowledge base writes them, folded, to its codes; and the short names papers use. */
const ACT_CODES = new Map<string, string>([
  ...Object.entries(ACTS).map(([code, name]) => [fold(name), code] as [string, string]),
  ...Object.keys(ACTS).map((code) => [code.toLowerCase(), code] as [string, string]),
]);
const SHORT_NAMES: [RegExp, string][] = [[/भारतीय न्याय संहिता/u, 'BNS'], [/भारतीय नागरिक सुरक्षा संहिता/u, 'BNSS'], [/दंड प्रक्रिया संहिता/u, 'CrPC'], [/भारतीय दंड संहिता/u, 'IPC'], [/परक्राम्य लिखत/u, 'NIA'], [/घरेलू हिंसा/u, 'DVA']];

function actCode(name: string | undefined): string | undefined {
  if (!name) return undefined;
  for (const [re, code] of SHORT_NAMES) if (re.test(name) && code in ACTS) return code;
  const folded = fold(name);
  return ACT_CODES.get(folded) ?? [...ACT_CODES].find(([full]) => full.length > 8 && (folded.endsWith(full) || full.endsWith(folded)))?.[1];
}

const titleIn = (e: LegalEntry, lang: SummaryLanguage) => (lang === 'hi' && e.hi ? e.hi.title : e.title);

/** The knowledge base's entry that rests on this section of this Act, if one does. */
function entryForSection(code: string, section: string): LegalEntry | undefined {
  const number = /\d+[A-Z]?(?:\s*\(\s*\w+\s*\))?/.exec(section)?.[0].replace(/\s+/g, '');
  if (!number) return undefined;
  const base = number.replace(/\(.*$/, '');
  const matches = (s: string) => s === number || s === base || s.startsWith(`${number}(`);
  return legalKb().entries.find((e) => e.sections[0] && e.sections[0].act === code && matches(e.sections[0].section))
    ?? legalKb().entries.find((e) => e.sections.some((r) => r.act === code && matches(r.section)));
}

export function paperNotes(facts: PaperFacts, lang: SummaryLanguage): Pick<SummaryNotes, 'sectionMeanings' | 'kbEntry'> {
  const sectionMeanings = new Map<string, string>();
  for (const s of facts.sections) {
    const code = actCode(s.act);
    const entry = code ? entryForSection(code, s.value) : undefined;
    // Only the first section of a list is looked up: "Sections 318(4) and 316(2)" names which one it means.
    const first = /\d+[A-Z]?(?:\s*\(\s*\w+\s*\))*/.exec(s.value)?.[0];
    if (entry) sectionMeanings.set(s.value, first && first !== s.value.replace(/^\D+/, '') ? `${first}: ${titleIn(entry, lang)}` : titleIn(entry, lang));
  }
  const id = facts.kind === 'other' ? undefined : paperKindEntry(facts.kind)?.kbEntry;
  const entry = id ? legalKb().get(id) : undefined;
  return { sectionMeanings, kbEntry: entry && { title: titleIn(entry, lang) } };
}

/** The screen's view of a paper: its kind, and the next date to act on, for the diary button. */
export function paperMeta(doc: ExtractedDocument, lang: SummaryLanguage, facts: PaperFacts = extractPaperFacts(doc)): PaperMeta {
  const when = nextActionDate(facts);
  const entry = facts.kind === 'other' ? undefined : paperKindEntry(facts.kind);
  return {
    kind: facts.kind,
    ...(entry ? { kindName: entry.name[lang] } : {}),
    ...(when?.iso ? { nextDate: { date: when.iso, what: when.source.quote.slice(0, 300) } } : {}),
    ...(facts.caseNumbers[0] ? { caseNumber: facts.caseNumbers[0].value.slice(0, 120) } : {}),
    ...(facts.authority ? { court: facts.authority.value.slice(0, 200) } : {}),
  };
}
