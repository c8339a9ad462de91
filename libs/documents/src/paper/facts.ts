import type { PaperKind } from '@lexmitra/contracts';
import type { ExtractedDocument } from '../model';
import { paperKind } from './kinds';
import {
  ACT_EN, ACT_HI, ACT_HI_STOP, AMOUNT, ASKS, AUTHORITY, CASE_NO, CONDITION, DATE, DECIDES, HONORIFIC, MONTH_NUMBER, NAME_END, NOT_A_CASE, PARTY, PERIOD, SECTION,
} from './patterns';
import { clip, FactSource, headOf, Paragraph, paperLanguage, paragraphsOf, Sentence, sentencesIn, source } from './text';

export interface Fact {
  value: string;
  source: FactSource;
}
export interface PartyFact extends Fact {
  /** As the paper labels the party (Plaintiff, वादी…) or as its layout shows it: 'from', 'to', 'client', 'advocate', 'signed'. */
  role: string;
}
export type DateRole = 'deadline' | 'hearing' | 'issued' | 'from' | 'event';
export interface DateFact extends Fact {
  /** YYYY-MM-DD when the date is a real calendar day. */
  iso?: string;
  role: DateRole;
}
export interface SectionFact extends Fact {
  act?: string;
}

export interface PaperFacts {
  language: 'en' | 'hi';
  kind: PaperKind;
  title?: Fact;
  authority?: Fact;
  caseNumbers: Fact[];
  parties: PartyFact[];
  /** What the paper asks of its reader, or for an order, what it directs. */
  asks: Fact[];
  decided: Fact[];
  conditions: Fact[];
  amounts: Fact[];
  dates: DateFact[];
  periods: Fact[];
  sections: SectionFact[];
  acts: Fact[];
  /** Pages OCR read with low confidence: facts from them must be checked against the paper. */
  unclearPages: number[];
}

const uniqueBy = <T>(items: T[], key: (t: T) => string) => {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};
const fold = (s: string) => s.toLowerCase().replace(/[\s,]+/g, ' ').trim();

function isoDate(day: number, month: number, year: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d.toISOString().slice(0, 10);
}

function parseDate(m: RegExpExecArray): string | undefined {
  const g = m.slice(1);
  const monthOf = (name: string) => MONTH_NUMBER[name.toLowerCase().slice(0, 3)] ?? MONTH_NUMBER[name];
  if (g[0]) return isoDate(Number(g[0]), Number(g[1]), Number(g[2]));
  if (g[3]) return isoDate(Number(g[3]), monthOf(g[4]), Number(g[5]));
  if (g[6]) return isoDate(Number(g[7]), monthOf(g[6]), Number(g[8]));
  if (g[9]) return isoDate(Number(g[9]), monthOf(g[10]), Number(g[11]));
  return undefined;
}

/** The role of a date, read from the words around it in its sentence. */
function dateRole(sentence: string, at: number, length: number, inHead: boolean): DateRole {
  const before = sentence.slice(Math.max(0, at - 90), at);
  const after = sentence.slice(at + length, at + length + 140);
  if (/(?:on or before|not later than|till|until|\bby)\s*(?:the\s+)?$/iu.test(before) || /^\s*(?:तक|से पहले|से पूर्व)/u.test(after)) return 'deadline';
  if (/\b(?:appear\w*|hearing|posted|listed?|next date|adjourned|fixed for|presence|produce\w*)\b/iu.test(before) || /^[^।.]{0,90}(?:उपस्थित|हाज़िर|हाजिर|पेशी|सुनवाई)/u.test(after) || /(?:नियत|अगली)\s+(?:तिथि|तारीख)/u.test(before)) return 'hearing';
  if (/(?:from the date of|with effect from|w\.e\.f\.?|\bfrom)\b[^.]{0,40}$/iu.test(before) && !/\bdated\b/i.test(before.slice(-20))) return 'from';
  if (/(?:^|\s)(?:date(?: of order)?|dt\.?|order)\s*:?\s*$|दिनांक\s*:?\s*$|आदेश\s*$|^\s*$/iu.test(before) && inHead) return 'issued';
  if (/\bgiven under\b[^.]{0,80}$|\bthis\s*$/iu.test(before) || /^[^।]{0,80}जारी/u.test(after)) return 'issued';
  return 'event';
}

