/**
 * What a message asks, before any triage: a question about this product, its privacy or cost, free legal
 * aid, a greeting, or something outside law gets a direct answer of its own (content/intents.yaml), and no
 * legal entry is forced on it. Anything else is a legal situation and goes to triage.
 */
import { Bilingual, checkReviewed, contentFile, Reviewed } from './answer-content';
import type { KbLanguage } from './answer-text';

export type IntentKind = 'privacy' | 'cost' | 'legal-aid' | 'meta' | 'out-of-scope';

interface IntentRule {
  kind: IntentKind;
  patterns: string[];
  /** Taken only when the message shows no legal situation of its own. */
  unless_legal?: boolean;
  answer: Bilingual;
  steps?: { en: string[]; hi: string[] };
}

interface IntentsFile extends Reviewed {
  intents: IntentRule[];
}

let rules: (IntentRule & { res: RegExp[] })[] | undefined;
function loaded() {
  if (!rules) {
    const file = contentFile<IntentsFile>('intents.yaml');
    checkReviewed('intents.yaml', file);
    rules = file.intents.map((r) => {
      if (!r.answer?.en || !r.answer?.hi) throw new Error(`legal-kb content intents.yaml: ${r.kind} needs an answer in en and hi`);
      if ((r.steps?.en.length ?? 0) !== (r.steps?.hi.length ?? 0)) throw new Error(`legal-kb content intents.yaml: ${r.kind} has steps in one language only`);
      return { ...r, res: r.patterns.map((p) => new RegExp(p, 'iu')) };
    });
  }
  return rules;
}

export interface Intent {
  kind: IntentKind;
  answer: Bilingual;
  steps?: { en: string[]; hi: string[] };
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

export function intentText(intent: Intent, language: KbLanguage): string {
  return intent.answer[language].replace(/\s+/g, ' ').trim();
}
