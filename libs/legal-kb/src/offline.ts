/**
 * The chat answer without a language model, composed from the triaged entries. Offences in the
 * asker's fields become potential charges (for an accused: what they may face). Forum and steps
 * come from the lead entry and entries that share its field and side; rights are every right of
 * those entries, most relevant first, so "production within 24 hours" is never cut for a cap.
 */
import { Citation, citationsOf, formatCharge, formatRefs } from './format';
import { wrongSide } from './frame';
import type { LegalKbIndex } from './search';
import { isDevanagari } from './text';
import type { RankedHit, Triage } from './triage';
import type { LegalEntry } from './types';

export interface KbAnswer {
  lawyer_response: string;
  potential_charges: string[];
  rights: string[];
  next_steps: string[];
  citations: Citation[];
  clarify?: { question: string; options: string[] };
}

/** Readability limits, not relevance cuts: past these an answer stops being read. */
const MAX = { charges: 4, rights: 10, steps: 8 };
const CLOSING = 'This is general information from the statutes, not legal advice: an advocate can look at the details and documents of your case.';
const LEGAL_AID_STEP = 'If you cannot afford a lawyer, contact the District Legal Services Authority at your district court or call the NALSA helpline 15100 for free legal aid.';

export function composeOfflineAnswer(kb: LegalKbIndex, t: Triage, question = ''): KbAnswer {
  if (t.clarify) return clarifyingAnswer(t, question);
  const lead = t.lead;
  if (!lead) {
    return {
      lawyer_response: `I could not match your question to the laws I know well. Please describe what happened: who did what, when and where, and whether the police or a court are already involved. ${CLOSING}`,
      potential_charges: [],
      rights: [],
      next_steps: ['Write down the facts in order, with dates, and keep every document, message and receipt.', LEGAL_AID_STEP],
      citations: [],
    };
  }
  const offences = chargesOf(t, kb);
  const advice = adviceEntries(kb, t, lead);
  const rights = unique(advice.flatMap((e) => e.rights ?? [])).slice(0, MAX.rights);
  const steps = unique(advice.flatMap((e) => e.steps ?? [])).slice(0, MAX.steps);
  if (!steps.some((s) => /15100/.test(s))) steps.push(LEGAL_AID_STEP);
  const forum = advice.find((e) => e.forum)?.forum;

  const accused = t.sides.includes('accused');
  const named = offences.map((e) => `${e.title} (${formatRefs(e.sections)})`);
  let opening: string;
  if (offences.length && accused) opening = `From what you describe, the case you face is most likely about ${joinOr(named)}. ${lead.kind === 'offence' ? '' : `${lead.title}: `}`;
  else if (offences.length && lead.kind === 'offence') opening = `From what you describe, the law that most likely applies is ${joinOr(named)}.`;
  else opening = `Here is what the law says about ${lead.title.toLowerCase()} (${formatRefs(lead.sections)}).`;
  const response = [opening.trim(), lead.summary, forum ? `Where to go: ${forum}.` : '', CLOSING].filter(Boolean).join(' ');

  const cited = new Map<string, LegalEntry>([lead, ...offences, ...advice.filter((e) => (e.rights?.length ?? 0) + (e.steps?.length ?? 0) > 0)].map((e) => [e.id, e]));
  return {
    lawyer_response: response,
    potential_charges: offences.map(formatCharge),
    rights,
    next_steps: steps,
    citations: dedupe([...cited.values()].flatMap(citationsOf)),
  };
}

/** Offences in the frame, strongest first; weak ones only when nothing stronger names the act. */
export function chargesOf(t: Triage, kb?: LegalKbIndex): LegalEntry[] {
  const best = t.hits[0]?.score ?? 0;
  const offences = t.hits.filter((h) => h.entry.kind === 'offence');
  const topOffence = offences[0]?.score ?? 0;
  // An accused is shown only the charges their words point to, not every offence the story brushes.
  const accused = t.sides.includes('accused');
  const floor = Math.max(best * (accused ? 0.3 : 0.1), topOffence * 0.5);
  const matched = offences.filter((h) => h.score >= floor).map((h) => h.entry);
  // Defence advice names what it defends against: a husband facing a 498A complaint faces BNS s.85.
  // Only when the words touch that offence at all: a wrong lead must not bring its charge along.
  const touched = (id: string) => t.hits.some((h) => h.entry.id === id);
  const defended = accused && kb ? (t.lead?.defends ?? []).filter(touched).map((id) => kb.get(id)!).filter((e) => !matched.some((m) => m.id === e.id)) : [];
  return [...defended, ...matched].slice(0, MAX.charges);
}

/**
 * The entries whose rights, steps and forum the answer gives: the lead, then matched entries that
 * share the lead's field and are not written for the other side, then what the lead points to.
 */
function adviceEntries(kb: LegalKbIndex, t: Triage, lead: LegalEntry): LegalEntry[] {
  const best = t.hits[0]?.score ?? 0;
  const sharesField = (e: LegalEntry) => e.domains.includes('general') || e.domains.some((d) => lead.domains.includes(d));
  const usable = (h: RankedHit) => !h.otherSide && sharesField(h.entry);
  const primary = t.hits.filter((h) => h.entry.id !== lead.id && h.score >= best * 0.35 && usable(h)).map((h) => h.entry);
  // A related entry may not have been retrieved: it is checked against the asker's side here.
  const sideOk = (e: LegalEntry) => !wrongSide(e.roles, { ...t.frame, roles: t.sides });
  const related = [lead, ...primary].flatMap((e) => e.related ?? []).map((id) => kb.get(id)!).filter(sideOk);
  const seen = new Set<string>();
  return [lead, ...primary, ...related].filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
}

function clarifyingAnswer(t: Triage, question: string): KbAnswer {
  const c = t.clarify!;
  const hindi = isDevanagari(question);
  const why = hindi ? 'दोनों पक्षों के लिए कानून अलग रास्ता बताता है, इसलिए सही जानकारी के लिए यह जानना ज़रूरी है।' : 'The law gives each side different steps and deadlines, so the answer depends on it.';
  const topics = t.hits.filter((h) => h.score >= (t.hits[0]?.score ?? 0) * 0.4).slice(0, 3).map((h) => h.entry);
  return {
    lawyer_response: `${c.question} ${why}`,
    potential_charges: [],
    rights: [],
    next_steps: [],
    citations: dedupe(topics.flatMap(citationsOf)),
    clarify: { question: c.question, options: c.options },
  };
}

const unique = (items: string[]) => [...new Set(items)];

function joinOr(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function dedupe(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => (seen.has(`${c.act}|${c.section}`) ? false : (seen.add(`${c.act}|${c.section}`), true)));
}
