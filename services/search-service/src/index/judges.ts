/**
 * The judge filter, one meaning for both engines: what an advocate types in "Judge" is a name as
 * it is cited ("Chandrachud", "D.Y. Chandrachud", "Justice D. Y. Chandrachud"). A case matches when
 * one judge of its bench (or the author) has every word typed: case, accents and dots do not count,
 * the order does not either, a single letter stands for an initial ("D" finds Dhananjaya), and
 * titles ("Justice", "Hon'ble", "CJI") are ignored. Words of two different judges do not combine.
 */
import { tokenize } from './text';

/** Titles people put before a name; they are not part of any judge's name in the data. */
const TITLES = new Set(['justice', 'hon', 'ble', 'honble', 'honourable', 'mr', 'mrs', 'ms', 'dr', 'cji', 'chief', 'shri', 'sri', 'smt']);

/** Lower-cased words without Latin accents (Indian vowel signs stay, as in the index's terms). */
export function nameWords(name: string): string[] {
  return tokenize(name).map((w) => w.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase());
}

/** The words of a typed judge name that must match; empty when it held only titles. */
export function judgeQueryWords(typed: string): string[] {
  return [...new Set(nameWords(typed).filter((w) => !TITLES.has(w)))];
}

/** Whether one of `bench` (each judge's words, from nameWords) has every word of `wanted`. */
export function benchHas(bench: string[][], wanted: string[]): boolean {
  return bench.some((name) => wanted.every((w) => (w.length === 1 ? name.some((n) => n.startsWith(w)) : name.includes(w))));
}
