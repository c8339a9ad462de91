/**
 * What leads by rule, before ranking decides: what the person asks for in so many words, facts stated
 * in so many words, and the law for children (POCSO for a child victim, juvenile justice for a child
 * accused).
 */
import type { SituationFrame } from './frame';
import type { RankedHit } from './triage-types';
import type { LegalEntry, Role } from './types';
import { kbContent } from './content';

/**
 * What the person asks for, or a fact that decides the law, in so many words (content/rules.yaml
 * `asks`): "we have no money for a lawyer" is free legal aid though that entry belongs to no field;
 * "I want a divorce" is the divorce, whatever the cruelty behind it. A rule applies when all its
 * `when` patterns match and none of its `unless`; the first rule that applies and whose entry the
 * search found decides.
 */
const RULES = kbContent().rules;
const ASKS: [when: RegExp[], unless: RegExp[], ids: string[], side: Role | undefined][] = RULES.asks.map((a) => [
  a.when.map((w) => new RegExp(w, 'iu')),
  (a.unless ?? []).map((w) => new RegExp(w, 'iu')),
  a.lead,
  a.side,
]);

/**
 * A sexual offence against a child is a POCSO matter first (the Act overrides other laws, s.42A): when
 * the story has a minor and the child-abuse entries matched about half as well as the best, they lead (a child's
 * abuse is told in the words of the BNS offences against a woman, which those entries match more closely).
 */
const CHILD_LAW = RULES.child_law.victim;
const CHILD_LAW_SHARE = 0.55;
/**
 * A child accused of an offence is a child in conflict with law: the Juvenile Justice Act decides
 * the forum (the Board) and the process, whatever the offence, so its entry leads when it matched.
 */
const JUVENILE = RULES.child_law.accused;
const JUVENILE_SHARE = 0.3;
export function childLaw(frame: SituationFrame, hits: RankedHit[], sides: Role[]): LegalEntry | undefined {
  if (!frame.flags.includes('minor')) return undefined;
  const top = hits.find((h) => !h.otherSide)?.score ?? 0;
  if (sides.includes('accused')) {
    const jj = hits.find((h) => h.entry.id === JUVENILE && !h.otherSide && h.score >= top * JUVENILE_SHARE);
    if (jj) return jj.entry;
  }
  return hits.find((h) => CHILD_LAW.includes(h.entry.id) && !h.otherSide && h.score >= top * CHILD_LAW_SHARE)?.entry;
}

export function askedFor(question: string, hits: RankedHit[], closed: Set<string>): LegalEntry | undefined {
  // People write "मुफ़्त" and "मुफ्त" alike: the nukta does not change the word.
  const plain = question.normalize('NFD').replace(/\u093C/g, '').normalize('NFC');
  for (const [words, unless, ids, side] of ASKS) {
    if (!words.every((w) => w.test(plain)) || unless.some((w) => w.test(plain))) continue;
    // A rule whose facts decide the side takes that side's entry even where the words seemed the other's.
    const onSide = (h: RankedHit) => !h.otherSide || (side !== undefined && (h.entry.roles ?? []).includes(side));
    const hit = hits.find((h) => ids.includes(h.entry.id) && onSide(h) && !closed.has(h.entry.id));
    if (hit) return hit.entry;
  }
  return undefined;
}
