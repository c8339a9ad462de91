/**
 * The chat answer without a language model, composed from the triaged entries. Offences in the
 * asker's fields become potential charges (for an accused: what they may face). Forum and steps
 * come from the lead entry and entries that share its field and side; rights are every right of
 * those entries, most relevant first, so "production within 24 hours" is never cut for a cap.
 */
import { ANSWER_TEXTS, kbLanguage, KbLanguage } from './answer-text';
import { CLARIFY_QUESTIONS } from './clarify';
import { Citation, citationsOf, formatCharge, formatRefs } from './format';
import { wrongSide } from './frame';
import type { LegalKbIndex } from './search';
import type { Triage } from './triage';
import type { RankedHit } from './triage-types';
import { LegalEntry, OPPOSITE_ROLES, textIn } from './types';

export interface KbAnswer {
  lawyer_response: string;
  potential_charges: string[];
  rights: string[];
  next_steps: string[];
  citations: Citation[];
  clarify?: { question: string; options: string[] };
  /** The language the answer is written in. */
  language: KbLanguage;
  /** What kind of question it answered (chat.ts): a legal situation unless told otherwise. */
  kind?: AnswerKind;
  /** The answer depends on the state and the message names none: it asks for the place. */
  askPlace?: boolean;
  /** The entries the answer rests on, lead first, for their pages of detail. */
  entries?: { id: string; title: string }[];
}

export type AnswerKind = 'legal' | 'not-known' | 'meta' | 'privacy' | 'cost' | 'legal-aid' | 'out-of-scope';

/** Readability limits, not relevance cuts: past these an answer stops being read. */
const MAX = { charges: 4, rights: 10, steps: 8 };

/**
 * An entry's texts in the answer's language. In a Hindi or Bengali answer an entry without its text
 * in that language keeps its English texts, each marked as English only, rather than being left out.
 */
function textsOf(e: LegalEntry, language: KbLanguage) {
  const own = textIn(e, language);
  if (own) return { title: own.title, summary: own.summary, forum: own.forum, rights: own.rights ?? [], steps: own.steps ?? [] };
  const mark = (s: string) => ANSWER_TEXTS[language].englishOnly + s;
  return { title: e.title, summary: mark(e.summary), forum: e.forum && mark(e.forum), rights: (e.rights ?? []).map(mark), steps: (e.steps ?? []).map(mark) };
}

/**
 * `interfaceLanguage` is the asker's interface language: the answer is in the question's language
 * when it shows one (Devanagari, Bengali script or romanised Bengali), else in the interface's
 * (answer-text.ts kbLanguage).
 */
export function composeOfflineAnswer(kb: LegalKbIndex, t: Triage, question = '', interfaceLanguage?: string): KbAnswer {
  const language = kbLanguage(question, interfaceLanguage);
  const say = ANSWER_TEXTS[language];
  if (t.clarify) return clarifyingAnswer(t, language);
  const lead = t.lead;
  if (!lead) {
    return {
      lawyer_response: `${say.noMatch} ${say.closing}`,
      potential_charges: [],
      rights: [],
      next_steps: [say.noMatchStep, say.legalAidStep],
      citations: [],
      language,
    };
  }
  const offences = chargesOf(t, kb);
  const advice = adviceEntries(kb, t, lead);
  const texts = new Map(advice.map((e) => [e.id, textsOf(e, language)]));
  const rights = unique(advice.flatMap((e) => texts.get(e.id)!.rights)).slice(0, MAX.rights);
  const steps = unique(advice.flatMap((e) => texts.get(e.id)!.steps)).slice(0, MAX.steps);
  if (!steps.some((s) => /15100/.test(s))) steps.push(say.legalAidStep);
  const forum = advice.map((e) => texts.get(e.id)!.forum).find(Boolean);

  const accused = t.sides.includes('accused');
  const leadText = textsOf(lead, language);
  const named = offences.map((e) => `${textsOf(e, language).title} (${formatRefs(e.sections)})`);
  let opening: string;
  if (offences.length && accused) opening = say.accusedOpening(named, lead.kind === 'offence' ? undefined : leadText.title);
  else if (offences.length && lead.kind === 'offence') opening = say.offenceOpening(named);
  else opening = say.topicOpening(leadText.title, formatRefs(lead.sections));
  const bars = accused ? t.bars.map((law) => say.bars[law]).filter(Boolean) : [];
  const response = [opening.trim(), leadText.summary, ...bars, forum ? say.whereToGo(forum) : '', say.closing].filter(Boolean).join(' ');

  const cited = new Map<string, LegalEntry>([lead, ...offences, ...advice.filter((e) => (e.rights?.length ?? 0) + (e.steps?.length ?? 0) > 0)].map((e) => [e.id, e]));
  return {
    lawyer_response: response,
    potential_charges: offences.map((e) => formatCharge(e, language)),
    rights,
    next_steps: steps,
    citations: dedupe([...cited.values()].flatMap((e) => citationsOf(e, language))),
    language,
  };
}

