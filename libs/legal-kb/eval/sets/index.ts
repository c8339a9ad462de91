/** The evaluation sets, oldest first, each by a different hand (see ../README.md): a change should hold or improve all. */
import { EVAL_SITUATIONS } from './set1';
import { EVAL_SITUATIONS_2 } from './set2';
import { EVAL_SITUATIONS_3 } from './set3';
import { EVAL_SITUATIONS_4 } from './set4';

export { EVAL_SITUATIONS, EVAL_SITUATIONS_2, EVAL_SITUATIONS_3, EVAL_SITUATIONS_4 };
export const EVAL_SETS = [
  ['set 1', EVAL_SITUATIONS],
  ['set 2', EVAL_SITUATIONS_2],
  ['set 3', EVAL_SITUATIONS_3],
  ['set 4', EVAL_SITUATIONS_4],
] as const;
