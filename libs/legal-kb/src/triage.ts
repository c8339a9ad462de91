/**
 * Triage: frame the situation, retrieve, then rank within the frame. Entries outside the asker's
 * fields of law drop out; advice written for the other side of the dispute never leads and gives
 * no steps; advice written for the asker's side ranks first. When the words leave the side open
 * and the best entries differ by side, the engine asks instead of guessing.
 */
import { clarifyFor, Clarify } from './clarify';
import { fitsSide, frameOf, SituationFrame, wrongSide } from './frame';
import type { KbHit, LegalKbIndex } from './search';
import type { Domain, LegalEntry, Role } from './types';

export interface RankedHit extends KbHit {
  /** Written for the other side: may be named as a charge the asker faces, never gives advice. */
  otherSide: boolean;
}

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
      return { entry, score: score * boost * late * unharmed * bar, otherSide };
    })
    .sort((a, b) => b.score - a.score);

  byClaimValue(ranked, [question, ...context].join(' '));
  specialOverGeneral(ranked);
  ranked.sort((a, b) => b.score - a.score);

  const best = ranked[0]?.score ?? 0;
  const hits = ranked.filter((h) => h.score >= best * 0.08);
  const clarify = options.asked ? undefined : clarifyFor(frame, hits, question);
  // A remedy the law takes away, or one too late for someone already held, is not given for asking.
  const closed = new Set([...barred, ...(held ? BEFORE_ARREST : [])]);
  const asked = askedFor(question, hits, closed) ?? childLaw(frame, hits, sides);
  return { frame, hits, sides, bars, clarify, lead: clarify ? undefined : (asked ?? leadOf(hits, sides, frame)) };
}

/**
 * Anticipatory bail is for someone who fears arrest (BNSS s.482); once the person is held, the way out
 * is regular bail (s.480/483) or default bail (s.187(3)). Words that say someone is already held, and
 * words of a feared arrest that keep anticipatory bail in play.
 */
const DETAINED =
  /\b(arrested|in (judicial |police )?custody|in jail|behind bars|remanded|in lock-?up|(jail|jel) (me|mein|main)|giraftar (kar|ho)|andar (kar|hai|ho)|hirasat (me|mein))|जेल में|गिरफ्तार (कर|हो)|हिरासत में/i;
const FEARED = /\b(avoid|fear|afraid|prevent|anticipatory|bachne|bachu|bach sak|darr?)\b|बचने|बचूं|डर|अग्रिम/i;
const detainedNow = (text: string) => DETAINED.test(text) && !FEARED.test(text);
const BEFORE_ARREST = new Set(['anticipatory-bail']);
const AFTER_ARREST_DAMPING = 0.4;

/**
 * A remedy the law takes away where another law applies: the SC/ST (Prevention of Atrocities) Act,
 * s.18, bars anticipatory bail for its offences (save where the complaint shows no prima facie case,
 * Prathvi Raj Chauhan v. Union of India, 2020), so a person facing such a case is not led to it.
 * The barring law counts when it matched nearly as well as the best entry.
 */
export const BARS: [law: string, remedies: string[]][] = [['scst-atrocities', ['anticipatory-bail']]];
const BAR_SHARE = 0.5;
const BARRED_DAMPING = 0.4;
function barsIn(raw: KbHit[]): string[] {
  const best = raw[0]?.score ?? 0;
  return BARS.filter(([law]) => raw.some((h) => h.entry.id === law && h.score >= best * BAR_SHARE)).map(([law]) => law);
}

/**
 * The special provision over the general one: an aggravated form of an offence (kidnapping for
 * ransom) whose aggravating fact the story states (its `onlyIf` words let it through) leads over the
 * basic offence it aggravates, when the words matched it at all well.
 */
const SPECIAL_SHARE = 0.3;
function specialOverGeneral(ranked: RankedHit[]): void {
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
const CONSUMER_TIERS: [id: string, upTo: number][] = [['consumer-complaint', 50e5], ['consumer-state', 2e7], ['consumer-national', Infinity]];
const WRONG_TIER = 0.3;
function byClaimValue(ranked: RankedHit[], text: string): void {
  const amount = Math.max(0, ...amountsIn(text));
  const tiers = ranked.filter((h) => CONSUMER_TIERS.some(([id]) => id === h.entry.id));
  if (!amount || !tiers.length) return;
  const right = CONSUMER_TIERS.find(([, upTo]) => amount <= upTo)![0];
  const top = Math.max(...tiers.map((h) => h.score));
  for (const h of tiers) h.score = h.entry.id === right ? Math.max(h.score, top) : h.score * WRONG_TIER;
}

/** Rupee amounts written with lakh or crore ("1.6 crore", "80 lakh", "२ करोड़"), in rupees. */
export function amountsIn(text: string): number[] {
  const t = text.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d))).toLowerCase();
  const unit: Record<string, number> = { crore: 1e7, cr: 1e7, करोड़: 1e7, करोड: 1e7, lakh: 1e5, lac: 1e5, lakhs: 1e5, लाख: 1e5 };
  return [...t.matchAll(/(\d+(?:\.\d+)?)\s*(crore|cr|करोड़|करोड|lakhs|lakh|lac|लाख)(?![a-z])/g)].map((m) => Number(m[1]) * unit[m[2]]);
}

/**
 * "I will kill you" is criminal intimidation (BNS s.351), not murder or its attempt: a killing or an
 * attempt needs an act. Words of a threat, and words that something was done or someone was hurt.
 */
