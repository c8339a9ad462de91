/**
 * The words that tell who is asking (content/cues.yaml) and what field of law a situation is in. Written once, in
 * English and romanised Hindi: text.ts folds the question (Devanagari romanised, spellings unified,
 * English stemmed) and these cues the same way, so "मेरे खिलाफ" meets "mere khilaf". A cue matches
 * at the start of a word, so "arrest" also matches "arrested". Longer cues weigh more: "i am the
 * tenant" beats "the tenant". Parts joined by "…" must come in that order within seven words
 * ("police … picked up" matches "the police came and picked up my son"). A cue ending in "$" must end
 * at a word end where its folded form starts common words: "bahu$" (daughter-in-law) is not "bahut"
 * (very), "wall$" (folded "val") is not "vale" (वाले). Words whose Hindi twin is everyday are left out:
 * "vahan" (वाहन, vehicle) folds like वहाँ (there), "pita" (beaten) like पिता (father).
 */
import type { KbFlag } from '@lexmitra/contracts';
import { kbContent } from './content';
import type { Domain, Role } from './types';

const cues = kbContent().cues;
export const ROLE_CUES: Partial<Record<Role, string[]>> = cues.roles;
/** Field-of-law cues; a question may sit in several (a landlord's threat is tenancy and criminal). */
export const DOMAIN_CUES: Partial<Record<Exclude<Domain, 'general'>, string[]>> = cues.domains;
/** Facts about the people involved that some entries need (a juvenile entry needs a minor). */
export const FLAG_CUES: Partial<Record<KbFlag, string[]>> = cues.flags;
