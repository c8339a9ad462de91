/**
 * The place a message speaks of (a city, district or state, in English, Hindi or Bengali: content/places.yaml) and,
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
/**
 * Bengali joins its case endings to a name: "কলকাতায়" (in Kolkata), "হাওড়ার" (of Howrah), "বর্ধমানে",
 * "শিলিগুড়িতে", "মুম্বইয়ে". য় is written as one code point or two, so both are read.
 */
const BENGALI_ENDINGS = '(?:-?(?:এর|ের|র|(?:\u09DF|\u09AF\u09BC)ে?|এ|ে|তে|কে))?';
/** A name in capitals ("UP", "MP") is an abbreviation: matched only as written, since "up" is a word. */
const isAbbreviation = (n: string) => /^[A-Z.]+$/.test(n);
/**
 * Romanised Bengali glues the same endings on in Latin letters: after a vowel "behalay", "kolkatar", "garia-te";
 * after a consonant "jadavpure", "howraher", "dumdumte". Only these: "malady" is no Malad.
 */
const BANGLISH_AFTER_VOWEL = '(?:-?(?:y|r|te))?';
const BANGLISH_AFTER_CONSONANT = '(?:-?(?:e|er|te))?';
const endingsOf = (n: string) => {
  if (/[\u0980-\u09FF]/.test(n)) return BENGALI_ENDINGS;
  // An abbreviation takes none ("UPe" is no word), nor does a name in another script (Devanagari writes में apart).
  if (isAbbreviation(n) || !/^[\x20-\x7E]+$/.test(n)) return '';
  return /[aeiouy]$/i.test(n) ? BANGLISH_AFTER_VOWEL : /[a-z]$/i.test(n) ? BANGLISH_AFTER_CONSONANT : '';
};
/** A name as it is written in a pattern: its spaces any run of spaces. */
const literal = (name: string) => escape(name).replace(/\s+/g, '\\s+');
/**
 * Any of the names as a whole word or phrase (no letter or mark of any script right before or after it).
 * One pattern per state and case, not one per name: a state has hundreds of towns in three scripts, and
 * testing each on its own made reading the place the slowest part of an answer. Names that take the same
 * endings share one group with the endings written once after it (an optional group after each of a
 * thousand names doubled the time), longest first in each.
 */
function anyOf(names: readonly string[], flags = 'iu'): RegExp[] {
  const oneOf = (list: readonly string[], flags: string) => {
    const byEndings = new Map<string, string[]>();
    for (const n of list.map((m) => m.normalize('NFC'))) {
      const endings = endingsOf(n);
      byEndings.set(endings, [...(byEndings.get(endings) ?? []), n]);
    }
    const groups = [...byEndings].map(([endings, ns]) => `(?:${ns.sort((x, y) => y.length - x.length).map(literal).join('|')})${endings}`);
    return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${groups.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, flags);
  };
  const words = names.filter((n) => !isAbbreviation(n));
  const abbreviations = names.filter(isAbbreviation);
  // Abbreviations keep their case ("UP", not "up") and any other flag ('g' for the holders).
  return [...(words.length ? [oneOf(words, flags)] : []), ...(abbreviations.length ? [oneOf(abbreviations, flags.replace('i', ''))] : [])];
}

/**
 * A name written with a trailing "~" in content/places.yaml is also a common word or a given name (Thane is Hinglish
 * for "at the police station", सूरत is "face", गया "went", Sagar a name): it is read only where the message itself
 * says it is a place. In Latin letters: "in" or "near" before the name as written, capitalised ("a flat in Thane";
 * "complaint in thane" stays a police station), or a place word after it ("Thane West", "Gaya district"). In
 * Devanagari or Bengali: a place word after it ("सागर जिले", "गया ज़िला"), or the name opening a sentence with a
 * postposition ("सूरत में दुकान खरीद रहा हूं"; "किसी सूरत में" has a word before it, "चला गया" has no postposition).
 */
export const GUARDED = '~';
const isGuarded = (n: string) => n.endsWith(GUARDED);
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';
const LATIN_PLACE_WORDS = '(?:district|dist|city|west|east|jila|jile|zila|zilla|division|town)';
const SCRIPT_PLACE_WORDS = '(?:जिले|जिला|ज़िले|ज़िला|जनपद|शहर|संभाग|जिल्हा|জেলা|জেলার|জেলায়|শহর|শহরে)'.normalize('NFC');
const OPENING_POSTPOSITIONS = '(?:में|के|की|से|মধ্যে)';
function guardedOf(names: readonly string[]): RegExp[] {
  const alternatives = (ns: readonly string[]) => ns.map((n) => literal(n.normalize('NFC'))).sort((x, y) => y.length - x.length).join('|');
  const latin = names.filter((n) => /^[\x20-\x7E]+$/.test(n));
  const script = names.filter((n) => !/^[\x20-\x7E]+$/.test(n));
  const res: RegExp[] = [];
  if (latin.length) {
    const ns = alternatives(latin);
    res.push(new RegExp(`${NOT_WORD_BEFORE}(?:[Ii]n|[Nn]ear)\\s+(?:${ns})(?![\\p{L}\\p{M}\\p{N}'’])`, 'u'));
    res.push(new RegExp(`${NOT_WORD_BEFORE}(?:${ns})\\s+${LATIN_PLACE_WORDS}${NOT_WORD_AFTER}`, 'iu'));
  }
  if (script.length) {
    const ns = alternatives(script);
    res.push(new RegExp(`${NOT_WORD_BEFORE}(?:${ns})\\s*${SCRIPT_PLACE_WORDS}${NOT_WORD_AFTER}`, 'u'));
    res.push(new RegExp(`(?:^|[।.!?\\n]\\s*)(?:${ns})\\s+${OPENING_POSTPOSITIONS}${NOT_WORD_AFTER}`, 'u'));
  }
  return res;
}

