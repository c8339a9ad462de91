/**
 * A search request as an OpenSearch query, and OpenSearch's answer as the search contract's.
 *
 * The in-memory engine's behaviour, in OpenSearch's terms:
 * - every zone with its boost, in both analyses (english, hindi), scores summed (most_fields);
 * - typo tolerance by the engine's rule for each word (editsFor, from the word's share of the corpus:
 *   none for common words, 1 edit for known ones, 2 for unknown ones in names and 1 elsewhere; the
 *   first letter must match, as people rarely mistype it and it keeps the expansion small), weighted
 *   below exact words;
 * - documents holding every word, in any zone, rank higher (a cross_fields clause with operator and);
 * - the words typed in order score double in the short fields (a phrase clause);
 * - the word being typed matches as a prefix in names (bool_prefix on the last word);
 *   (these three bonuses are a rescore of each shard's top RESCORE_WINDOW, see searchBody)
 * - statute references and citations as single terms, and the word being typed completed in the
 *   short fields (unitAndPrefixClauses);
 * - "quoted words" must appear as written, here in the full text too;
 * - filters: court (any case), year range, judge, disposal.
 */
import type { AskAnswer, AskRequest, CaseResult, CasesMeta } from '@lexmitra/contracts';
import { splitPhrases } from '../index/case-index';
import { judgeQueryWords } from '../index/judges';
import { terms } from '../index/text';
import { FILLER, splitUnits } from '../index/units';
import { FIELD_BOOSTS, type CaseDocument } from './case-mapping';

/** The full-text judgment's filters, beside the contract's court and years. */
export type CaseSearch = AskRequest & { judge?: string; disposal?: string };

const SHORT = ['title', 'parties', 'citation', 'court.text', 'description', 'tags'];
const boosted = (fields: string[], hindi = true) =>
  fields.flatMap((f) => {
    const b = FIELD_BOOSTS[f];
    return hindi && !f.includes('.') && f !== 'citation' ? [`${f}^${b}`, `${f}.hi^${b}`] : [`${f}^${b}`];
  });
/**
 * The fields a query searches, by its script. A query in Latin letters searches the english
 * analysis only: through the hindi analysis its words come out unstemmed and would count a second
 * time in every zone (and double the fields each query reads). A query with Devanagari searches both.
 */
function fieldsFor(hindi: boolean) {
  return {
    all: boosted([...SHORT, 'paragraphs'], hindi),
    short: boosted(SHORT, hindi),
    /**
     * Names are where people misspell most ("Menaka Ghandi" is two edits from Maneka Gandhi), so an
     * unknown word gets two edits there (editsFor); other fields one at most, because two would turn
     * "deserted" into "detention" ("desert"/"detent" after stemming), as the in-memory engine allows
     * one edit on known words.
     */
    names: boosted(['names_fuzzy'], hindi),
    // Not the full text: its vocabulary is vast, and expanding every word over it cost most of a
    // query's time in the benchmark; a misspelt word still finds the judgment by its summary and names.
    // One field each for names and for summary + subjects (copy_to), not one per zone: every field
    // costs a Levenshtein automaton per word and segment. Citations and courts get no typo variants.
    other: boosted(['other_fuzzy'], hindi),
  };
}
const LATIN_FIELDS = fieldsFor(false);
const INDIC_FIELDS = fieldsFor(true);
/** Near spellings count this much of a typed word (engine.ts FUZZY_WEIGHT). */
const FUZZY_WEIGHT = 0.45;
/** Completions of the word being typed, and a section written without its act (engine.ts PREFIX_WEIGHT, ALTERNATIVE_WEIGHT). */
const PREFIX_WEIGHT = 0.375;
const ALTERNATIVE_WEIGHT = 0.5;
/** Statute references and citations: the short zones weigh as summary and subjects do (1.5), the full text 1. */
const UNIT_FIELDS = ['units^1.5', 'units_text'];
/** Completions looked up per field for the word being typed (engine.ts MAX_PREFIX_TERMS). */
const MAX_PREFIX_TERMS = 30;
/**
 * Matches are counted exactly up to this many; past it the answer says "or more" (totalRelation
 * 'gte'). A lower bound bought nothing: at 100k full texts, 1,000 or no count at all cost the same
 * node CPU as 10,000 (the clauses for typo variants and full text give Lucene no score bounds to
 * skip by), so users keep the larger exact count.
 */