/** A piece of the sentence around a match: the clause it stands in, at most ~200 characters. */
function around(sentence: string, at: number, length: number, reach = 110): string {
  const start = Math.max(0, at - reach);
  const end = Math.min(sentence.length, at + length + reach);
  let piece = sentence.slice(start, end);
  if (start > 0) piece = `…${piece.slice(piece.indexOf(' ') + 1)}`;
  if (end < sentence.length) piece = `${piece.slice(0, piece.lastIndexOf(' '))}…`;
  return piece.trim();
}

function cleanName(raw: string): string {
  let name = raw.replace(/^[\s,.:;\d)(-]+/u, '').replace(/^(?:To|From|प्रति|द्वारा)\s*[,:]?\s*/iu, '');
  const end = NAME_END.exec(` ${name}`);
  if (end) name = ` ${name}`.slice(0, end.index).trim();
  return name.replace(/[\s,.:;]+$/u, '').trim();
}

const HONORIFIC_NAME = new RegExp(String.raw`${HONORIFIC}\s*(?:[A-Z][\w.&'’-]*|[\p{L}\p{M}]+)(?:\s+(?:[A-Z][\w.&'’-]*|[\p{L}\p{M}]+)){0,4}`, 'gu');

function partiesOf(paragraphs: Paragraph[], head: Paragraph[], language: 'en' | 'hi'): PartyFact[] {
  const out: PartyFact[] = [];
  // A cause title: "X ... Plaintiff Versus Y ... Defendant", "रामकली ... आवेदिका बनाम सर्वसाधारण".
  // The head read as one text: a cause title is often cut over paragraphs ("X ......" / "Plaintiff").
  const joined = head.map((p) => p.text).join(' ');
  const starts = head.map((_, i) => head.slice(0, i).reduce((n, p) => n + p.text.length + 1, 0));
  const paraAt = (at: number) => head[Math.max(0, starts.findLastIndex((s) => s <= at))];
  for (const m of joined.matchAll(PARTY)) {
    const piece = m[1].split(/\b(?:Versus|Vs\.?|V\/s\.?)(?:\s|$)|बनाम|विरुद्ध|(?:^|\s)\d+\.\s|\d{4}\s+|:\s/u).pop() ?? m[1];
    const name = cleanName(piece);
    if (name.length >= 3) out.push({ role: m[2], value: name, source: source(paraAt(m.index + m[0].length - m[2].length), m[0]) });
  }
  for (const p of head) {
    const versus = /(?:बनाम|Versus|Vs\.)\s+([^.…\n]{3,60}?)(?:\s*(?:\.{2,}|…)|$)/u.exec(p.text);
    if (versus && !out.some((o) => versus[1].includes(o.value))) {
      const name = cleanName(versus[1]);
      if (name.length >= 3 && !PARTY.test(versus[1])) out.push({ role: language === 'hi' ? 'विपक्ष' : 'other side', value: name, source: source(p, versus[0]) });
      PARTY.lastIndex = 0;
    }
  }
  // Letters: From / To / प्रति, the client of an advocate, the advocate, "For <firm>".
  head.forEach((p, i) => {
    const from = /^(?:From)\s*[:,-]\s*(.+)$/iu.exec(p.text);
    if (from) out.push({ role: 'from', value: cleanName(from[1]), source: source(p, p.text) });
    const to = /^(?:To|प्रति|सेवा में)(?![\p{L}\p{M}])\s*[:,-]?\s*(.*)$/iu.exec(p.text);
    if (to) {
      const body = to[1].trim() || head[i + 1]?.text || '';
      const list = body.split(/(?:^|\s)\d\.\s+/u).filter((s) => s.trim());
      for (const item of list.slice(0, 4)) {
        const name = cleanName(item);
        if (name.length >= 3) out.push({ role: 'to', value: name, source: source(to[1].trim() ? p : head[i + 1] ?? p, body) });
      }
    }
  });
  for (const p of paragraphs.slice(0, 20)) {
    const client = /(?:on behalf of|instructions? (?:from|of))\s+(?:my|our)\s+clients?,?\s+(.{3,80})/iu.exec(p.text) ?? /(?:अपनी|अपने|मेरी|मेरे)\s+(?:पक्षकार|मुवक्किल|मुवक्किला)\s+(.{3,60})/u.exec(p.text);
    if (client) out.push({ role: 'client', value: cleanName(client[1]), source: source(p, client[0]) });
    const borrower = new RegExp(String.raw`(${HONORIFIC}\s*[^()]{3,50}?)\s*\((Borrower|Co-borrower[^)]*|Guarantor|Mortgagor)\)`, 'gu');
    for (const m of p.text.matchAll(borrower)) out.push({ role: m[2], value: cleanName(m[1]), source: source(p, m[0]) });
  }
  const tail = paragraphs.slice(-4);
  for (const p of [...head.slice(0, 2), ...tail]) {
    // A signature block is short; "through an advocate" inside a sentence names nobody.
    const short = p.text.length <= 90;
    const adv = /\(?([A-Z][a-z]+(?:\s+[A-Z][a-z.]+){1,3})\)?\s+Advocate\b/u.exec(p.text) ?? (short ? /^अधिवक्ता\s+([\p{L}\p{M}]+\s+[\p{L}\p{M}]+)/u.exec(p.text) ?? /([\p{L}\p{M}]+\s+[\p{L}\p{M}]+)\s+अधिवक्ता$/u.exec(p.text) : null);
    if (adv) out.push({ role: 'advocate', value: adv[1].trim(), source: source(p, adv[0]) });
    const firm = /\bFor\s+((?:[A-Z][\w.&'-]*\s*){1,6})/u.exec(p.text);
    if (firm && tail.includes(p)) out.push({ role: 'from', value: firm[1].trim().replace(/\s+(?:[A-Z][a-z]+\s+[A-Z][a-z]+)$/, ''), source: source(p, firm[0]) });
  }
  // A letter with none of those: the people and firms the head names by title.
  if (!out.some((o) => o.role === 'to')) {
    for (const p of head) {
      for (const m of p.text.matchAll(HONORIFIC_NAME)) {
        const name = cleanName(m[0]);
        if (name.split(/\s+/).length >= 2 && !out.some((o) => o.value.includes(name) || name.includes(o.value))) out.push({ role: 'named', value: name, source: source(p, p.text) });
      }
    }
  }
  return uniqueBy(out.filter((o) => o.value.length >= 3 && o.value.length <= 90), (o) => `${o.role}|${fold(o.value)}`).slice(0, 10);
}

function actsOf(sentences: Sentence[]): Fact[] {
  const acts: Fact[] = [];
  for (const s of sentences) {
    for (const m of s.sentence.matchAll(ACT_EN)) {
      const words = m[0].replace(/^(?:(?:of|and|the|for|from|on|in|to|said|this|under|\(|\))\s+)+/iu, '').trim();
      if (/^(?:the\s+)?(?:said\s+)?(?:Act|Code|Sanhita)$/iu.test(words) || words.split(/\s+/).length < 2) continue;
      acts.push({ value: words, source: source(s, s.sentence) });
    }
    for (const m of s.sentence.matchAll(ACT_HI)) {
      const words = m[0].trim().split(/\s+/);
      const kept: string[] = [];
      for (let i = words.length - 1; i >= 0; i--) {
        const w = words[i];
        if (i < words.length - 2 && (ACT_HI_STOP.has(w) || /\d/.test(w) && !/^\d{4}$/.test(w))) break;
        kept.unshift(w);
      }
      const name = kept.join(' ').replace(/^(?:की|के|का)\s+/u, '');
      if (kept.length >= 2) acts.push({ value: name, source: source(s, s.sentence) });
    }
  }
  const folded = (s: string) => fold(s).replace(/,?\s*\d{4}$/, '');
  return uniqueBy(acts, (a) => folded(a.value)).filter((a, _, all) => !all.some((b) => b !== a && folded(b.value).endsWith(folded(a.value)) && b.value.length > a.value.length)).slice(0, 6);
}

const DECIDING_KINDS = new Set<PaperKind>(['bail-order', 'maintenance-order', 'mutation-order', 'judgment', 'order', 'warrant', 'other']);

export function extractPaperFacts(doc: ExtractedDocument, options: { lowConfidence?: number } = {}): PaperFacts {
  const paragraphs = paragraphsOf(doc);
  const language = paperLanguage(paragraphs);
  const head = headOf(paragraphs);
  const headSet = new Set(head.map((p) => p.paragraph));
  const sentences = sentencesIn(paragraphs);
  const { kind } = paperKind(paragraphs);

  const title = head.find((p) => p.text.length <= 200 && /\p{L}/u.test(p.text) && (p.text === p.text.toUpperCase() && /\p{Lu}/u.test(p.text) || /(?:notice|summons|order|judgment|agreement|नोटिस|सम्मन|समन|आदेश|निर्णय)/iu.test(p.text)));
  const authorityPara = head.find((p) => AUTHORITY.test(p.text) && p.text.length <= 220);

  const caseNumbers: Fact[] = [];
  for (const p of head.concat(paragraphs.slice(head.length, head.length + 4))) {
    for (const m of p.text.matchAll(CASE_NO)) {
      const value = m[0].replace(/^(?:[a-z][\w.]*\s+)+(?=\S)/u, '').trim();
      if (NOT_A_CASE.test(value) || /^(?:No|Nos|Number)\b/i.test(value) && !/\d{3,}|\/\d{4}/.test(value)) continue;
      caseNumbers.push({ value, source: source(p, p.text) });
    }
  }

  const amounts: Fact[] = [];
  const dates: DateFact[] = [];
  const periods: Fact[] = [];
  const sections: SectionFact[] = [];
  const asks: Fact[] = [];
  const decided: Fact[] = [];
  const conditions: Fact[] = [];
  for (const s of sentences) {
    for (const m of s.sentence.matchAll(AMOUNT)) amounts.push({ value: m[0].replace(/\s*\/-$/, '').trim(), source: source(s, around(s.sentence, m.index, m[0].length, 80)) });
    for (const m of s.sentence.matchAll(DATE)) {
      dates.push({ value: m[0], iso: parseDate(m), role: dateRole(s.sentence, m.index, m[0].length, headSet.has(s.paragraph)), source: source(s, around(s.sentence, m.index, m[0].length)) });
    }
    for (const m of s.sentence.matchAll(PERIOD)) periods.push({ value: m[0].trim(), source: source(s, around(s.sentence, m.index, m[0].length)) });
    for (const m of s.sentence.matchAll(SECTION)) sections.push({ value: m[0].trim(), source: source(s, around(s.sentence, m.index, m[0].length, 60)) });
    const text = s.sentence;
    if (DECIDES.test(text)) decided.push({ value: clip(text, 420), source: source(s, text) });
    else if (ASKS.test(text)) asks.push({ value: clip(text, 420), source: source(s, text) });
    for (const part of text.split(/(?=\((?:[ivx]+|[a-h])\)\s)/iu).slice(1)) if (CONDITION.test(part)) conditions.push({ value: clip(part.trim(), 240), source: source(s, part) });
  }
  // Only an order or a judgment decides; in a notice or a summons "you are directed to…" is what it asks.
  if (!DECIDING_KINDS.has(kind)) {
    asks.push(...decided.splice(0));
    asks.sort((a, b) => a.source.paragraph - b.source.paragraph);
  }
  const acts = actsOf(sentences);
  for (const sec of sections) {
    const after = sec.source.quote.slice(sec.source.quote.indexOf(sec.value) + sec.value.length, sec.source.quote.indexOf(sec.value) + sec.value.length + 120);
    sec.act = acts.find((a) => fold(after).includes(fold(a.value).slice(0, 20)))?.value;
  }
  const unclearPages = doc.pages.filter((p) => p.ocr && p.ocrConfidence !== undefined && p.ocrConfidence < (options.lowConfidence ?? 75)).map((p) => p.number);

  return {
    language,
    kind,
    title: title && { value: title.text, source: source(title, title.text) },
    authority: authorityPara && { value: clip(authorityPara.text, 200), source: source(authorityPara, authorityPara.text) },
    caseNumbers: uniqueBy(caseNumbers, (c) => fold(c.value)).slice(0, 5),
    parties: partiesOf(paragraphs, head, language),
    asks: uniqueBy(asks, (a) => a.value).slice(0, 5),
    decided: uniqueBy(decided, (a) => a.value).slice(0, 5),
    conditions: uniqueBy(conditions, (c) => c.value).slice(0, 8),
    amounts: uniqueBy(amounts, (a) => a.value.replace(/\D/g, '')).slice(0, 8),
    dates: uniqueBy(dates, (d) => d.iso ?? d.value).slice(0, 12),
    periods: uniqueBy(periods, (p) => fold(p.value)).slice(0, 6),
    sections: uniqueBy(sections, (s) => fold(s.value)).slice(0, 10),
    acts,
    unclearPages,
  };
}
