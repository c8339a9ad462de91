import { checkEntries, withHindi } from './check';
import { HINDI } from './data/hindi';
import { familyMatters } from './data/civil-family';
import { moneyAndCyber } from './data/civil-money-cyber';
import { propertyAndRoad } from './data/civil-property-road';
import { bodyOffences } from './data/offences-body';
import { propertyOffences } from './data/offences-property';
import { publicOffences } from './data/offences-public';
import { womenOffences } from './data/offences-women';
import { arrestRights } from './data/rights-arrest';
import { procedureRights } from './data/rights-procedure';
import { accusedSide } from './data/accused-side';
import { familyAndSeniors } from './data/family-senior';
import { tenancySides } from './data/tenancy-side';
import { landAndProperty } from './data/land-property';
import { labourAndBanking } from './data/labour-banking';
import { trafficMedicalConsumer } from './data/traffic-medical-consumer';
import { intakeMatters } from './data/intake';
import type { LegalEntry } from './types';

/** Every entry of the knowledge base, checked once at load (unique ids, known references, complete Hindi blocks). */
export const LEGAL_ENTRIES: readonly LegalEntry[] = checkEntries(withHindi([
  ...propertyOffences,
  ...bodyOffences,
  ...womenOffences,
  ...publicOffences,
  ...arrestRights,
  ...procedureRights,
  ...familyMatters,
  ...moneyAndCyber,
  ...propertyAndRoad,
  ...accusedSide,
  ...familyAndSeniors,
  ...tenancySides,
  ...landAndProperty,
  ...labourAndBanking,
  ...trafficMedicalConsumer,
  ...intakeMatters,
], HINDI));
