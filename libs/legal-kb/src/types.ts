import type { ActCode } from './acts';

export interface SectionRef {
  act: ActCode;
  /** As the statute numbers it: "303", "173(4)", "Art. 22(2)", or a case name for CASE. */
  section: string;
}

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
}

export const ref = (act: ActCode, section: string): SectionRef => ({ act, section });
