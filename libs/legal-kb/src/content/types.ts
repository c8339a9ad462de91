/** What the content folder holds once read and checked (load.ts), and what the build bundles as dist/content-bundle.json. */
import type { z } from 'zod';
import type { KbRulesFileSchema, KB_INTENT_KINDS, KbAnswerTexts, KbEntryFile, KbJudgment, KbLanguageInfo, KbReview, KbSource } from '@lexmitra/contracts';
type KbIntentKind = (typeof KB_INTENT_KINDS)[number];

export type KbEntryData = KbEntryFile;

/** content/rules.yaml as its schema in libs/contracts reads it. */
export type KbRulesData = z.infer<typeof KbRulesFileSchema>;

export interface KbContent {
  languages: KbLanguageInfo[];
  acts: Record<string, { name: string; short: string }>;
  judgments: KbJudgment[];
  /** In load order (content/index.yaml). */
  entries: KbEntryData[];
  mostAsked: string[];
  cues: { roles: Partial<Record<string, string[]>>; domains: Partial<Record<string, string[]>>; flags: Partial<Record<string, string[]>> };
  clarify: Record<string, Record<string, { question: string; options: [string, string] }>>;
  rules: KbRulesData;
  /** The offline answer's fixed sentences, per language (content/answers.yaml). */
  answers: Record<string, KbAnswerTexts>;
  /** The answer-level files (content/intents.yaml, abstain.yaml, places.yaml, state-law.yaml, charges.yaml), as checked. */
  intents: KbIntentsFile;
  abstain: KbAbstainFile;
  places: KbPlacesFile;
  stateLaw: KbStateLawFile;
  charges: KbChargesFile;
}

/** A text in each language the answers are written in (the schema requires every language of languages.yaml). */
export type Bilingual = Record<string, string>;
type Reviewed = { sources: KbSource[]; review: KbReview[] };

export interface KbIntentRule {
  kind: KbIntentKind;
  /** Questions of this kind as people type them: matched by similarity (src/nearest.ts). */
  examples?: string[];
  patterns: string[];
  /** Taken only when the message shows no legal situation of its own. */
  unless_legal?: boolean;
  /** The same for a match by examples only (a greeting's patterns are anchored, its examples are not). */
  examples_unless_legal?: boolean;
  answer: Bilingual;
  steps?: Record<string, string[]>;
}
export interface KbIntentsFile extends Reviewed { intents: KbIntentRule[] }

export interface KbGap { subject: Bilingual; superseded_by?: string[]; patterns: string[]; examples?: string[]; where: Bilingual }
export interface KbAbstainFile extends Reviewed {
  min_score: number;
  min_score_unframed: number;
  gap_max_score: number;
  script_scale?: Partial<Record<'Devanagari' | 'Bengali', number>>;
  gaps: KbGap[];
  questions: Partial<Record<string, Bilingual>> & { none: Bilingual };
}

export interface KbPlacesFile extends Reviewed {
  states: { code: string; names: Record<string, string[]>; places: Record<string, string[]> }[];
  /** Other countries whose law the answers never give (Bangladesh shares Bengali, not the law). */
  abroad?: { country: string; names: Record<string, string[]> }[];
}

export interface KbStateAct { title: string; names?: Partial<Record<string, string>>; note: Bilingual }
export interface KbStateLawFile extends Reviewed {
  subjects: Record<string, { entries: string[]; lead: Bilingual; ask: Bilingual; model?: Bilingual; default?: KbStateAct }>;
  states: Record<string, Bilingual>;
  acts: Record<string, Record<string, KbStateAct>>;
  presumed?: { states: Partial<Record<string, string>>; lead: Bilingual };
}

export interface KbChargesFile extends Reviewed {
  elements: Record<string, { why: string; any: string[]; lead?: true }>;
  /** The entries it is not said for, and the sentence in each language (its {offence} filled in). */
  non_cognizable: Bilingual & { except: string[] };
}

export type { KbSource };
