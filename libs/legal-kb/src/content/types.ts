/** What the content folder holds once read and checked (load.ts), and what the build bundles as dist/content-bundle.json. */
import type { z } from 'zod';
import type {
  KbAnswerTexts, KbEntryFile, KbJudgment, KbLanguageInfo, KbRulesFileSchema, KbSource,
  kbAbstainFileSchema, kbChargesFileSchema, kbIntentsFileSchema, kbPlacesFileSchema, kbStateLawFileSchema,
} from '@lexmitra/contracts';

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

/* The answer-level files as their schemas in libs/contracts read them (one definition of each shape). */
export type KbIntentsFile = z.infer<ReturnType<typeof kbIntentsFileSchema>>;
export type KbIntentRule = KbIntentsFile['intents'][number];
// Keys built at run time from a list (the fields of law, the languages of languages.yaml) are not in a
// schema's inferred type: those two fields are named here.
export type KbAbstainFile = Omit<z.infer<ReturnType<typeof kbAbstainFileSchema>>, 'questions'> & { questions: Partial<Record<string, Bilingual>> & { none: Bilingual } };
export type KbGap = KbAbstainFile['gaps'][number];
export type KbPlacesFile = z.infer<ReturnType<typeof kbPlacesFileSchema>>;
export type KbStateLawFile = z.infer<ReturnType<typeof kbStateLawFileSchema>>;
export type KbStateAct = KbStateLawFile['acts'][string][string];
export type KbChargesFile = Omit<z.infer<ReturnType<typeof kbChargesFileSchema>>, 'non_cognizable'> & { non_cognizable: Bilingual & { except: string[] } };

export type { KbSource };
