/**
 * The evaluation sets, oldest first, each by a different hand (see ../README.md): a change should hold
 * or improve all. Each set is one YAML file beside this one (set1.yaml … set4.yaml), checked against
 * the label schema (../types.ts) when it is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { EvalSetFileSchema, EvalSituation } from '../types';

/** One set's situations, in file order; a file that breaks the schema fails with its field and reason. */
export function readEvalSet(file: string): EvalSituation[] {
  const parsed = EvalSetFileSchema.safeParse(YAML.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const where = parsed.error.issues.slice(0, 10).map((i) => `  ${path.basename(file)}: ${i.path.join('.')}: ${i.message}`);
    throw new Error(`evaluation set ${file} is not valid:\n${where.join('\n')}`);
  }
  return parsed.data.situations as EvalSituation[];
}

const set = (name: string) => readEvalSet(path.join(__dirname, `${name}.yaml`));
export const EVAL_SITUATIONS = set('set1');
export const EVAL_SITUATIONS_2 = set('set2');
export const EVAL_SITUATIONS_3 = set('set3');
export const EVAL_SITUATIONS_4 = set('set4');

export const EVAL_SETS = [
  ['set 1', EVAL_SITUATIONS],
  ['set 2', EVAL_SITUATIONS_2],
  ['set 3', EVAL_SITUATIONS_3],
  ['set 4', EVAL_SITUATIONS_4],
] as const;
