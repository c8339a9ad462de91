/**
 * Terms whose meaning depends on the document: "probation" in an offer letter is a trial period,
 * in a judgment it is release of an offender. Each sense names the words that point to it; the
 * sense whose words occur most around the term (its paragraph, else the whole document) is used.
 * A sense with a null meaning is an everyday use that needs no explanation. If no sense wins and
 * none is a default (a sense without cues), the term is left unexplained: better no note than a
 * wrong one. Our own wording.
 */
export interface Sense {
  /** The explanation, or null where the word is used in its everyday sense. */
  meaning: string | null;
  /** Words that point to this sense; a sense without cues is the default. */
  cues?: RegExp;
  /**
   * The words right after the term that settle the sense whatever the paragraph is about: "custody
   * of the child" is a child's care even in a bail application.
   */
  next?: RegExp;
}

export interface ContextTerm {
  term: string;
  senses: Sense[];
  /** Text right before the term that shows it is another word (the verb "warrant"). */
  notAfter?: RegExp;
}

/** Whole words (each given as a regex source, case-insensitive), counted as cues. */
const cues = (...words: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
const W = '\\p{L}*'; // any ending: "employ" + W matches employee, employer, employment

const CRIMINAL = ['accused', `arrest${W}`, 'police', 'bail', 'jail', `prison${W}`, 'FIR', `offen[cdsc]${W}`, `crim${W}`, `investigat${W}`, 'magistrate', `detain${W}`, 'detention'];
const FAMILY = ['wife', 'husband', 'spouse', `child${W}`, 'son', 'daughter', `parent${W}`, 'divorce', 'matrimonial'];
const CONTRACT = [`loan${W}`, `debt${W}`, `guarant${W}`, `borrower${W}`, `lender${W}`, `repa(?:y|id)${W}`, `creditor${W}`, `bank${W}`, `mortgage${W}`];

export const CONTEXT_TERMS: ContextTerm[] = [
  {
    term: 'probation',
    senses: [
      { meaning: 'release of an offender on a promise of good conduct, sometimes under supervision, instead of a jail sentence',
        cues: cues(`offen[cdsc]${W}`, `convict${W}`, `sentenc${W}`, `imprison${W}`, 'jail', `prison${W}`, 'accused', `crim${W}`, 'good\\s+conduct', 'probation\\s+officer') },
      { meaning: 'a trial period at the start of a job, after which the appointment may be confirmed',
        cues: cues(`employ${W}`, `appoint${W}`, 'salary', 'salaries', `wages?`, `join${W}`, `confirm${W}`, 'designation', 'company', 'post', 'position', 'offer\\s+letter', 'notice\\s+period', 'remuneration', 'CTC', 'HR', `increment${W}`, 'service') },
    ],
  },
  {
    term: 'custody',
    senses: [
      { meaning: 'being held by the police or in jail', cues: cues(...CRIMINAL, `remand${W}`, `interrogat${W}`, 'judicial') },
      { meaning: 'the right to have a child live with you and to bring the child up',
        cues: cues(...FAMILY, 'minor', `guardian${W}`, 'wards?', 'mother', 'father', 'visitation', 'welfare'),
        next: /^\s+of\s+(?:the\s+|a\s+|an\s+|his\s+|her\s+|their\s+|my\s+|our\s+|both\s+|two\s+|minor\s+)*(?:minor|child|children|kids?|sons?|daughters?|baby|infant|ward)\b/i },
    ],
  },
  {
    term: 'maintenance',
    senses: [
      { meaning: 'regular money for the support of a spouse, children or parents, which a person is bound to pay and a court can order',
        cues: cues(...FAMILY, `senior\\s+citizen${W}`, 'alimony', `neglect${W}`, 'section\\s+(?:144|125)', 'BNSS', 'CrPC', 'family\\s+court') },
      // Upkeep of a building, vehicle or machine: the everyday word.
      { meaning: null,
        cues: cues('premises', `propert${W}`, `repair${W}`, 'building', 'flat', 'apartment', 'house', 'society', `tenant${W}`, `landlord${W}`, 'lessee', 'lessor', 'licensee', 'licensor', 'upkeep', 'common\\s+areas?', `vehicle${W}`, 'equipment', `machine${W}`, 'lift', 'software') },
    ],
  },
  {
    term: 'surety',
    senses: [
      { meaning: 'a person who promises the court that the accused will appear',
        cues: cues('bail', 'accused', `arrest${W}`, 'appear', `release${W}`, 'magistrate', 'custody') },
      { meaning: 'a person who guarantees to pay a debt or keep a promise if the main debtor does not', cues: cues(...CONTRACT, 'debtor', 'EMI') },
    ],
  },
  {
    term: 'discharge',
    senses: [
      { meaning: 'release of the accused before trial because there are not enough grounds to proceed',
        cues: cues('accused', 'charges?', 'trial', 'magistrate', 'sessions', `offen[cdsc]${W}`, 'prosecution', 'FIR', 'charge\\s*sheet', 'BNSS', 'CrPC') },
      { meaning: 'the ending of a debt or duty, for example by paying it in full', cues: cues(...CONTRACT, `liabilit${W}`, `obligation${W}`, `payment${W}`, 'dues', `contract${W}`) },
      // Leaving a hospital or a job: the everyday word.
      { meaning: null, cues: cues('hospital', `patient${W}`, `employ${W}`, 'service', 'duty') },
    ],
  },
  {
    term: 'revision',
    senses: [
      { meaning: 'a higher court checking a lower court\'s order for errors',
        cues: cues('court', 'order', 'judgment', `petition${W}`, 'high\\s+court', 'sessions', 'revisional', 'magistrate', 'CrPC', 'BNSS', 'CPC', 'tribunal', 'impugned') },
      // A revised salary, rent or text: the everyday word.
      { meaning: null, cues: cues('salary', 'salaries', 'rent', 'pay', `price${W}`, `rates?`, `fees?`, `tariff${W}`, `wages?`, `scales?`, 'policy', `draft${W}`, `increment${W}`, 'performance') },
    ],
  },
  {
    term: 'remand',
    senses: [
      { meaning: 'an order keeping an arrested person in custody',
        cues: cues('police', 'accused', `arrest${W}`, 'custody', `investigat${W}`, 'magistrate', 'FIR', `interrogat${W}`) },
      { meaning: 'sending a case back to a lower court to decide it again',
        cues: cues(`appeal${W}`, 'appellate', 'trial\\s+court', 'lower\\s+court', 'afresh', 'de\\s+novo', 'set\\s+aside', 'decree', 'suit', `reconsider${W}`, `decid${W}`) },
    ],
  },
  {
    term: 'approver',
    senses: [
      { meaning: 'an accused who is pardoned and becomes a witness for the prosecution',
        cues: cues('accused', `pardon${W}`, 'prosecution', `offen[cdsc]${W}`, `witness${W}`, 'trial', `conspira${W}`, 'magistrate') },
      // The person who signs off a leave request or an invoice.
      { meaning: null, cues: cues('leave', `request${W}`, `manager${W}`, `expense${W}`, `invoice${W}`, `workflow${W}`, `purchase${W}`, `reimburse${W}`, 'HR') },
    ],
  },
  {
    term: 'warrant',
    senses: [{ meaning: 'a court order allowing arrest or search' }],
    // "do not warrant interference", "facts that would warrant": the verb, not a court order.
    notAfter: /(?:(?<![\p{L}\p{N}])(?:not|to|do|does|did|would|will|may|might|can|could|should|must|shall|which|that|facts|circumstances)|n['’]t)\s+$/iu,
  },
];
