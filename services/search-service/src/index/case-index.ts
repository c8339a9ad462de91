/**
 * The in-memory case index: the query plan (query/plan.ts, by the rules of query/definition.ts)
 * compiled for the BM25+ engine (engine.ts) over the definition's zones, with the phrase bonus (or
 * the phrase requirement of "quoted words"), the plan's filters, the cited-by prior and paging.
 */
import type { AskAnswer, CaseResult, CasesMeta } from '@lexmitra/contracts';
import { BONUSES, plausibleTypo, ZONES, type IndexedCase } from '../query/definition';
import { planQuery, type CaseSearch, type PlannedFilters, type QueryPlan } from '../query/plan';
import { Engine, Hit, MAX_QUERY_WORDS, QueryWord } from './engine';
import { benchHas, nameWords } from './judges';
import { highlights, paragraphHits, phraseKey, terms } from './text';
import { topicRetry, unitTerms } from './units';

export type { IndexedCase };

/** Each zone's boost, in the order of the zones (definition.ts). */
const ZONE_BOOSTS = ZONES.map((z) => z.boost);
/** Replaced cases leave dead postings behind; past this share of them the engine is rebuilt. */
const DEAD_SHARE = 0.25;

/** Each zone's words plus one term per statute reference and citation it holds (units.ts). */
const zonesOf = (doc: IndexedCase) =>
  ZONES.map((z) => {
    const text = z.text(doc);
    return [...terms(text), ...unitTerms(text)];
  });
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
  private engine = new Engine(ZONE_BOOSTS);
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
    this.engine = new Engine(ZONE_BOOSTS);
    this.byOrdinal = [];
    this.years = [];
    this.courts = [];
    this.judges = [];
    this.disposals = [];
    this.phraseKeys = [];
    this.ordinalOf.clear();
    for (const doc of live) this.upsert(doc);
  }

  /** A search; when its statute references or citations find nothing at all, their topics instead (units.ts topicRetry). */
  query(req: CaseSearch): AskAnswer {
    const answer = this.find(req);
    const retry = topicRetry(req, answer.total);
    return retry ? this.find(retry) : answer;
  }

  private find(req: CaseSearch): AskAnswer {
    const plan = planQuery(req, (term) => ({ docs: this.engine.documentFrequency(term), corpus: this.size }));
    if (!plan) return { cases: [], total: 0, page: req.page ?? 1, pageSize: req.pageSize ?? 10 };
    const { page, pageSize } = plan;
    const words = compileWords(plan);
    const has = (ordinal: number, key: string) => this.phraseKeys[ordinal].includes(key);
    const keys = plan.phrases.map((p) => ` ${terms(p).join(' ')} `).filter((k) => k.trim());
    // A "quoted phrase" may stand in the full text too: read only for the few cases holding its words.
    const inText = (ordinal: number, key: string) => {
      const text = this.byOrdinal[ordinal]?.text;
      return !!text && phraseKey(text).includes(key);
    };
    const must = keys.length ? (ordinal: number) => keys.every((k) => has(ordinal, k) || inText(ordinal, k)) : undefined;

    const window = BONUSES.window.memory;
    const { hits, total, termsOf } = this.engine.search(words, this.acceptOf(plan.filters), page * pageSize + window, must);
    if (this.citedByWeight > 0) {
      for (const h of hits) h.score *= 1 + this.citedByWeight * Math.log1p(this.citedBy.get(this.byOrdinal[h.doc]!.case_id) ?? 0);
      hits.sort(byRank);
    }
    if (plan.words.length > 1) {
      // The phrase bonus: the words typed, in order, in one short field (definition.ts BONUSES).
      const whole = ` ${plan.words.map((w) => w.term).join(' ')} `;
      const top = hits.slice(0, window);
      // Only a case holding every word can hold the whole phrase.
      for (const h of top) if (h.words >= Math.min(words.length, MAX_QUERY_WORDS) && has(h.doc, whole)) h.score *= BONUSES.phrase.factor;
      top.sort(byRank);
      hits.splice(0, top.length, ...top);
    }
    const cases = hits.slice((page - 1) * pageSize, page * pageSize).map((h) => this.toResult(h, [...termsOf(h.doc), ...plan.marks]));
    return { cases, total, page, pageSize };
  }

  /** The plan's filters as a check of an ordinal (null for none): court, years, judge, disposal. */
  private acceptOf({ court, yearFrom, yearTo, judge, disposal }: PlannedFilters): ((ordinal: number) => boolean) | null {
    if (!court && !yearFrom && !yearTo && !judge.length && !disposal) return null;
    return (ordinal: number) => {
      const year = this.years[ordinal];
      return (
        !(court && this.courts[ordinal] !== court) &&
        !(yearFrom && year < yearFrom) &&
        !(yearTo && year > yearTo) &&
        !(judge.length && !benchHas(this.judges[ordinal], judge)) &&
        !(disposal && this.disposals[ordinal] !== disposal)
      );
    };
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

/** Ranked by words held, then score, then ordinal (a stable order for equal scores). */
const byRank = (a: Hit, b: Hit) => b.words - a.words || b.score - a.score || a.doc - b.doc;

/**
 * The plan as the engine's query words: units first (exact, at their weight, with their
 * alternatives), then the words with the plan's typo and prefix allowances; a typo correction must
 * also be plausible (definition.ts plausibleTypo).
 */
export function compileWords(plan: QueryPlan): QueryWord[] {
  return [
    ...plan.units.map((u): QueryWord => ({ term: u.term, weight: u.weight, alternatives: u.alternatives, fuzzy: 0, prefix: false, common: false })),
    ...plan.words.map((w): QueryWord => ({ term: w.term, common: w.common, fuzzy: w.edits, prefix: w.prefix, accept: (term, distance) => plausibleTypo(w.term, term, distance) })),
  ];
}
