/**
 * The situation frame: who is asking (which side of the dispute), which fields of law the
 * situation is in, and whether a minor, a woman, an elderly person or custody is involved. Worked
 * out from the words before retrieval ranks anything, so the answer is about the asker's problem
 * and not someone else's.
 */
import type { KbFlag } from '@lexmitra/contracts';
import { DOMAIN_CUES, FLAG_CUES, ROLE_CUES } from './cues';
import { kbContent } from './content';
import { foldText } from './text';
import { bengaliAges } from './bengali';
import { Domain, OPPOSITE_ROLES, Role, ROLES } from './types';

export type FrameFlag = KbFlag;

export interface SituationFrame {
  /** The sides the words say the asker is on (at most one of each opposed pair). */
  roles: Role[];
  /** Fields of law the words name, strongest first; empty when the words name none. */
  domains: Domain[];
  flags: FrameFlag[];
  /** Opposed pairs the words touch on without saying which side the asker is (e.g. a cheque with no giver). */
  undecided: [Role, Role][];
}

/**
 * A cue is one phrase, or parts joined by "…" that must come in order within a few words. A cue
 * ending in "$" must end at a word end: "bahu$" is a daughter-in-law, not "bahut" (very).
 */
type Cue = { parts: string[]; weight: number; whole: boolean };
const GAP_WORDS = 7;
const prepare = (cues: readonly string[]): Cue[] =>
  [...new Set(cues)]
    .map((cue) => ({ parts: cue.replace(/\$$/, '').split('…').map((part) => foldText(part)).filter(Boolean), whole: cue.endsWith('$') }))
    .filter(({ parts }) => parts.length)
    .map(({ parts, whole }) => ({ parts, whole, weight: parts.join(' ').split(' ').length }));

/** "minor" as an adjective of a thing (folded forms: "acident", "ofenc", "kes"), which says nothing of a child. */
const MINOR_ADJECTIVE =
  /\bminor(?= (?:acident|injur|ofenc|kes|disput|damag|fight|scratch|kuarel|isu|mater|crim|incident|colis|dent|hurt|wound|mistak|eror|repair|surger|operat|argument|jhagd|chot))/g;

/**
 * Where a cue part starts at a word start, from `from` on. A part ending in a short word must
 * end at a word end: "says i" is not "says it", but "arrest" is in "arrested".
 */
function indexOfPart(folded: string, part: string, from: number, wholeWord = false): number {
  const whole = wholeWord || /^\p{L}{1,3}$/u.test(part.split(' ').pop() ?? '');
  for (let at = folded.indexOf(` ${part}`, from); at >= 0; at = folded.indexOf(` ${part}`, at + 1)) {
    if (!whole || folded[at + part.length + 1] === ' ' || at + part.length + 1 === folded.length) return at;
  }
  return -1;
}

function found(folded: string, cue: Cue): boolean {
  const last = cue.parts.length - 1;
  let at = indexOfPart(folded, cue.parts[0], 0, cue.whole && last === 0);
  if (at < 0) return false;
  for (const [i, part] of cue.parts.slice(1).entries()) {
    const next = indexOfPart(folded, part, at + 1, cue.whole && i + 1 === last);
    if (next < 0 || folded.slice(at, next).split(' ').length - 1 > GAP_WORDS) return false;
    at = next;
  }
  return true;
}

const ROLE_TABLE = ROLES.map((r) => [r, prepare(ROLE_CUES[r] ?? [])] as const);
const COUNTERPARTS = (kbContent().rules.counterparts ?? []).map(({ speaks_of, unless, asker }) => ({
  cues: prepare(speaks_of),
  unless: prepare(unless ?? []),
  asker: asker as Role,
}));
const DOMAIN_TABLE = (Object.keys(DOMAIN_CUES) as (keyof typeof DOMAIN_CUES)[]).map((d) => [d, prepare(DOMAIN_CUES[d] ?? [])] as const);
const FLAG_TABLE = (Object.keys(FLAG_CUES) as FrameFlag[]).map((f) => [f, prepare(FLAG_CUES[f] ?? [])] as const);

/** Sum of the weights of the cues found at word starts in the folded text. */
function score(folded: string, cues: Cue[]): number {
  let total = 0;
  for (const c of cues) if (found(folded, c)) total += c.weight;
  return total;
}

/** A senior citizen's age (content/rules.yaml). */
const SENIOR_AGE = kbContent().rules.senior_citizen_age;

const PAIRS: [Role, Role][] = (Object.entries(OPPOSITE_ROLES) as [Role, Role][]).filter(([a, b]) => a < b);

