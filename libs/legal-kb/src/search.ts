/**
 * Retrieval over the knowledge base with MiniSearch. People describe situations in their own
 * words, in English, romanised Hindi or Bengali, Devanagari or Bengali script, so the keyword/synonym fields weigh most, then
 * titles and section numbers; summaries only break ties. Terms go through text.ts on both sides,
 * so "stealing"/"steals", "chori"/"चोरी" meet.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { isBanglish } from '@lexmitra/contracts';
import { withBanglishMeanings, readsAsBanglish } from './bengali';
import { bengaliSoundText } from './bengali-sound';
import { indexedRef } from './format';
import { EXAMPLES } from './entries';
import { foldText, indexTerm, processTerm, senseOfWords, STOP } from './text';

/** Examples are whole sentences, many per entry: their words count for less than chosen keywords. */
const EXAMPLES_BOOST = 2;

const BENGALI = /\p{Script=Bengali}/u;
/** Bengali in its script or typed in Latin letters ("amar bariwala taka dicche na"). */
const inBengali = (text: string) => BENGALI.test(text) || readsAsBanglish(text);
/**
 * An example's field is chosen by the script and the shared word lists alone: the few short Banglish
 * examples the wider reading would move stay where English questions have been ranked against them.
 */
const exampleInBengali = (text: string) => BENGALI.test(text) || isBanglish(text);
/**
 * The fields an English or Hindi question is searched in: all but the Bengali examples, so that a
 * romanised Bengali example's words ("bari", "taka", "police") do not rank English and Hinglish stories.
 */
const NOT_BENGALI_FIELDS = ['title', 'keywords', 'examples', 'refs', 'summary'];
/** A Bengali question's fields: all but the sound keys, which are searched as keys (SOUND_SEARCH). */
const BENGALI_FIELDS = [...NOT_BENGALI_FIELDS, 'examplesBengali'];
/** What the sound keys weigh: spelling variants are a weaker sign than a word met as written. */
const SOUND_BOOST = 1;
const SOUND_SEARCH: SearchOptions = { fields: ['bengaliSound'], boost: { bengaliSound: SOUND_BOOST }, processTerm: (t: string) => t, prefix: false, fuzzy: false };

/** What a fully matched two-word keyword phrase adds to an entry's score (MiniSearch scores run to a few hundred). */
const PHRASE_BONUS = 60;
import type { LegalEntry } from './types';

interface Doc {
  id: string;
  title: string;
  keywords: string;
  examples: string;
  /**
   * Examples in Bengali, in its script or in Latin letters: a field of their own so that their length does
   * not weigh on the others' words, searched only for a question in Bengali.
   */
  examplesBengali: string;
  /** The Bengali keywords and examples (script and Latin letters) as loose sound keys (bengali-sound.ts). */
  bengaliSound: string;
  refs: string;
  summary: string;
}

/**
 * Words that deny what follows: "no cheque, only messages" does not bring a cheque into the story,
 * so an entry whose defining element that is stays out.
 */
const DENIED = /(?:^|\s)(?:no|without|not|never|bina|koi nahi)\s+(?:a\s+|any\s+)?$/;
/** Whether `word` occurs at a word start in the folded text, other than right after a denial. */
function stated(folded: string, word: string): boolean {
  for (let at = folded.indexOf(` ${word}`); at >= 0; at = folded.indexOf(` ${word}`, at + 1)) {
    if (!DENIED.test(folded.slice(Math.max(0, at - 20), at + 1))) return true;
  }
  return false;
}

export interface KbHit {
  entry: LegalEntry;
  score: number;
}

export class LegalKbIndex {
  private readonly search: MiniSearch<Doc>;
  private readonly byId = new Map<string, LegalEntry>();
  /** `onlyIf` word starts in the folded form the question is compared in. */
  private readonly onlyIf = new Map<string, string[]>();
  /** Each entry's keyword phrases of two or more words, as folded words. */
  private readonly phrases = new Map<string, string[][]>();
  /** The phrases written in Bengali script (keywords.bn), whose words a Bengali question may order freely. */
  private readonly bengaliPhrases = new WeakSet<string[]>();

