/**
 * Evaluation set for the legal chatbot triage (issue 16): what people actually type, with the
 * knowledge-base entries a careful lawyer would put first (`lead`) and the entries that would be
 * plainly wrong in the answer's potential charges (`not`). Written from entry ids and titles only,
 * before the engine change, so the wording does not echo the engine's keywords. See README.md.
 */
export interface EvalSituation {
  /** What the person types, as they would type it. */
  q: string;
  lang: 'en' | 'hinglish' | 'hi'; // hi = Devanagari Hindi
  /** Who is asking, as a reader would judge it (for reporting only). */
  side: 'victim' | 'accused' | 'other';
  /** Entry ids, any one of which is a right lead. Omit only for ambiguous situations. */
  lead?: string[];
  /** Offence or other entry ids that must NOT appear anywhere in the charges: wrong domain or wrong side. */
  not?: string[];
  /** True only when nothing in the message tells the side (or field), and the advice differs by side. */
  ambiguous?: true;
  /** For ambiguous ones: what the person says when asked, in their own words, and the right lead then. */
  then?: { reply: string; lead: string[] };
}

import { PROPERTY_CRIME } from './sets/property-crime';
import { VIOLENCE_PUBLIC } from './sets/violence-public';
import { WOMEN_CHILDREN } from './sets/women-children';
import { MATRIMONIAL } from './sets/matrimonial';
import { ARREST_BAIL } from './sets/arrest-bail';
import { MONEY_CYBER } from './sets/money-cyber';
import { LABOUR } from './sets/labour';
import { TRAFFIC_MEDICAL_CONSUMER } from './sets/traffic-medical-consumer';
import { TENANCY_PROPERTY } from './sets/tenancy-property';
import { AMBIGUOUS } from './sets/ambiguous';

export const EVAL_SITUATIONS: EvalSituation[] = [
  ...PROPERTY_CRIME,
  ...VIOLENCE_PUBLIC,
  ...WOMEN_CHILDREN,
  ...MATRIMONIAL,
  ...ARREST_BAIL,
  ...MONEY_CYBER,
  ...LABOUR,
  ...TRAFFIC_MEDICAL_CONSUMER,
  ...TENANCY_PROPERTY,
  ...AMBIGUOUS,
];
