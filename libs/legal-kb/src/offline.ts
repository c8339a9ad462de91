/**
 * The chat answer without a language model: composed from the retrieved entries themselves.
 * Offences become potential charges; the rights and steps of the hits and of the entries they
 * relate to (FIR, zero FIR, legal aid...) fill "Your Rights" and "Next Steps".
 */
import { Citation, citationsOf, formatCharge, formatRefs } from './format';
import type { KbHit, LegalKbIndex } from './search';
import type { LegalEntry } from './types';

export interface KbAnswer {
  lawyer_response: string;
  potential_charges: string[];
  rights: string[];
  next_steps: string[];
  citations: Citation[];
}

const MAX = { charges: 4, rights: 6, steps: 6 };
const CLOSING = 'This is general information from the statutes, not legal advice: an advocate can look at the details and documents of your case.';
const LEGAL_AID_STEP = 'If you cannot afford a lawyer, contact the District Legal Services Authority at your district court or call the NALSA helpline 15100 for free legal aid.';

export function composeOfflineAnswer(kb: LegalKbIndex, hits: KbHit[]): KbAnswer {
  if (!hits.length) {
    return {
      lawyer_response: `I could not match your question to the laws I know well. Please describe what happened: who did what, when and where, and whether the police or a court are already involved. ${CLOSING}`,
      potential_charges: [],
      rights: [],
      next_steps: ['Write down the facts in order, with dates, and keep every document, message and receipt.', LEGAL_AID_STEP],
      citations: [],
    };
  }
  const top = hits[0].score;
  // Offences rank among themselves: a question mostly about a refused FIR still names the theft.
  const topOffence = hits.find((h) => h.entry.kind === 'offence')?.score ?? 0;
  const offences = hits
    .filter((h) => h.entry.kind === 'offence' && h.score >= Math.max(top * 0.1, topOffence * 0.4))
    .slice(0, MAX.charges)
    .map((h) => h.entry);
  const used = new Map<string, LegalEntry>();
  for (const e of offences) used.set(e.id, e);

  const rights: string[] = [];
  const steps: string[] = [];
  const take = (e: LegalEntry) => {
    let contributed = false;
    for (const r of e.rights ?? []) if (rights.length < MAX.rights && !rights.includes(r)) (rights.push(r), (contributed = true));
    for (const s of e.steps ?? []) if (steps.length < MAX.steps && !steps.includes(s)) (steps.push(s), (contributed = true));
    if (contributed && !used.has(e.id)) used.set(e.id, e);
  };
  // The question's own matches first, then what they point to, so the list stays on topic.
  const primary = hits.filter((h) => h.score >= top * 0.35).map((h) => h.entry);
  primary.forEach(take);
  for (const e of primary) for (const id of e.related ?? []) take(kb.get(id)!);
  if (!steps.includes(LEGAL_AID_STEP) && !steps.some((s) => /15100/.test(s))) steps.push(LEGAL_AID_STEP);

  const lead = primary[0];
  const named = offences.length ? offences : [lead];
  const list = named.map((e) => `${e.title} (${formatRefs(e.sections)})`);
  const opening = offences.length
    ? `From what you describe, the law that most likely applies is ${joinOr(list)}.`
    : `Here is what the law says about ${lead.title.toLowerCase()} (${formatRefs(lead.sections)}).`;
  const forum = primary.find((e) => e.forum)?.forum;
  const response = [opening, lead.summary, forum ? `Where to go: ${forum}.` : '', CLOSING].filter(Boolean).join(' ');
  if (!used.has(lead.id)) used.set(lead.id, lead);

  return {
    lawyer_response: response,
    potential_charges: offences.map(formatCharge),
    rights,
    next_steps: steps,
    citations: dedupe([...used.values()].flatMap(citationsOf)),
  };
}

function joinOr(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function dedupe(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => (seen.has(`${c.act}|${c.section}`) ? false : (seen.add(`${c.act}|${c.section}`), true)));
}
