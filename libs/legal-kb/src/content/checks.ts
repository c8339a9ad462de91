/**
 * Checks of one entry file that the schema cannot express: each language's text complete against the
 * reference language (the first in languages.yaml), written in its script, citing the same sections,
 * with no English Act name inside another language's sentence; and every source a known Act or judgment.
 */
import type { KbEntryFile, KbEntryText, KbJudgment, KbLanguageInfo } from '@lexmitra/contracts';

const NUMBER = String.raw`\d+[A-Z]{0,3}(?:\([0-9a-zA-Z]{1,4}\))*`;
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Section references as the content writes them in every language ("BNSS s.179(1)", "ss.180 and 181",
 * "Art. 20(3)", "अनुच्छेद 142"): one of the languages' section words (languages.yaml), then one or more
 * numbers joined by "and", "or", "to" or a comma (in English or Hindi).
 */
const patterns = new WeakMap<readonly KbLanguageInfo[], RegExp[]>();
const JOIN = String.raw`\s*(?:,|and|or|to|-|–|और|या|से|ও|বা|এবং|থেকে)\s*`;
function refsPatterns(languages: readonly KbLanguageInfo[]): RegExp[] {
  const known = patterns.get(languages);
  if (known) return known;
  const alternation = (words: string[]) => words.sort((a, b) => b.length - a.length).map(escape).join('|');
  const before = alternation(languages.flatMap((l) => l.section_words));
  const made = [new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${before})\s*(${NUMBER}(?:${JOIN}${NUMBER}(?![\p{L}\p{M}]))*)`, 'gu')];
  // Bengali puts the word after the number ("১৩৮ ধারা", "১৭৩(৪) ও ১৭৫(৩) ধারায়").
  const after = languages.flatMap((l) => l.section_words_after ?? []);
  if (after.length) made.push(new RegExp(String.raw`(?<![\p{L}\p{M}\d])(${NUMBER}(?:${JOIN}${NUMBER})*)\s*(?:${alternation(after)})(?![\p{L}\p{M}])`, 'gu'));
  patterns.set(languages, made);
  return made;
}

/** Bengali and Devanagari digits as ASCII, and a Bengali inserted-section letter as its English one ("৪৯৮ক", "৪৯৮এ", "৪৯৮(ক)" are 498A). */
function asciiNumbers(text: string): string {
  return text
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/(\d)(?:\(([কখগঘ])\)|([কখগঘ])(?![\p{L}\p{M}])|এ(?![\p{L}\p{M}]))/gu, (_, d: string, p?: string, q?: string) => d + String.fromCharCode(65 + 'কখগঘ'.indexOf(p ?? q ?? 'ক')));
}

/**
 * Every number a text writes (amounts, days, years, sections), in any digits, sorted: "Rs 10,000 within 30
 * days" and "৩০ দিনের মধ্যে ১০,০০০ টাকা" both give 10000 and 30.
 */
export function numbersWritten(text: string): string[] {
  return [...asciiNumbers(text).replace(/(\d),(?=\d)/g, '$1').matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]).sort();
}

/** The section numbers a text cites, sorted, once each. */
export function sectionsCited(text: string, languages: readonly KbLanguageInfo[]): string[] {
  const found = new Set<string>();
  const plain = asciiNumbers(text);
  for (const pattern of refsPatterns(languages)) for (const m of plain.matchAll(pattern)) for (const n of m[1].matchAll(new RegExp(NUMBER, 'g'))) found.add(n[0]);
  return [...found].sort();
}

/** An Act's English name inside a sentence of another language ("Limitation Act" in Hindi): name it in that language. */
const ENGLISH_ACT_NAME = /\b(?:[A-Z][a-z]+\s+){1,6}(?:Act|Sanhita|Adhiniyam|Code|Rules|Regulations)\b|\bCode on [A-Z][a-z]+/;

type Field = { name: string; ref?: string; mine?: string };

function fieldsOf(ref: KbEntryText, mine: KbEntryText): Field[] {
  const out: Field[] = [
    { name: 'title', ref: ref.title, mine: mine.title },
    { name: 'summary', ref: ref.summary, mine: mine.summary },
    { name: 'punishment', ref: ref.punishment, mine: mine.punishment },
    { name: 'forum', ref: ref.forum, mine: mine.forum },
  ];
  for (const list of ['rights', 'steps'] as const) {
    const n = Math.max(ref[list]?.length ?? 0, mine[list]?.length ?? 0);
    for (let i = 0; i < n; i++) out.push({ name: `${list}[${i}]`, ref: ref[list]?.[i], mine: mine[list]?.[i] });
  }
  return out;
}

/**
 * `actYears`: the years in the Acts' names (acts.yaml). A translation may name an Act with its year where the
 * English does not ("বিশেষ বিবাহ আইন, ১৯৫৪"); any other number must be the English one.
 */
export function languageProblems(e: KbEntryFile, languages: readonly KbLanguageInfo[], actYears: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const [first, ...others] = languages;
  const ref = (e.text as Record<string, KbEntryText>)[first.code];
  if (!ref) return problems;
  for (const lang of others) {
    const mine = (e.text as Record<string, KbEntryText>)[lang.code];
    if (!mine) continue;
    const at = (f: string) => `text.${lang.code}.${f}`;
    for (const list of ['rights', 'steps'] as const) {
      const [a, b] = [ref[list]?.length ?? 0, mine[list]?.length ?? 0];
      if (a !== b) problems.push(`${at(list)}: has ${b} item(s), the ${first.name} text ${a}: translate each one, one for one`);
    }
    let script: RegExp | undefined;
    try {
      script = lang.script === 'Latin' ? undefined : new RegExp(`\\p{Script=${lang.script}}`, 'u');
    } catch {
      problems.push(`content/languages.yaml: ${lang.code}: "${lang.script}" is not a Unicode script name`);
    }
    for (const f of fieldsOf(ref, mine)) {
      if (f.ref !== undefined && f.mine === undefined) {
        if (!/^(rights|steps)\[/.test(f.name)) problems.push(`${at(f.name)}: missing (the ${first.name} text has one)`);
        continue;
      }
      if (f.mine === undefined) continue;
      if (f.ref === undefined) {
        if (!/^(rights|steps)\[/.test(f.name)) problems.push(`${at(f.name)}: the ${first.name} text has none: remove it or add it there too`);
        continue;
      }
      if (script && !script.test(f.mine)) problems.push(`${at(f.name)}: is not written in ${lang.script}`);
      const [want, got] = [sectionsCited(f.ref, languages), sectionsCited(f.mine, languages)];
      if (want.join() !== got.join()) {
        problems.push(`${at(f.name)}: cites section(s) ${got.join(', ') || 'none'}, the ${first.name} text ${want.join(', ') || 'none'}: the same provisions in every language`);
      }
      const extra = [...numbersWritten(f.mine)];
      const missing: string[] = [];
      for (const n of numbersWritten(f.ref)) {
        const i = extra.indexOf(n);
        if (i >= 0) extra.splice(i, 1);
        else missing.push(n);
      }
      const added = extra.filter((n) => !actYears.has(n));
      if (missing.length || added.length) {
        problems.push(`${at(f.name)}: writes the number(s) ${added.join(', ') || 'none'} more and ${missing.join(', ') || 'none'} fewer than the ${first.name} text: the same amounts, days and years in every language`);
      }
      const english = lang.script !== 'Latin' ? ENGLISH_ACT_NAME.exec(f.mine) : null;
      if (english) problems.push(`${at(f.name)}: "${english[0]}" is an English Act name inside a ${lang.name} sentence: write the name in ${lang.name}, or cite the Act's code ("BNSS s.173")`);
    }
  }
  return problems;
}

const key = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The judgment a name as the content writes it stands for ("Rajnesh v. Neha (2020)", "Rajnesh v. Neha"); the year, when given, must agree. */
export function judgmentNamed(judgments: readonly KbJudgment[], written: string): KbJudgment | undefined {
  const m = /^(.*?)(?:\s*[(,]\s*(\d{4})\)?)?\s*$/.exec(written);
  const found = m ? judgments.find((j) => j.names.some((n) => key(n) === key(m[1]))) : undefined;
  if (!found || (m?.[2] && Number(m[2]) !== found.year)) return undefined;
  return found;
}

export function sourceProblems(e: KbEntryFile, acts: Record<string, unknown>, judgments: readonly KbJudgment[]): string[] {
  const problems: string[] = [];
  for (const field of ['sources', 'replaces'] as const) {
    (e[field] ?? []).forEach((s, i) => {
      if (!(s.act in acts)) problems.push(`${field}[${i}].act: "${s.act}" is not an Act code of content/acts.yaml`);
      else if (s.act === 'CASE' && !judgmentNamed(judgments, s.section)) {
        problems.push(`${field}[${i}].section: "${s.section}" is not a judgment of content/judgments.yaml (same name, same year)`);
      }
    });
  }
  return problems;
}
