import type { Fact, PaperFacts } from './facts';
import type { SummaryLanguage } from './summary';

/** What a question asks for, from its words (English, Hindi, romanised Hindi). */
const ASKING: [keyof typeof LEADS['en'], RegExp][] = [
  ['when', /\b(?:by when|when|deadline|last date|how (?:many|much) (?:days|time)|date|within|reply|appear|hearing|time limit)\b|कब|तारीख़?|तिथि|कितने दिन|समय|अवधि|पेशी|हाज़िर|kab|tareekh|tarikh/iu],
  ['amount', /\b(?:how much|amount|money|pay|sum|rupees|rs\.?|dues|arrears|claim)\b|कितना|कितनी|रकम|राशि|रुपये|रुपए|बकाया|भुगतान|kitna|paisa/iu],
  ['who', /\b(?:who|whom|sent|sender|against me|parties|landlord|bank|employer)\b|कौन|किसने|किसके|किसकी|भेजा|kaun/iu],
  ['court', /\b(?:which court|what court|court|authority|case number|case no|file number|reference)\b|कौन सी अदालत|अदालत|न्यायालय|मामला संख्या|मुकदमा नंबर|केस नंबर/iu],
  ['law', /\b(?:section|sections|which law|what law|act|legal provision)\b|धारा|कानून|अधिनियम|संहिता/iu],
  ['decided', /\b(?:decided|decision|result|outcome|granted|allowed|rejected|order say|what did the court)\b|फ़?फ?ैसला|निर्णय|तय|मंज़ूर|खारिज|आदेश में क्या/iu],
];

const LEADS = {
  en: { when: 'Dates and time limits in the paper', amount: 'Amounts in the paper', who: 'Who the paper names', court: 'The court or authority and the case', law: 'The sections and Acts the paper relies on', decided: 'What the paper decides or directs' },
  hi: { when: 'कागज़ में तारीख़ें और समय-सीमा', amount: 'कागज़ में रकम', who: 'कागज़ में किसके नाम हैं', court: 'अदालत या अधिकारी और मामला', law: 'कागज़ में जिन धाराओं और अधिनियमों का ज़िक्र है', decided: 'कागज़ में क्या तय हुआ या क्या निर्देश है' },
};

const where = (f: Fact, lang: SummaryLanguage) => (lang === 'hi' ? ` [अनुच्छेद ${f.source.paragraph}]` : ` [paragraph ${f.source.paragraph}]`);

/**
 * An answer from the facts already read from the paper ("by when must I reply?", "how much do they
 * want?"), each with the words of the paper it stands in; '' when the question asks for none of them,
 * so the caller falls back to searching the text.
 */
export function answerFromFacts(facts: PaperFacts, question: string, lang: SummaryLanguage): string {
  const parts: string[] = [];
  // Facts whose words the question shares come first: "when is the deposit returned?" leads with the deposit's time.
  const asked = new Set((question.toLowerCase().match(/[\p{L}\p{M}]{4,}/gu) ?? []));
  const shared = (item: string) => (item.toLowerCase().match(/[\p{L}\p{M}]{4,}/gu) ?? []).filter((w) => asked.has(w)).length;
  const byRelevance = (items: string[]) => items.map((item, i) => ({ item, i, n: shared(item) })).sort((a, b) => b.n - a.n || a.i - b.i).map((x) => x.item);
  for (const [topic, re] of ASKING) {
    if (!re.test(question)) continue;
    const items: string[] = [];
    if (topic === 'when') {
      for (const p of facts.periods) items.push(`${p.value} — “${p.source.quote}”${where(p, lang)}`);
      for (const d of facts.dates.filter((x) => x.role === 'hearing' || x.role === 'deadline')) items.push(`${d.value} — “${d.source.quote}”${where(d, lang)}`);
    }
    if (topic === 'amount') for (const a of facts.amounts) items.push(`${a.value} — “${a.source.quote}”${where(a, lang)}`);
    if (topic === 'who') for (const p of facts.parties) items.push(`${p.value} (${p.role})${where(p, lang)}`);
    if (topic === 'court') {
      if (facts.authority) items.push(`${facts.authority.value}${where(facts.authority, lang)}`);
      for (const c of facts.caseNumbers) items.push(`${c.value}${where(c, lang)}`);
    }
    if (topic === 'law') {
      for (const s of facts.sections) items.push(`${s.value}${s.act ? `, ${s.act}` : ''}${where(s, lang)}`);
      if (facts.sections.length === 0) for (const a of facts.acts) items.push(`${a.value}${where(a, lang)}`);
    }
    if (topic === 'decided') for (const d of [...facts.decided, ...facts.conditions]) items.push(`“${d.value}”${where(d, lang)}`);
    if (items.length) parts.push(`${LEADS[lang][topic]}:\n${byRelevance(items).slice(0, 6).map((i) => `• ${i}`).join('\n')}`);
  }
  return parts.join('\n\n');
}
