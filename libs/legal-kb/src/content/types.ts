/** What the content folder holds once read and checked (load.ts), and what the build bundles as dist/content-bundle.json. */
import type { KbAnswerTexts, KbEntryFile, KbJudgment, KbLanguageInfo, KbSource } from '@lexmitra/contracts';

export type KbEntryData = KbEntryFile;

export interface KbRulesData {
  asks: { why: string; when: string[]; unless?: string[]; lead: string[] }[];
  before_arrest: { entries: string[]; detained: string; feared: string };
  bars: { law: string; remedies: string[] }[];
  threats: { killings: string[]; threat: string; harm_done: string };
  consumer_tiers: { entry: string; up_to: number | null }[];
  child_law: { victim: string[]; accused: string };
  senior_citizen_age: number;
}

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
}

export type { KbSource };
