/**
 * What a message asks, before any triage: a question about this product, its privacy or cost, free legal
 * aid, a greeting, or something outside law gets a direct answer of its own (content/intents.yaml), and no
 * legal entry is forced on it. Anything else is a legal situation and goes to triage.
 */
import type { KbLanguage } from './answer-text';
import { kbContent } from './content';
import type { Bilingual, KbIntentRule } from './content/types';

export type IntentKind = 'privacy' | 'cost' | 'legal-aid' | 'meta' | 'out-of-scope';

let rules: (KbIntentRule & { res: RegExp[] })[] | undefined;
function loaded() {
  if (!rules) {
    // Checked by the content schema when read (a broken file never gets here).
    rules = kbContent().intents.intents.map((r) => ({ ...r, res: r.patterns.map((p) => new RegExp(p, 'iu')) }));
  }
  return rules;
}

export interface Intent {
  kind: IntentKind;
  answer: Bilingual;
  steps?: Record<string, string[]>;
}

/**
 * The kind of a non-legal message, or undefined for a legal one. `legalSituation` says whether triage
 * finds a situation in it; it is asked only for kinds that yield to one ("which medicine should I take"
 * is out of scope, "the doctor gave the wrong medicine" is not).
 */
export function intentOf(message: string, legalSituation: () => boolean): Intent | undefined {
  const text = message.trim();
  for (const rule of loaded()) {
    if (!rule.res.some((re) => re.test(text))) continue;
    if (rule.unless_legal && legalSituation()) continue;
    return { kind: rule.kind, answer: rule.answer, steps: rule.steps };
  }
  return undefined;
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
