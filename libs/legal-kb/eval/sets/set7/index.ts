/**
 * Seventh evaluation set: whole answers, held out. Written by a hand that had never seen the engine, from the
 * issue texts, the entry list (ids, kinds, English titles and summaries, fields, sides) and the label format
 * only, without the earlier sets' situations. Parts: questions about the product, privacy, cost, free legal
 * aid and things outside law; state subjects (tenancy, land records, stamp duty, registration) in the ten most
 * populous states and Delhi, with and without a place; traps (repealed codes named by the asker, the consumer
 * commissions' value limits, the wrong forum, custody against anticipatory bail, charges a story does not hold,
 * non-cognizable offences); areas no entry covers; everyday problems of every field from both sides. English,
 * romanised Hindi and Devanagari; and a Bengali part (Bengali script and Banglish, West Bengal places).
 *
 * Held out until measured; read since (`npm run eval:answers` prints it with the others). Leads that name an
 * entry the knowledge base lacks (PLANNED_7) count as misses until it exists.
 */
import { join } from 'node:path';
import type { AnswerSituation } from '../../types';
import { readJsonl } from '../set5';

const FILES = ['intents', 'places', 'traps', 'unknown', 'everyday'];

/** The English, romanised Hindi and Devanagari part. */
export const EVAL_SITUATIONS_7: AnswerSituation[] = FILES.flatMap((f) => readJsonl(join(__dirname, `${f}.jsonl`)));

/** The Bengali part (Bengali script and Banglish), scored besides on answers written in Bengali. */
export const EVAL_SITUATIONS_7_BN: AnswerSituation[] = readJsonl(join(__dirname, 'bengali.jsonl'));

/** Entries the set names that did not exist when it was written (an area with no entry). */
export const PLANNED_7 = ['domestic-worker', 'pension-dues', 'property-registration'];
