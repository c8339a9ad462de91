/**
 * What a message asks, before any triage: a question about this product, its privacy or cost, free legal
 * aid, a greeting, or something outside law gets a direct answer of its own (content/intents.yaml), and no
 * legal entry is forced on it. Anything else is a legal situation and goes to triage.
 */
import type { KbLanguage } from './answer-text';
import { kbContent } from './content';
import type { Bilingual, KbIntentRule } from './content/types';
import { NearestExamples, voteOf, VoteRule } from './nearest';

export type IntentKind = 'privacy' | 'cost' | 'legal-aid' | 'meta' | 'out-of-scope';

let rules: (KbIntentRule & { res: RegExp[] })[] | undefined;
function loaded() {
  if (!rules) {
    // Checked by the content schema when read (a broken file never gets here).
    // NFC in the patterns and the message (intentOf), so Bengali য় matches in either of its spellings.
    rules = kbContent().intents.intents.map((r) => ({ ...r, res: r.patterns.map((p) => new RegExp(p.normalize('NFC'), 'iu')) }));
  }
  return rules;
}

/** An intent rule's place in intents.yaml, or LEGAL for an entry's situation example. */
const LEGAL = -1;
let examples: NearestExamples<number> | undefined;
function exampleIndex(): NearestExamples<number> {
  if (!examples) {
    const own = loaded().flatMap((r, i) => (r.examples ?? []).map((text) => ({ label: i, text })));
    // Legal aid and Lok Adalat fit any field and are no situation of their own (chat.ts): their examples
    // ("how do I get a free lawyer") are what the legal-aid kind is asked as, so they do not vote against it.
    const situations = kbContent().entries.filter((e) => !e.domains.includes('general'));
    const legal = situations.flatMap((e) => e.examples.map((text) => ({ label: LEGAL, text })));
    examples = new NearestExamples([...own, ...legal]);
  }
  return examples;
}

/**
 * How a message is matched by examples (chosen on sets 1-5 with eval/intent-methods.ts --sweep, eval/README.md):
 * its three nearest examples vote with their similarity; an intent wins when its votes are 1.5 times the
 * legal examples' and its best example is at least 0.2 alike.
 */
export const INTENT_MATCH: VoteRule = { neighbours: 3, minSimilarity: 0.2, margin: 1.5 };

/**
 * When triage finds no legal situation that can be trusted, the message was going to get "not known"
 * anyway: then an intent's examples need only be nearer than the legal ones by a little (MARGIN 1, a weaker
 * likeness), so "what should I cook tonight" is told it is outside law rather than that the law is unknown.
 */
export const INTENT_MATCH_NO_SITUATION: VoteRule = { neighbours: 3, minSimilarity: 0.1, margin: 1 };

/** The intent rule whose examples a message is nearest, or undefined when the legal examples are as near. */
export function intentByExamples(message: string, m = INTENT_MATCH): number | undefined {
  return voteOf(exampleIndex().nearest(message, m.neighbours), LEGAL, m);
}

export interface Intent {
  kind: IntentKind;
  answer: Bilingual;
  steps?: Record<string, string[]>;
}

/** Written patterns, nearest examples, or either (the shipped way): for comparing them on the evaluation sets. */
export type IntentMethod = 'patterns' | 'examples' | 'both';

/**
 * The kind of a non-legal message, or undefined for a legal one. `legalSituation` says whether triage
 * finds a situation in it; it is asked only for kinds that yield to one ("which medicine should I take"
 * is out of scope, "the doctor gave the wrong medicine" is not); `asksSide`, whether triage would ask the
 * asker's side instead of answering; `framed`, whether any field of law shows in it (triage's frame).
 */
export function intentOf(
  message: string,
  legalSituation: () => boolean,
  method: IntentMethod = 'both',
  asksSide: () => boolean = () => false,
  framed: () => boolean = () => true,
): Intent | undefined {
  const text = message.trim().normalize('NFC');
  const all = loaded();
  const byPattern = method === 'examples' ? -1 : all.findIndex((rule) => rule.res.some((re) => re.test(text)));
  const byExamples = method === 'patterns' ? undefined : intentByExamples(text);
  let at = byPattern >= 0 ? byPattern : byExamples;
  if (at === undefined && method !== 'patterns' && process.env.INTENT_STAGE2 !== '0' && !legalSituation()) at = intentByExamples(text, INTENT_MATCH_NO_SITUATION);
  const rule = at === undefined ? undefined : all[at];
  if (!rule) return undefined;
  // Triage finds some entry for almost any words ("my phone keeps hanging" reads as stalking, a fish recipe
  // as a domestic worker's story). When the message's nearest examples clearly are the kind's and no field
  // of law shows in it, that lead (or a question about the asker's side) is an accident of shared words, not
  // a situation, and the kind stands; a story that shows its field ("hello, my landlord has locked my room")
  // still yields.
  // A question outside law that both a written pattern and the nearest examples call so ("will it rain in Delhi,
  // I have a wedding to go to", "which book should I read for a government job") is two signals against one
  // incidental word that shows a field (the wedding, the government job). Legal aid still yields to a story:
  // its legal answer ends with legal aid anyway.
  const agreed = rule.kind === 'out-of-scope' && byPattern === at && byExamples === at;
  const decisive = byExamples === at && (agreed || !framed());
  if (decisive) return { kind: rule.kind, answer: rule.answer, steps: rule.steps };
  if ((rule.unless_legal || (rule.examples_unless_legal && byPattern < 0)) && legalSituation()) return undefined;
  // Examples are looser than a written pattern: a kind that yields to a legal situation also yields to one
  // whose side triage would ask about ("maintenance kitna milta hai court se?" is not a legal-aid question).
  if (rule.unless_legal && byPattern < 0 && asksSide()) return undefined;
  return { kind: rule.kind, answer: rule.answer, steps: rule.steps };
}

/** The answer in the language asked for; a draft language without its text yet gets the English one. */
export function intentText(intent: Intent, language: KbLanguage): string {
  return (intent.answer[language] ?? intent.answer.en).replace(/\s+/g, ' ').trim();
}

export function intentSteps(intent: Intent, language: KbLanguage): string[] {
  return intent.steps?.[language] ?? intent.steps?.en ?? [];
}

/**
 * "I answer questions about Indian law": the out-of-scope answer, for a message about another
 * country's law (place.ts abroadOf), whatever its words.
 */
export function outOfScope(): Intent {
  const rule = loaded().find((r) => r.kind === 'out-of-scope')!;
  return { kind: rule.kind, answer: rule.answer, steps: rule.steps };
}
