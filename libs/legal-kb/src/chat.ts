/**
 * The offline chat turn as a whole: what the engine answers for one message with no language model.
 * In order: what kind of question it is (intent.ts: the product, privacy, cost, legal aid, outside
 * law); for a legal situation, triage, then "not known here" when no entry truly fits (abstain.ts);
 * else the composed answer with the state's own Act where the state decides (place.ts), notes on the
 * charges (charges.ts), and the phone budget (budget.ts). The worker and the evaluation call this.
 */
import { abstentionOf, abstentionText, Abstention } from './abstain';
import { ANSWER_TEXTS, kbLanguage, KbLanguage } from './answer-text';
import { fitPhone } from './budget';
import { chargeNotes } from './charges';
import { citationOf } from './format';
import { Intent, intentOf, intentSteps, intentText, outOfScope } from './intent';
import { chargesOf, composeOfflineAnswer, KbAnswer } from './offline';
import { abroadOf, withStateLaw } from './place';
import type { LegalKbIndex } from './search';
import { triage, Triage, TriageOptions } from './triage';
import { ref, textIn } from './types';

export interface OfflineTurn {
  answer: KbAnswer;
  /** The triage behind a legal answer (absent when the message was not a legal question). */
  triage?: Triage;
}

/**
 * Answers three questions, one in each language, and throws the answers away: the first answer builds what the
 * engine makes on first use (the examples of intents and of subjects with no entry, the gazetteer, the Bengali
 * keys), which takes seconds. A service calls this when it starts, so that no person waits for it.
 */
export function warmUp(kb: LegalKbIndex): void {
  for (const [message, language] of [
    ['My landlord in Lucknow will not return my deposit', 'en'],
    ['मेरा फोन बाज़ार में चोरी हो गया', 'hi'],
    ['আমার বাড়িওয়ালা অ্যাডভান্স ফেরত দিচ্ছে না', 'bn'],
  ]) answerOffline(kb, message, [], {}, language);
}

export function answerOffline(kb: LegalKbIndex, message: string, context: string[] = [], options: TriageOptions = {}, interfaceLanguage?: string): OfflineTurn {
  const language = kbLanguage(message, interfaceLanguage);
  let t: Triage | undefined;
  const triaged = () => (t ??= triage(kb, message, context, options));
  // A reply to a clarifying question is part of a legal conversation, never a question about the product.
  const legal = () => isLegalSituation(message, triaged());
  // Another country's law (Bangladesh shares Bengali, not its law) is out of scope whatever is asked.
  const intent = abroadOf([message, ...context].join('\n')) ? outOfScope() : options.asked ? undefined : intentOf(message, legal, 'both', () => !!triaged().clarify, () => triaged().frame.domains.length > 0);
  if (intent) return { answer: intentAnswer(intent, language) };
  const tt = triaged();
  const abstention = abstentionOf(message, tt);
  // Nothing legal in it at all (no field of law, no legal word, no entry that fits): a question outside law,
  // whatever its words, gets the out-of-scope answer rather than "I am not sure which law applies".
  const outside = abstention && !abstention.gap && outsideLaw(message, tt) ? outOfScope() : undefined;
  if (outside) return { answer: intentAnswer(outside, language), triage: tt };
  if (abstention) return { answer: notKnownAnswer(abstention, language), triage: tt };
  const composed = composeOfflineAnswer(kb, tt, message, interfaceLanguage);
  if (composed.clarify) return { answer: composed, triage: tt };
  const placed = withStateLaw(composed, tt, [message, ...context].join('\n'), language);
  const noted = chargeNotes(placed, tt, [message, ...context].join('\n'), language);
  const own = tt.lead && (textIn(tt.lead, language) ?? tt.lead);
  // A note on a non-cognizable offence is the first thing to know; else the lead's own first step or right.
  const leadFirst = noted.next_steps[0] !== composed.next_steps[0] ? noted.next_steps[0] : (own?.steps?.[0] ?? own?.rights?.[0]);
  const answer = fitPhone(noted, leadFirst);
  return { answer: { ...answer, kind: 'legal', entries: entryLinks(tt, language) }, triage: tt };
}

