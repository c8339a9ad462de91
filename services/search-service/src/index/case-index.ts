/**
 * The in-memory case index: MiniSearch (BM25+) over title, parties, citation, court, description
 * and text with field boosts, prefix matching, typo tolerance on party names and titles, a
 * phrase boost (or a phrase requirement for "quoted words"), filters by court and year, paging.
 */
import { AskAnswer, AskRequest, CaseResult, CasesMeta } from '@lexmitra/contracts';
import MiniSearch, { SearchResult } from 'minisearch';
import { highlights, phraseKey, processTerm, terms, tokenize } from './text';

export interface IndexedCase {
  case_id: string;
  title: string;
  court: string;
  date: string;
  citation?: string;
  parties: string[];
  description: string;
  text?: string;
  tags?: string[];
}

/**
 * Four zones rather than one field per attribute: MiniSearch's cost grows with (term, field) pairs,
 * and title/parties carry the same words anyway. Boosts: names and citation/court 3, summary 1.5.
 */
const ZONES = ['names', 'cite', 'summary', 'tags', 'text'] as const;
type Zone = (typeof ZONES)[number];
const BOOST: Record<Zone, number> = { names: 3, cite: 3, summary: 1.5, tags: 1.5, text: 1 };
const zoneText: Record<Zone, (d: IndexedCase) => string> = {
  names: (d) => `${d.title} ${d.parties.join(' ')}`,
  cite: (d) => `${d.citation ?? ''} ${d.court}`,
  summary: (d) => d.description,
  tags: (d) => (d.tags ?? []).join(' . '),
  text: (d) => d.text ?? '',
};
/** Candidates that get the phrase check before paging. */
const PHRASE_WINDOW = 100;
/**
 * Words in more than this share of cases ("petition", "court") do not pick candidates when the query
 * has a rarer word (as Lucene's common-terms query), and when every word is common the long text is
 * left out: otherwise such a search scores most of the corpus. They still count in the phrase boost.
 */
const COMMON_SHARE = 0.04;
const COMMON_MIN_DOCS = 200;

function newMiniSearch(): MiniSearch<IndexedCase> {
  return new MiniSearch<IndexedCase>({
    idField: 'case_id',
    fields: [...ZONES],
    storeFields: [],
    tokenize,
    processTerm,
    extractField: (doc, field) => (field === 'case_id' ? doc.case_id : zoneText[field as Zone](doc)),
  });
}

export class CaseIndex {
  private readonly search = newMiniSearch();
  private readonly docs = new Map<string, IndexedCase>();
  /** Document frequency of each term over all fields. */
  private readonly df = new Map<string, number>();

  get size(): number {
    return this.docs.size;
  }

  /** Adds or replaces (a changed case_id keeps one entry). */
  upsert(doc: IndexedCase): void {
    const before = this.docs.get(doc.case_id);
    if (before) {
      this.search.discard(doc.case_id);
      for (const t of termSet(before)) this.df.set(t, (this.df.get(t) ?? 1) - 1);
    }
    this.docs.set(doc.case_id, doc);
    this.search.add(doc);
    for (const t of termSet(doc)) this.df.set(t, (this.df.get(t) ?? 0) + 1);
  }

  private isCommon(term: string): boolean {
    return (this.df.get(term) ?? 0) > Math.max(COMMON_MIN_DOCS, this.docs.size * COMMON_SHARE);
  }