/** How close to the best match an offence must be to be charged in a civil matter. */
const CIVIL_CHARGE_SHARE = 0.5;

/** Offences in the frame, strongest first; weak ones only when nothing stronger names the act. */
export function chargesOf(t: Triage, kb?: LegalKbIndex): LegalEntry[] {
  const best = t.hits[0]?.score ?? 0;
  // An accused is shown only the charges their words point to, not every offence the story brushes.
  const accused = t.sides.includes('accused');
  // An offence written for the other side is a charge only for someone accused of it: a seller whose
  // buyer stopped paying is not told about property sold twice.
  // Nor an offence entry written for the accused's civil opponent (the payee's cheque complaint shown to its
  // drawer): its text is that party's advice; the asker's own entry names the same section for them.
  const opponents = (e: LegalEntry) => (e.roles ?? []).some((r) => r !== 'victim' && t.sides.includes(OPPOSITE_ROLES[r]!));
  const offences = t.hits.filter((h) => h.entry.kind === 'offence' && (!h.otherSide || (accused && !opponents(h.entry))));
  const topOffence = offences[0]?.score ?? 0;
  // A civil matter whose words name no crime (an inheritance, a passport, a refund) is not answered
  // with crimes the story only brushes: an offence must then be close to the best match.
  const civil = !!t.lead && !t.lead.domains.includes('criminal') && !t.frame.domains.includes('criminal');
  const floor = Math.max(best * (accused ? 0.3 : civil ? CIVIL_CHARGE_SHARE : 0.1), topOffence * 0.5);
  const matched = offences.filter((h) => h.score >= floor).map((h) => h.entry);
  // Defence advice names what it defends against: a husband facing a 498A complaint faces BNS s.85.
  // Only when the words touch that offence at all: a wrong lead must not bring its charge along.
  const touched = (id: string) => t.hits.some((h) => h.entry.id === id);
  const defended = accused && kb
    ? (t.lead?.defends ?? []).filter(touched).map((id) => kb.get(id)!).filter((e) => !opponents(e) && !matched.some((m) => m.id === e.id))
    : [];
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

/** The clarifying question in the answer's language, whatever language triage found it in. */
function clarifyingAnswer(t: Triage, language: KbLanguage): KbAnswer {
  const pair = t.clarify!.pair.join('|');
  const texts = CLARIFY_QUESTIONS.find((q) => q.pair.join('|') === pair)?.[language] ?? t.clarify!;
  const topics = t.hits.filter((h) => h.score >= (t.hits[0]?.score ?? 0) * 0.4).slice(0, 3).map((h) => h.entry);
  return {
    lawyer_response: `${texts.question} ${ANSWER_TEXTS[language].clarifyWhy}`,
    potential_charges: [],
    rights: [],
    next_steps: [],
    citations: dedupe(topics.flatMap((e) => citationsOf(e, language))),
    clarify: { question: texts.question, options: [...texts.options] },
    language,
  };
}

const unique = (items: string[]) => [...new Set(items)];

function dedupe(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => (seen.has(`${c.act}|${c.section}`) ? false : (seen.add(`${c.act}|${c.section}`), true)));
}
