/**
 * "Not known here": when no entry truly fits a legal message, the answer says so plainly, asks the one
 * question that would settle it, and points to free legal aid, instead of stating the nearest entry as
 * confidently as a right one. Two signals, both data (content/abstain.yaml): the message is about a
 * subject the knowledge base has no entry for (customs, tax, trade marks ...), or the best entry matched
 * too weakly to be trusted.
 */
import { kbContent } from './content';
import type { Bilingual, KbAbstainFile, KbGap } from './content/types';
import type { KbLanguage } from './answer-text';
import { NearestExamples, voteOf, VoteRule } from './nearest';
import { scriptOf } from './text';
import type { Triage } from './triage';

type Gap = KbGap;

let file: (KbAbstainFile & { gapRes: RegExp[][] }) | undefined;
function loaded() {
  if (!file) {
    const raw = kbContent().abstain;
    const gaps = liveGaps(raw.gaps, new Set(kbContent().entries.map((e) => e.id)));
    // Bengali য়, ড় and ঢ় have a one-letter and a two-letter spelling; NFC makes both the same (two letters),
    // in the patterns and in the message, so a pattern matches whichever a keyboard typed.
    file = { ...raw, gaps, gapRes: gaps.map((g) => g.patterns.map((p) => new RegExp(p.normalize('NFC'), 'iu'))) };
  }
  return file;
}

/** The gaps still open: a subject that has got an entry is no longer a gap, the entry answers it. */
export function liveGaps(gaps: readonly Gap[], entryIds: ReadonlySet<string>): Gap[] {
  return gaps.filter((g) => !(g.superseded_by ?? []).some((id) => entryIds.has(id)));
}

/** A gap's place in the list, or LEGAL for an entry's situation example. */
const LEGAL = -1;
let examples: NearestExamples<number> | undefined;
function exampleIndex(): NearestExamples<number> {
  if (!examples) {
    const own = loaded().gaps.flatMap((g, i) => (g.examples ?? []).map((text) => ({ label: i, text })));
    const legal = kbContent().entries.filter((e) => !e.domains.includes('general')).flatMap((e) => e.examples.map((text) => ({ label: LEGAL, text })));
    examples = new NearestExamples([...own, ...legal]);
  }
  return examples;
}

/**
 * How a gap's examples decide (eval/abstain-methods.ts, eval/README.md): as for intents (intent.ts), a gap
 * wins when its votes among the three nearest examples are 1.5 times the legal examples'.
 */
export const GAP_MATCH: VoteRule = { neighbours: 3, minSimilarity: 0.2, margin: 1.5 };

/** Written patterns, nearest examples, or either (the shipped way): for comparing them on the evaluation sets. */
export type GapMethod = 'patterns' | 'examples' | 'both';

/** The subject the knowledge base lacks that a message is about, if any. */
export function gapOf(message: string, method: GapMethod = 'both'): Gap | undefined {
  return gapMatchOf(message, method)?.gap;
}

/** The gap and whether a written pattern (rather than the nearest examples) found it. */
function gapMatchOf(message: string, method: GapMethod): { gap: Gap; byPattern: boolean } | undefined {
  const f = loaded();
  const text = message.normalize('NFC');
  const byPattern = method === 'examples' ? -1 : f.gaps.findIndex((_, i) => f.gapRes[i].some((re) => re.test(text)));
  if (byPattern >= 0) return { gap: f.gaps[byPattern], byPattern: true };
  if (method === 'patterns') return undefined;
  const at = voteOf(exampleIndex().nearest(message, GAP_MATCH.neighbours), LEGAL, GAP_MATCH);
  return at === undefined ? undefined : { gap: f.gaps[at], byPattern: false };
}

/**
 * A gap's written patterns name its subject ("a dog bit my son", "customs seized my gold"): where the words show no
 * field of law the lead is in, an entry must match twice as strongly to outweigh one, as the entry such a subject
 * drifts to shares only words with it. On the sets, the legal stories whose right entry outweighed a pattern's gap
 * all scored well above twice the ceiling.
 */
const PATTERN_GAP_SCALE = 2;