  query(req: AskRequest): AskAnswer {
    const { text, phrases } = splitPhrases(req.query);
    const queryTerms = terms(text);
    const page = req.page ?? 1;
    const pageSize = req.pageSize ?? 10;
    if (!queryTerms.length) return { cases: [], total: 0, page, pageSize };

    const court = req.court?.toLowerCase();
    const filter = (r: SearchResult) => {
      const doc = this.docs.get(r.id as string);
      if (!doc) return false;
      if (court && doc.court.toLowerCase() !== court) return false;
      const year = Number(doc.date.slice(0, 4));
      return !(req.yearFrom && year < req.yearFrom) && !(req.yearTo && year > req.yearTo);
    };
    const rare = queryTerms.filter((t) => !this.isCommon(t));
    const picking = rare.length ? rare : queryTerms;
    const last = picking[picking.length - 1];
    let results = this.search.search(picking.join(' '), {
      fields: rare.length ? [...ZONES] : ['names', 'cite', 'summary', 'tags'],
      boost: BOOST,
      filter,
      combineWith: 'OR',
      // Typo tolerance: up to 2 edits for words the corpus does not know ("Puttuswamy"), 1 for rare
      // known words ("Indira" also finds Indra); common words stay exact...
      fuzzy: (t) => (t.length < 4 || this.isCommon(t) ? false : !this.df.has(t) ? (t.length >= 5 ? 2 : 1) : t.length >= 5 ? 1 : false),
      // ...and prefix matching for the word being typed.
      prefix: (t) => t === last && t.length >= 3 && !this.isCommon(t),
    });
    // Documents that match more of the query's words come first (OR alone would favour one rare word).
    const wanted = new Set(picking);
    for (const r of results) {
      const covered = new Set(r.queryTerms.filter((t) => wanted.has(t))).size / wanted.size;
      r.score *= 0.25 + covered * covered;
    }
    results.sort((a, b) => b.score - a.score);

    // Phrases match inside one short field (or one tag), never across a boundary and not in the
    // long text, whose size would make this check costly.
    const phraseOf = (doc: IndexedCase) => [doc.title, ...doc.parties, doc.citation ?? '', doc.description, ...(doc.tags ?? [])].map(phraseKey);
    const has = (doc: IndexedCase, key: string) => phraseOf(doc).some((k) => k.includes(key));
    if (phrases.length) {
      const keys = phrases.map((p) => ` ${terms(p).join(' ')} `).filter((k) => k.trim());
      results = results.filter((r) => keys.every((k) => has(this.docs.get(r.id as string)!, k)));
    }
    if (queryTerms.length > 1) {
      const whole = ` ${queryTerms.join(' ')} `;
      const top = results.slice(0, PHRASE_WINDOW);
      for (const r of top) if (has(this.docs.get(r.id as string)!, whole)) r.score *= 2;
      top.sort((a, b) => b.score - a.score);
      results.splice(0, top.length, ...top);
    }

    const cases = results.slice((page - 1) * pageSize, page * pageSize).map((r) => this.toResult(r));
    return { cases, total: results.length, page, pageSize };
  }

  private toResult(r: SearchResult): CaseResult {
    const doc = this.docs.get(r.id as string)!;
    const matched = new Set(r.terms);
    const marks = highlights([doc.description, doc.text ?? ''], matched);
    if (!marks.length) marks.push(...highlights([doc.title, doc.citation ?? ''], matched, 1));
    return {
      case_id: doc.case_id,
      court: doc.court,
      date: doc.date,
      description: doc.description,
      title: doc.title,
      ...(doc.citation ? { citation: doc.citation } : {}),
      score: Math.round(r.score * 1000) / 1000,
      highlights: marks,
    };
  }

  meta(): CasesMeta {
    const courts = new Map<string, number>();
    let yearMin: number | null = null;
    let yearMax: number | null = null;
    for (const doc of this.docs.values()) {
      courts.set(doc.court, (courts.get(doc.court) ?? 0) + 1);
      const year = Number(doc.date.slice(0, 4));
      yearMin = yearMin === null ? year : Math.min(yearMin, year);
      yearMax = yearMax === null ? year : Math.max(yearMax, year);
    }
    return {
      total: this.docs.size,
      courts: [...courts].map(([court, count]) => ({ court, count })).sort((a, b) => b.count - a.count || a.court.localeCompare(b.court)),
      yearMin,
      yearMax,
    };
  }
}

function termSet(doc: IndexedCase): Set<string> {
  return new Set(terms(ZONES.map((z) => zoneText[z](doc)).join(' ')));
}

/** `"basic structure" amendment` → phrases ["basic structure"], text `basic structure amendment`. */
export function splitPhrases(query: string): { text: string; phrases: string[] } {
  const phrases = [...query.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  return { text: query.replace(/"/g, ' ').trim(), phrases };
}
