/**
 * Situations people describe in their own words, per entry id: what a person would type, in
 * English, romanised Hindi and Devanagari, written from the side the entry serves. Indexed beside
 * the keywords so that a story told without the law's words still finds its entry. Written
 * without looking at the evaluation set in eval/.
 */
import { EXAMPLES_a } from './a';
import { EXAMPLES_b } from './b';
import { EXAMPLES_c } from './c';

export const EXAMPLES: Readonly<Record<string, readonly string[]>> = { ...EXAMPLES_a, ...EXAMPLES_b, ...EXAMPLES_c };
