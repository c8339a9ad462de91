/**
 * Second evaluation set (150 situations, a third each in English, romanised Hindi and Devanagari),
 * written later by another hand from entry ids and titles only (no keyword lists, no situation
 * examples), and committed before the engine changes it was used to check. Same schema as
 * set 1's. A change is kept only if it holds or improves both sets.
 */
import type { EvalSituation } from '../../types';
import { ENGLISH_2 } from './english';
import { HINGLISH_2 } from './hinglish';
import { DEVANAGARI_2 } from './devanagari';

export const EVAL_SITUATIONS_2: EvalSituation[] = [...ENGLISH_2, ...HINGLISH_2, ...DEVANAGARI_2];
