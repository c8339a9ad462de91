/** One labelled situation of an evaluation set (sets/<name>/): what a person types and what a right answer leads with. See README.md. */
export interface EvalSituation {
  /** What the person types, as they would type it. */
  q: string;
  lang: 'en' | 'hinglish' | 'hi'; // hi = Devanagari Hindi
  /** Who is asking, as a reader would judge it (for reporting only). */
  side: 'victim' | 'accused' | 'other';
  /** Entry ids, any one of which is a right lead. Omit only for ambiguous situations. */
  lead?: string[];
  /** Offence or other entry ids that must NOT appear anywhere in the charges: wrong domain or wrong side. */
  not?: string[];
  /** True only when nothing in the message tells the side (or field), and the advice differs by side. */
  ambiguous?: true;
  /** For ambiguous ones: what the person says when asked, in their own words, and the right lead then. */
  then?: { reply: string; lead: string[] };
}

/**
 * A situation of the answer-level sets (sets/set5/, JSONL): besides the lead, what kind of question it
 * is, whether the honest answer is "not known here", and the state whose own Act should lead.
 */
export interface AnswerSituation extends EvalSituation {
  /** Not a legal situation (or a question about free legal aid): it is answered as asked, with no entry forced on. */
  intent?: 'meta' | 'privacy' | 'out-of-scope' | 'legal-aid' | 'cost';
  /** No entry fits: the right answer says so, asks one question and points to free legal aid. */
  abstain?: true;
  /** The state the message places itself in (ISO 3166-2:IN code without "IN-"). */
  state?: string;
  /** The key of that state's Act (content/state-law.yaml) which the answer must name for this subject. */
  stateAct?: string;
  /** The answer depends on the state and none is given: the answer asks for it. */
  askPlace?: true;
  /** The offence is non-cognizable: the answer says what that means for an FIR. */
  noncog?: true;
}