/** Whether triage finds a situation of its own: the best match being legal aid or Lok Adalat (which fit any field) is none. */
export function isLegalSituation(message: string, t: Triage): boolean {
  return !!t.lead && !t.hits[0]?.entry.domains.includes('general') && !abstentionOf(message, t);
}

/**
 * Words that make a message legal even when no entry fits it (it then gets "not known here", not "outside
 * law"). Only messages in the scripts retrieval reads are judged: a Bengali or Tamil question is not outside
 * law because its words were not understood.
 */
const LEGAL_WORDS =
  /\b(law|laws|legal|illegal|court|police|case|fir|complaint|lawyer|advocate|rights?|act|section|judge|notice|bail|arrest|jail|kanoon|kanun|kanooni|adalat|thana|thane|shikayat|mukadma|mukadama|vakil|wakil|dhara|sarkar|sarkari|officer|government|govt)\b|कानून|क़ानून|अदालत|कोर्ट|पुलिस|केस|शिकायत|मुकदमा|मुक़दमा|वकील|धारा|नोटिस|अधिकार|थाना|सरकार|अधिकारी/i;
const READ_SCRIPTS = /^[\p{Script=Latin}\p{Script=Devanagari}\p{N}\p{P}\p{S}\p{Z}\s]+$/u;

function outsideLaw(message: string, t: Triage): boolean {
  return !t.frame.domains.length && READ_SCRIPTS.test(message) && !LEGAL_WORDS.test(message);
}

/** The lead and the charged offences, each with its page of detail (the answer keeps only what fits a phone). */
function entryLinks(t: Triage, language: KbLanguage): { id: string; title: string }[] {
  const entries = [...(t.lead ? [t.lead] : []), ...chargesOf(t)].filter((e, i, all) => all.findIndex((x) => x.id === e.id) === i);
  return entries.slice(0, 4).map((e) => ({ id: e.id, title: textIn(e, language)?.title ?? e.title }));
}

function intentAnswer(intent: Intent, language: KbLanguage): KbAnswer {
  const aid = intent.kind === 'legal-aid' || intent.kind === 'cost';
  return {
    lawyer_response: intentText(intent, language),
    potential_charges: [],
    rights: [],
    next_steps: intentSteps(intent, language),
    citations: aid ? [citationOf(ref('LSAA', '12'))] : [],
    language,
    kind: intent.kind,
  };
}

const FREE_AID: Record<KbLanguage, string> = {
  en: 'Free legal aid is a right under the Legal Services Authorities Act, 1987: call the NALSA helpline 15100 or visit the District Legal Services Authority (DLSA) at your district court; a panel lawyer there can read your papers and tell you which law applies.',
  hi: 'विधिक सेवा प्राधिकरण अधिनियम, 1987 के तहत मुफ़्त कानूनी सहायता आपका अधिकार है: NALSA हेल्पलाइन 15100 पर कॉल करें या अपने जिला न्यायालय में जिला विधिक सेवा प्राधिकरण (DLSA) जाएँ; वहाँ का पैनल वकील आपके कागज़ देखकर बता सकता है कि कौन-सा कानून लागू होता है।',
  bn: 'আইনি পরিষেবা কর্তৃপক্ষ আইন, ১৯৮৭ অনুযায়ী বিনামূল্যে আইনি সহায়তা আপনার অধিকার: NALSA হেল্পলাইন ১৫১০০-তে ফোন করুন, বা আপনার জেলা আদালতে জেলা আইনি পরিষেবা কর্তৃপক্ষে (DLSA) যান; সেখানকার প্যানেল আইনজীবী আপনার নথি দেখে বলে দিতে পারবেন কোন আইন প্রযোজ্য।',
};

function notKnownAnswer(a: Abstention, language: KbLanguage): KbAnswer {
  const text = abstentionText(a, language);
  return {
    lawyer_response: [text.lead, text.question].join(' '),
    potential_charges: [],
    rights: [],
    next_steps: [...(text.where ? [text.where] : []), FREE_AID[language], ANSWER_TEXTS[language].noMatchStep],
    citations: [citationOf(ref('LSAA', '12'))],
    language,
    kind: 'not-known',
  };
}