type Gazetteer = { code: string; res: RegExp[] }[];
let gazetteer: { states: Gazetteer; holders: Gazetteer; guarded: Gazetteer } | undefined;
/**
 * Each state's pattern, and the few names that hold another state's name ("Chhota Udaipur" holds Rajasthan's
 * Udaipur, "Fatehpur Beri" Uttar Pradesh's Fatehpur), found once here so that reading a place scans a
 * message with one pattern per state and looks at the holders only when a name was found.
 */
function places() {
  if (gazetteer) return gazetteer;
  const all = kbContent().places.states.map((s) => ({ code: s.code, names: [...Object.values(s.names), ...Object.values(s.places)].flat() }));
  const named = all.map((s) => ({ code: s.code, names: s.names.filter((n) => !isGuarded(n)) }));
  const states = named.map((s) => ({ code: s.code, res: anyOf(s.names) }));
  const guarded = all
    .map((s) => ({ code: s.code, names: s.names.filter(isGuarded).map((n) => n.slice(0, -GUARDED.length)) }))
    .filter((s) => s.names.length)
    .map((s) => ({ code: s.code, res: guardedOf(s.names) }));
  const holders = named
    .map((s) => ({ code: s.code, names: s.names.filter((n) => states.some((o) => o.code !== s.code && o.res.some((re) => re.test(n.normalize('NFC'))))) }))
    .filter((s) => s.names.length)
    .map((s) => ({ code: s.code, res: anyOf(s.names, 'giu') }));
  return (gazetteer = { states, holders, guarded });
}

let abroad: RegExp[] | undefined;
/**
 * Whether a text speaks of another country's law or courts (content/places.yaml `abroad`): the answers
 * are about Indian law only. A message that also names an Indian place is about India ("my brother
 * came from Dhaka to Kolkata and the landlord…").
 */
export function abroadOf(text: string): boolean {
  abroad ??= anyOf((kbContent().places.abroad ?? []).flatMap((c) => Object.values(c.names).flat()));
  const t = text.normalize('NFC');
  return abroad.some((re) => re.test(t)) && !stateOf(t);
}

function stateLaw(): KbStateLawFile {
  return kbContent().stateLaw;
}

/** Where a state's names first appear in a text, as [start, end). */
function firstMatch(res: readonly RegExp[], t: string): [number, number] | undefined {
  let best: [number, number] | undefined;
  for (const re of res) {
    const m = re.exec(t);
    if (m && (!best || m.index < best[0])) best = [m.index, m.index + m[0].length];
  }
  return best;
}

/**
 * The state (ISO 3166-2:IN code without "IN-") a text places itself in, or undefined. The first state in the
 * file whose name appears wins, unless another state's name holds it: "Chhota Udaipur" is Gujarat's though
 * Udaipur is Rajasthan's, "Fatehpur Beri" Delhi's though Fatehpur is Uttar Pradesh's.
 */
export function stateOf(text: string): string | undefined {
  const t = text.normalize('NFC');
  const { states, holders, guarded } = places();
  const first = states.find((s) => s.res.some((re) => re.test(t)));
  // A name that is also a word counts only when no plain name is found and the message puts it in a place's position.
  if (!first) return guarded.find((s) => s.res.some((re) => re.test(t)))?.code;
  const [start, end] = firstMatch(first.res, t)!;
  for (const h of holders) {
    if (h.code === first.code) continue;
    for (const re of h.res) {
      for (const m of t.matchAll(re)) if (m.index <= start && m.index + m[0].length >= end && m[0].length > end - start) return h.code;
    }
  }
  return first.code;
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
  // A draft language whose sentences are not written yet says them in English.
  const say = (texts: Record<string, string>) => texts[language] ?? texts.en;
  const model = subject.model ? say(subject.model) : '';
  const state = stateOf(text);
  const act = state ? stateActOf(subjectId, state) : undefined;
  const lead = subject.lead[language] !== undefined ? language : 'en';
  // The Act's official English title, in brackets after its name in the language where one is given.
  const nameOf = (found: StateAct) => (found.names?.[lead] ? `${found.names[lead]} (${found.title})` : found.title);
  if (!state) {
    // No place: say the answer depends on it and ask; a language spoken mostly in one state is told that state's
    // Act as an "if".
    const presumed = stateLaw().presumed;
    const likely = presumed?.states[language];
    const likelyAct = likely ? stateLaw().acts[subjectId]?.[likely] : undefined;
    const asked = { ...a, lawyer_response: [say(subject.ask), a.lawyer_response].join(' '), askPlace: true };
    if (!presumed || !likely || !likelyAct) return asked;
    const likelyName = stateLaw().states[likely]?.[lead] ?? likely;
    const guess = say(presumed.lead).replace('{state}', likelyName).replace('{act}', nameOf(likelyAct));
    return {
      ...asked,
      lawyer_response: [say(subject.ask), guess, a.lawyer_response].join(' '),
      citations: [{ act: likelyAct.title, section: '', title: likelyName }, ...a.citations],
    };
  }
  // The person said where, but that state's Act for this subject is not in the data: asking "which state?" again
  // would ignore what they wrote, so the general answer stands as it is.
  if (!act) return a;
  const stateName = stateLaw().states[state]?.[lead] ?? state;
  const actName = nameOf(act);
  const opening = subject.lead[lead].replace('{state}', stateName).replace('{act}', actName);
  return {
    ...a,
    lawyer_response: [opening, say(act.note), a.lawyer_response, model].filter(Boolean).join(' '),
    citations: [{ act: act.title, section: '', title: stateName }, ...a.citations],
  };
}
