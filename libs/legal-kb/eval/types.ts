/** One labelled situation of an evaluation set (sets/<name>.yaml): what a person types and what a right answer leads with. See README.md. */
import { z } from 'zod';

const ids = z.array(z.string().min(1)).min(1);
export const EvalSituationSchema = z.strictObject({
  /** What the person types, as they would type it. */
  q: z.string().min(1),
  lang: z.enum(['en', 'hinglish', 'hi', 'bn', 'banglish']), // hi = Devanagari Hindi; bn = Bengali script; banglish = Bengali in Latin letters
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

/**
 * A situation of the answer-level sets (sets/set5/, JSONL): besides the lead, what kind of question it
 * is, whether the honest answer is "not known here", and the state whose own Act should lead.
 */
export const AnswerSituationSchema = EvalSituationSchema.extend({
  /** Not a legal situation (or a question about free legal aid): it is answered as asked, with no entry forced on. */
  intent: z.enum(['meta', 'privacy', 'out-of-scope', 'legal-aid', 'cost']).optional(),
  /** No entry fits: the right answer says so, asks one question and points to free legal aid. */
  abstain: z.literal(true).optional(),
  /** The state the message places itself in (ISO 3166-2:IN code without "IN-"). */
  state: z.string().regex(/^[A-Z]{2}$/).optional(),
  /** The key of that state's Act which the answer must name for this subject (a set's STATE_ACT_TITLES table: set5, set6, bn1). */
  stateAct: z.string().min(1).optional(),
  /** The answer depends on the state and none is given: the answer asks for it. */
  askPlace: z.literal(true).optional(),
  /** The offence is non-cognizable: the answer says what that means for an FIR. */
  noncog: z.literal(true).optional(),
});
export type AnswerSituation = z.infer<typeof AnswerSituationSchema>;
