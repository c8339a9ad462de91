/**
 * The in-memory case index: BM25+ (engine.ts) over title, parties, citation, court, description,
 * subjects and text with zone boosts, prefix matching, typo tolerance on names and rare words, a
 * phrase boost (or a phrase requirement for "quoted words"), filters by court and year, paging.
 */
import { AskAnswer, AskRequest, CaseResult, CasesMeta, Judgment } from '@lexmitra/contracts';
import { Engine, Hit, MAX_QUERY_WORDS, QueryWord } from './engine';
import { benchHas, judgeQueryWords, nameWords } from './judges';
import { highlights, paragraphHits, phraseKey, terms } from './text';
import { FILLER, splitUnits, topicRetry, unitTerms } from './units';

/** A case as the index keeps it: the import record with its parties always listed. */
export type IndexedCase = Judgment & { parties: string[] };

/**
 * Five zones rather than one field per attribute: title and parties carry the same words anyway.
 * Boosts: names and citation/court 3, summary and subjects 1.5, the long text 1.
 */
const ZONES = ['names', 'cite', 'summary', 'tags', 'text'] as const;
type Zone = (typeof ZONES)[number];
const BOOST: Record<Zone, number> = { names: 3, cite: 3, summary: 1.5, tags: 1.5, text: 1 };
const zoneText: Record<Zone, (d: IndexedCase) => string> = {
  names: (d) => `${d.title} ${d.parties.join(' ')}`,
  cite: (d) => `${d.citation ?? ''} ${d.neutral_citation ?? ''} ${(d.citations ?? []).join(' ; ')} ${d.court}`,
  summary: (d) => d.description,
  tags: (d) => (d.tags ?? []).join(' . '),
  text: (d) => d.text ?? '',
};
/** The short zones' texts (all but the full text): OpenSearch's `units` field reads the same (case-mapping.ts). */
export const shortZoneTexts = (doc: IndexedCase): string[] => ZONES.filter((z) => z !== 'text').map((z) => zoneText[z](doc));
/** Candidates that get the phrase check before paging. */
const PHRASE_WINDOW = 40;
/**
 * Words in more than this share of cases ("petition", "court") get no typo or prefix expansion and,
 * in a query with rarer words, do not bring documents in on their own (as Lucene's common-terms query).
 */
const COMMON_SHARE = 0.04;
const COMMON_MIN_DOCS = 200;
/** Replaced cases leave dead postings behind; past this share of them the engine is rebuilt. */
const DEAD_SHARE = 0.25;

/** Each zone's words plus one term per statute reference and citation it holds (units.ts). */
const zonesOf = (doc: IndexedCase) =>
  ZONES.map((z) => {
    const text = zoneText[z](doc);
    return [...terms(text), ...unitTerms(text)];
  });
/**
 * A correction of two edits must keep the word's consonants ("Menaka" → Maneka, "Ghandi" → Gandhi,
 * "Visakha" → Vishaka); "Rangappa" → Rajappa changes them, and is another person, not a typo.
 */
const skeleton = (w: string) => w.replace(/h/g, '').replace(/[aeiouy]/g, '').replace(/(.)\1+/g, '$1');
const plausible = (typed: string) => (term: string, distance: number) => distance < 2 || !/^[a-z]+$/.test(typed) || skeleton(term) === skeleton(typed);
/**
 * Phrases match inside one short field (or one tag), never across a boundary (each key is padded
 * with spaces and the keys are joined by a line break) and not in the long text, whose size would
 * make the check costly.
 */
const phraseKeysOf = (doc: IndexedCase) =>
  [doc.title, ...doc.parties, doc.citation ?? '', doc.description, ...(doc.tags ?? [])].map(phraseKey).join('\n');

/**
 * The cited-by prior: a case's score is multiplied by 1 + weight × ln(1 + cited-by count), within the
 * candidates the engine returns. Measured on a corpus whose judgments cite each other
 * (test/cited-by.spec.ts): without it, judgments that cite a landmark by name crowd the landmark
 * (relevance MRR 0.954 → 0.890); with it MRR is back to 0.940 and the advocate set is unchanged.
 * Small weights (0.05-0.2) measured the same; the default is in the middle of them.
 */
export const DEFAULT_CITED_BY_WEIGHT = 0.1;

export interface CaseIndexOptions {
  citedByWeight?: number;
}

const NO_BENCH: string[][] = [];
/** The bench and the author, each judge as words (most cases of a summary corpus name none). */
const benchOf = (doc: IndexedCase): string[][] => {
  const names = [...(doc.judges ?? []), ...(doc.author_judge ? [doc.author_judge] : [])];
  return names.length ? names.map(nameWords) : NO_BENCH;
};