export const TOTAL_EXACT_UP_TO = 10_000;
/**
 * The bonuses for all words, words in order and the word being typed are computed for each shard's
 * best RESCORE_WINDOW by the words and their near spellings, not for every match: phrase positions
 * and the cross-field "all words" clause were a third of a query's CPU over full texts. Fixed while
 * paging, so pages never overlap; past it results keep the first ranking.
 */
export const RESCORE_WINDOW = 100;
const HIGHLIGHT_FIELDS = ['title', 'description', 'paragraphs', 'paragraphs.hi'];
/** Passages per hit; each comes from one paragraph. */
const PASSAGES = 3;
const PASSAGE_CHARS = 220;

/**
 * Edits allowed per word when the word shares are not to be had (the index's length rule). In Indian scripts every vowel sign and virama is a character of its own,
 * so a word has about twice as many characters as letters: "सिंह" is four characters and one letter
 * from "सिंहा". Such queries get an edit only from 6 characters (as the in-memory engine measures
 * letters without marks and allows one edit).
 */
export const INDIC = /[\u0900-\u0DFF]/;
const fuzzinessFor = (text: string, names: boolean) => (INDIC.test(text) ? 'AUTO:6,30' : names ? 'AUTO' : 'AUTO:5,30');

/**
 * What the index says of each word of a query: the share of its judgments that hold the word (0 for a
 * word it does not know, 1 for a stop word), lower-cased word → share. case-search-index.ts asks the
 * cluster for it (and keeps it a while); without it a query falls back to typo variants for every
 * word and passages chosen by every word.
 */
export type WordShares = Map<string, number>;
/** The query's words as OpenSearch's standard tokenizer splits them (letters, digits and marks). */
export const queryWords = (text: string): string[] => [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean))];
/** A word in more of the judgments than this is common: it gets no typo variants (case-index.ts isCommon). */
export const COMMON_SHARE = 0.04;
/**
 * A word in more of the judgments than this stands in most of their paragraphs ("court", "order",
 * "appeal"): it neither chooses nor marks passages of the full text, unless every word of the query
 * is that common (then the rarest does). Passages chosen by such words are noise, and finding them
 * walked every occurrence in every hit: a third of a query's CPU at 100k full texts.
 */
export const EVERYWHERE_SHARE = 0.25;

/**
 * Edits allowed for one word, the in-memory engine's rule (case-index.ts): none for short or common
 * words; one for a word the corpus knows (from five letters); two for one it does not (from five
 * letters, one from four); Indian scripts measure letters without their marks and allow one.
 */
export function editsFor(word: string, share: number): number {
  const letters = word.replace(/\p{M}/gu, '').length;
  if (letters < 4 || share > COMMON_SHARE) return 0;
  const most = letters === word.length ? 2 : 1;
  return Math.min(most, share > 0 ? (letters >= 5 ? 1 : 0) : letters >= 5 ? 2 : 1);
}

/**
 * Near spellings (weighted FUZZY_WEIGHT): names allow the word's edits, other fields one at most
 * ("deserted" must not become "detention"). With word shares, one clause per edit count holds the
 * words allowed that many; without, every word gets the length rule of fuzzinessFor.
 */
function typoClauses(text: string, fields: ReturnType<typeof fieldsFor>, shares?: WordShares): unknown[] {
  const fuzzy = (query: string, on: string[], fuzziness: number | string) => ({ multi_match: { query, type: 'most_fields', fields: on, fuzziness, prefix_length: 1, max_expansions: 20, boost: FUZZY_WEIGHT } });
  if (!shares) return [fuzzy(text, fields.names, fuzzinessFor(text, true)), fuzzy(text, fields.other, fuzzinessFor(text, false))];
  const byEdits = new Map<number, string[]>();
  for (const w of queryWords(text)) {
    const edits = editsFor(w, shares.get(w) ?? 0);
    if (edits) byEdits.set(edits, [...(byEdits.get(edits) ?? []), w]);
  }
  const clauses: unknown[] = [];
  for (const [edits, words] of byEdits) clauses.push(fuzzy(words.join(' '), fields.names, edits));
  const other = [...byEdits.values()].flat();
  if (other.length) clauses.push(fuzzy(other.join(' '), fields.other, 1));
  return clauses;
}

/** The words that choose and mark passages of the full text (see EVERYWHERE_SHARE); '' for none. */
function passageWords(text: string, shares: WordShares): string {
  const known = queryWords(text)
    .map((w) => [w, shares.get(w) ?? 0] as const)
    .filter(([, share]) => share > 0 && share < 1);
  const telling = known.filter(([, share]) => share <= EVERYWHERE_SHARE);
  if (telling.length) return telling.map(([w]) => w).join(' ');
  return known.sort((a, b) => a[1] - b[1])[0]?.[0] ?? '';
}

