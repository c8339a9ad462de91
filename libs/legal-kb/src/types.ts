import { KB_DOMAINS, KB_ROLES } from '@lexmitra/contracts';
import type { ActCode } from './acts';

export interface SectionRef {
  act: ActCode;
  /** As the statute numbers it: "303", "173(4)", "Art. 22(2)", or a case name for CASE. */
  section: string;
}

/**
 * The field of law a situation belongs to. An entry may serve several (a loan-app threat is cyber and
 * banking); `general` entries (legal aid, Lok Adalat) fit any field and never lead on their own.
 */
export const DOMAINS = KB_DOMAINS;
export type Domain = (typeof DOMAINS)[number];

/**
 * Who is asking, seen from the dispute: the side an entry's advice is written for. Pairs are
 * opposite sides of one dispute (victim/accused, drawer/payee...); advice for one side is wrong for
 * the other. `relative` is not a role: a mother asking for her arrested son takes the accused's side.
 */
export const ROLES = KB_ROLES;
export type Role = (typeof ROLES)[number];
export const OPPOSITE_ROLES: Partial<Record<Role, Role>> = {
  victim: 'accused', accused: 'victim', tenant: 'landlord', landlord: 'tenant', employee: 'employer', employer: 'employee',
  drawer: 'payee', payee: 'drawer', buyer: 'seller', seller: 'buyer', borrower: 'lender', lender: 'borrower',
};

/**
 * One thing people ask about, in our own words. `offence` entries become potential charges;
 * `right` entries add to "Your Rights"; `procedure` and `civil` entries mostly add next steps.
 * `related` names entries whose rights and steps also apply (an offence's FIR and legal-aid rights).
 */
export interface LegalEntry {
  id: string;
  kind: 'offence' | 'right' | 'procedure' | 'civil';
  title: string;
  /** Where the law says it; the first is the main citation. */
  sections: SectionRef[];
  /** The older provision it replaced (IPC for BNS, CrPC for BNSS). */
  replaces?: SectionRef[];
  summary: string;
  punishment?: string;
  cognizable?: boolean;
  bailable?: boolean;
  /** Where to go: the court, commission, authority or office. */
  forum?: string;
  rights?: string[];
  steps?: string[];
  related?: string[];
  /**
   * Offered only when the question (or the conversation) mentions one of these word starts: keeps
   * "dowry death" out of a dowry-harassment answer where nobody died.
   */
  onlyIf?: string[];
  /** Words people use, in English and romanised Hindi. */
  keywords: string[];
  /** The same words in Devanagari, so "चोरी" finds what "chori" finds. */
  keywordsHi?: string[];
  /** The words in each language written in its own script (hi, bn), as the entry file's `keywords` has them. */
  keywordsIn?: Record<string, string[]>;
  /** For defence advice: the offences it defends against, named to an accused as the charge they face. */
  defends?: string[];
  /**
   * Facts the situation must show before this entry is offered (frame.ts FLAG_CUES): the juvenile
   * justice entry needs a minor, so an adult's arrest is never sent to the Juvenile Justice Board.
   */
  needs?: ('minor' | 'woman' | 'elderly' | 'custody')[];
  /**
   * Facts that rule this entry out: kidnapping from lawful guardianship (BNS s.137) is of a child,
   * so a story that gives only adult ages ("our daughter (22) married…") is not offered it. A tenant
   * who has already moved out (`vacated`) is not told how to stay on or to keep paying rent; a child at
   * work (`minor`) is led to child labour, not to an adult domestic worker's wages.
   */
  notIf?: ('adult' | 'vacated' | 'minor')[];
  /**
   * The basic offence this one is an aggravated form of (ransom kidnapping of kidnapping, dowry death
   * of cruelty). Its `onlyIf` words are the aggravating fact; when the story states them, the special
   * provision leads over the general one (triage.ts).
   */
  aggravates?: string;
  /** The fields of law this entry belongs to; retrieval ranks within the asker's field. */
  domains: Domain[];
  /**
   * The sides whose advice this is (steps, rights, forum). Absent: good for anyone in its domains.
   * An offence serves the victim's side; its charge line still shows to an accused, as what they face.
   */
  roles?: Role[];
  /** The entry in Hindi, for answers given in Hindi (the entry file's `text.hi`). */
  hi?: HindiText;
  /** The entry's text in every language of content/languages.yaml, by language code. */
  texts?: Record<string, EntryText>;
}

/**
 * An entry's texts in one language, in our own words, as courts and people say them (in Hindi
 * प्राथमिकी, अग्रिम ज़मानत, भरण-पोषण). `rights` and `steps` follow the English lists one for one;
 * `punishment` and `forum` are there whenever the English entry has them. Section references stay as
 * the English entry writes them ("BNS s.303"), which is how they are printed on court papers.
 */
export interface EntryText {
  title: string;
  summary: string;
  punishment?: string;
  forum?: string;
  rights?: string[];
  steps?: string[];
}

/** An entry's texts in Hindi (the name the answer code and the AI worker use). */
export type HindiText = EntryText;

/**
 * An entry's own text in a language other than English, or undefined where it has none (Bengali is a
 * draft language: an entry may not have its text yet). English is the entry itself.
 */
export const textIn = (e: LegalEntry, language: string): EntryText | undefined =>
  // Hindi is the entry's `hi` (what the answer code and the AI worker have always read, and what a caller strips to mean "no Hindi").
  language === 'en' ? undefined : language === 'hi' ? e.hi : e.texts?.[language];

export const ref = (act: ActCode, section: string): SectionRef => ({ act, section });
