/**
 * Eighth evaluation set: whole answers. Written by a hand that had never seen the engine, from the issue
 * texts, the entry list (ids, kinds, English titles and summaries, fields, sides) and the label format only,
 * without any earlier set's situations; kept outside the repository while the engine changes it measured
 * were made (its first and last figures are in eval/README.md), and brought in once measured, as a set
 * that has been read. Situations as people type them: typos, code-mixing, details that point the wrong way
 * (a "420" for an unpaid loan, "302" for a threat, anticipatory bail for a son already held, a consumer
 * forum for unpaid salary). English, romanised Hindi and Devanagari; and a Bengali part (Bengali script
 * and Banglish, West Bengal places). `state-acts.json` names the state Acts its labels add to the tables.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerSituation } from '../../types';
import { readJsonl } from '../set5';

const FILES = ['intents', 'places', 'traps', 'unknown', 'everyday'];

/** The English, romanised Hindi and Devanagari part. */
export const EVAL_SITUATIONS_8: AnswerSituation[] = FILES.flatMap((f) => readJsonl(join(__dirname, `${f}.jsonl`)));

/** The Bengali part (Bengali script and Banglish), scored besides on answers written in Bengali. */
export const EVAL_SITUATIONS_8_BN: AnswerSituation[] = readJsonl(join(__dirname, 'bengali.jsonl'));

/** The state Acts the set's labels name that the other sets' tables lack (key: English short title). */
export const STATE_ACT_TITLES_8: Record<string, string> = JSON.parse(readFileSync(join(__dirname, 'state-acts.json'), 'utf8'));
