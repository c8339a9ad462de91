/**
 * Where a replacement depends on its context: the words right after the phrase (`next`, tested on
 * the text that follows it) or the text right before it (`after`). The first context that fits
 * gives the plain words; `plain: null` keeps the phrase as written, because no plain words fit there.
 */
export interface ReplaceContext {
  next?: RegExp;
  after?: RegExp;
  plain: string | null;
}

/**
 * Legal phrases that read better replaced outright by everyday words (our own wording). Each
 * entry: [phrase, plain replacement, contexts where it reads otherwise]. Matching ignores case;
 * longer phrases win over shorter ones.
 */
export type Replacement = [string, string, ReplaceContext[]?];

/** A party's label followed by who they are ("the respondent wife", "the petitioner No. 2"): kept, the rewrite would not read. */
const PARTY_DESCRIBED: ReplaceContext = {
  next: /^\s+(?:wife|husband|spouse|mother|father|son|daughter|employer|employee|workman|company|bank|firm|landlord|tenant|state|union|authority|corporation|board|society|insurer|builder|no\.?|nos?\.?|number|\d)/i,
  plain: null,
};
/** A possessive ("the accused's statement"): "the person charged's" would not read either. */
const POSSESSIVE: ReplaceContext = { next: /^['’]s\b/, plain: null };

export const REPLACEMENTS: Replacement[] = [
  ['hereinafter referred to as', 'called'],
  ['hereinafter called', 'called'],
  ['hereinafter', 'from now on'],
  ['hereinabove', 'above'],
  ['hereinbefore', 'earlier in this document'],
  ['hereby', 'by this document'],
  ['herein', 'in this document'],
  ['hereto', 'to this document'],
  ['hereof', 'of this document'],
  ['hereunder', 'under this document'],
  ['herewith', 'with this document'],
  ['thereafter', 'after that'],
  ['thereby', 'by that'],
  ['therein', 'in it'],
  ['thereof', 'of it'],
  ['thereto', 'to it'],
  ['thereunder', 'under it'],
  // In a recital ("WHEREAS the owner has agreed…") it means "since"; inside a sentence it sets up a
  // contrast ("he paid, whereas she did not"), which "since" would reverse.
  ['whereas', 'since', [{ after: /(?:^|[\s.(])and\s+$/i, plain: 'since' }, { after: /[\p{L}\p{N},;)]\s*$/u, plain: 'while' }]],
  ['wherein', 'in which'],
  ['whereby', 'by which'],
  ['aforesaid', 'earlier-mentioned'],
  ['aforementioned', 'earlier-mentioned'],
  ['abovementioned', 'earlier-mentioned'],
  ['above-mentioned', 'earlier-mentioned'],
  ['inter alia', 'among other things'],
  ['prima facie', 'at first sight'],
  ['suo motu', 'on its own'],
  ['suo moto', 'on its own'],
  ['ex parte order', 'order made without hearing the other side'],
  ['ex parte', 'without hearing the other side'],
  ['sub judice', 'still being decided by a court'],
  ['bona fide', 'genuine'],
  ['mala fide', 'dishonest'],
  ['bona fides', 'good faith'],
  ['mala fides', 'bad faith'],
  ['per se', 'by itself'],
  ['vis-a-vis', 'compared with'],
  ['vis-à-vis', 'compared with'],
  ['mutatis mutandis', 'with the necessary changes'],
  ['ab initio', 'from the start'],
  ['ad interim', 'for the time being'],
  ['ad hoc', 'for this purpose only'],
  ['de novo', 'afresh'],
  ['in toto', 'completely'],
  ['inter se', 'among themselves'],
  ['ipso facto', 'by that fact itself'],
  ['pari passu', 'equally'],
  ['pro rata', 'in proportion'],
  ['sine die', 'without fixing a next date'],
  ['status quo', 'the present position'],
  ['status quo ante', 'the earlier position'],
  ['ultra vires', 'beyond legal power'],
  ['intra vires', 'within legal power'],
  ['viz.', 'namely'],
  ['i.e.', 'that is'],
  ['e.g.', 'for example'],
  ['et al.', 'and others'],
  ['pursuant to', 'under'],
  ['in pursuance of', 'under'],
  ['notwithstanding', 'despite'],
  ['in lieu of', 'instead of'],
  ['in the event that', 'if'],
  ['in the event of', 'if there is'],
  ['on or before', 'by'],
  ['prior to', 'before'],
  ['subsequent to', 'after'],
  ['with effect from', 'starting from'],
  ['w.e.f.', 'starting from'],
  ['forthwith', 'immediately'],
  ['henceforth', 'from now on'],
  ['heretofore', 'until now'],
  ['insofar as', 'to the extent that'],
  ['inasmuch as', 'because'],
  ['save and except', 'except'],
  ['save as otherwise provided', 'unless stated otherwise'],
  // Before a verb ("liable to pay") it is a duty; before a punishment ("liable to fine") it is a risk.
  ['shall be liable to', 'may have to', [{ next: /^\s+(?:fine|imprisonment|punishment|penalt(?:y|ies)|prosecution|action|damages|forfeiture|confiscation|seizure|attachment|arrest|disciplinary|tax|duty|interest|costs?)\b/i, plain: 'may face' }]],
  ['shall be deemed to be', 'will be treated as'],
  ['deemed to be', 'treated as'],
  ['null and void', 'of no legal effect'],
  ['cease and desist', 'stop'],
  ['furnish', 'give'],
  ['execute the deed', 'sign the deed'],
  ['the deponent', 'the person making this statement'],
  ['deponent', 'person making the statement'],
  ['the petitioner', 'the person who filed the case', [PARTY_DESCRIBED, POSSESSIVE]],
  ['the respondent', 'the person or authority answering the case', [PARTY_DESCRIBED, POSSESSIVE]],
  ['the appellant', 'the person who filed the appeal', [PARTY_DESCRIBED, POSSESSIVE]],
  ['the plaintiff', 'the person who filed the suit', [PARTY_DESCRIBED, POSSESSIVE]],
  ['the defendant', 'the person sued', [PARTY_DESCRIBED, POSSESSIVE]],
  ['the complainant', 'the person who complained', [PARTY_DESCRIBED, POSSESSIVE]],
  // Someone is accused from the complaint or FIR on, but charged only once a court frames the charge.
  ['the accused', 'the person accused', [PARTY_DESCRIBED, POSSESSIVE, { next: /^\s+(?:person|persons|no\.?)\b/i, plain: null }]],
  ['learned counsel', 'the lawyer'],
  ['learned advocate', 'the lawyer'],
  ['hon\'ble court', 'the court'],
  ['this hon\'ble court', 'this court'],
  ['adjourned', 'postponed'],
  ['adjournment', 'postponement'],
  // A case is disposed of (decided); a thing is disposed of (sold, got rid of): "dishonestly disposed of the property".
  ['disposed of', 'finally decided', [{ next: /^\s+(?:the|a|an|his|her|their|its|it|them|this|that|these|those|any|all|my|our|your|some|such|goods|property|properties|shares?|land|assets?|\d)\b/i, plain: null }, { after: /(?:dishonestly|fraudulently|illegally|wrongfully|unlawfully|secretly)\s+$/i, plain: null }]],
  ['stands disposed of', 'is finally decided'],
  ['dismissed in limine', 'rejected at the first hearing'],
  ['in limine', 'at the outset'],
  ['vide', 'by'],
  ['quash', 'cancel'],
  ['quashed', 'cancelled'],
];