export class CaseIndex {
  private engine = new Engine(ZONES.map((z) => BOOST[z]));
  private readonly citedByWeight: number;
  /** Cited-by counts by case id (citedByCounts in cited-by.ts), for the prior. */
  private citedBy: ReadonlyMap<string, number> = new Map();

  constructor(options: CaseIndexOptions = {}) {
    this.citedByWeight = options.citedByWeight ?? DEFAULT_CITED_BY_WEIGHT;
  }

  /** The corpus's cited-by counts; used only when the prior's weight is above 0. */
  setCitedBy(counts: ReadonlyMap<string, number>): void {
    this.citedBy = counts;
  }
  /** By ordinal; null once replaced. */
  private byOrdinal: (IndexedCase | null)[] = [];
  /** By ordinal: year and lower-cased court for the filters, phrase keys of the short fields. */
  private years: number[] = [];
  private courts: string[] = [];
  /** By ordinal: each judge's words (judges.ts) and the lower-cased disposal, for the judge and disposal filters. */
  private judges: string[][][] = [];
  private disposals: string[] = [];
  private phraseKeys: string[] = [];
  private readonly ordinalOf = new Map<string, number>();

  get size(): number {
    return this.ordinalOf.size;
  }

  /** Adds or replaces (a changed case_id keeps one entry). */
  upsert(doc: IndexedCase): void {
    const before = this.ordinalOf.get(doc.case_id);
    if (before !== undefined) {
      this.engine.remove(before, zonesOf(this.byOrdinal[before]!));
      this.byOrdinal[before] = null;
      this.phraseKeys[before] = '';
    }
    const ordinal = this.engine.add(zonesOf(doc));
    this.byOrdinal[ordinal] = doc;
    this.years[ordinal] = Number(doc.date.slice(0, 4));
    this.courts[ordinal] = doc.court.toLowerCase();
    this.judges[ordinal] = benchOf(doc);
    this.disposals[ordinal] = (doc.disposal ?? '').toLowerCase();
    this.phraseKeys[ordinal] = phraseKeysOf(doc);
    this.ordinalOf.set(doc.case_id, ordinal);
    if (this.engine.ordinals > 1000 && this.engine.ordinals - this.engine.size > this.engine.ordinals * DEAD_SHARE) this.compact();
  }

  private compact(): void {
    const live = this.byOrdinal.filter((d): d is IndexedCase => d !== null);
    this.engine = new Engine(ZONES.map((z) => BOOST[z]));
    this.byOrdinal = [];
    this.years = [];
    this.courts = [];
    this.judges = [];
    this.disposals = [];
    this.phraseKeys = [];
    this.ordinalOf.clear();
    for (const doc of live) this.upsert(doc);
  }

  private isCommon(term: string): boolean {
    return this.engine.documentFrequency(term) > Math.max(COMMON_MIN_DOCS, this.size * COMMON_SHARE);
  }

  /** A search; when its statute references or citations find nothing at all, their topics instead (units.ts topicRetry). */
  query(req: AskRequest): AskAnswer {
    const answer = this.find(req);
    const retry = topicRetry(req, answer.total);
    return retry ? this.find(retry) : answer;
  }

