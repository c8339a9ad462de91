/**
 * Evaluation set for the legal chatbot triage (issue 16): what people actually type, with the
 * knowledge-base entries a careful lawyer would put first (`lead`) and the entries that would be
 * plainly wrong in the answer's potential charges (`not`). Written from entry ids and titles only,
 * before the engine change, so the wording does not echo the engine's keywords. See README.md.
 */
import type { EvalSituation } from '../../types';
import { PROPERTY_CRIME } from './property-crime';
import { VIOLENCE_PUBLIC } from './violence-public';
import { WOMEN_CHILDREN } from './women-children';
import { MATRIMONIAL } from './matrimonial';
import { ARREST_BAIL } from './arrest-bail';
import { MONEY_CYBER } from './money-cyber';
import { LABOUR } from './labour';
import { TRAFFIC_MEDICAL_CONSUMER } from './traffic-medical-consumer';
import { TENANCY_PROPERTY } from './tenancy-property';
import { AMBIGUOUS } from './ambiguous';

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