/**
 * Every word in one judge's name (judges.ts): the words within a few positions of each other, in any
 * order, which the 100-position gap between the names of a bench keeps inside one name; a single
 * letter matches as an initial.
 */
function judgeFilter(words: string[]): unknown {
  const clause = (w: string) => (w.length === 1 ? { span_multi: { match: { prefix: { 'judges.words': { value: w } } } } } : { span_term: { 'judges.words': w } });
  return words.length === 1 ? (words[0].length === 1 ? { prefix: { 'judges.words': words[0] } } : { term: { 'judges.words': words[0] } }) : { span_near: { clauses: words.map(clause), slop: 30, in_order: false } };
}

/** The short fields where the word being typed is completed. */
const PREFIX_FIELDS = ['title', 'parties', 'description', 'tags'];
/**
 * What a query looks for besides its words, as the in-memory engine does (case-index.ts query):
 * - each statute reference or citation as one term ("s. 438 CrPC" is §crpc.438, whichever way a
 *   judgment writes it), with the section written without its act as a weaker alternative; its
 *   words leave the query, so "s" cannot find "S. Khushboo" nor "Article" bring in Article 370;
 * - the word being typed (the last, from three letters, unless common) completed in the short
 *   fields, at the engine's prefix weight: "Puttasw" finds Puttaswamy.
 */
function unitAndPrefixClauses(units: ReturnType<typeof splitUnits>['units'], rest: string, indic: boolean, shares?: WordShares): unknown[] {
  const clauses: unknown[] = units.map(({ term, alternatives }) => ({
    bool: {
      should: [
        { multi_match: { query: term, type: 'most_fields', fields: UNIT_FIELDS } },
        ...alternatives.map((alt) => ({ multi_match: { query: alt, type: 'most_fields', fields: UNIT_FIELDS, boost: ALTERNATIVE_WEIGHT } })),
      ],
    },
  }));
  const last = queryWords(rest).at(-1);
  if (last && last.length >= 3 && (shares?.get(last) ?? 0) <= COMMON_SHARE && !FILLER.has(last)) {
    clauses.push({ multi_match: { query: last, type: 'phrase_prefix', fields: PREFIX_FIELDS.flatMap((f) => (indic ? [f, `${f}.hi`] : [f])), max_expansions: MAX_PREFIX_TERMS, boost: PREFIX_WEIGHT } });
  }
  return clauses;
}