  constructor(readonly entries: readonly LegalEntry[]) {
    this.search = new MiniSearch<Doc>({
      fields: ['title', 'keywords', 'examples', 'examplesBengali', 'bengaliSound', 'refs', 'summary'],
      storeFields: [],
      // The sound field holds keys already (docOf); every other field is read by text.ts.
      processTerm: (term, field) => (field === 'bengaliSound' ? term : indexTerm(term)),
      searchOptions: {
        processTerm,
        boost: { keywords: 3, examples: EXAMPLES_BOOST, examplesBengali: EXAMPLES_BOOST, title: 2, refs: 2, summary: 0.5 },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
        combineWith: 'OR',
        // Keyword lists differ in length by design (theft has 24 phrasings, stolen-property 5): a long list
        // must not dilute each of its words, so field length counts for little.
        bm25: { k: 1.2, b: 0.25, d: 0.5 },
      },
    });
    for (const e of entries) {
      this.byId.set(e.id, e);
      if (e.onlyIf) this.onlyIf.set(e.id, e.onlyIf.map(foldText));
      const phrases = allKeywords(e).map((k) => {
        const p = foldText(k).split(' ').filter((w) => w && !STOP.has(w));
        if (BENGALI.test(k)) this.bengaliPhrases.add(p);
        return p;
      });
      this.phrases.set(e.id, phrases.filter((p) => p.length >= 2));
    }
    this.search.addAll(entries.map((e) => docOf(e, EXAMPLES[e.id] ?? [])));
  }

  /**
   * Word-by-word scoring lets one incidental word ("wait", "took") outweigh the point of a long
   * story. A keyword phrase whose words the question uses in the same order, close together (any
   * spelling text.ts folds together), is a much stronger sign, and more so the longer the phrase.
   * Order matters: "phone chori" is a theft, "chori ka phone" a stolen phone bought. The three best
   * phrases of an entry count, so an entry cannot win on a long list of near-synonyms.
   */
  private addPhraseBonus(scores: Map<string, number>, text: string, weight: number): void {
    const words = foldText(text).split(' ').filter((w) => w.length > 1 && !STOP.has(w));
    // Bengali orders a sentence freely ("থানা অভিযোগ নিচ্ছে না", "অভিযোগ থানা নিচ্ছে না"): its own phrases count in any order.
    const bengali = inBengali(text);
    if (!words.length) return;
    for (const [id, phrases] of this.phrases) {
      const matched = phrases.filter((p) => (bengali && this.bengaliPhrases.has(p) ? together(p, words) : inOrder(p, words))).map((p) => PHRASE_BONUS * p.length ** 1.5).sort((a, b) => b - a);
      if (!matched.length) continue;
      const bonus = matched.slice(0, 3).reduce((a, b) => a + b, 0) * weight;
      scores.set(id, (scores.get(id) ?? 0) + bonus);
    }
  }

  /**
   * The entry indexed again with other examples: the Bengali leave-one-out measure (eval/loo-bengali.ts)
   * asks each example of an index that lacks it, without building the whole index again.
   */
  reindexExamples(id: string, examples: readonly string[]): void {
    this.search.replace(docOf(this.byId.get(id)!, examples));
  }

  get(id: string): LegalEntry | undefined {
    return this.byId.get(id);
  }