export interface Abstention {
  /** The subject the knowledge base lacks, when that is the reason. */
  gap?: Gap;
  /** The one question that would settle it, in both languages. */
  question: Bilingual;
}

/** Why the engine should not answer with a lead, or undefined when its lead can be trusted. */
export function abstentionOf(message: string, t: Triage, method: GapMethod = 'both'): Abstention | undefined {
  const f = loaded();
  const field = t.lead?.domains.find((d) => t.frame.domains.includes(d)) ?? t.frame.domains[0];
  const question = (field && f.questions[field]) || f.questions.none;
  // Scores in Bengali (and Devanagari) run higher than in Latin letters (abstain.yaml script_scale): the gap's
  // threshold is scaled; the floors below stay as they are.
  const script = scriptOf(message);
  const scale = (script === 'bengali' ? f.script_scale?.Bengali : script === 'devanagari' ? f.script_scale?.Devanagari : 1) ?? 1;
  const best = t.hits[0]?.score ?? 0;
  // A remedy asked for by name ("can I use RTI to find out why my ration card is stuck?") is answered:
  // the entry for it fits, whatever the subject behind it.
  // The scaled ceiling only where the words show no field of law the lead is in: "husband beats me, he works at
  // the income tax office" shows a family story, and the tax is by the way.
  // With no lead yet (triage asks the side first), the best match stands for it.
  const top = t.lead ?? t.hits[0]?.entry;
  const fieldShown = !!top?.domains.some((d) => t.frame.domains.includes(d));
  // The gap is looked for (patterns, then the nearest examples) only when the best match is under the widest
  // ceiling it could have: a clear legal story does not pay for the search.
  const ceiling = (byPattern: boolean) => f.gap_max_score * (fieldShown ? 1 : Math.max(scale, byPattern ? PATTERN_GAP_SCALE : 1));
  if (!t.named && best < ceiling(true)) {
    const match = gapMatchOf(message, method);
    if (match && best < ceiling(match.byPattern)) return { gap: match.gap, question };
  }
  if (t.clarify) return undefined;
  const floor = t.frame.domains.length ? f.min_score : f.min_score_unframed;
  if (!t.lead || best < floor) return { question };
  return undefined;
}

export const NOT_KNOWN_TEXT: Record<KbLanguage, { lead: string; gap: (subject: string) => string }> = {
  en: {
    lead: 'I am not sure which law applies here, and I would rather say so than guess.',
    gap: (subject) => `I do not have reliable information on ${subject}, so I will not guess at the law.`,
  },
  hi: {
    lead: 'मुझे पक्का नहीं पता कि यहाँ कौन-सा कानून लागू होता है, और अंदाज़ा लगाने के बजाय मैं यह साफ़ कह रहा हूँ।',
    gap: (subject) => `${subject} के बारे में मेरे पास भरोसेमंद जानकारी नहीं है, इसलिए मैं कानून का अंदाज़ा नहीं लगाऊँगा।`,
  },
  bn: {
    lead: 'এখানে কোন আইন প্রযোজ্য, তা আমি নিশ্চিত নই; আন্দাজ করার চেয়ে সেটা স্পষ্ট করে বলাই ভালো।',
    gap: (subject) => `${subject} নিয়ে আমার কাছে নির্ভরযোগ্য তথ্য নেই, তাই আমি আইন নিয়ে আন্দাজ করব না।`,
  },
};

/**
 * The texts in the language asked for. A draft language whose sentences of abstain.yaml are not
 * written yet answers wholly in English, so no Bengali sentence carries an English subject.
 */
export function abstentionText(a: Abstention, language: KbLanguage): { lead: string; where?: string; question: string } {
  const written = a.question[language] !== undefined && (!a.gap || (a.gap.subject[language] !== undefined && a.gap.where[language] !== undefined));
  const lang = written ? language : 'en';
  const say = NOT_KNOWN_TEXT[lang];
  return {
    lead: a.gap ? say.gap(a.gap.subject[lang]) : say.lead,
    where: a.gap?.where[lang],
    question: a.question[lang],
  };
}
