/**
 * Situations people describe in their own words, per entry id: what a person would type, in
 * English, romanised Hindi and Devanagari, written from the side the entry serves. Indexed beside
 * the keywords so that a story told without the law's words still finds its entry. Written
 * without looking at the evaluation sets in eval/. One file per file of data/, under the same name;
 * each entry has short messages first, then longer stories and questions as people write to a chatbot.
 */
import { EXAMPLES_OFFENCES_PROPERTY } from './offences-property';
import { EXAMPLES_OFFENCES_BODY } from './offences-body';
import { EXAMPLES_OFFENCES_WOMEN } from './offences-women';
import { EXAMPLES_OFFENCES_PUBLIC } from './offences-public';
import { EXAMPLES_RIGHTS_ARREST } from './rights-arrest';
import { EXAMPLES_RIGHTS_PROCEDURE } from './rights-procedure';
import { EXAMPLES_CIVIL_FAMILY } from './civil-family';
import { EXAMPLES_CIVIL_MONEY_CYBER } from './civil-money-cyber';
import { EXAMPLES_CIVIL_PROPERTY_ROAD } from './civil-property-road';
import { EXAMPLES_TENANCY_SIDE } from './tenancy-side';
import { EXAMPLES_ACCUSED_SIDE } from './accused-side';
import { EXAMPLES_FAMILY_SENIOR } from './family-senior';
import { EXAMPLES_LAND_PROPERTY } from './land-property';
import { EXAMPLES_LABOUR_BANKING } from './labour-banking';
import { EXAMPLES_TRAFFIC_MEDICAL_CONSUMER } from './traffic-medical-consumer';
import { EXAMPLES_INTAKE } from './intake';

const groups = [
  EXAMPLES_OFFENCES_PROPERTY, EXAMPLES_OFFENCES_BODY, EXAMPLES_OFFENCES_WOMEN, EXAMPLES_OFFENCES_PUBLIC, EXAMPLES_RIGHTS_ARREST, EXAMPLES_RIGHTS_PROCEDURE,
  EXAMPLES_CIVIL_FAMILY, EXAMPLES_CIVIL_MONEY_CYBER, EXAMPLES_CIVIL_PROPERTY_ROAD, EXAMPLES_TENANCY_SIDE, EXAMPLES_ACCUSED_SIDE, EXAMPLES_FAMILY_SENIOR,
  EXAMPLES_LAND_PROPERTY, EXAMPLES_LABOUR_BANKING, EXAMPLES_TRAFFIC_MEDICAL_CONSUMER, EXAMPLES_INTAKE,
];
export const EXAMPLES: Readonly<Record<string, readonly string[]>> = Object.assign({}, ...groups);
