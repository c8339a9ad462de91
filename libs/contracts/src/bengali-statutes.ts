/**
 * How Bengali writes a statute reference, shared by the answer engine (libs/legal-kb) and case search
 * (libs/caselaw) so that "৪৯৮(ক) ধারা", "দণ্ডবিধির ৪২০ ধারা" and "বিএনএসএস-এর ৪৮২" read the same in chat
 * and in search. Regular-expression sources, to be built into each reader's own patterns.
 */

/** য় is typed both as one code point (U+09DF) and as য + nukta (NFC even prefers the second). */
export const BN_YA = '(?:\\u09DF|\\u09AF\\u09BC)';

/** Bengali's genitive joined to a name: "দণ্ডবিধির", "আইপিসি-র", "বিএনএস-এর". */
export const BN_GENITIVE = '(?:-?(?:এর|ের|র))?';

/**
 * The Bengali names and abbreviations of the Acts people cite most (docs/bengali-style.md), by a code
 * each reader maps to its own. Longer names come first where one contains another ("বিএনএসএস" before
 * "বিএনএস"), so a reader that tries them in order takes the longer.
 */
export const BENGALI_ACT_NAMES = {
  BNSS: `ভারতী${BN_YA}\\s+নাগরিক\\s+সুরক্ষা\\s+সংহিতা|বিএনএসএস`,
  BNS: `ভারতী${BN_YA}\\s+ন্যা${BN_YA}\\s+সংহিতা|বিএনএস`,
  BSA: `ভারতী${BN_YA}\\s+সাক্ষ্য\\s+অধিনি${BN_YA}ম|বিএসএ`,
  IPC: `(?:ভারতী${BN_YA}\\s+)?দণ্ডবিধি|আইপিসি`,
  CRPC: 'ফৌজদারি\\s+কার্যবিধি|সিআরপিসি',
  NIA: `নেগোশি${BN_YA}েবল\\s+ইনস্ট্রুমেন্টস\\s+(?:আইন|অ্যাক্ট)|এনআই\\s+(?:আইন|অ্যাক্ট)`,
  HMA: 'হিন্দু\\s+বিবাহ\\s+(?:আইন|অ্যাক্ট)',
  DVA: 'গার্হস্থ্য\\s+হিংসা\\s+থেকে\\s+মহিলাদের\\s+সুরক্ষা\\s+আইন|গার্হস্থ্য\\s+হিংসা\\s+আইন|ডিভি\\s+(?:আইন|অ্যাক্ট)',
  RTI: 'তথ্যের\\s+অধিকার\\s+আইন|আরটিআই',
  ITA: 'তথ্যপ্রযুক্তি\\s+আইন|আইটি\\s+(?:আইন|অ্যাক্ট)',
  POCSO: 'পকসো|পক্সো',
  CONST: '(?:ভারতের\\s+)?সংবিধান',
} as const;
export type BengaliActCode = keyof typeof BENGALI_ACT_NAMES;

/**
 * An inserted section's letter as Bengali and Hindi write it after the number, and its Latin letter:
 * Bengali uses its own alphabet (ক, খ… for A, B…: "৪৯৮ক", "৪৯৮(ক)" is 498A, as West Bengal's courts write
 * it) or the English letter's name ("৪৯৮এ", "৩০৪বি"); Hindi the English letter's name ("498ए", "304बी").
 */
export const SECTION_LETTERS: Readonly<Record<string, string>> = {
  ক: 'A', খ: 'B', গ: 'C', ঘ: 'D', এ: 'A', বি: 'B', সি: 'C', ডি: 'D',
  ए: 'A', बी: 'B', सी: 'C', डी: 'D',
};
