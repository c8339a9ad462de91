import { ContextTerm, Glossary, loadGlossaries, ReplaceContext, Sense } from './rules';

export { glossaryFrom, loadGlossaries } from './rules';
export type { ContextTerm, Glossary, ReplaceContext, Sense };

type Rule = { kind: 'replace'; plain: string; contexts: ReplaceContext[] } | { kind: 'explain'; senses: Sense[]; notAfter?: RegExp };

/** The glossaries of every language (libs/documents/content/glossary.*.yaml), read once at load. */
const GLOSSARIES = loadGlossaries();
/** Every explained term and its meaning, in all languages. */
export const EXPLANATIONS: [string, string][] = GLOSSARIES.flatMap((g) => g.explanations);
/** Every replaced phrase with its plain words and contexts, in all languages. */
export const REPLACEMENTS: [string, string, ReplaceContext[]][] = GLOSSARIES.flatMap((g) => g.replacements.map((r) => [r.term, r.plain, r.contexts] as [string, string, ReplaceContext[]]));
/** Every term whose meaning depends on the paper, in all languages. */
export const CONTEXT_TERMS: ContextTerm[] = GLOSSARIES.flatMap((g) => g.contextTerms);

/**
 * Bengali য়, ড় and ঢ় are each written as one code point or as the letter and a nukta, and papers use
 * both: a term is looked up and matched in either (only these three, so Hindi's ज़ is matched as written).
 */
const BENGALI_NUKTA: [one: string, two: string][] = [['\u09DF', '\u09AF\u09BC'], ['\u09DC', '\u09A1\u09BC'], ['\u09DD', '\u09A2\u09BC']];

/** Lookup key of a matched phrase: case, line breaks, curly apostrophes and how য় is encoded do not matter. */
const keyOf = (s: string) => BENGALI_NUKTA.reduce((k, [one, two]) => k.replaceAll(one, two), s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' '));