/**
 * The frame of the latest message read together with the earlier turns. The latest message
 * decides a side when it names one (the reply to a clarifying question); otherwise the earlier
 * turns may.
 */
export function frameOf(question: string, context: string[] = []): SituationFrame {
  const now = ` ${foldText(question)} `;
  const before = ` ${foldText(context.slice(-3).join(' . '))} `;
  const roleScore = (text: string) => new Map(ROLE_TABLE.map(([r, cues]) => [r, score(text, cues)]));
  const nowRoles = roleScore(now);
  const beforeRoles = roleScore(before);

  const roles = new Set<Role>();
  const undecided: [Role, Role][] = [];
  for (const [a, b] of PAIRS) {
    const pick = (s: Map<Role, number>) => (s.get(a)! > s.get(b)! ? a : s.get(b)! > s.get(a)! ? b : undefined);
    const side = pick(nowRoles) ?? pick(beforeRoles);
    if (side) roles.add(side);
  }
  for (const r of ROLES) if (!OPPOSITE_ROLES[r] && (nowRoles.get(r)! > 0 || beforeRoles.get(r)! > 0)) roles.add(r);
  // The giver of a bounced cheque is the one a case is brought against; its receiver brings it.
  if (!roles.has('accused') && !roles.has('victim')) {
    if (roles.has('drawer')) roles.add('accused');
    if (roles.has('payee')) roles.add('victim');
  } else if (!roles.has('drawer') && !roles.has('payee') && /\s(?:chek|138)/.test(`${now} ${before}`)) {
    // And the other way round: an accused in a cheque case gave the cheque ("I was sentenced in a cheque case").
    roles.add(roles.has('accused') ? 'drawer' : 'payee');
  }

  const all = `${now} ${before}`;
  const domainScores = DOMAIN_TABLE.map(([d, cues]) => [d, score(now, cues) * 2 + score(before, cues)] as const)
    .filter(([, s]) => s > 0)
    .sort((x, y) => y[1] - x[1]);
  const domains = domainScores.map(([d]) => d as Domain);
  // A case against the asker is a criminal matter as well, whatever else it is ("she filed a case on me
  // saying I promised marriage" names only marriage).
  if (roles.has('accused') && !domains.includes('criminal')) domains.push('criminal');
  // "A minor accident", "a minor injury": the adjective, not a child.
  const cued = FLAG_TABLE.filter(([, cues]) => score(all.replace(MINOR_ADJECTIVE, ' '), cues) > 0).map(([f]) => f);
  const ages = agesOf(`${question} ${context.join(' ')}`);
  const minor = cued.includes('minor') || ages.some((age) => age < 18);
  // Adult only when no child is in the story: "my son (19) and his friend's 15-year-old sister" has one.
  const adult = !minor && (cued.includes('adult') || (ages.length > 0 && ages.every((age) => age >= 18)));
  const flags: FrameFlag[] = cued.filter((f) => f !== 'minor' && f !== 'adult');
  if (minor) flags.push('minor');
  if (adult) flags.push('adult');
  // A senior citizen under the Maintenance and Welfare of Parents and Senior Citizens Act, s.2(h).
  if (ages.some((age) => age >= SENIOR_AGE)) {
    if (!flags.includes('elderly')) flags.push('elderly');
    roles.add('senior');
  }

  // No side of the pair said outright, but one party spoken of ("the landlord raises the rent"): the asker is the other.
  for (const { cues, unless, asker } of COUNTERPARTS) {
    const other = OPPOSITE_ROLES[asker]!;
    const spoken = (c: Cue[]) => score(now, c) > 0 || score(before, c) > 0;
    if (!roles.has(asker) && !roles.has(other) && spoken(cues) && !spoken(unless)) roles.add(asker);
  }
  for (const pair of PAIRS) if (!roles.has(pair[0]) && !roles.has(pair[1])) undecided.push(pair);
  return { roles: [...roles], domains, flags, undecided };
}

/** Hindi numbers people write as words in an age ("पंद्रह साल का बेटा"), the span where the law changes with age. */
const HINDI_NUMBER_WORDS: Record<string, number> = {
  पांच: 5, पाँच: 5, छह: 6, छः: 6, सात: 7, आठ: 8, नौ: 9, दस: 10, ग्यारह: 11, बारह: 12, तेरह: 13, चौदह: 14, पंद्रह: 15,
  पन्द्रह: 15, सोलह: 16, सत्रह: 17, अठारह: 18, उन्नीस: 19,
};
// Only before a word of years: "सात फेरे" and "दस हज़ार" stay words.
const HINDI_NUMBER_WORD = new RegExp(`(?<![\\p{L}\\p{M}])(${Object.keys(HINDI_NUMBER_WORDS).join('|')})(?=\\s+(?:साल|वर्ष|बरस))`, 'gu');

