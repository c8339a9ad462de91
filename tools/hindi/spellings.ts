/**
 * One spelling for each Hindi word the product writes two ways, and the literal or wrong words a
 * legal review found (issue 31). Every Hindi text we ship follows it: the SPA's locale files, the
 * mails, server texts, templates and the legal knowledge base's answers. The choice is the one
 * the texts already used most (counted when the rule was made):
 * - ई-मेल (31 places) over ईमेल (13), as the Hindi versions of the IT Act and government forms write it;
 * - मेनू (2) over मेन्यू (1);
 * - ज़मानत with the nukta (78) over जमानत (16), with ज़मानती, गैर-ज़मानती, ज़मानतदार alike.
 * Text that reads what people type (search keywords, the triage's patterns, evaluation questions)
 * keeps accepting every spelling; the search folds the nukta anyway (libs/legal-kb text.ts).
 */
export interface HindiSpellingRule {
  /** What we write. */
  use: string;
  /** What we do not write. */
  not: RegExp;
  why: string;
}

export const HINDI_SPELLINGS: readonly HindiSpellingRule[] = [
  { use: 'ई-मेल', not: /ईमेल/g, why: 'one spelling of e-mail' },
  { use: 'मेनू', not: /मेन्यू/g, why: 'one spelling of menu' },
  // The nukta is a combining mark (U+093C); the precomposed ज़ (U+095B) is folded to it by NFC.
  { use: 'ज़मानत', not: /ज(?!\u093C)मानत|\u095Bमानत/g, why: 'one spelling of bail, with the nukta' },
  { use: 'लोक सूचना अधिकारी', not: /जन सूचना अधिकारी/g, why: "RTI's Public Information Officer, as the Act's Hindi text and our RTI template name it" },
  { use: 'अंतःकालीन लाभ', not: /मेस्ने/g, why: 'mesne profits is अंतःकालीन लाभ; the English word in Devanagari says nothing' },
  { use: 'बहकाकर ... ले लेना / दिलवाना', not: /सौंपवा/g, why: 'सौंपवाना is not a causative Hindi uses' },
  { use: 'सबके खिलाफ एक जैसे, अस्पष्ट आरोप', not: /समेटने वाले आरोप/g, why: 'omnibus allegations, said plainly' },
  // One name for each forum, as the Acts' Hindi texts name it.
  { use: 'कुटुंब न्यायालय', not: /परिवार न्यायालय|फ़ैमिली कोर्ट|फ\u093C?ैमिली कोर्ट/g, why: 'Family Court, as the Family Courts Act 1984 (कुटुंब न्यायालय अधिनियम) names it' },
  { use: 'किराया प्राधिकारी', not: /किराया प्राधिकरण/g, why: "the Model Tenancy Act's Rent Authority is an officer (प्राधिकारी), not a body" },
  { use: 'वेतन प्राधिकारी', not: /मज\u093C?दूरी (दावा )?प्राधिकरण|वेतन दावा प्राधिकारी/g, why: 'one name for the authority that hears wage claims (Code on Wages s.45)' },
  { use: 'सुलह अधिकारी', not: /समझौता अधिकारी/g, why: 'the conciliation officer of labour law' },
  { use: 'माध्यस्थम्', not: /मध्यस्थता \(आर्बिट्रेशन\)/g, why: 'arbitration is माध्यस्थम्; मध्यस्थता is mediation (Mediation Act 2023)' },
  { use: 'होने वाले बाल विवाह', not: /होने वाली बाल विवाह/g, why: 'विवाह is masculine' },
];

/** Each rejected spelling in `text`, as "ईमेल → ई-मेल"; empty when the text follows every rule. */
export function hindiSpellingProblems(text: string): string[] {
  return HINDI_SPELLINGS.flatMap((r) => [...text.matchAll(new RegExp(r.not.source, 'g'))].map((m) => `${m[0]} → ${r.use}`));
}
