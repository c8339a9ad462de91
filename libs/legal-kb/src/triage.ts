/**
 * Triage: frame the situation, retrieve, then rank within the frame. Entries outside the asker's
 * fields of law drop out; advice written for the other side of the dispute never leads and gives
 * no steps; advice written for the asker's side ranks first. When the words leave the side open
 * and the best entries differ by side, the engine asks instead of guessing.
 */
import { clarifyFor, Clarify } from './clarify';
import { fitsSide, frameOf, SituationFrame, wrongSide } from './frame';
import type { KbHit, LegalKbIndex } from './search';
import { askedFor, childLaw } from './triage-asks';
import { lacksLeadElement } from './elements';
import {
  AFTER_ARREST_DAMPING, BARRED_DAMPING, BARS, barsIn, BEFORE_ARREST, byClaimValue, detainedNow, HARM_DONE, KILLINGS, specialOverGeneral, THREAT, THREAT_DAMPING,
} from './triage-weights';
import type { RankedHit } from './triage-types';
import type { Domain, LegalEntry, Role } from './types';

export type { RankedHit } from './triage-types';

export interface Triage {
  frame: SituationFrame;
  /** Entries within the frame, best first. */
  hits: RankedHit[];
  lead?: LegalEntry;
  clarify?: Clarify;
  /** The sides the answer is written for, after defaults (a crime's asker is its victim unless told otherwise). */
  sides: Role[];
  /** Laws in the story that take a remedy away (BARS): an accused is told so in the answer. */
  bars: string[];
  /** The lead is what the person asks for in so many words (content/rules.yaml `asks`: "use RTI", "I want a divorce"). */
  named?: boolean;
}

/** Advice written for the asker's side outranks advice for anyone, at equal match. */
const SIDE_BOOST = 1.5;
/** An out-of-field entry comes back in only when it beats everything in the field by this much. */
const OVERRIDE = 2.5;

/** Weight of the earlier turns when the latest one answers a clarifying question. */
const ASKED_CONTEXT_WEIGHT = 1;

export interface TriageOptions {
  /** The previous answer was a clarifying question: answer now, with the default side if still unclear. */
  asked?: boolean;
}

export function triage(kb: LegalKbIndex, question: string, context: string[] = [], options: TriageOptions = {}): Triage {
  const frame = frameOf(question, context);
  // A reply to a clarifying question mostly says the side ("I am the husband"): the subject is in the
  // question that was asked about, so that turn counts as much as the reply.
  // Entries whose facts the story lacks (a child's abandonment with no child in it) cannot speak for it.
  const raw = kb.find(question, context, 40, 0.03, options.asked ? ASKED_CONTEXT_WEIGHT : undefined).filter(({ entry }) =>
    (entry.needs ?? []).every((f) => frame.flags.includes(f)) && !(entry.notIf ?? []).some((f) => frame.flags.includes(f)),
  );
  const fields = fieldsOf(frame, raw);

  const inFields = raw.filter(({ entry }) => entry.domains.some((d) => d === 'general' || fields.has(d)));
  const sides = [...frame.roles, ...sidesFromMatches(frame, inFields)];
  const crimeOrFamily = fields.has('criminal') || fields.has('family');
  const sideOpen = !sides.includes('victim') && !sides.includes('accused');
  if (crimeOrFamily && sideOpen) sides.push('victim');
  const seen: SituationFrame = { ...frame, roles: sides };

  const said = [question, ...context].join(' ');
  const held = detainedNow(said);
  const bars = barsIn(raw);
  const barred = new Set(BARS.filter(([law]) => bars.includes(law)).flatMap(([, remedies]) => remedies));
  const onlyThreat = THREAT.test(said) && !HARM_DONE.test(said);
  const ranked: RankedHit[] = inFields
    .map(({ entry, score }) => {
      const otherSide = wrongSide(entry.roles, seen);
      const boost = fitsSide(entry.roles, seen) ? SIDE_BOOST : 1;
      const late = held && BEFORE_ARREST.has(entry.id) ? AFTER_ARREST_DAMPING : 1;
      const unharmed = onlyThreat && KILLINGS.has(entry.id) ? THREAT_DAMPING : 1;
      const bar = barred.has(entry.id) ? BARRED_DAMPING : 1;
      // An entry lacking what it needs to lead (a dowry death with no death, a Christian's succession with no
      // Christian in the story) is ranked as a brush, not a fit.
      const lacking = lacksLeadElement(entry.id, said) ? LACKING_DAMPING : 1;
      return { entry, score: score * boost * late * unharmed * bar * lacking, otherSide };
    })
    .sort((a, b) => b.score - a.score);

  byClaimValue(ranked, [question, ...context].join(' '), kb);
  specialOverGeneral(ranked);
  ranked.sort((a, b) => b.score - a.score);

  const best = ranked[0]?.score ?? 0;
  const hits = ranked.filter((h) => h.score >= best * 0.08);
  // A remedy the law takes away, or one too late for someone already held, is not given for asking.
  const closed = new Set([...barred, ...(held ? BEFORE_ARREST : [])]);
  const named = askedFor(question, hits, closed);
  // What the person names in so many words, when its entry is written for both sides alike (how much the rent
  // may go up), is answered the same whoever asks: asking the side first would be needless.
  const sideFree = named && !named.roles?.length;
  const clarify = options.asked || sideFree ? undefined : clarifyFor(frame, hits, question);
  const asked = named ?? childLaw(frame, hits, sides);
  // Someone already held is not led to a remedy before arrest, however strongly it matched ("a lawyer said file
  // anticipatory bail; he is in jail"): the damping ranks it down, this keeps it from leading at all.
  const open = held ? hits.filter((h) => !BEFORE_ARREST.has(h.entry.id)) : hits;
  return { frame, hits, sides, bars, clarify, lead: clarify ? undefined : (asked ?? leadOf(open, sides, frame)), ...(named && !clarify ? { named: true } : {}) };
}

