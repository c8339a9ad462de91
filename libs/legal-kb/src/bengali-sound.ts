/**
 * Bengali by its sound, for a question in Bengali: the same word is typed "chhele", "chele", "বাড়ি" is
 * "bari" or "baari", জমি "jomi" (Bengali's inherent vowel is an o, Hindi's an a), and a Banglish question
 * should meet the Bengali-script keywords and examples (and a Bengali-script one the Banglish examples).
 * So each word, in either script, is also written as a loose key of its consonants and plain vowels:
 * aspiration dropped (chh, kh, bh as c, k, b), o and a one vowel, y and doubled letters gone. The keys
 * are a field of their own (search.ts), searched only for a question in Bengali.
 */
import { BENGALI_STOP, bengaliAsDevanagari, isBengali, stemBengali } from './bengali';
import { romanise, STOP } from './text';

/** The loose key of a Latin spelling: "chhele" and "chele" are "cele", "jomi" and "jami" "jami". */
export function soundKey(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ph/g, 'f')
    .replace(/([^aeiou])h+/g, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/o/g, 'a')
    .replace(/y/g, '')
    .replace(/(.)\1+/g, '$1')
    // A final vowel is the inflection's or the script's (ছেলে is stemmed to ছেল, "chhele" is not).
    .replace(/(?<=.{3})[aeiu]$/, '');
}

/** Banglish case endings, as bengali.ts takes them off Bengali script: "barir", "barite", "chheleke", "thanay". */
const LATIN_ENDINGS = /(?<=[a-z]{3})(?:ke|er|te|e|r|y)$/;

/** A word's loose key: Bengali script through its stem's Devanagari twin and romanised spelling (ড় as r). */
export function bengaliSound(word: string): string | undefined {
  const w = word.normalize('NFC').toLowerCase();
  if (!w || STOP.has(w) || BENGALI_STOP.has(w) || /\d/.test(w)) return undefined;
  const latin = isBengali(w) ? romanise(bengaliAsDevanagari(stemBengali(w).replace(/[\u09DC\u09DD]|[\u09A1\u09A2]\u09BC/g, '\u09B0'))) : /^[a-z]+$/.test(w) ? w.replace(LATIN_ENDINGS, '') : '';
  const key = soundKey(latin);
  return key.length >= 3 ? key : undefined;
}

/**
 * A text's words as their loose keys, space-separated (the sound field's text, and the query's). A Latin
 * word counts only in Banglish (`latin`): in a Bengali-script question "IPC" or "FIR" is met as written.
 */
export const bengaliSoundText = (text: string, latin = true): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => latin || isBengali(w))
    .map(bengaliSound)
    .filter(Boolean)
    .join(' ');