export function searchBody(req: CaseSearch, shares?: WordShares): Record<string, unknown> | null {
  const { text, phrases } = splitPhrases(req.query);
  const { units, rest } = splitUnits(text);
  const hasWords = !terms(rest).every((t) => FILLER.has(t));
  // Nothing to look for, or only words that bring no case in on their own ("section", "Act"): as in memory.
  if (!units.length && !hasWords) return null;
  const page = req.page ?? 1;
  const pageSize = req.pageSize ?? 10;
  const filter: unknown[] = [];
  if (req.court) filter.push({ term: { 'court.lc': req.court.toLowerCase() } });
  if (req.yearFrom || req.yearTo) filter.push({ range: { year: { ...(req.yearFrom ? { gte: req.yearFrom } : {}), ...(req.yearTo ? { lte: req.yearTo } : {}) } } });
  const judge = req.judge ? judgeQueryWords(req.judge) : [];
  if (judge.length) filter.push(judgeFilter(judge));
  if (req.disposal) filter.push({ term: { 'disposal.lc': req.disposal.toLowerCase() } });
  const indic = INDIC.test(text);
  const fields = indic ? INDIC_FIELDS : LATIN_FIELDS;
  const must: unknown[] = [
    {
      bool: {
        // The words as typed, and (at the in-memory engine's weight for typo variants) near spellings;
        // the statute references and citations, and completions of the word being typed.
        should: [
          ...(hasWords ? [{ multi_match: { query: rest, type: 'most_fields', fields: fields.all } }, ...typoClauses(rest, fields, shares)] : []),
          ...unitAndPrefixClauses(units, rest, indic, shares),
        ],
        minimum_should_match: 1,
      },
    },
    ...phrases.map((p) => ({ multi_match: { query: p, type: 'phrase', fields: [...fields.short, 'paragraphs', 'paragraphs.hi'] } })),
  ];
  const bonuses: unknown[] = [
    { multi_match: { query: text, type: 'cross_fields', operator: 'and', fields: fields.all, boost: 2 } },
    { multi_match: { query: text, type: 'phrase', fields: fields.short, slop: 1, boost: 2 } },
    { multi_match: { query: text, type: 'bool_prefix', fields: ['title', 'parties'], boost: 0.5 } },
  ];
  // Without shares, passages come from every word (the highlight query below).
  const inPassages = shares ? passageWords(text, shares) : text;
  const paragraphs = indic ? 'paragraphs.hi' : 'paragraphs';
  return {
    from: (page - 1) * pageSize,
    size: pageSize,
    track_total_hits: TOTAL_EXACT_UP_TO,
    _source: ['case_id', 'title', 'court', 'date', 'citation', 'description'],
    query: { bool: { must, filter } },
    // Scores add up as they would in one bool query (query + rescore query, both weight 1).
    rescore: { window_size: RESCORE_WINDOW, query: { rescore_query: { bool: { should: bonuses } }, query_weight: 1, rescore_query_weight: 1, score_mode: 'total' } },
    highlight: {
      pre_tags: ['<mark>'],
      post_tags: ['</mark>'],
      type: 'unified',
      // The words matched anywhere are marked in the summary and the paragraphs. The marks come
      // from the words as typed (not the fuzzy and prefix variants): highlighting with the whole
      // query cost twice as much over full texts, and a near-spelling rarely deserves a mark.
      require_field_match: false,
      // (Latin queries leave out paragraphs.hi: its unstemmed forms would be looked up in every hit's postings for nothing.)
      highlight_query: { multi_match: { query: text, fields: indic ? HIGHLIGHT_FIELDS : HIGHLIGHT_FIELDS.slice(0, 3) } },
      // Paragraphs in the analysis of the query's script only: each highlighted field reads the texts again.
      fields: {
        description: { number_of_fragments: 0 },
        ...(inPassages ? { [paragraphs]: { number_of_fragments: PASSAGES, fragment_size: PASSAGE_CHARS, ...(shares ? { highlight_query: { match: { [paragraphs]: inPassages } } } : {}) } } : {}),
        title: { number_of_fragments: 0 },
      },
    },
  };
}

interface Hit {
  _score: number | null;
  _source: Pick<CaseDocument, 'case_id' | 'title' | 'court' | 'date' | 'citation' | 'description'>;
  highlight?: Record<string, string[]>;
}

export function toAnswer(req: CaseSearch, body: { hits: { total?: { value: number; relation?: 'eq' | 'gte' } | number; hits: Hit[] } }): AskAnswer {
  const total = typeof body.hits.total === 'number' ? body.hits.total : (body.hits.total?.value ?? 0);
  const atLeast = typeof body.hits.total === 'object' && body.hits.total.relation === 'gte';
  const cases: CaseResult[] = body.hits.hits.map((h) => {
    const hl = h.highlight ?? {};
    const passages = [...(hl.description ?? []), ...(hl.paragraphs ?? hl['paragraphs.hi'] ?? [])].slice(0, PASSAGES);
    const marks = passages.length ? passages : (hl.title ?? []);
    const d = h._source;
    return {
      case_id: d.case_id,
      court: d.court,
      date: d.date,
      description: d.description,
      title: d.title,
      ...(d.citation ? { citation: d.citation } : {}),
      score: Math.round((h._score ?? 0) * 1000) / 1000,
      highlights: marks,
    };
  });
  return { cases, total, ...(atLeast ? { totalRelation: 'gte' as const } : {}), page: req.page ?? 1, pageSize: req.pageSize ?? 10 };
}

export const META_BODY = {
  size: 0,
  track_total_hits: true,
  aggs: {
    courts: { terms: { field: 'court', size: 500 } },
    yearMin: { min: { field: 'year' } },
    yearMax: { max: { field: 'year' } },
  },
};

interface MetaAggs {
  hits: { total?: { value: number } | number };
  aggregations: { courts: { buckets: { key: string; doc_count: number }[] }; yearMin: { value: number | null }; yearMax: { value: number | null } };
}

export function toMeta(body: MetaAggs): CasesMeta {
  const total = typeof body.hits.total === 'number' ? body.hits.total : (body.hits.total?.value ?? 0);
  const { courts, yearMin, yearMax } = body.aggregations;
  return {
    total,
    courts: courts.buckets.map((b) => ({ court: b.key, count: b.doc_count })).sort((a, b) => b.count - a.count || a.court.localeCompare(b.court)),
    yearMin: yearMin.value === null ? null : Math.round(yearMin.value),
    yearMax: yearMax.value === null ? null : Math.round(yearMax.value),
  };
}
