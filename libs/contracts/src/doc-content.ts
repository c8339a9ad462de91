import { z } from 'zod';
import { KbReviewSchema } from './legal-content';

/**
 * The schemas of Doc AI's legal content files (libs/documents/content/*.yaml): the plain-words
 * glossaries, one file per language, and what each kind of paper is and asks of its reader. A
 * legal editor changes those files, not code; these schemas are checked when the library loads them
 * and in its tests, and name the file, the field and the reason when a file is wrong.
 */

/** A regular expression written as its source text; it must compile (with the flags it is used with). */
const regexSource = (flags: string) =>
  z.string().min(1).superRefine((source, ctx) => {
    try {
      new RegExp(source, flags);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `not a valid regular expression: ${(err as Error).message}` });
    }
  });

/** Who checked the file, when, and against what: the knowledge base's review record, one shape for all legal content. */
const ContentReviewSchema = KbReviewSchema;

/** Where a replacement reads otherwise: the text right after the phrase (`next`) or right before it (`after`). */
export const GlossaryContextSchema = z.strictObject({
  next: regexSource('iu').optional(),
  after: regexSource('iu').optional(),
  /** Only where the phrase is written in capitals (a recital's "WHEREAS"). */
  upper: z.boolean().optional(),
  /** The plain words in this context, or null to keep the phrase as written. */
  plain: z.string().min(1).nullable(),
});

export const GlossaryReplacementSchema = z.strictObject({
  term: z.string().min(1),
  plain: z.string().min(1),
  /** Contexts, each written out or named from `sharedContexts`. */
  contexts: z.array(z.union([z.string().min(1), GlossaryContextSchema])).optional(),
  note: z.string().optional(),
});

export const GlossaryExplanationSchema = z.strictObject({
  term: z.string().min(1),
  meaning: z.string().min(1),
  /** The Act, section or judgment the meaning rests on, where it rests on one. */
  source: z.string().optional(),
});

export const GlossarySenseSchema = z.strictObject({
  /** The explanation, or null where the word is used in its everyday sense. */
  meaning: z.string().min(1).nullable(),
  /** Words that point to this sense (regex sources, whole words), or `@name` for a list of `cueSets`. */
  cues: z.array(z.string().min(1)).optional(),
  /** The words right after the term that settle this sense. */
  next: regexSource('iu').optional(),
  source: z.string().optional(),
});

export const GlossaryContextTermSchema = z.strictObject({
  term: z.string().min(1),
  senses: z.array(GlossarySenseSchema).min(1),
  /** Text right before the term that shows it is another word (the verb "warrant"). */
  notAfter: regexSource('iu').optional(),
});

export const GLOSSARY_LANGUAGES = ['en', 'hi', 'bn'] as const;

/** One language's glossary file. */
export const GlossaryFileSchema = z
  .strictObject({
    language: z.string().regex(/^[a-z]{2}$/),
    review: ContentReviewSchema,
    cueSets: z.record(z.string(), z.array(z.string().min(1))).optional(),
    sharedContexts: z.record(z.string(), GlossaryContextSchema).optional(),
    replace: z.array(GlossaryReplacementSchema),
    explain: z.array(GlossaryExplanationSchema),
    senses: z.array(GlossaryContextTermSchema).optional(),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    const terms = [...file.replace.map((r) => r.term), ...file.explain.map((e) => e.term), ...(file.senses ?? []).map((s) => s.term)];
    for (const term of terms) {
      const key = term.toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `term listed twice: ${term}` });
      seen.add(key);
    }
    for (const r of file.replace) {
      for (const c of r.contexts ?? []) {
        if (typeof c === 'string' && !file.sharedContexts?.[c]) ctx.addIssue({ code: 'custom', message: `${r.term}: no shared context named ${c}` });
      }
    }
    for (const t of file.senses ?? []) {
      for (const s of t.senses) {
        for (const cue of s.cues ?? []) {
          if (cue.startsWith('@') && !file.cueSets?.[cue.slice(1)]) ctx.addIssue({ code: 'custom', message: `${t.term}: no cue set named ${cue}` });
        }
      }
    }
  });
export type GlossaryFile = z.infer<typeof GlossaryFileSchema>;
export type GlossaryContext = z.infer<typeof GlossaryContextSchema>;
export type GlossarySense = z.infer<typeof GlossarySenseSchema>;

/** The kinds of paper Doc AI recognises (libs/documents/content/paper-kinds.yaml describes each). */
export const PAPER_KINDS = [
  'cheque-notice', 'sarfaesi-notice', 'police-notice', 'eviction-notice', 'legal-notice', 'reply-notice',
  'civil-summons', 'criminal-summons', 'warrant', 'bail-order', 'maintenance-order', 'mutation-order',
  'consumer-notice', 'termination-letter', 'judgment', 'order', 'fir', 'chargesheet', 'agreement', 'other',
] as const;
export const PaperKindSchema = z.enum(PAPER_KINDS);
export type PaperKind = z.infer<typeof PaperKindSchema>;

const BilingualSchema = z.strictObject({ en: z.string().min(1), hi: z.string().min(1) });

/** One kind of paper: how to know it, what it is called, the first step its reader takes, and on what law. */
export const PaperKindEntrySchema = z.strictObject({
  kind: PaperKindSchema,
  name: BilingualSchema,
  /**
   * Wording that marks the kind (regex sources, case-insensitive), in the paper's head (title,
   * heading lines: weighs most) or anywhere. `needs`: every one must be somewhere in the paper.
   */
  head: z.array(regexSource('iu')).default([]),
  body: z.array(regexSource('iu')).default([]),
  needs: z.array(regexSource('iu')).default([]),
  /** The first step for the person the paper is addressed to, in plain words, with its time limit. */
  step: BilingualSchema.optional(),
  /** The law the step rests on. */
  sources: z.array(z.string().min(1)).default([]),
  /** The knowledge-base entry (@lexmitra/legal-kb id) that says more. */
  kbEntry: z.string().optional(),
});

export const PaperKindsFileSchema = z
  .strictObject({ review: ContentReviewSchema, kinds: z.array(PaperKindEntrySchema).min(1) })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    for (const k of file.kinds) {
      if (seen.has(k.kind)) ctx.addIssue({ code: 'custom', message: `kind listed twice: ${k.kind}` });
      seen.add(k.kind);
      if (k.step && k.sources.length === 0) ctx.addIssue({ code: 'custom', message: `${k.kind}: a step needs its sources` });
    }
  });
export type PaperKindEntry = z.infer<typeof PaperKindEntrySchema>;
export type PaperKindsFile = z.infer<typeof PaperKindsFileSchema>;