  private find(req: AskRequest): AskAnswer {
    const { text, phrases } = splitPhrases(req.query);
    const { units, rest, marks } = splitUnits(text);
    const queryTerms = [...new Set(terms(rest))];
    const page = req.page ?? 1;
    const pageSize = req.pageSize ?? 10;
    // Nothing to look for, or only words that bring no case in on their own ("section", "Act").
    if (!units.length && queryTerms.every((t) => FILLER.has(t))) return { cases: [], total: 0, page, pageSize };

    const court = req.court?.toLowerCase();
    const judge = req.judge ? judgeQueryWords(req.judge) : [];
    const disposal = req.disposal?.toLowerCase();
    const { yearFrom, yearTo } = req;
    const accept =
      court || yearFrom || yearTo || judge.length || disposal
        ? (ordinal: number) => {
            const year = this.years[ordinal];
            return (
              !(court && this.courts[ordinal] !== court) &&
              !(yearFrom && year < yearFrom) &&
              !(yearTo && year > yearTo) &&
              !(judge.length && !benchHas(this.judges[ordinal], judge)) &&
              !(disposal && this.disposals[ordinal] !== disposal)
            );
          }
        : null;
    const last = queryTerms[queryTerms.length - 1];
    const unitWords: QueryWord[] = units.map(({ term, alternatives }) => ({ term, alternatives, fuzzy: 0, prefix: false, common: false }));
    const words: QueryWord[] = queryTerms.map((term) => {
      const common = FILLER.has(term) || this.isCommon(term);
      const known = this.engine.documentFrequency(term) > 0;
      // Letters, not code units: in Indian scripts every matra and virama is a code unit of its own,
      // so "कुमारी" is one edit from "कुमार" and "सनत" two from "सुनीता". Their words are measured
      // without marks and get at most one edit.
      const letters = term.replace(/\p{M}/gu, '').length;
      const maxEdits = letters === term.length ? 2 : 1;
      return {
        term,
        common,
        // Typo tolerance: up to 2 edits for words the corpus does not know ("Puttuswamy"), 1 for rare
        // known words ("Indira" also finds Indra); common words stay exact...
        fuzzy: letters < 4 || common ? 0 : Math.min(maxEdits, !known ? (letters >= 5 ? 2 : 1) : letters >= 5 ? 1 : 0),
        // ...and prefix matching for the word being typed.
        prefix: term === last && term.length >= 3 && !common,
        accept: plausible(term),
      };
    });
    words.unshift(...unitWords);

    const has = (ordinal: number, key: string) => this.phraseKeys[ordinal].includes(key);
    const keys = phrases.map((p) => ` ${terms(p).join(' ')} `).filter((k) => k.trim());
    // A "quoted phrase" may stand in the full text too: read only for the few cases holding its words.
    const inText = (ordinal: number, key: string) => {
      const text = this.byOrdinal[ordinal]?.text;
      return !!text && phraseKey(text).includes(key);
    };
    const must = keys.length ? (ordinal: number) => keys.every((k) => has(ordinal, k) || inText(ordinal, k)) : undefined;

    const { hits, total, termsOf } = this.engine.search(words, accept, page * pageSize + PHRASE_WINDOW, must);
    if (this.citedByWeight > 0) {
      for (const h of hits) h.score *= 1 + this.citedByWeight * Math.log1p(this.citedBy.get(this.byOrdinal[h.doc]!.case_id) ?? 0);
      hits.sort((a, b) => b.words - a.words || b.score - a.score || a.doc - b.doc);
    }
    if (queryTerms.length > 1) {
      const whole = ` ${queryTerms.join(' ')} `;
      const top = hits.slice(0, PHRASE_WINDOW);
      // Only a case holding every word can hold the whole phrase.
      for (const h of top) if (h.words >= Math.min(words.length, MAX_QUERY_WORDS) && has(h.doc, whole)) h.score *= 2;
      top.sort((a, b) => b.words - a.words || b.score - a.score || a.doc - b.doc);
      hits.splice(0, top.length, ...top);
    }
    const cases = hits.slice((page - 1) * pageSize, page * pageSize).map((h) => this.toResult(h, [...termsOf(h.doc), ...marks]));
    return { cases, total, page, pageSize };
  }

  private toResult(h: Hit, terms: string[]): CaseResult {
    const doc = this.byOrdinal[h.doc]!;
    const matched = new Set(terms);
    const marks = highlights([doc.description], matched);
    // The full text's best paragraphs, with their numbers: the judgment page scrolls to them.
    const passages = doc.text ? paragraphHits(doc.text, matched) : [];
    if (!marks.length && !passages.length) marks.push(...highlights([doc.title, doc.citation ?? ''], matched, 1));
    return {
      case_id: doc.case_id,
      court: doc.court,
      date: doc.date,
      description: doc.description,
      title: doc.title,
      ...(doc.citation ? { citation: doc.citation } : {}),
      ...(doc.neutral_citation ? { neutral_citation: doc.neutral_citation } : {}),
      ...(doc.source ? { source: doc.source } : {}),
      score: Math.round(h.score * 1000) / 1000,
      highlights: marks,
      ...(passages.length ? { passages } : {}),
    };
  }

  meta(): CasesMeta {
    const courts = new Map<string, number>();
    let yearMin: number | null = null;
    let yearMax: number | null = null;
    for (const doc of this.byOrdinal) {
      if (!doc) continue;
      courts.set(doc.court, (courts.get(doc.court) ?? 0) + 1);
      const year = Number(doc.date.slice(0, 4));
      yearMin = yearMin === null ? year : Math.min(yearMin, year);
      yearMax = yearMax === null ? year : Math.max(yearMax, year);
    }
    return {
      total: this.size,
      courts: [...courts].map(([court, count]) => ({ court, count })).sort((a, b) => b.count - a.count || a.court.localeCompare(b.court)),
      yearMin,
      yearMax,
    };
  }
}

/** `"basic structure" amendment` → phrases ["basic structure"], text `basic structure amendment`. */
export function splitPhrases(query: string): { text: string; phrases: string[] } {
  const phrases = [...query.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  return { text: query.replace(/"/g, ' ').trim(), phrases };
}