/**
 * Ages stated in the words: "he is 16", "my 15-year-old", "16 saal ka", "१६ साल". A minor changes
 * the law (juvenile justice, POCSO), and people state the age more often than the word "minor".
 */
export function agesOf(text: string): number[] {
  const t = text
    .replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d)))
    .replace(HINDI_NUMBER_WORD, (w) => String(HINDI_NUMBER_WORDS[w] ?? w))
    .toLowerCase();
  const ages = [
    // "15-year-old", "15 years old", "16 saal ka", "9 साल की": an age, not a span of time ("married 2 years").
    ...t.matchAll(/\b(\d{1,2})\s*-?\s*(?:years?|yrs?|yr)\s*-?\s*old/g),
    // Not a term: "3 saal ki saza" (a three-year sentence), "5 saal ka agreement".
    ...t.matchAll(/(?:^|\s)(\d{1,2})\s*(?:saal|sal|varsh|बरस|साल|वर्ष)\s*(?:ka|ki|ke|का|की|के)(?=\s|$)(?!\s*(?:saza|saja|sazaa|kaid|qaid|jail|jel|naukri|service|shaadi|shadi|agreement|lease|kiraya|bond|contract|warranty|guarantee|loan|emi|sentence|सज़ा|सजा|कैद|क़ैद|जेल|नौकरी|शादी|एग्रीमेंट|लीज|किराया|बॉन्ड|लोन))/g),
    // "he is 16.", "she is only 15", "उम्र 14 साल है", but not "the claim is 10 lakh".
    ...t.matchAll(/(?:\b(?:is|aged?|age|umar|umra)|उम्र)\s*(?:is|of|hai|ki)?\s*(?:only|just|barely|sirf|bas|सिर्फ़?|केवल)?\s*(\d{1,2})(?=\s*(?:[.,;!?)।]|$|and\b|aur\b|hai\b|years?\b|saal\b|साल|वर्ष|बरस|है))/g),
    // "a girl of about 11", "a boy aged around 9", "boys of 10": a person of a stated age, not "a loan of 11 lakh".
    ...t.matchAll(/\b(?:girls?|boys?|child|children|kids?|sons?|daughters?|ladki|ladka|bachi|bacha|beti|beta)\s+(?:of|aged)\s+(?:about|around|barely|just|only|nearly)?\s*(\d{1,2})\b(?!\s*(?:lakh|thousand|rupees|rs\b|k\b|%|crore|hazar|din|days?|months?|mahine))/g),
    // "my son (19)", not "BNSS 35(3)": a bracketed number right after a section number is a sub-section.
    ...t.matchAll(/(?<![\w)])\((\d{1,2})\)/g),
  ].map((m) => Number(m[1]));
  return [...ages, ...bengaliAges(text)].filter((age) => age > 0);
}

/**
 * Sides of a dispute (victim/accused, tenant/landlord...) decide; a role with no opposite (spouse,
 * parent, senior) says who is involved, not which side: a wife beaten by her husband and a husband
 * facing her complaint are both spouses, and the defence entry is still the other side's for her.
 */
const sidesOf = (entryRoles: readonly Role[]) => entryRoles.filter((r) => OPPOSITE_ROLES[r] !== undefined);

/** True when the entry's advice is written for the other side of a dispute the asker is in. */
export function wrongSide(entryRoles: readonly Role[] | undefined, frame: SituationFrame): boolean {
  const roles = entryRoles ?? [];
  // Pair by pair: the workplace-harassment complainant's entry (victim, employee) is the other side's
  // for an accused employee, though both are employees.
  return sidesOf(roles).some((r) => {
    const other = OPPOSITE_ROLES[r]!;
    return !roles.includes(other) && frame.roles.includes(other) && !frame.roles.includes(r);
  });
}

/** True when the entry is written for a side the asker is on (or, with no side in it, for someone they are). */
export function fitsSide(entryRoles: readonly Role[] | undefined, frame: SituationFrame): boolean {
  if (!entryRoles?.length) return false;
  const paired = sidesOf(entryRoles);
  return (paired.length ? paired : entryRoles).some((r) => frame.roles.includes(r));
}
