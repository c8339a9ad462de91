/**
 * Situations people describe in their own words, per entry id: what a person would type, in
 * English, romanised Hindi and Devanagari, written from the side the entry serves. Indexed beside
 * the keywords so that a story told without the law's words still finds its entry. Written
 * without looking at the evaluation set in eval/.
 */
import { EXAMPLES_a } from './a';
import { EXAMPLES_b } from './b';
import { EXAMPLES_c } from './c';
// Second batch: longer stories and questions, as people write to a chatbot.
import { EXAMPLES_a2 } from './a2';
import { EXAMPLES_b2 } from './b2';
import { EXAMPLES_c2 } from './c2';

const batches = [EXAMPLES_a, EXAMPLES_b, EXAMPLES_c, EXAMPLES_a2, EXAMPLES_b2, EXAMPLES_c2];
export const EXAMPLES: Readonly<Record<string, readonly string[]>> = batches.reduce<Record<string, string[]>>((all, batch) => {
  for (const [id, examples] of Object.entries(batch)) all[id] = [...(all[id] ?? []), ...examples];
  return all;
}, {});
