import { z } from 'zod';
import { text } from '../text';
import { InterfaceLanguageSchema } from './preferences';

/**
 * GET /api/law/provision: what the product knows about one provision of a statute, the page a
 * chat answer's statute chip opens. `act` is the act's name as a citation gives it ("Specific Relief
 * Act, 1963") or its short code ("SRA"); `section` as the statute numbers it ("6", "173(4)", "Art. 21").
 */
export const ProvisionQuerySchema = z.object({
  act: text({ max: 200 }).trim().min(1),
  section: text({ max: 40 }).trim().min(1),
  lang: InterfaceLanguageSchema.optional(),
});
export type ProvisionQuery = z.infer<typeof ProvisionQuerySchema>;

/** A knowledge-base entry that rests on the provision, in the asked language where it has one. */
export const ProvisionEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['offence', 'right', 'procedure', 'civil']),
  title: z.string(),
  summary: z.string(),
  punishment: z.string().optional(),
  forum: z.string().optional(),
  /** Whether the entry's main citation is this provision (else it is cited among others, or replaced by it). */
  main: z.boolean(),
  /** The language the texts are in (an entry without a Hindi text answers in English). */
  language: InterfaceLanguageSchema,
});
export type ProvisionEntry = z.infer<typeof ProvisionEntrySchema>;

/** A judgment of the corpus that applies the provision, as a short card. */
export const ProvisionJudgmentSchema = z.object({
  case_id: z.string(),
  title: z.string().optional(),
  court: z.string(),
  /** Decision date, YYYY-MM-DD. */
  date: z.string(),
  citation: z.string().optional(),
  description: z.string(),
});
export type ProvisionJudgment = z.infer<typeof ProvisionJudgmentSchema>;

export const ProvisionSchema = z.object({
  /** The act's short code in the knowledge base ("SRA"), or absent when the act is not one it knows. */
  code: z.string().optional(),
  /** The act's full name ("Specific Relief Act, 1963"). */
  act: z.string(),
  section: z.string(),
  /** "Section" or "Article" (the Constitution's), for the page's heading. */
  unit: z.enum(['section', 'article', 'other']),
  entries: z.array(ProvisionEntrySchema),
  /** Judgments that cite this very provision (never another act's section of the same number). */
  judgments: z.array(ProvisionJudgmentSchema),
});
export type Provision = z.infer<typeof ProvisionSchema>;
