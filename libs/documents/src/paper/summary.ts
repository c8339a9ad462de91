import type { PaperKindEntry } from '@lexmitra/contracts';
import { paperKindEntry } from './kinds';
import type { DateRole, Fact, PaperFacts } from './facts';

export type SummaryLanguage = 'en' | 'hi';

/** What the offline engine adds from outside the paper: the knowledge base's words for its sections and its matching entry. */
export interface SummaryNotes {
  /** What a section means, by the section as the paper writes it ("Section 138"). */
  sectionMeanings?: Map<string, string>;
  /** The knowledge-base entry that says more about this kind of paper. */
  kbEntry?: { title: string; summary?: string };
  /** Legal words of the paper with their plain meaning (the glossaries). */
  words?: { term: string; meaning: string }[];
  keySentences?: Fact[];
}

const LABELS = {
  en: {
    intro: 'Summary made on this server without an AI model. [¶ n] is the paragraph of the paper a fact is read from; check anything important against the paper.',
    unclear: (pages: string) => `The photo or scan (page ${pages}) could not be read well: some words may be wrong or missing. Check every fact against the paper, or upload a sharper, straighter photo.`,
    what: 'What it is', other: 'A legal paper (its kind was not recognised)', title: 'Title',
    parties: 'Who is involved', authority: 'Court or authority', cases: 'Case and reference numbers',
    asks: 'What it asks of you', decided: 'What was decided or directed', conditions: 'Conditions',
    amounts: 'Amounts', dates: 'Dates and deadlines', periods: 'Time allowed', sections: 'Sections and Acts', acts: 'Acts named',
    next: 'What to do next', kb: 'More in LexMitra\'s law notes', words: 'Legal words in plain English', key: 'Key sentences of the paper',
    page: (p: number, n: number, multi: boolean) => (multi ? `[p.${p} ¶${n}]` : `[¶${n}]`),
    role: { from: 'From', to: 'To', client: 'On behalf of', advocate: 'Advocate', named: 'Named', 'other side': 'Other side' } as Record<string, string>,
    date: { deadline: 'last date', hearing: 'appear / next date', issued: 'date of the paper', from: 'counts from', event: 'date mentioned' } satisfies Record<DateRole, string>,
    nextDate: (d: string) => `Next date in the paper: ${d}`,
    deadline: (d: string) => `Time limit in the paper: ${d}`,
    legalAid: 'If you cannot afford a lawyer, free legal aid is available from the District Legal Services Authority at your district court (call 15100).',
  },
  hi: {
    intro: 'यह सारांश इसी सर्वर पर बिना AI मॉडल के बना है। [¶ n] कागज़ का वह अनुच्छेद है जिससे बात ली गई है; ज़रूरी बातें कागज़ से मिलाकर देखें।',
    unclear: (pages: string) => `फ़ोटो या स्कैन (पृष्ठ ${pages}) ठीक से पढ़ा नहीं जा सका: कुछ शब्द ग़लत या छूटे हो सकते हैं। हर बात कागज़ से मिलाएँ, या साफ़ और सीधी फ़ोटो अपलोड करें।`,
    what: 'यह क्या है', other: 'एक कानूनी कागज़ (इसका प्रकार पहचाना नहीं जा सका)', title: 'शीर्षक',
    parties: 'कौन-कौन', authority: 'अदालत या अधिकारी', cases: 'मामला और संदर्भ संख्या',
    asks: 'आपसे क्या माँगा गया है', decided: 'क्या तय हुआ या क्या निर्देश दिया गया', conditions: 'शर्तें',
    amounts: 'रकम', dates: 'तारीख़ें और समय-सीमा', periods: 'दिया गया समय', sections: 'धाराएँ और अधिनियम', acts: 'अधिनियम',
    next: 'आगे क्या करें', kb: 'LexMitra के कानूनी नोट्स में और जानकारी', words: 'कानूनी शब्द आसान भाषा में', key: 'कागज़ के मुख्य वाक्य',
    page: (p: number, n: number, multi: boolean) => (multi ? `[पृ.${p} ¶${n}]` : `[¶${n}]`),
    role: { from: 'की ओर से', to: 'के नाम', client: 'पक्षकार', advocate: 'अधिवक्ता', named: 'नाम', 'other side': 'विपक्ष' } as Record<string, string>,
    date: { deadline: 'अंतिम तारीख़', hearing: 'हाज़िरी / अगली तारीख़', issued: 'कागज़ की तारीख़', from: 'से लागू', event: 'उल्लेखित तारीख़' } satisfies Record<DateRole, string>,
    nextDate: (d: string) => `कागज़ में अगली तारीख़: ${d}`,
    deadline: (d: string) => `कागज़ में समय-सीमा: ${d}`,
    legalAid: 'वकील का ख़र्च न उठा सकें तो ज़िला अदालत के ज़िला विधिक सेवा प्राधिकरण से मुफ़्त कानूनी सहायता मिलती है (फ़ोन 15100)।',
  },
};

