/**
 * Sixth evaluation set: whole answers, written by a hand that had not seen the engine, from the issue texts,
 * the entry list (ids, kinds, English titles and summaries, fields, sides) and the label format only. Parts:
 * questions about the product, privacy, cost and free legal aid, and things outside law; state subjects
 * (tenancy, land records, stamp duty, registration) in the ten most populous states and Delhi, with and
 * without a place; the long tail of a legal-aid intake list, including areas no entry covers; traps
 * (repealed codes, thresholds, the wrong forum, the wrong stage, charges a story does not hold,
 * non-cognizable offences); and both sides of the same disputes. English, romanised Hindi and Devanagari.
 *
 * Leads that name an entry the knowledge base lacks (PLANNED_6) count as misses until it exists.
 */
import { join } from 'node:path';
import type { AnswerSituation } from '../../types';
import { readJsonl } from '../set5';

const FILES = ['intents', 'places', 'longtail', 'traps', 'sides'];

export const EVAL_SITUATIONS_6: AnswerSituation[] = FILES.flatMap((f) => readJsonl(join(__dirname, `${f}.jsonl`)));

/** Entries the set names that did not exist when it was written (an area with no entry). */
export const PLANNED_6 = ['domestic-worker', 'pension-dues', 'property-registration'];
