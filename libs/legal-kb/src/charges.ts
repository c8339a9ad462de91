/**
 * Charges that fit: a possible charge is listed only when the story holds the fact that defines it
 * (content/charges.yaml: no theft by a servant against a landlord), and a person complaining of a
 * non-cognizable offence is told what that means for an FIR.
 */
import { kbContent } from './content';
import type { KbLanguage } from './answer-text';
import { holdsElements } from './elements';
import { formatCharge } from './format';
import type { KbAnswer } from './offline';
import { chargesOf } from './offline';
import type { Triage } from './triage';
import { textIn } from './types';

export { holdsElements } from './elements';

export function chargeNotes(a: KbAnswer, t: Triage, story: string, language: KbLanguage): KbAnswer {
  const f = kbContent().charges;
  const offences = chargesOf(t);
  const kept = offences.filter((e) => holdsElements(e.id, story));
  const dropped = new Set(offences.filter((e) => !kept.includes(e)).map((e) => formatCharge(e, language)));
  const charges = a.potential_charges.filter((c) => !dropped.has(c));
  const accused = t.sides.includes('accused');
  const nc = accused ? undefined : kept.find((e) => e.cognizable === false && !f.non_cognizable.except.includes(e.id));
  // A draft language without its sentence yet says it in English, with the offence's English title.
  const sentence = f.non_cognizable[language];
  const title = nc && (sentence ? (textIn(nc, language)?.title ?? nc.title) : nc.title);
  const note = title ? (sentence ?? f.non_cognizable.en).replace('{offence}', title) : undefined;
  return { ...a, potential_charges: charges, next_steps: note ? [note, ...a.next_steps] : a.next_steps };
}
