/**
 * One provision of a statute as the product knows it: the knowledge base's entries that rest on it
 * (libs/legal-kb, through its exports only) and the judgments of the corpus that cite it (the case
 * search). A statute chip of a chat answer opens this, never a search of the chip's abbreviation.
 */
import { Injectable } from '@nestjs/common';
import { findStatuteRefs } from '@lexmitra/caselaw';
import { AskAnswerSchema, CaseResult, InterfaceLanguage, Provision, ProvisionEntry, ProvisionJudgment, ProvisionQuery } from '@lexmitra/contracts';
import type * as LegalKb from '@lexmitra/legal-kb';
import { notFound } from '../common/api-error';
import { CasesService } from '../cases/cases.service';

/** How many of the search's best answers are checked for the provision (the search's page limit). */
const CHECKED = 50;

type Kb = typeof LegalKb;
type ActCode = LegalKb.ActCode;

const squeeze = (s: string) => s.toLowerCase().replace(/[\s.]/g, '');
/** "Art. 21" and "Art.21", "173(4)" and "173 (4)" are one section. */
const sameSection = (a: string, b: string) => squeeze(a) === squeeze(b);
const withoutYear = (name: string) => name.replace(/,\s*\d{4}$/, '').toLowerCase();

/** The act's code from its code ("SRA") or its name, with or without the year ("Specific Relief Act, 1963"). */
function codeOf(acts: Kb['ACTS'], act: string): ActCode | undefined {
  const wanted = act.trim().toLowerCase();
  const codes = Object.keys(acts) as ActCode[];
  return codes.find((c) => c.toLowerCase() === wanted) ?? codes.find((c) => acts[c].toLowerCase() === wanted || withoutYear(acts[c]) === withoutYear(wanted));
}

function entryOf(e: LegalKb.LegalEntry, code: ActCode, section: string, language: InterfaceLanguage): ProvisionEntry {
  const hi = language === 'hi' ? e.hi : undefined;
  const main = e.sections[0]?.act === code && sameSection(e.sections[0].section, section);
  const punishment = hi ? hi.punishment : e.punishment;
  const forum = hi ? hi.forum : e.forum;
  return {
    id: e.id,
    kind: e.kind,
    title: hi?.title ?? e.title,
    summary: hi?.summary ?? e.summary,
    ...(punishment ? { punishment } : {}),
    ...(forum ? { forum } : {}),
    main,
    language: hi ? 'hi' : 'en',
  };
}

/** Every statute reference a result's own words make, as the search's unit terms ("§sra.6"). */
function termsIn(c: CaseResult): Set<string> {
  const text = [c.title, c.description, c.citation, ...(c.highlights ?? []), ...(c.passages ?? []).map((p) => p.html)]
    .filter(Boolean)
    .join('\n')
    .replace(/<\/?mark>/g, '');
  return new Set(findStatuteRefs(text).map((r) => r.term));
}

@Injectable()
export class LawService {
  // Loaded on the first provision asked, not at start-up: the knowledge base checks its entries as
  // it loads, which a BFF that is never asked need not pay for.
  private kb?: Promise<Kb>;

  constructor(private readonly cases: CasesService) {}

  async provision({ act, section, lang = 'en' }: ProvisionQuery): Promise<Provision> {
    const kb = await (this.kb ??= import('@lexmitra/legal-kb'));
    const code = codeOf(kb.ACTS, act);
    // CASE is the knowledge base's code for a judgment, not an act: a judgment has its own page.
    if (!code || code === 'CASE') throw notFound('No act of that name is in our knowledge base.');
    const name = kb.ACTS[code];
    const article = code === 'CONST' || /^art/i.test(section);
    const refs = (e: LegalKb.LegalEntry) => [...e.sections, ...(e.replaces ?? [])];
    const entries = kb.LEGAL_ENTRIES.filter((e) => refs(e).some((r) => r.act === code && sameSection(r.section, section)))
      .map((e) => entryOf(e, code, section, lang))
      .sort((a, b) => Number(b.main) - Number(a.main));
    return {
      code,
      act: name,
      section,
      unit: article ? 'article' : /^\d/.test(section) ? 'section' : 'other',
      entries,
      judgments: await this.judgmentsOn(name, section, article),
    };
  }

  /**
   * The judgments that cite this very provision. The case search ranks by every word of the query,
   * and a provision it cannot tell apart (an act it does not know) would fall back on the bare
   * number ("section 20" of any act): so only results whose own words cite the provision, by act
   * and number, are kept, and a provision the search cannot read as one gets none.
   */
  private async judgmentsOn(name: string, section: string, article: boolean): Promise<ProvisionJudgment[]> {
    const number = section.replace(/^art(icle)?\.?\s*/i, '');
    const query = `${article ? 'Article' : 'Section'} ${number} of the ${name}`;
    const term = findStatuteRefs(query).find((r) => r.act)?.term;
    if (!term) return [];
    const answer = AskAnswerSchema.parse(JSON.parse(await this.cases.askJson({ query, page: 1, pageSize: CHECKED })));
    return answer.cases
      .filter((c) => termsIn(c).has(term))
      .map((c) => ({ case_id: c.case_id, court: c.court, date: c.date, description: c.description, ...(c.title ? { title: c.title } : {}), ...(c.citation ? { citation: c.citation } : {}) }));
  }
}