/** What an entry keeps of its score when the story lacks what it needs to lead (elements.ts). */
const LACKING_DAMPING = 0.4;

/** How close a civil remedy must come to an offence that is also a civil matter, to lead instead of it. */
const CIVIL_FIRST_SHARE = 0.6;

/** A story whose words name no side, but whose matches are far stronger on one side, is that side's. */
const SIDE_EVIDENCE = 2;

/**
 * Sides the matches show where the words did not: "my son's name is in the FIR" names no side,
 * but "an FIR against me" matches it far better than "how to file an FIR". A short general
 * question is left open (it may be asked about instead).
 */
function sidesFromMatches(frame: SituationFrame, hits: KbHit[]): Role[] {
  const out: Role[] = [];
  // Only matches near the top count as evidence: a faint cheque entry says nothing about a 498A story.
  const floor = (hits[0]?.score ?? 0) * 0.3;
  const bestFor = (side: Role, other: Role) =>
    Math.max(0, ...hits.filter((h) => h.entry.roles?.includes(side) && !h.entry.roles.includes(other)).map((h) => h.score));
  for (const [a, b] of frame.undecided) {
    const [forA, forB] = [bestFor(a, b), bestFor(b, a)];
    if (forA >= forB * SIDE_EVIDENCE && forA > floor) out.push(a);
    else if (forB >= forA * SIDE_EVIDENCE && forB > floor) out.push(b);
  }
  return out;
}

/**
 * The fields the answer may draw on: those the words name, or, when they name none, the best
 * match's. A far stronger match outside the named fields is let in: the words may name a field in
 * passing ("I called the police") while the problem is elsewhere.
 */
function fieldsOf(frame: SituationFrame, raw: KbHit[]): Set<Domain> {
  const named = new Set<Domain>(frame.domains);
  const first = raw.find((h) => !h.entry.domains.includes('general'));
  if (!first) return named;
  if (!named.size) return new Set(first.entry.domains);
  const inField = raw.find((h) => h.entry.domains.some((d) => named.has(d)))?.score ?? 0;
  if (first.score >= inField * OVERRIDE) for (const d of first.entry.domains) named.add(d);
  return named;
}

/**
 * The entry the answer starts from: the best one written for the asker's side (or for anyone).
 * An accused is led by defence advice when any matched, not by the offence's victim-side entry.
 */
function leadOf(hits: RankedHit[], sides: Role[], frame: SituationFrame): LegalEntry | undefined {
  const usable = hits.filter((h) => !h.otherSide && !h.entry.domains.every((d) => d === 'general'));
  // Only general entries matched ("is there free legal aid?"): the best of them answers.
  if (!usable.length) return (hits.find((h) => !h.entry.domains.every((d) => d === 'general')) ?? hits.find((h) => !h.otherSide))?.entry;
  const top = usable[0];
  // Civil matters are not answered with crimes: when the words name no crime, an offence that is also
  // a civil matter (trespass on land, property sold twice) gives way to the civil remedy in its field.
  if (!frame.domains.includes('criminal') && top.entry.kind === 'offence') {
    const fields: Domain[] = top.entry.domains.filter((d) => d !== 'criminal');
    const civil = usable.find((h) => h.entry.kind === 'civil' && h.entry.domains.some((d) => fields.includes(d)));
    if (civil && civil.score >= top.score * CIVIL_FIRST_SHARE) return civil.entry;
  }
  // Only an offence written for nobody in particular gives way; one written for the asker's side
  // (a loan-app borrower's harassment) is their answer.
  if (sides.includes('accused') && top.entry.kind === 'offence' && !top.entry.roles?.length) {
    const defence = usable.find((h) => h.entry.kind !== 'offence' && h.entry.roles?.includes('accused'));
    if (defence && defence.score >= top.score * 0.2) return defence.entry;
  }
  return top.entry;
}