/** The date a reader must act by next: the first hearing, else the first deadline. */
export function nextActionDate(facts: PaperFacts): PaperFacts['dates'][number] | undefined {
  return facts.dates.find((d) => d.role === 'hearing' && d.iso) ?? facts.dates.find((d) => d.role === 'deadline' && d.iso);
}

/**
 * The structured summary of a paper, in the interface language: what it is, who is involved, what it
 * asks or decided, amounts, every date and time limit, sections and Acts, what to do next, then its
 * key sentences. Each fact is quoted from the paper with the paragraph it came from. The kind's name
 * and the next step are given in the paper's language too when it differs.
 */
export function renderPaperSummary(facts: PaperFacts, language: SummaryLanguage, notes: SummaryNotes = {}, multiPage = false): string {
  const L = LABELS[language];
  const other: SummaryLanguage = facts.language === 'hi' ? 'hi' : 'en';
  const both = other !== language;
  const at = (f: Fact) => ` ${L.page(f.source.page, f.source.paragraph, multiPage)}`;
  const lines: string[] = [L.intro];
  if (facts.unclearPages.length) lines.push('', `⚠ ${L.unclear(facts.unclearPages.join(', '))}`);
  const section = (label: string, items: string[]) => {
    if (items.length) lines.push('', `${label}:`, ...items.map((i) => `• ${i}`));
  };

  const entry: PaperKindEntry | undefined = facts.kind === 'other' ? undefined : paperKindEntry(facts.kind);
  lines.push('', `${L.what}: ${entry ? entry.name[language] + (both ? ` (${entry.name[other]})` : '') : L.other}`);
  if (facts.title && facts.title.value !== facts.authority?.value) lines.push(`${L.title}: ${facts.title.value}${at(facts.title)}`);
  if (facts.authority) lines.push(`${L.authority}: ${facts.authority.value}${at(facts.authority)}`);
  if (facts.caseNumbers.length) lines.push(`${L.cases}: ${facts.caseNumbers.map((c) => `${c.value}${at(c)}`).join('; ')}`);

  section(L.parties, facts.parties.map((p) => `${L.role[p.role] ?? p.role}: ${p.value}${at(p)}`));
  section(L.decided, facts.decided.map((d) => `“${d.value}”${at(d)}`));
  section(L.conditions, facts.conditions.filter((c) => !facts.decided.some((d) => d.value.includes(c.value.slice(0, 40)))).map((c) => `${c.value}${at(c)}`));
  section(L.asks, facts.asks.map((a) => `“${a.value}”${at(a)}`));
  section(L.amounts, facts.amounts.map((a) => `${a.value} — “${a.source.quote}”${at(a)}`));
  section(L.dates, facts.dates.map((d) => `${d.value} (${L.date[d.role]}) — “${d.source.quote}”${at(d)}`));
  section(L.periods, facts.periods.map((p) => `${p.value} — “${p.source.quote}”${at(p)}`));
  const sections = facts.sections.map((s) => {
    const meaning = notes.sectionMeanings?.get(s.value);
    return `${s.value}${s.act ? `, ${s.act}` : ''}${meaning ? ` — ${meaning}` : ''}${at(s)}`;
  });
  section(L.sections, sections);
  const actsAlone = facts.acts.filter((a) => !facts.sections.some((s) => s.act === a.value));
  section(L.acts, actsAlone.map((a) => `${a.value}${at(a)}`));

  const next: string[] = [];
  if (entry?.step) next.push(entry.step[language] + (both ? `\n  (${entry.step[other]})` : ''));
  const when = nextActionDate(facts);
  if (when) next.push(L.nextDate(`${when.value} — “${when.source.quote}”`));
  else if (facts.periods[0]) next.push(L.deadline(facts.periods[0].value));
  if (notes.kbEntry) next.push(`${L.kb}: ${notes.kbEntry.title}${notes.kbEntry.summary ? ` — ${notes.kbEntry.summary}` : ''}`);
  next.push(L.legalAid);
  section(L.next, next);

  section(L.words, (notes.words ?? []).slice(0, 12).map((w) => `${w.term}: ${w.meaning}`));
  section(L.key, (notes.keySentences ?? []).map((k) => `“${k.value}”${at(k)}`));
  return lines.join('\n');
}
