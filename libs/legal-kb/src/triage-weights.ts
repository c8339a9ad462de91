/**
 * Score adjustments of triage that come from the law rather than the words' match: a remedy too late
 * for someone already held or barred by another law, a threat that is not a killing, the special
 * provision over the general one, and the consumer commission chosen by the value paid.
 */
import { asciiDigits } from '@lexmitra/contracts';
import type { KbHit } from './search';
import type { RankedHit } from './triage-types';
import type { LegalEntry } from './types';
import { kbContent } from './content';

/** The legal judgement these adjustments apply: which entries, which words (content/rules.yaml). */
const RULES = kbContent().rules;

/**
 * Anticipatory bail is for someone who fears arrest (BNSS s.482); once the person is held, the way out
 * is regular bail (s.480/483) or default bail (s.187(3)). Words that say someone is already held, and
 * words of a feared arrest that keep anticipatory bail in play.
 */
const DETAINED = new RegExp(RULES.before_arrest.detained, 'iu');
const FEARED = new RegExp(RULES.before_arrest.feared, 'iu');
export const detainedNow = (text: string) => DETAINED.test(text) && !FEARED.test(text);
export const BEFORE_ARREST = new Set(RULES.before_arrest.entries);
export const AFTER_ARREST_DAMPING = 0.4;

/**
 * A remedy the law takes away where another law applies: the SC/ST (Prevention of Atrocities) Act,
 * s.18, bars anticipatory bail for its offences (save where the complaint shows no prima facie case,
 * Prathvi Raj Chauhan v. Union of India, 2020), so a person facing such a case is not led to it.
 * The barring law counts when it matched nearly as well as the best entry.
 */
export const BARS: [law: string, remedies: string[]][] = RULES.bars.map((b) => [b.law, b.remedies]);
const BAR_SHARE = 0.5;
export const BARRED_DAMPING = 0.4;
export function barsIn(raw: KbHit[]): string[] {
  const best = raw[0]?.score ?? 0;
  return BARS.filter(([law]) => raw.some((h) => h.entry.id === law && h.score >= best * BAR_SHARE)).map(([law]) => law);
}

/**
 * The special provision over the general one: an aggravated form of an offence (kidnapping for
 * ransom) whose aggravating fact the story states (its `onlyIf` words let it through) leads over the
 * basic offence it aggravates, when the words matched it at all well.
 */
const SPECIAL_SHARE = 0.3;
export function specialOverGeneral(ranked: RankedHit[]): void {
  for (const h of ranked) {
    const base = h.entry.aggravates && ranked.find((b) => b.entry.id === h.entry.aggravates);
    if (base && h.score >= base.score * SPECIAL_SHARE) h.score = Math.max(h.score, base.score * 1.01);
  }
}

/**
 * The consumer commission is chosen by the value paid (Consumer Protection Act 2019, ss.34, 47 and 58,
 * limits as revised in 2021): up to Rs 50 lakh the District, up to Rs 2 crore the State, above that the
 * National Commission. When the words state an amount, the commission for it leads among the three.
 */
const CONSUMER_TIERS: [id: string, upTo: number][] = RULES.consumer_tiers.map((t) => [t.entry, t.up_to ?? Infinity]);
const WRONG_TIER = 0.3;
export function byClaimValue(ranked: RankedHit[], text: string, kb?: { get(id: string): LegalEntry | undefined }): void {
  const amount = Math.max(0, ...amountsIn(text));
  const tiers = ranked.filter((h) => CONSUMER_TIERS.some(([id]) => id === h.entry.id));
  if (!amount || !tiers.length) return;
  const right = CONSUMER_TIERS.find(([, upTo]) => amount <= upTo)![0];
  const top = Math.max(...tiers.map((h) => h.score));
  for (const h of tiers) h.score = h.entry.id === right ? Math.max(h.score, top) : h.score * WRONG_TIER;
  // The person named only the wrong commission ("should I go to the National Commission?" for a Rs 6 lakh
  // tractor): the words found that one alone, so the one the value calls for is brought in at its score.
  const entry = tiers.some((h) => h.entry.id === right) ? undefined : kb?.get(right);
  if (entry) ranked.push({ entry, score: top, otherSide: false });
}

/**
 * Rupee amounts written with lakh, crore or thousand ("1.6 crore", "80 lakh", "२ करोड़", "60 hazar", "৬০ হাজার",
 * "50k") or as a plain sum marked as money ("Rs 30,000", "₹45000", "30000 rupees"), in rupees: a person who names
 * the wrong commission usually states what they paid in one of these ways.
 */
export function amountsIn(text: string): number[] {
  const t = asciiDigits(text).toLowerCase();
  const unit: Record<string, number> = { crore: 1e7, cr: 1e7, करोड़: 1e7, करोड: 1e7, কোটি: 1e7, koti: 1e7, lakh: 1e5, lac: 1e5, lakhs: 1e5, লাখ: 1e5, লক্ষ: 1e5, lokkho: 1e5, लाख: 1e5 };
  const thousand = /^(hazar|hazaar|hajar|thousand|k|हजार|हज़ार|হাজার)$/;
  // Bengali's genitive joined to the unit ("২ লাখের গাড়ি") is the same amount; Banglish "koti", "lokkho".
  const scaled = [...t.matchAll(/(\d+(?:\.\d+)?)\s*(crore|cr|करोड़|करोड|কোটি|koti|lakhs|lakh|lac|लाख|লাখ|লক্ষ|lokkho|hazaar|hazar|hajar|thousand|k|हज़ार|हजार|হাজার)(?:ের|-?এর)?(?![\p{L}\p{M}])/gu)].map(
    (m) => Number(m[1]) * (thousand.test(m[2]) ? 1e3 : unit[m[2]]),
  );
  const plain = [...t.matchAll(/(?:rs\.?|inr|₹|rupees?)\s*(\d{1,3}(?:,\d{2,3})+|\d{3,})|(\d{1,3}(?:,\d{2,3})+|\d{3,})\s*(?:rs\b|rupees?|rupaye|rupay|रुपये|रुपए|টাকা|taka)/g)].map((m) =>
    Number((m[1] ?? m[2]).replace(/,/g, '')),
  );
  return [...scaled, ...plain];
}

/**
 * "I will kill you" is criminal intimidation (BNS s.351), not murder or its attempt: a killing or an
 * attempt needs an act. Words of a threat, and words that something was done or someone was hurt.
 */
export const THREAT = new RegExp(RULES.threats.threat, 'iu');
export const HARM_DONE = new RegExp(RULES.threats.harm_done, 'iu');
export const KILLINGS = new Set(RULES.threats.killings);
export const THREAT_DAMPING = 0.3;
