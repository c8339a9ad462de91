/**
 * An answer that fits a phone (360 px): a lead of at most 70 words that says what applies and the first
 * thing to do, at most five rights and five steps, at most 300 words in all. What does not fit is not lost:
 * each entry's full text is on its own page, linked from the answer (`entries`). The cut keeps what
 * matters most first: the lead, the first charge, the first steps and rights, free legal aid.
 */
import { ANSWER_TEXTS, KbLanguage } from './answer-text';
import type { KbAnswer } from './offline';

export const PHONE_LIMITS = { leadWords: 70, rights: 5, steps: 5, charges: 3, totalWords: 300 };

export const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

const SHORT_CLOSING: Record<KbLanguage, string> = {
  en: 'General information, not legal advice.',
  hi: 'यह सामान्य जानकारी है, कानूनी सलाह नहीं।',
  bn: 'এটি সাধারণ তথ্য, আইনি পরামর্শ নয়।',
};
const FIRST: Record<KbLanguage, string> = { en: 'First:', hi: 'पहला कदम:', bn: 'প্রথম কাজ:' };

/** Sentences of a text, for English, Hindi and Bengali (the danda); "s.303" and "v." inside a sentence stay whole. */
export function sentences(text: string): string[] {
  // A stop after a case name's "v.", a section's "s." or a title is not a sentence's end ("Suraj Bhan v. Financial
  // Commissioner" must not be cut after "v.").
  return text
    .split(/(?<=[.?!।])(?<!(?:^|[\s(])(?:v|vs|s|ss|r|rr|art|arts|no|nos|cl|para|sec|dr|mr|mrs|ms|smt|shri|st|u\/s)\.)\s+(?=[A-Z"(]|\p{Script=Devanagari}|\p{Script=Bengali})/iu)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** At most `max` words of a text, cut at the last clause that fits, or at `max` words with an ellipsis. */
export function clip(text: string, max: number): string {
  if (words(text) <= max) return text;
  const first = sentences(text)[0];
  if (first && words(first) <= max) return first;
  const cut = text.split(/\s+/).slice(0, max).join(' ');
  const clause = cut.replace(/[,;:][^,;:]*$/, '');
  return (words(clause) >= max / 2 ? clause : cut).replace(/[,;:]$/, '') + '…';
}

/**
 * The answer within PHONE_LIMITS: the first step joins the lead; lists are kept in order of importance.
 * `leadFirst` is the lead entry's own first step (or, when it has none, its first right): the first thing
 * to do comes from the law that applies, not from an entry the story only brushes.
 */
export function fitPhone(a: KbAnswer, leadFirst?: string): KbAnswer {
  const language = a.language;
  const say = ANSWER_TEXTS[language];
  const aid = a.next_steps.find((s) => /15100/.test(s));
  const steps = a.next_steps.filter((s) => s !== aid);
  const chosen = leadFirst && (steps.includes(leadFirst) || a.rights.includes(leadFirst)) ? leadFirst : steps[0];
  const firstStep = chosen;
  if (chosen) steps.splice(steps.indexOf(chosen), steps.includes(chosen) ? 1 : 0);
  const rightsLeft = a.rights.filter((r) => r !== chosen);
  const closing = SHORT_CLOSING[language];
  const told = leadSentences(a.lawyer_response.replace(say.closing, '').trim());
  // The first step gets what the first sentence (what applies) leaves, within reason.
  const stepRoom = Math.max(18, Math.min(36, PHONE_LIMITS.leadWords - words(closing) - words(told[0] ?? '')));
  const first = firstStep ? `${FIRST[language]} ${clip(firstStep, stepRoom)}` : '';
  const room = PHONE_LIMITS.leadWords - words(first) - words(closing);
  const lead: string[] = [];
  for (const s of told) {
    if (words(lead.join(' ')) + words(s) <= room) lead.push(s);
    else if (!lead.length) lead.push(clip(s, room));
    else break;
  }
  const response = [...lead, first, closing].filter(Boolean).join(' ');

  // The lists, most important first, while the whole answer stays within the word limit.
  let used = words(response) + (aid ? words(aid) : 0);
  const take = (items: string[], max: number, kept: string[]) => {
    for (const item of items) {
      if (kept.length >= max) break;
      if (used + words(item) > PHONE_LIMITS.totalWords) continue;
      kept.push(item);
      used += words(item);
    }
  };
  const charges: string[] = [], rights: string[] = [], next: string[] = [];
  take(a.potential_charges.slice(0, 1), 1, charges);
  take(steps.slice(0, 2), 2, next);
  take(rightsLeft.slice(0, 2), 2, rights);
  take(a.potential_charges.slice(1), PHONE_LIMITS.charges, charges);
  take(steps.slice(2), PHONE_LIMITS.steps - (aid ? 1 : 0), next);
  take(rightsLeft.slice(2), PHONE_LIMITS.rights, rights);
  if (aid) next.push(aid);
  return { ...a, lawyer_response: response, potential_charges: charges, rights, next_steps: next };
}

/**
 * The response's sentences, with "Here is what the law says about X (refs)." folded into the sentence that
 * says it: on a phone the first sentence must itself say what applies.
 */
function leadSentences(text: string): string[] {
  const all = sentences(text);
  const topic = /^Here is what the law says about .*? \(([^()]*(?:\([^()]*\)[^()]*)*)\)\.$/.exec(all[0] ?? '');
  if (!topic || all.length < 2) return all;
  return [all[1].replace(/[.]$/, ` (${topic[1]}).`), ...all.slice(2)];
}

/** Whether an answer keeps PHONE_LIMITS (the lead, the lists, the whole). */
export function withinPhone(a: Pick<KbAnswer, 'lawyer_response' | 'potential_charges' | 'rights' | 'next_steps'>): boolean {
  const total = [a.lawyer_response, ...a.potential_charges, ...a.rights, ...a.next_steps].reduce((n, s) => n + words(s), 0);
  return words(a.lawyer_response) <= PHONE_LIMITS.leadWords && a.rights.length <= PHONE_LIMITS.rights && a.next_steps.length <= PHONE_LIMITS.steps && a.potential_charges.length <= PHONE_LIMITS.charges && total <= PHONE_LIMITS.totalWords;
}
