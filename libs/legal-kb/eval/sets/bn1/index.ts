/**
 * Bengali evaluation set: whole answers to questions as West Bengal's legal-aid desks hear them, in Bengali
 * script (`bn`) and in Bengali typed in Latin letters (`banglish`), written by a hand that had not seen the
 * engine, from the entry list and the label format only. Besides set 5's measures it is scored on the share
 * of answers written mostly in Bengali script (measure-answers.ts).
 *
 * Leads that name an entry the knowledge base lacks (PLANNED_BN) count as misses until it exists.
 */
import { join } from 'node:path';
import type { AnswerSituation } from '../../types';
import { readJsonl } from '../set5';

const FILES = ['intents', 'family', 'property', 'criminal', 'civil'];

export const EVAL_SITUATIONS_BN: AnswerSituation[] = FILES.flatMap((f) => readJsonl(join(__dirname, `${f}.jsonl`)));

/** Entries the set names that did not exist when it was written. */
export const PLANNED_BN = ['domestic-worker', 'property-registration'];

/** West Bengal Acts the set expects beyond set 5's table (keys of stateAct). */
export const STATE_ACT_TITLES_BN: Record<string, string> = {
  'wb-land-reforms-1955': 'West Bengal Land Reforms Act, 1955',
};
