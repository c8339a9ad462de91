export * from './acts';
export * from './check';
export * from './clarify';
export * from './entries';
export * from './format';
export * from './frame';
export * from './judgments';
export * from './offline';
export * from './search';
export * from './text';
export * from './triage';
export { amountsIn, BARS } from './triage-weights';
export * from './types';

import { LEGAL_ENTRIES } from './entries';
import { LegalKbIndex } from './search';

let shared: LegalKbIndex | undefined;
/** The index over every entry, built on first use and shared by the process. */
export function legalKb(): LegalKbIndex {
  return (shared ??= new LegalKbIndex(LEGAL_ENTRIES));
}
export * from './answer-text';
export { kbContent } from './content';
export type { KbContent, KbEntryData } from './content';
export * from './chat';
export * from './entry-page';
export { clip, fitPhone, PHONE_LIMITS, sentences, withinPhone } from './budget';
export { abroadOf, stateOf, stateActOf } from './place';
export { intentOf } from './intent';
export { abstentionOf, NOT_KNOWN_TEXT } from './abstain';
export { BENGALI_MEANINGS, bengaliAges, bengaliAsDevanagari, bengaliFirstPersonVerb, readBengaliStatutes, stemBengali, withBanglishMeanings } from './bengali';
export { bengaliSound, bengaliSoundText, soundKey } from './bengali-sound';