  /**
   * Entries for a question, best first. Earlier turns of the conversation count at a lower weight
   * so a follow-up ("what if he doesn't pay?") keeps its subject. Weak tails are cut relative to
   * the best hit, so a clear question does not drag in everything that shares one word.
   */
  find(question: string, context: string[] = [], limit = 12, cut = 0.1, contextWeight = 0.35): KbHit[] {
    const scores = new Map<string, number>();
    const tally = (results: { id: unknown; score: number }[], weight: number) => {
      for (const r of results) scores.set(String(r.id), (scores.get(String(r.id)) ?? 0) + r.score * weight);
    };
    const add = (text: string, weight: number) => {
      if (!text.trim()) return;
      const banglish = readsAsBanglish(text);
      const bengali = banglish || BENGALI.test(text);
      // Banglish words meet the keywords through their meanings too (bengali.ts), as Bengali script's do.
      tally(this.search.search(senseOfWords(banglish ? withBanglishMeanings(text) : text), { fields: bengali ? BENGALI_FIELDS : NOT_BENGALI_FIELDS }), weight);
      // A Bengali question's words by their sound meet the Bengali keywords and examples however spelt.
      if (bengali) tally(this.search.search(bengaliSoundText(senseOfWords(text), banglish), SOUND_SEARCH), weight);
    };
    add(question, 1);
    context.slice(-3).forEach((text, i, all) => add(text, contextWeight * ((i + 1) / all.length)));
    this.addPhraseBonus(scores, readsAsBanglish(question) ? withBanglishMeanings(question) : question, 1);
    context.slice(-3).forEach((text, i, all) => this.addPhraseBonus(scores, text, contextWeight * ((i + 1) / all.length)));
    const said = ` ${foldText([question, ...context].join(' '))} `;
    const ranked = [...scores.entries()]
      .filter(([id]) => {
        const only = this.onlyIf.get(id);
        return !only || only.some((w) => stated(said, w));
      })
      .sort((a, b) => b[1] - a[1]);
    const top = ranked[0]?.[1] ?? 0;
    return ranked
      .filter(([, s]) => s >= top * cut)
      .slice(0, limit)
      .map(([id, score]) => ({ entry: this.byId.get(id)!, score }));
  }
}

/** An entry as the index holds it ("check" as a verb is read as "verify" on both sides: text.ts senseOfWords). */
function docOf(e: LegalEntry, examples: readonly string[]): Doc {
  return {
    id: e.id,
    title: senseOfWords(e.title),
    keywords: allKeywords(e).map(senseOfWords).join(' '),
    examples: examples.filter((x) => !exampleInBengali(x)).map(senseOfWords).join(' '),
    examplesBengali: examples.filter(exampleInBengali).map(senseOfWords).join(' '),
    bengaliSound: [...(e.keywordsIn?.bn ?? []), ...examples.filter(exampleInBengali)].map((x) => bengaliSoundText(x)).join(' '),
    refs: [...e.sections, ...(e.replaces ?? [])].map((r) => `${indexedRef(r)} ${r.act} ${r.section}`).join(' '),
    summary: senseOfWords(e.summary),
  };
}

/** An entry's keywords in every language: romanised, Devanagari, Bengali script. */
const allKeywords = (e: LegalEntry): string[] => [...e.keywords, ...(e.keywordsIn ? Object.values(e.keywordsIn).flat() : (e.keywordsHi ?? []))];

/** Every word of a phrase found, in any order, within a span of the phrase's length and three more words. */
function together(phrase: string[], words: string[]): boolean {
  const matches = (q: string, w: string) => q === w || (w.length >= 4 && q.startsWith(w));
  const span = phrase.length + 3;
  for (let start = 0; start < words.length; start++) {
    const window = words.slice(start, start + span);
    if (matches(words[start], phrase[0]) || phrase.some((w) => matches(words[start], w))) {
      if (phrase.every((w) => window.some((q) => matches(q, w)))) return true;
    }
  }
  return false;
}

/** Words of a phrase found in the same order, at most two other words between neighbours. */
function inOrder(phrase: string[], words: string[]): boolean {
  const matches = (q: string, w: string) => q === w || (w.length >= 4 && q.startsWith(w));
  for (let start = 0; start < words.length; start++) {
    if (!matches(words[start], phrase[0])) continue;
    let at = start;
    let ok = true;
    for (const w of phrase.slice(1)) {
      let next = -1;
      for (let j = at + 1; j <= Math.min(words.length - 1, at + 3); j++) if (matches(words[j], w)) { next = j; break; }
      if (next < 0) { ok = false; break; }
      at = next;
    }
    if (ok) return true;
  }
  return false;
}
