/**
 * Fifth evaluation set: answers, not only leads. Situations as they come to a legal-aid desk, written before
 * the engine learned to tell what is asked: questions about the product, privacy, cost and free legal aid;
 * things outside law; tenancy, land records, stamp duty and registration in the most populous states and
 * Delhi (the state's own Act must lead); areas with no entry when written (service, pension, disability,
 * land acquisition, succession outside Hindu coparcenary, failed bank transactions, weights and measures,
 * school admission); traps (repealed codes, consumer-forum thresholds, the wrong forum, custody against
 * anticipatory bail, charges a story does not hold); both sides of each dispute; English, Hindi
 * (Devanagari) and romanised Hindi. Data is JSONL (one situation a line) so it is read, not compiled.
 *
 * Leads that name an entry the knowledge base lacks (PLANNED) count as misses until it exists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AnswerSituation, AnswerSituationSchema } from '../../types';

const FILES = ['intents', 'places', 'longtail', 'traps'];

/** One JSONL file's situations, each checked against the label schema; a bad line fails with its number. */
export function readJsonl(file: string): AnswerSituation[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => [line, i + 1] as const)
    .filter(([line]) => line.trim())
    .map(([line, n]) => {
      const parsed = AnswerSituationSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${n}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return parsed.data;
    });
}

export const EVAL_SITUATIONS_5: AnswerSituation[] = FILES.flatMap((f) => readJsonl(join(__dirname, `${f}.jsonl`)));

/** Entries the set names that did not exist when it was written (an area with no entry). */
export const PLANNED_5 = [
  'bns-transition', 'christian-succession', 'disability-rights', 'domestic-worker', 'failed-transaction', 'hindu-female-succession', 'land-acquisition',
  'legal-metrology', 'muslim-inheritance', 'pension-dues', 'property-registration', 'rte-admission', 'service-matter', 'stamp-duty',
];

/** The English short titles of the state Acts the set expects (keys of stateAct), to check an answer names them. */
export const STATE_ACT_TITLES_5: Record<string, string> = {
  'up-tenancy-2021': 'Uttar Pradesh Regulation of Urban Premises Tenancy Act, 2021',
  'mh-rent-1999': 'Maharashtra Rent Control Act, 1999',
  'dl-rent-1958': 'Delhi Rent Control Act, 1958',
  'ka-rent-1999': 'Karnataka Rent Act, 1999',
  'tn-tenancy-2017': 'Tamil Nadu Regulation of Rights and Responsibilities of Landlords and Tenants Act, 2017',
  'br-rent-1982': 'Bihar Buildings (Lease, Rent and Eviction) Control Act, 1982',
  'wb-tenancy-1997': 'West Bengal Premises Tenancy Act, 1997',
  'mp-accommodation-1961': 'Madhya Pradesh Accommodation Control Act, 1961',
  'rj-rent-2001': 'Rajasthan Rent Control Act, 2001',
  'gj-rent-1947': 'Gujarat Rents, Hotel and Lodging House Rates Control Act, 1947',
  'ap-rent-1960': 'Andhra Pradesh Buildings (Lease, Rent and Eviction) Control Act, 1960',
  'up-revenue-code-2006': 'Uttar Pradesh Revenue Code, 2006',
  'mh-land-revenue-1966': 'Maharashtra Land Revenue Code, 1966',
  'br-mutation-2011': 'Bihar Land Mutation Act, 2011',
  'mh-stamp-1958': 'Maharashtra Stamp Act, 1958',
  'ka-stamp-1957': 'Karnataka Stamp Act, 1957',
  'mp-land-revenue-1959': 'Madhya Pradesh Land Revenue Code, 1959',
};
