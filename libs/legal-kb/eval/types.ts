/** One labelled situation of an evaluation set (sets/<name>.yaml): what a person types and what a right answer leads with. See README.md. */
import { z } from 'zod';

const ids = z.array(z.string().min(1)).min(1);
export const EvalSituationSchema = z.strictObject({
  /** What the person types, as they would type it. */
  q: z.string().min(1),
  lang: z.enum(['en', 'hinglish', 'hi']), // hi = Devanagari Hindi
  /** Who is asking, as a reader would judge it (for reporting only). */
  side: z.enum(['victim', 'accused', 'other']),
  /** Entry ids, any one of which is a right lead. Omit only for ambiguous situations. */
  lead: ids.optional(),
  /** Offence or other entry ids that must NOT appear anywhere in the charges: wrong domain or wrong side. */
  not: ids.optional(),
  /** True only when nothing in the message tells the side (or field), and the advice differs by side. */
  ambiguous: z.literal(true).optional(),
  /** For ambiguous ones: what the person says when asked, in their own words, and the right lead then. */
  then: z.strictObject({ reply: z.string().min(1), lead: ids }).optional(),
});
export const EvalSetFileSchema = z.strictObject({ situations: z.array(EvalSituationSchema).min(1) });

export type EvalSituation = z.infer<typeof EvalSituationSchema>;
