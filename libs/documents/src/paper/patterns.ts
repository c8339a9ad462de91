/**
 * The patterns that find facts in Indian court and legal papers, English and Hindi. They describe
 * how papers are written (dates, amounts, case numbers, section references, party labels), not what
 * the law says, so they live in code; what a kind of paper is and asks lives in content/.
 */
const MONTHS_EN = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const MONTHS_HI = 'जनवरी|फ़?फ?रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर';
export const MONTH_NUMBER: Record<string, number> = Object.fromEntries([
  ...['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map((m, i) => [m, i + 1]),
  ...['जनवरी', 'फरवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'].map((m, i) => [m, i + 1]),
  ['सितम्बर', 9], ['अक्तूबर', 10], ['नवम्बर', 11], ['दिसम्बर', 12], ['फ़रवरी', 2],
]);

/** 12.06.2026, 12/06/2026, 12-06-2026; 14 January 2027, 14th January, 2027, the 14th day of January 2027, January 14, 2027; 5 फरवरी 2027. */
export const DATE = new RegExp(
  [
    String.raw`\b(\d{1,2})[./-](\d{1,2})[./-](\d{4})\b`,
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+day\s+of)?\s+(${MONTHS_EN})\.?,?\s+(\d{4})\b`,
    String.raw`\b(${MONTHS_EN})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`,
    String.raw`(?<![\p{N}])(\d{1,2})\s+(${MONTHS_HI}),?\s+(\d{4})`,
  ].join('|'),
  'giu',
);

/** Rs. 3,75,000/-, ₹ 8,000, INR 50,000, रुपये 1,44,000, रु. 500, 2,00,000 रुपये. */
export const AMOUNT = /(?:(?:Rs\.?|INR|₹|रु\.?|रुपये|रुपए|रूपये)\s*(\d(?:[\d,]*\d)?(?:\.\d+)?)(?:\s*\/-)?|(\d(?:[\d,]*\d)?(?:\.\d+)?)(?:\s*\/-)?\s*(?:rupees|रुपये|रुपए|रूपये))/giu;

/** A time allowed: within 15 days of receipt, within thirty days, 30 दिन के भीतर, by the 10th day of each month. */
const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty.five|forty|forty-five|sixty|ninety|a';
export const PERIOD = new RegExp(
  [
    String.raw`\b(?:within|not later than|not more than|before the expiry of)\s+(?:a period of\s+)?(?:\d+|${NUMBER_WORDS})(?:\s*\(\w+\))?\s+(?:clear\s+)?(?:days?|weeks?|months?|years?)(?:\s+(?:of|from|after)\s+(?:the\s+)?(?:date\s+of\s+)?(?:the\s+)?(?:receipt|service|this|issue|today|publication|its)[\w\s]{0,30}?(?=[,.;:]|\s(?:failing|and|or|that)\b|$))?`,
    String.raw`\bby the \d+(?:st|nd|rd|th)? (?:day )?of (?:each|every) (?:calendar )?month\b`,
    String.raw`\bextend\w* (?:this|the) period by not more than (?:\d+|${NUMBER_WORDS}) days\b`,
    String.raw`(?:[\p{L}\p{M}]+\s+){0,4}?(?:\d+)\s*(?:दिन|दिवस|सप्ताह|माह|महीने|महीनों|वर्ष)\s*(?:के\s+)?(?:भीतर|अंदर|अन्दर|में)`,
  ].join('|'),
  'giu',
);

/** Section 138, Sections 318(4) and 316(2), s.13(2), u/s 420, धारा 35(3), धाराओं 115(2) एवं 351(2), Order V Rules 1 and 5, Clause 14, आदेश 5 नियम 1. */
const SEC_NUM = String.raw`\d+[A-Z]?(?:\s*\(\s*[\dA-Za-z]+\s*\))*`;
export const SECTION = new RegExp(
  [
    String.raw`\b(?:Sections?|Secs?\.|S\.|Ss\.|u\/s\.?|U\/S\.?)\s*${SEC_NUM}(?:\s*(?:,|and|&|read with|r\/w)\s*(?:Sections?\s*)?${SEC_NUM})*`,
    String.raw`धारा(?:ओं)?\s*${SEC_NUM}(?:\s*(?:,|एवं|और|तथा|व|सहपठित)\s*(?:धारा\s*)?${SEC_NUM})*`,
    String.raw`\bOrder\s+(?:[IVXL]+|\d+)\b(?:,?\s*Rules?\s+\d+(?:\s*(?:,|and|&)\s*\d+)*)?`,
    String.raw`आदेश\s+\d+\s+नियम\s+\d+(?:\s*(?:,|एवं|और|तथा)\s*\d+)*`,
    String.raw`\bClause\s+\d+(?:\.\d+)*`,
    String.raw`\bArticle\s+\d+[A-Z]?`,
  ].join('|'),
  'gu',
);

/** Names of Acts and codes: words with capitals ending in Act, Sanhita or Code, with the year; Hindi ending in अधिनियम or संहिता. */
export const ACT_EN = /(?:[A-Z][A-Za-z'’-]*|\((?=[A-Z])|\)|of|and|the|for|from|on|in|to)(?:[\s,]+(?:[A-Z][A-Za-z'’-]*|\(|\)|of|and|the|for|from|on|in|to|\([A-Za-z ]+\)))*\s+(?:Act|ACT|Sanhita|SANHITA|Code|CODE)(?:,?\s*\d{4})?/gu;
export const ACT_HI = /(?:[\p{L}\p{M}]+\s+){1,6}?(?:अधिनियम|संहिता)(?:,?\s*\d{4})?/gu;
/** Words that end a Hindi Act's name when walking back from अधिनियम / संहिता. */
export const ACT_HI_STOP = new Set(['धारा', 'तथा', 'एवं', 'और', 'अंतर्गत', 'अन्तर्गत', 'की', 'के', 'में', 'हेतु', 'द्वारा', 'विरुद्ध', 'ख़िलाफ़', 'अनुसार', 'व', 'या', 'उक्त', 'इस', 'सहपठित', 'नियम']);

/** Case and reference numbers with their label: Special Civil Suit No. 418 of 2026, FIR No. 0367/2026, वाद संख्या T202614560312/2026. */
export const CASE_NO = /(?:[A-Za-z][A-Za-z./&-]*\s+){0,3}(?:No|Nos|Number)\.?\s*:?\s*[A-Z]{0,6}[/-]?\d[\w/.-]*(?:\s+of\s+\d{4})?|(?:[\p{L}\p{M}]+\s+){0,3}(?:संख्या|क्रमांक|सं\.|नं\.)\s*:?\s*[A-Za-z\p{L}\p{M}]{0,3}\d[\p{L}\p{M}\p{N}/.-]*/gu;
/** Labels of numbers that are addresses or list items, not cases: House No. 212, Plot No. 27, Party No. 1. */
export const NOT_A_CASE = /\b(?:h\.|house|plot|flat|chamber|party|room|shop|sector|ward|unit|door|block|gali|road|pin|mobile|phone|tel|ph|roll|seat)\s+no|(?:मकान|दुकान|प्लॉट|चैम्बर|कमरा|वार्ड|मोबाइल|फ़ोन|खाता|गाटा|खसरा)\s+(?:संख्या|क्रमांक|नं)/iu;

/** Courts, commissions, tribunals, authorities and offices, as a paper's head names them. */
export const AUTHORITY = /\b(?:court|tribunal|commission|forum|magistrate|judge|collector|tehsildar|authority|police station|registrar|bank|ombudsman)\b|न्यायालय|अदालत|आयोग|अधिकरण|मजिस्ट्रेट|न्यायाधीश|तहसीलदार|कलेक्टर|थाना|थानाध्यक्ष|प्राधिकरण|कार्यालय/iu;

/** The labels parties carry in a cause title ("X ... Plaintiff Versus Y ... Defendant"). */
export const PARTY_ROLES = 'Plaintiffs?|Defendants?|Applicants?|Respondents?|Petitioners?|Complainants?|Opposite Party(?: No\\.? ?\\d+)?|Non-applicants?|Appellants?|Accused(?: No\\.? ?\\d+)?|Borrower|Co-borrower(?: and Mortgagor)?|Guarantor|Mortgagor|Informant|प्रार्थी|प्रार्थिनी|वादी|वादीगण|प्रतिवादी|प्रतिवादीगण|आवेदक|आवेदिका|अनावेदक|अनावेदिका|याचिकाकर्ता|याची|प्रत्यर्थी|परिवादी|अभियुक्त|अपीलार्थी';
export const PARTY = new RegExp(String.raw`([^…|\n]{3,160}?)\s*(?:\.{2,}|…+|[-–—]{2,}|\()\s*(${PARTY_ROLES})(?![\p{L}\p{M}])\)?`, 'gu');
/** Titles before a name. */
export const HONORIFIC = String.raw`(?:M\/s\.?|Mr\.|Mrs\.|Ms\.|Mr|Mrs|Ms|Shri|Smt\.?|Sh\.|Dr\.|Kumari|Km\.|श्रीमती|श्री|सुश्री|कुमारी|डॉ\.)`;
/** Where a name stops: relation words, addresses, roles. */
export const NAME_END = /\s+(?:S\/o|W\/o|D\/o|C\/o|son of|wife of|daughter of|aged|r\/o|resident|through|having|tenant|owner|employee|पुत्र|पुत्री|पत्नी|पति|निवासी|उम्र|आयु|द्वारा|के|की|का)\b|\s+(?:पुत्र|पुत्री|पत्नी|निवासी|उम्र)|[,(;:]|\s+\d/u;

/** Sentences that order, direct, grant or refuse: what was decided. */
export const DECIDES = /\b(?:is|are|stands?|be) (?:hereby )?(?:partly )?(?:allowed|dismissed|granted|rejected|refused|disposed of|quashed|set aside|decreed|convicted|acquitted)\b|\bdirected to\b|\bis directed\b|\bare directed\b|\bit is (?:hereby )?ordered\b|\bordered that\b|\breleased on bail\b|\bsentenced\b|\bshall pay\b|आदेश दिया जाता है|आदेशित किया जाता है|स्वीकार किया जाता है|स्वीकार की जाती है|निरस्त किया जाता है|खारिज किया जाता है|ख़ारिज|अस्वीकार|दर्ज किया जाए|रिहा किया जाए|अपील कर सकता है/iu;
/** Sentences that ask or require something of the reader. */
export const ASKS = /\bcall(?:ed)? upon\b|\brequired to\b|\bare directed\b|\bdirected to\b|\bsummoned to\b|\bhand over\b|\bmake payment\b|\bpay (?:the|a|an|rs|₹)|\bdischarge in full\b|\bgive your version\b|\bfile your\b|\bappear\b|\breturn your\b|\brequested to\b|\bmust\b|निर्देशित किया जाता है|आदेशित किया जाता है|लौटा दें|उपस्थित हों|उपस्थित होकर|प्रस्तुत करें|उत्तर दें|भुगतान करें|जमा करें|ख़?ख?ाली कर/iu;
/** A condition in a numbered list of an order: (i) he shall surrender his passport; (a) …; 1. … */
export const CONDITION = /^\s*\((?:[ivx]+|[a-h]|\d+)\)\s*/iu;
/** Signs of a date's role, read in the words just before it. */
export const DATE_ROLES: [RegExp, 'deadline' | 'hearing' | 'issued' | 'from'][] = [
  [/(?:on or before|before|by|not later than|till|until|तक|से पहले|से पूर्व|पूर्व)\s*(?:the\s+)?$/iu, 'deadline'],
  [/(?:appear\w*|hearing|posted|listed?|list the|next date|adjourned to|fixed for|on)\b[^.]{0,60}$|(?:उपस्थित|पेशी|सुनवाई|नियत|हाज़िर)[^।]{0,40}$/iu, 'hearing'],
  [/(?:from the date of|with effect from|w\.e\.f\.?|from)\s*(?:[\w\s,]{0,40})?$/iu, 'from'],
  [/(?:^|\b)(?:date(?:d)?|dt\.?|order|this)\s*:?\s*(?:of order\s*:?\s*)?$|दिनांक\s*:?\s*$|^\s*$/iu, 'issued'],
];
