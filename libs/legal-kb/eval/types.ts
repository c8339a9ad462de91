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