const RULES = new Map<string, Rule>();
const add = (term: string, rule: Rule) => {
  if (RULES.has(keyOf(term))) throw new Error(`glossary term listed twice: ${term}`);
  RULES.set(keyOf(term), rule);
};
for (const g of GLOSSARIES) {
  for (const { term, plain, contexts } of g.replacements) add(term, { kind: 'replace', plain, contexts });
  for (const [term, meaning] of g.explanations) add(term, { kind: 'explain', senses: [{ meaning }] });
  for (const { term, senses, notAfter } of g.contextTerms) add(term, { kind: 'explain', senses, notAfter });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A PDF may break a phrase across lines or type "hon’ble": spaces match any whitespace, ' either apostrophe.
const phrase = (term: string) =>
  BENGALI_NUKTA.reduce((p, [one, two]) => p.replaceAll(two, `(?:${two}|${one})`), escape(term).replace(/'/g, "['’]").replace(/\s+/g, '\\s+'));
/**
 * Bengali writes a noun's case ending and article on the word itself ("জামিনের", "হলফনামায়", "মামলাটি"),
 * where Hindi writes a separate word ("ज़मानत की"): a Bengali term is found with one of these endings
 * after it. Only Bengali letters, so an English or Hindi term is matched exactly as before; য় is listed
 * in both its encodings.
 */
const BENGALI_ENDINGS = ['গুলির', 'গুলোর', 'গুলিকে', 'গুলোকে', 'গুলি', 'গুলো', 'দের', 'টির', 'টার', 'টিকে', 'টাকে', 'টিতে', 'টাতে', 'টি', 'টা', 'কে', 'তে', 'েতে', 'ের', 'এর', 'রা', 'েরা', 'র', 'ে', 'এ', '\u09DFের', '\u09DF', '\u09AF\u09BCের', '\u09AF\u09BC']
  .sort((a, b) => b.length - a.length)
  .join('|');

/**
 * Every term in one alternation, longest first: at each position the regex takes the longest term
 * that matches there, and a matched span is consumed whole, so "ex parte decree" wins over
 * "ex parte" and "custody" inside "judicial custody" is never looked at on its own. The
 * boundaries also work next to dots and apostrophes ("viz.", "hon'ble"), skip words inside
 * snake_case names such as a draft's {{custody_since}}, and count Devanagari vowel signs (marks) as
 * part of a word, so "वाद" is never found inside "वादी" or "प्रतिवादी". A Bengali word may end in a
 * case ending (BENGALI_ENDINGS): the term is found with it and the ending kept.
 */
const TERMS = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_])(${alternation([...RULES.keys()])})(${BENGALI_ENDINGS})?(?![\\p{L}\\p{M}\\p{N}_])`, 'giu');

/** Terms grouped by first letter, longest first within a group: the regex tries only one group per word. */
function alternation(terms: string[]): string {
  const groups = new Map<string, string[]>();
  for (const term of terms) groups.set(term[0], [...(groups.get(term[0]) ?? []), term]);
  return [...groups]
    .map(([first, group]) => `${escape(first)}(?:${group.sort((a, b) => b.length - a.length).map((t) => phrase(t.slice(1))).join('|')})`)
    .join('|');
}

function keepCase(original: string, plain: string): string {
  return original[0] === original[0].toUpperCase() && original[0] !== original[0].toLowerCase() ? plain[0].toUpperCase() + plain.slice(1) : plain;
}

/** How many of a sense's cue words occur in a piece of text. */
const hits = (cues: RegExp, scope: string) => scope.match(cues)?.length ?? 0;

/** The sense whose cues clearly outnumber the others' in `scope`, if one does. */
function strongest(senses: Sense[], scope: string): Sense | undefined {
  let best: Sense | undefined;
  let bestHits = 0;
  let tied = false;
  for (const sense of senses) {
    if (!sense.cues) continue;
    const n = hits(sense.cues, scope);
    if (n > bestHits) [best, bestHits, tied] = [sense, n, false];
    else if (n === bestHits && n > 0) tied = true;
  }
  return tied ? undefined : best;
}

/** The paragraph around a match, at most `reach` characters either side: what "near" means. */
function surroundings(text: string, at: number, length: number, reach = 300): string {
  const start = Math.max(text.lastIndexOf('\n\n', at) + 1, at - reach);
  const next = text.indexOf('\n\n', at + length);
  const end = Math.min(next === -1 ? text.length : next, at + length + reach);
  return text.slice(start, end);
}

/** The plain words for a replacement here: the first context that fits the words around it, else the usual ones. */
function plainAt(rule: Extract<Rule, { kind: 'replace' }>, text: string, at: number, match: string): string | null {
  const length = match.length;
  const before = text.slice(Math.max(0, at - 40), at);
  const after = text.slice(at + length, at + length + 40);
  const upper = match === match.toUpperCase() && /\p{Lu}/u.test(match);
  const fits = rule.contexts.find((c) => (!c.upper || upper) && (!c.next || c.next.test(after)) && (!c.after || c.after.test(before)));
  return fits ? fits.plain : rule.plain;
}

const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}]+/gu, '');
const isHeading = (paragraph: string, match: string) => letters(paragraph) === letters(match);

/**
 * Plain-language rewrite: jargon phrases are replaced; terms of art are kept and explained in
 * brackets the first time they appear, in the sense the context shows. One pass over the
 * original text, so nothing we insert is matched again. Returns the text and the terms changed.
 */
export function simplifyText(text: string): { text: string; replaced: string[]; explained: string[]; meanings: { term: string; meaning: string }[] } {
  const replaced = new Set<string>();
  const meanings: { term: string; meaning: string }[] = [];
  const explained = new Set<string>();
  const explainedSenses = new Set<Sense>();
  // The whole document's verdict per term, worked out once: the fallback when a paragraph is silent.
  const documentSense = new Map<Rule, Sense | undefined>();

  const senseAt = (rule: Extract<Rule, { kind: 'explain' }>, at: number, length: number): Sense | undefined => {
    const { senses } = rule;
    if (senses.length === 1 && !senses[0].cues) return senses[0];
    const following = text.slice(at + length, at + length + 60);
    const named = senses.find((s) => s.next?.test(following));
    if (named) return named;
    const local = strongest(senses, surroundings(text, at, length));
    if (local) return local;
    if (!documentSense.has(rule)) documentSense.set(rule, strongest(senses, text) ?? senses.find((s) => !s.cues));
    return documentSense.get(rule);
  };

  const out = text.replace(TERMS, (whole: string, match: string, ending: string | undefined, at: number) => {
    const rule = RULES.get(keyOf(match));
    if (!rule) return whole;
    if (rule.kind === 'replace') {
      // A replaced word with an ending is left alone: the plain words may need another ending.
      if (ending) return whole;
      const plain = plainAt(rule, text, at, match);
      if (plain === null) return match;
      replaced.add(keyOf(match));
      return keepCase(match, plain);
    }
    // Every meaning already given (the usual case for a repeated term): no need to read the context.
    if (rule.senses.every((s) => !s.meaning || explainedSenses.has(s))) return whole;
    // The document explains the term itself, "FIR (First Information Report)": leave it.
    if (text.startsWith(' (', at + whole.length)) return whole;
    if (rule.notAfter?.test(text.slice(Math.max(0, at - 40), at))) return whole;
    // A heading that is just the term ("5. Probation"): explain it where the text uses it instead.
    if (isHeading(surroundings(text, at, whole.length), whole)) return whole;
    const sense = senseAt(rule, at, whole.length);
    if (!sense?.meaning || explainedSenses.has(sense)) return whole;
    explainedSenses.add(sense);
    explained.add(keyOf(match));
    meanings.push({ term: match, meaning: sense.meaning });
    return `${whole} (${sense.meaning})`;
  });
  return { text: out, replaced: [...replaced], explained: [...explained], meanings };
}