const THREAT =
  /\b(dhamki|threat\w*|will kill|kill (you|me|him|her|us)|maar (dunga|dunge|denge|dalunga|dalenge|doonga)|jaan se maar(ne)? ki)|धमकी|मार (दूंगा|दूँगा|देंगे|डालूंगा|डालूँगा|डालेंगे)/i;
const HARM_DONE =
  /\b(died|dead|death|killed|murdered|maut|mar gay|lash|body|hatya kar|stabbed|shot|attacked|injur\w*|hospital|wounded|ghayal)|मौत|मर गय|लाश|हत्या कर|हमला|घायल|अस्पताल/i;
const KILLINGS = new Set(['bns-103-murder', 'bns-103-2-mob-lynching', 'bns-105-culpable-homicide', 'bns-109-attempt-murder']);
const THREAT_DAMPING = 0.3;

/** How close a civil remedy must come to an offence that is also a civil matter, to lead instead of it. */
const CIVIL_FIRST_SHARE = 0.6;

/**
 * What the person asks for, in so many words, leads when it matched at all: "we have no money for a
 * lawyer" is free legal aid (Legal Services Authorities Act 1987, s.12; BNSS s.341) though that entry
 * belongs to no field; "I want a divorce" is the divorce, whatever the cruelty behind it.
 */
const ASKS: [RegExp, string[]][] = [
  [
    /\b(free (legal aid|lawyer|advocate)|legal aid|can'?t afford (a )?(lawyer|advocate)|cannot afford (a )?(lawyer|advocate)|no money for (a )?(lawyer|advocate)|(muft|free) (ka )?vakil|vakil (karne )?ke (liye )?paise nahi)|मुफ्त वकील|वकील (करने )?के (लिए )?पैसे नहीं|निःशुल्क (कानूनी|विधिक) सहायता/i,
    ['legal-aid'],
  ],
  [
    /\b(anticipatory bail|advance bail|pre-?arrest bail|bail before|agrim (zamanat|jamanat|bail))\b|अग्रिम (ज़मानत|जमानत)/i,
    ['anticipatory-bail'],
  ],
  [
    /\b(rti|right to information|soochna ka adhikar|suchna ka adhikar)\b|सूचना का अधिकार|आरटीआई/i,
    ['rti', 'rti-appeal'],
  ],
  [
    /\b((i|we) (want|need) (a |to )?divorce|divorce (chahiye|chahti|chahta)|tal[a]+q (chahiye|chahti|chahta))|तलाक (चाहिए|चाहती|चाहता)/i,
    ['hma-divorce', 'hma-mutual-divorce'],
  ],
];
/**
 * Facts that decide the law, stated in so many words: a couple who lived together without marrying are
 * in a live-in relationship (D. Velusamy v. D. Patchaiammal, 2010; DV Act s.2(f)), not under marriage law.
 */
const FACTS: [RegExp[], string[]][] = [
  [
    [
      /\b(never (got )?married|not (legally )?married|without (getting )?married|unmarried|bina shadi|bina shaadi|shaadi nahi (ki|hui)|shadi nahi (ki|hui))|बिना शादी|शादी नहीं (की|हुई)/i,
      /\b(lived|living|live|stayed|staying) (with|together)|saath (reh|rah)|sath (reh|rah)|साथ (रह|रहे|रहती|रहता)/i,
    ],
    ['live-in-relationship'],
  ],
  [
    // Being made to give evidence against oneself (Constitution, Art. 20(3); Selvi v. State of Karnataka, 2010):
    // "must I give the police my phone password?", "can I refuse a narco test?".
    [
      /\b(can i|can we|do i have to|do i need to|must i|am i bound|is it compulsory|is it mandatory|refuse|say no|mana kar|zaroori hai|jaruri hai)\b|ज़रूरी|जरूरी|मना कर/i,
      /\b(password|passcode|unlock|narco|polygraph|lie detector|brain ?mapping|confess\w*|kabool\w*|kabul\w*)\b|पासवर्ड|नार्को|कबूल/i,
    ],
    ['art-20'],
  ],
];

/**
 * A sexual offence against a child is a POCSO matter first (the Act overrides other laws, s.42A): when
 * the story has a minor and the child-abuse entries matched nearly as well as the best, they lead.
 */
const CHILD_LAW = ['pocso', 'pocso-reporting'];
const CHILD_LAW_SHARE = 0.8;
/**
 * A child accused of an offence is a child in conflict with law: the Juvenile Justice Act decides
 * the forum (the Board) and the process, whatever the offence, so its entry leads when it matched.
 */
const JUVENILE = 'juvenile';
const JUVENILE_SHARE = 0.3;
function childLaw(frame: SituationFrame, hits: RankedHit[], sides: Role[]): LegalEntry | undefined {
  if (!frame.flags.includes('minor')) return undefined;
  const top = hits.find((h) => !h.otherSide)?.score ?? 0;
  if (sides.includes('accused')) {
    const jj = hits.find((h) => h.entry.id === JUVENILE && !h.otherSide && h.score >= top * JUVENILE_SHARE);
    if (jj) return jj.entry;
  }
  return hits.find((h) => CHILD_LAW.includes(h.entry.id) && !h.otherSide && h.score >= top * CHILD_LAW_SHARE)?.entry;
}

function askedFor(question: string, hits: RankedHit[], closed: Set<string>): LegalEntry | undefined {
  for (const [words, ids] of [...ASKS.map(([w, ids]) => [[w], ids] as const), ...FACTS]) {
    if (!words.every((w) => w.test(question))) continue;
    const hit = hits.find((h) => ids.includes(h.entry.id) && !h.otherSide && !closed.has(h.entry.id));
    if (hit) return hit.entry;
  }
  return undefined;
}

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
