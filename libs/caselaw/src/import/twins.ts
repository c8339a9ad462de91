/**
 * One judgment, one record. The seed corpus (and any JSONL import) holds judgments the datasets hold
 * too, under other ids and with our own summaries. An imported judgment that is one of them (the same
 * neutral or reported citation, or the same court, date and parties) enriches that record instead of
 * becoming a second one: it keeps its id, title, summaries and subjects, and gains the text, PDFs,
 * languages, bench, the dataset's citations (added to its own) and its source. Citations and "cited by" then point at
 * the one record.
 */
import type { Judgment } from '@lexmitra/contracts';
import { extractCitations } from '../citations';

type Candidate = Partial<Judgment> & Pick<Judgment, 'case_id' | 'title' | 'court' | 'date'> & { parties?: string[] };

/** Words that name no one in particular: a "State of X v. Y" and a "Union of India v. Y" differ by their other words. */
const COMMON = new Set([
  'the', 'and', 'of', 'ors', 'anr', 'others', 'another', 'state', 'union', 'india', 'versus', 'sri', 'shri', 'smt', 'm/s', 'ms', 'mr', 'mrs', 'ltd', 'limited',
  'pvt', 'private', 'through', 'thr', 'etc', 'govt', 'government', 'nct', 'delhi', 'commissioner', 'director', 'secretary',
]);

const words = (s: string | undefined) => new Set((s ?? '').toLowerCase().match(/[a-z]{3,}/g)?.filter((w) => !COMMON.has(w)) ?? []);
const overlaps = (a: Set<string>, b: Set<string>) => [...a].some((w) => b.has(w));

/** The two sides of a title or party list. */
function sides(c: Pick<Candidate, 'title' | 'parties' | 'petitioner' | 'respondent'>): [string, string] {
  if (c.petitioner && c.respondent) return [c.petitioner, c.respondent];
  if (c.parties?.length === 2) return [c.parties[0], c.parties[1]];
  const [a = '', b = ''] = c.title.split(/\s+(?:v\.?|vs\.?|versus)\s+/i);
  return [a, b];
}

/** Every citation of a record in normal form (a field may hold several: "2023 INSC 468; [2023] 5 SCR 165"). */
export function citationsOf(c: Pick<Candidate, 'citation' | 'neutral_citation' | 'citations'>): Set<string> {
  const out = new Set<string>(c.citations ?? []);
  for (const field of [c.citation, c.neutral_citation]) for (const found of field ? extractCitations(field) : []) out.add(found.normal);
  return out;
}

/** Same court, same date, and each side shares a distinctive word (a side of only common words, such as "State of Bihar", agrees with any). */
function sameCaseByParties(a: Candidate, b: Candidate): boolean {
  if (a.date !== b.date || a.court.trim().toLowerCase() !== b.court.trim().toLowerCase()) return false;
  const [ap, ar] = sides(a).map(words);
  const [bp, br] = sides(b).map(words);
  if (!ap.size || !bp.size || !overlaps(ap, bp)) return false;
  return !ar.size || !br.size || overlaps(ar, br);
}

/**
 * The stored record `judgment` is a twin of, if any: one that is not from a dataset (or is from this
 * very file, which a twin becomes once enriched), sharing a citation or court, date and parties.
 */
export function findTwin(judgment: Candidate, candidates: Candidate[]): Candidate | undefined {
  const own = citationsOf(judgment);
  const eligible = candidates.filter((c) => c.case_id !== judgment.case_id && (!c.source || (c.source.dataset === judgment.source?.dataset && c.source.path === judgment.source?.path)));
  return eligible.find((c) => [...citationsOf(c)].some((x) => own.has(x))) ?? eligible.find((c) => sameCaseByParties(judgment, c));
}

const longer = <T>(a: T[] | undefined, b: T[] | undefined) => ((b?.length ?? 0) > (a?.length ?? 0) ? b : a);

/**
 * The twin enriched by the imported judgment: its own id, title, summaries, subjects, parties and main
 * citation stay (an editor wrote them); the dataset adds everything it knows that the twin lacks.
 */
export function enrichTwin(twin: Candidate, imported: Judgment): Judgment {
  const citations = [...new Set([...citationsOf(twin), ...(imported.citations ?? [])])].slice(0, 20);
  const judges = longer(twin.judges, imported.judges);
  return {
    ...imported,
    case_id: twin.case_id,
    title: twin.title,
    ...(imported.cause_title || imported.title !== twin.title ? { cause_title: imported.cause_title ?? imported.title } : {}),
    court: twin.court,
    date: twin.date,
    // The twin's main citation first, then the dataset's that it does not already write (shown, and searched as text).
    ...(twin.citation ? { citation: [twin.citation, ...(imported.citations ?? []).filter((c) => !citationsOf(twin).has(c))].join('; ').slice(0, 200) } : {}),
    ...(twin.parties?.length ? { parties: twin.parties } : {}),
    description: twin.description ?? imported.description,
    ...(twin.description_hi ? { description_hi: twin.description_hi } : {}),
    ...(twin.tags?.length ? { tags: twin.tags } : {}),
    ...(citations.length ? { citations } : {}),
    ...(judges?.length ? { judges } : {}),
    cites: (imported.cites ?? []).filter((c) => !citations.includes(c)),
  };
}
