/**
 * The case query, defined once. Both engines compile a search from this file and from plan.ts: the
 * in-memory engine (index/case-index.ts and engine.ts) and OpenSearch (opensearch/case-mapping.ts and
 * case-query.ts). A number that ranks judgments lives here and nowhere else, so the two engines
 * cannot drift apart by one of them being edited; test/query-definition.spec.ts holds each engine's
 * compiled query to it.
 *
 * What each engine cannot do the same way is said beside the rule (how a bonus is applied differs
 * between a score summed in our own code and a Lucene query); the weights and the rules do not.
 */
import type { Judgment } from '@lexmitra/contracts';

/** A case as the index keeps it: the import record with its parties always listed. */
export type IndexedCase = Judgment & { parties: string[] };

/**
 * Where a word is found, and how much a match there counts. Five zones rather than one field per
 * attribute: title and parties carry the same words anyway. `text` says what the zone holds (the
 * in-memory engine indexes exactly that text); `fields` are the OpenSearch fields holding the same
 * words (opensearch/case-mapping.ts maps them).
 */
export const ZONES = [
  { name: 'names', boost: 3, fields: ['title', 'parties'], text: (d: IndexedCase) => `${d.title} ${d.parties.join(' ')}` },
  {
    name: 'cite',
    boost: 3,
    fields: ['citation', 'court.text'],
    text: (d: IndexedCase) => `${d.citation ?? ''} ${d.neutral_citation ?? ''} ${(d.citations ?? []).join(' ; ')} ${d.court}`,
  },
  { name: 'summary', boost: 1.5, fields: ['description'], text: (d: IndexedCase) => d.description },
  { name: 'tags', boost: 1.5, fields: ['tags'], text: (d: IndexedCase) => (d.tags ?? []).join(' . ') },
  { name: 'text', boost: 1, fields: ['paragraphs'], text: (d: IndexedCase) => d.text ?? '' },
] as const;
export type ZoneName = (typeof ZONES)[number]['name'];

/** Every zone but the full text: where phrases and completions are looked for (a long text would make both costly). */
export const SHORT_ZONES = ZONES.filter((z) => z.name !== 'text');
/** The short zones' texts of a case (OpenSearch's `units` field reads the same as the in-memory zones). */
export const shortZoneTexts = (doc: IndexedCase): string[] => SHORT_ZONES.map((z) => z.text(doc));

/** How much a match counts, relative to a word found as typed (1). */
export const WEIGHTS = {
  /** A near spelling (typo rule below); MiniSearch's default. */
  typo: 0.45,
  /** A completion of the word being typed (prefix rule below); MiniSearch's default. */
  prefix: 0.375,
  /** A section written without its act ("section 138" for §ni.138). */
  alternative: 0.5,
  /**
   * A statute reference or citation of the query, found as written. A reference names what a
   * judgment is about and is rarely shared by chance; a word such as "delay" is shared by judgments
   * about anything. At 1 a reference counted no more than one such word, and "section 138 NI Act
   * limitation condonation of delay" ranked a mercy-petition judgment (delay) second on both
   * engines. At 2 the in-memory engine put it fourth, at 3 below every judgment naming the section
   * with its Act, on both; the relevance, advocate and short-query sets are unchanged.
   */
  unit: 3,
} as const;

/** Completions looked up for the word being typed. */
export const MAX_PREFIX_TERMS = 30;

/**
 * A word in more than COMMON_SHARE of the judgments (and in more than COMMON_MIN_DOCS of them) is
 * common ("petition", "court"): no typo or prefix variants, and in a query with rarer words it does
 * not bring judgments in on its own (as Lucene's common-terms query). The floor keeps a small corpus
 * from calling every repeated word common.
 */
export const COMMON_SHARE = 0.04;
export const COMMON_MIN_DOCS = 200;

/** How common a word is: the judgments holding it and the judgments in all. */
export interface WordStat {
  docs: number;
  corpus: number;
}
export const isCommonStat = ({ docs, corpus }: WordStat): boolean => docs > Math.max(COMMON_MIN_DOCS, corpus * COMMON_SHARE);

/**
 * The typo rule: edits allowed for one word. None for short (under 4 letters) or common words; one
 * for a word the corpus knows (from five letters), so "Indira" also finds Indra but "Rangappa" does
 * not become Rajappa; two for a word it does not know (from five letters, one from four),
 * "Puttuswamy". Letters, not code units: in Indian scripts every matra and virama is a code unit of
 * its own ("कुमारी" is one edit from "कुमार"), so their words are measured without marks and get
 * at most one edit.
 */
export function editsFor(word: string, known: boolean, common: boolean): number {
  const letters = word.replace(/\p{M}/gu, '').length;
  if (letters < 4 || common) return 0;
  const most = letters === word.length ? 2 : 1;
  return Math.min(most, known ? (letters >= 5 ? 1 : 0) : letters >= 5 ? 2 : 1);
}

/**
 * A correction of two edits must keep the word's consonants ("Menaka" → Maneka, "Ghandi" → Gandhi,
 * "Visakha" → Vishaka); "Rangappa" → Rajappa changes them, and is another person, not a typo.
 * (The in-memory engine checks every correction by it; OpenSearch's fuzzy queries cannot, and keep
 * the first letter fixed instead, which rules out most of the same corrections.)
 */
const skeleton = (w: string) => w.replace(/h/g, '').replace(/[aeiouy]/g, '').replace(/(.)\1+/g, '$1');
export const plausibleTypo = (typed: string, term: string, distance: number): boolean =>
  distance < 2 || !/^[a-z]+$/.test(typed) || skeleton(term) === skeleton(typed);

/** The prefix rule: the last word of the query is the one being typed, completed from three letters unless common. */
export const PREFIX_MIN_LETTERS = 3;

/**
 * Bonuses for how the words stand in a judgment, over the best candidates only:
 * - `phrase`: the words typed, in order, in one short field, multiply a score by `factor` (the
 *   in-memory engine) or add a clause of that boost (OpenSearch, with `slop` words between);
 * - `allWords`: a judgment holding every word ranks above one holding fewer (the in-memory engine
 *   ranks by words held, then scales by `coverage`); OpenSearch adds a cross-field clause of `boost`;
 * - `window`: how many of the best candidates get the bonuses (per shard in OpenSearch).
 */
export const BONUSES = {
  phrase: { factor: 2, slop: 1 },
  allWords: { boost: 2, coverage: (held: number, of: number) => 0.25 + (held / of) ** 2 },
  /** OpenSearch: the word being typed completed in names, as a rescored bonus. */
  namePrefix: { boost: 0.5 },
  window: { memory: 40, opensearch: 100 },
} as const;
