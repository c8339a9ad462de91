/**
 * Statute references and law-report citations as single search terms (libs/caselaw), for the index
 * and for queries. A query loses the words of its units ("section", "138", "NI", "Act") and keeps one
 * term per unit, so those words cannot bring in cases that only share them.
 */
import { actMentions, bareTermsOf, citationTerm, extractCitations, findStatuteRefs } from '@lexmitra/caselaw';
import type { AskRequest } from '@lexmitra/contracts';
import type * as LegalKb from '@lexmitra/legal-kb';
import { terms } from './text';

/**
 * Words that never bring a case in on their own (they may still confirm one that other words
 * found): every judgment is about a section of some Act, decided by a court that held something.
 */
export const FILLER = new Set([
  'section', 'sections', 'sec', 'ss', 'u', 'act', 'acts', 'court', 'courts', 'held', 'hold', 'holds', 'holding',
  'judgment', 'judgments', 'judgement', 'judgements', 'case', 'cases', 'law', 'laws', 'under', 'read', 'r', 'w',
]);

/** The unit terms a text holds: one per statute reference and one per citation. */
export function unitTerms(text: string | undefined): string[] {
  if (!text) return [];
  const out = findStatuteRefs(text, { keepBare: true }).map((r) => r.term);
  for (const c of extractCitations(text)) out.push(citationTerm(c.normal));
  return out;
}

export interface QueryUnit {
  term: string;
  /** Terms that also answer it, more weakly: the same section written without its act. */
  alternatives: string[];
}

export interface QueryUnits {
  units: QueryUnit[];
  /** The query without its units (and without an act named only to qualify a bare section). */
  rest: string;
  /** Section numbers of the statute units, so highlights can mark "138" in a passage. */
  marks: string[];
}

export function splitUnits(query: string): QueryUnits {
  const refs = findStatuteRefs(query);
  const cites = extractCitations(query);
  const spans: [number, number][] = [...refs.map((r) => [r.start, r.end] as [number, number]), ...cites.map((c) => [c.start, c.end] as [number, number])];
  const acts = new Set(refs.map((r) => r.act));
  for (const m of actMentions(query)) if (acts.has(m.act) && !spans.some(([s, e]) => m.start < e && m.end > s)) spans.push([m.start, m.end]);
  let rest = query;
  for (const [s, e] of spans.sort((a, b) => b[0] - a[0])) rest = `${rest.slice(0, s)} ${rest.slice(e)}`;
  const seen = new Set<string>();
  const units: QueryUnit[] = [];
  for (const r of refs) {
    if (seen.has(r.term)) continue;
    seen.add(r.term);
    units.push({ term: r.term, alternatives: bareTermsOf(r.term) });
  }
  for (const c of cites) {
    const term = citationTerm(c.normal);
    if (seen.has(term)) continue;
    seen.add(term);
    units.push({ term, alternatives: [] });
  }
  const marks = [...new Set(refs.map((r) => r.section.toLowerCase().replace(/\(.*$/, '')))];
  return { units, rest, marks };
}

let topics: Map<string, string> | undefined;

/**
 * What a provision is about, in the words a summary would use: the title of the first entry of the
 * knowledge base (libs/legal-kb, our own words) whose main section, or a section it replaced, is
 * this unit ("§ipc.302" → "Murder", "§crpc.438" → "Anticipatory bail"). Both engines search these
 * words when a query's units find no judgment at all (topicQuery), so "section 302 IPC" finds the
 * murder cases of a corpus whose summaries never give the number.
 */
export function topicOf(term: string): string | undefined {
  if (!topics) {
    // Loaded on the first provision that finds nothing, not at start-up: the knowledge base checks
    // its entries as it loads (~90 ms and 7 MB), which most replicas never need.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ACTS, LEGAL_ENTRIES } = require('@lexmitra/legal-kb') as typeof LegalKb;
    topics = new Map();
    for (const entry of LEGAL_ENTRIES) {
      for (const ref of [entry.sections[0], ...(entry.replaces ?? [])]) {
        if (!ref || ref.act === 'CASE') continue;
        const provision = /^Art/.test(ref.section) ? ref.section.replace(/^Art\.?/, 'Article') : `section ${ref.section}`;
        const unit = findStatuteRefs(`${provision} of the ${ACTS[ref.act]}`)[0]?.term;
        if (unit && !topics.has(unit)) topics.set(unit, entry.title);
      }
    }
  }
  return topics.get(term);
}

/**
 * The search both engines run again when one found nothing at all (total 0): the same request
 * with topicQuery's query; undefined when the answer found something or there is no topic to try.
 */
export function topicRetry<R extends AskRequest>(req: R, total: number | undefined): R | undefined {
  const query = total ? undefined : topicQuery(req.query);
  return query ? { ...req, query } : undefined;
}

/**
 * The query to run when `query`'s units found nothing: its other words, and each content word of
 * its units' topics (topicOf) quoted, so a judgment must hold every one ("section 9 HMA" asks for
 * restitution and conjugal and rights; "rights" alone would bring in every fundamental-rights case).
 * Undefined when no unit has a topic, or the query has "quoted phrases" of its own (kept as typed).
 */
export function topicQuery(query: string): string | undefined {
  if (query.includes('"')) return undefined;
  const { units, rest } = splitUnits(query);
  const words = new Set<string>();
  for (const u of units) {
    for (const w of (topicOf(u.term) ?? '').toLowerCase().split(/[^\p{L}\p{N}\p{M}]+/u)) {
      const [term] = terms(w);
      if (term && !FILLER.has(term)) words.add(w);
    }
  }
  return words.size ? `${rest.trim()} ${[...words].map((w) => `"${w}"`).join(' ')}`.trim() : undefined;
}
