/**
 * Which entries carry a Hindi block, and why those. "Most asked" was decided, not measured on
 * users (we keep no such log): the entries that lead most often on the evaluation situations
 * (libs/legal-kb/eval, counting the engine's lead and the leads the set expects) and on the older
 * test situations, joined with the subjects issue 17 names: FIR, bail and arrest rights, cheque
 * bounce, domestic violence, dowry, maintenance, divorce, consumer, RTI, tenancy, property, cyber
 * fraud, wages and accident claims. Entries that an answer on those subjects brings along (zero
 * FIR, legal aid) are in too, so a Hindi answer is Hindi throughout for the common cases.
 */
import type { HindiText } from '../types';
import { HINDI_CRIMINAL } from './hindi-criminal';
import { HINDI_FAMILY_CIVIL } from './hindi-family-civil';
import { HINDI_INTAKE } from './hindi-intake';

export const HINDI: Record<string, HindiText> = { ...HINDI_CRIMINAL, ...HINDI_FAMILY_CIVIL, ...HINDI_INTAKE };

/** The 40 most-asked entries; each must have a complete Hindi block (test/hindi.spec.ts). */
export const MOST_ASKED_IDS = [
  // FIR, arrest and bail; the accused's side
  'fir', 'zero-fir', 'fir-refused', 'fir-against-me', 'arrest-grounds', 'anticipatory-bail', 'bail-bailable', 'bail-non-bailable', 'legal-aid', 'summons-accused',
  // Offences people report most; cyber fraud
  'bns-303-theft', 'bns-304-snatching', 'bns-318-cheating', 'cyber-reporting', 'it-66d', 'rbi-zero-liability', 'property-fraud',
  // Cheque bounce, both sides
  'ni-138', 'ni-138-drawer',
  // Marriage: cruelty, dowry, domestic violence, maintenance, divorce
  'bns-85-cruelty', 'cruelty-accused', 'dowry-prohibition', 'bns-80-dowry-death', 'dv-act', 'dv-residence', 'maintenance-144', 'maintenance-payer', 'hma-divorce', 'hma-mutual-divorce',
  // Consumer, RTI, builders
  'consumer-complaint', 'rti', 'rera',
  // Tenancy, both sides; land
  'tenant-eviction', 'landlord-evicting-tenant', 'security-deposit', 'tenant-unpaid-rent', 'encroachment',
  // Work and road accidents
  'wages-unpaid', 'wrongful-termination', 'mva-claim',
] as const;
