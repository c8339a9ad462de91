/**
 * The place a message speaks of (a city, district or state, in English or Hindi: content/places.yaml) and,
 * where the state decides (tenancy, land records, stamp duty: content/state-law.yaml), that state's own Act
 * at the head of the answer. A central or model law is then named only as what it is. With no place given,
 * the answer asks for it.
 */
import { kbContent } from './content';
import type { KbStateAct, KbStateLawFile } from './content/types';
import type { KbLanguage } from './answer-text';
import type { KbAnswer } from './offline';
import type { Triage } from './triage';

type StateAct = KbStateAct;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or phrase: no letter or mark of any script right before or after it. */
const wholeWord = (name: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(name).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{M}\\p{N}])`, flags);

let gazetteer: { code: string; res: RegExp[] }[] | undefined;
function places() {
  if (!gazetteer) {
    const file = kbContent().places;
    gazetteer = file.states.map((s) => ({
      code: s.code,
      // A name in capitals ("UP", "MP") is an abbreviation: matched only as written, since "up" is a word.
      res: [...s.names.en, ...s.names.hi, ...s.places.en, ...s.places.hi].map((n) => wholeWord(n, /^[A-Z.]+$/.test(n) ? 'u' : 'iu')),
    }));
  }
  return gazetteer;
}

function stateLaw(): KbStateLawFile {
  return kbContent().stateLaw;
}

/** The state (ISO 3166-2:IN code without "IN-") a text places itself in, or undefined. */
export function stateOf(text: string): string | undefined {
  return places().find((s) => s.res.some((re) => re.test(text)))?.code;
}

/** The subject a state decides that an entry belongs to (tenancy, land-records, stamp-duty), if any. */
export function stateSubjectOf(entryId: string): string | undefined {
  return Object.entries(stateLaw().subjects).find(([, s]) => s.entries.includes(entryId))?.[0];
}

/** The state's Act for a subject, or the subject's default Act, or undefined when none is known. */
export function stateActOf(subject: string, state: string): StateAct | undefined {
  return stateLaw().acts[subject]?.[state] ?? stateLaw().subjects[subject]?.default;
}

/**
 * The answer with the state's Act leading it, when its lead entry is on a subject the state decides.
 * `text` is the whole conversation so far (a place named earlier still counts).
 */
export function withStateLaw(a: KbAnswer, t: Triage, text: string, language: KbLanguage): KbAnswer {
  const subjectId = t.lead && stateSubjectOf(t.lead.id);
  if (!subjectId) return a;
  const subject = stateLaw().subjects[subjectId];
  const model = subject.model?.[language] ?? '';
  const state = stateOf(text);
  const act = state ? stateActOf(subjectId, state) : undefined;
  if (!state || !act) {
    // No place, or a state whose Act is not in the data yet: say the answer depends on it and ask.
    return { ...a, lawyer_response: [subject.ask[language], a.lawyer_response].join(' '), askPlace: true };
  }
  const stateName = stateLaw().states[state]?.[language] ?? state;
  const lead = subject.lead[language].replace('{state}', stateName).replace('{act}', act.title);
  return {
    ...a,
    lawyer_response: [lead, act.note[language], a.lawyer_response, model].filter(Boolean).join(' '),
    citations: [{ act: act.title, section: '', title: stateName }, ...a.citations],
  };
}
