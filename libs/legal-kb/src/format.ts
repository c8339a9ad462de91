import { ACT_SHORT_NAMES, ACTS } from './acts';
import { ANSWER_TEXTS, KbLanguage } from './answer-text';
import { citedJudgment } from './judgments';
import { LegalEntry, SectionRef, textIn } from './types';

/** "BNS s.303", "Constitution Art. 22(1)", or a case name: how a section is written in answers. */
export function formatRef(r: SectionRef): string {
  if (r.act === 'CASE') return r.section;
  if (r.act === 'CONST') return `Constitution ${r.section}`;
  if (r.act === 'RBI') return `RBI ${r.section}`;
  // Orders of the CPC, rules or regulations ("ITR rule 3(2)") and articles ("LIMITATION Art. 115") are not sections: no "s.".
  if (/^(Order|rule|reg\.|Art\.) /.test(r.section)) return `${r.act} ${r.section}`;
  return `${r.act} s.${r.section}`;
}

/**
 * A reference as the search index has always had it: an article of an Act other than the Constitution
 * kept its "s." there ("LIMITATION s.Art. 115"). Indexed words weigh in retrieval, so the index keeps
 * them while answers print the article as it is written.
 */
export function indexedRef(r: SectionRef): string {
  return r.act !== 'CASE' && r.act !== 'CONST' && r.act !== 'RBI' && /^Art\. /.test(r.section) ? `${r.act} s.${r.section}` : formatRef(r);
}

export function formatRefs(refs: SectionRef[]): string {
  return refs.map(formatRef).join(', ');
}

/** One potential charge line: what it is, where the law says it, what it carries. */
export function formatCharge(e: LegalEntry, language: KbLanguage = 'en'): string {
  if (language !== 'en') {
    const own = textIn(e, language);
    return own ? localCharge(e, own.title, own.punishment, CHARGE_WORDS[language]) : ANSWER_TEXTS[language].englishOnly + formatCharge(e);
  }
  const where = formatRefs(e.sections) + (e.replaces?.length ? `; earlier ${formatRefs(e.replaces)}` : '');
  const flags = [
    e.cognizable === undefined ? '' : e.cognizable ? 'cognizable' : 'non-cognizable',
    e.bailable === undefined ? '' : e.bailable ? 'bailable' : 'non-bailable',
  ].filter(Boolean);
  const tail = flags.length ? ` ${flags.join(', ').replace(/^./, (c) => c.toUpperCase())}.` : '';
  return `${e.title} (${where})${e.punishment ? `: ${e.punishment}` : '.'}${tail}`;
}

/**
 * The words of a charge line in each language other than English, as the courts write them: in Hindi
 * संज्ञेय/असंज्ञेय, ज़मानती/गैर-ज़मानती; in Bengali আমলযোগ্য/আমল-অযোগ্য, জামিনযোগ্য/জামিন-অযোগ্য
 * (the words of West Bengal's police and courts for cognizable and bailable).
 */
const CHARGE_WORDS: Record<Exclude<KbLanguage, 'en'>, { earlier: string; cognizable: [string, string]; bailable: [string, string] }> = {
  hi: { earlier: 'पहले', cognizable: ['संज्ञेय', 'असंज्ञेय'], bailable: ['ज़मानती', 'गैर-ज़मानती'] },
  bn: { earlier: 'আগে', cognizable: ['আমলযোগ্য', 'আমল-অযোগ্য'], bailable: ['জামিনযোগ্য', 'জামিন-অযোগ্য'] },
};

/** The same line in another language, ending with a danda as Hindi and Bengali sentences do. */
function localCharge(e: LegalEntry, title: string, punishment: string | undefined, words: (typeof CHARGE_WORDS)['hi']): string {
  const where = formatRefs(e.sections) + (e.replaces?.length ? `; ${words.earlier} ${formatRefs(e.replaces)}` : '');
  const flags = [
    e.cognizable === undefined ? '' : words.cognizable[e.cognizable ? 0 : 1],
    e.bailable === undefined ? '' : words.bailable[e.bailable ? 0 : 1],
  ].filter(Boolean);
  const tail = flags.length ? ` ${flags.join(', ')}।` : '';
  return `${title} (${where})${punishment ? `: ${punishment}` : '।'}${tail}`;
}

export interface Citation {
  act: string;
  section: string;
  title?: string;
  /** A judgment's case in the corpus (judgments.ts), so its chip opens the judgment page. */
  case_id?: string;
  /** A statute's accepted short name (content/acts.yaml), which its chip shows. */
  act_short?: string;
}

/** A reference as a citation; a judgment's carries its corpus case id, a statute's its short name. */
export function citationOf(s: SectionRef, title?: string): Citation {
  const id = s.act === 'CASE' ? citedJudgment(s.section)?.id : undefined;
  const short = s.act === 'CASE' ? undefined : ACT_SHORT_NAMES[s.act];
  return { act: ACTS[s.act], section: s.section, ...(title ? { title } : {}), ...(id ? { case_id: id } : {}), ...(short ? { act_short: short } : {}) };
}

export function citationsOf(e: LegalEntry, language: KbLanguage = 'en'): Citation[] {
  const title = textIn(e, language)?.title ?? e.title;
  return e.sections.map((s) => citationOf(s, title));
}
