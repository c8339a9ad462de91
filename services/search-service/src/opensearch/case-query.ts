/**
 * The query plan (query/plan.ts) as an OpenSearch query, and OpenSearch's answer as the search
 * contract's. Every weight and rule comes from query/definition.ts, as the in-memory engine's do; in
 * OpenSearch's terms:
 * - every zone's fields with the zone's boost, in both analyses (english, hindi), scores summed (most_fields);
 * - each word's typo allowance (the plan's edits) over the names field, at most one edit over summary
 *   and subjects, weighted WEIGHTS.typo; the first letter must match, as people rarely mistype it and
 *   it keeps the expansion small;
 * - statute references and citations as single terms at their weight, and the word being typed
 *   completed in the short fields (unitAndPrefixClauses);
 * - the bonuses for all words (a cross_fields clause with operator and), the words typed in order
 *   (a phrase clause) and a name being typed (bool_prefix), as a rescore of each shard's best
 *   BONUSES.window.opensearch (see searchBody);
 * - "quoted words" must appear as written, here in the full text too;
 * - the plan's filters: court (any case), year range, judge, disposal.
 */
import type { AskAnswer, CaseResult, CasesMeta } from '@lexmitra/contracts';
import { FILLER } from '../index/units';
import { BONUSES, MAX_PREFIX_TERMS, SHORT_ZONES, WEIGHTS, ZONES, type WordStat } from '../query/definition';
import { planQuery, type CaseSearch, type PlannedFilters, type QueryPlan } from '../query/plan';
import { FIELD_BOOSTS, UNIT_FIELDS, type CaseDocument } from './case-mapping';

export type { CaseSearch };

const SHORT = SHORT_ZONES.flatMap((z) => z.fields);
const ALL = ZONES.flatMap((z) => z.fields);
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
    all: boosted(ALL, hindi),
    short: boosted(SHORT, hindi),
    /** Names are where people misspell most ("Menaka Ghandi" is two edits from Maneka Gandhi): a word's full allowance. */
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
/**
 * Outside names a word gets one edit at most: two would turn "deserted" into "detention"
 * ("desert"/"detent" after stemming).
 */
const OTHER_MAX_EDITS = 1;
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
export const RESCORE_WINDOW = BONUSES.window.opensearch;
const HIGHLIGHT_FIELDS = ['title', 'description', 'paragraphs', 'paragraphs.hi'];
/** Passages per hit; each comes from one paragraph. */
const PASSAGES = 3;
const PASSAGE_CHARS = 220;

/** Indian scripts: a query with Devanagari (or another Indian script) searches the hindi analyses too. */
export const INDIC = /[\u0900-\u0DFF]/;

/**
 * What the index says of each word of a query: the share of its judgments that hold the word (0 for a
 * word it does not know, 1 for a stop word), lower-cased word → share. case-search-index.ts asks the
 * cluster for it (and keeps it a while); without it a query falls back to typo variants for every
 * word and passages chosen by every word.
 */
export type WordShares = Map<string, number>;
/** The query's words as OpenSearch's standard tokenizer splits them (letters, digits and marks). */
export const queryWords = (text: string): string[] => [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean))];
/**
 * A word in more of the judgments than this stands in most of their paragraphs ("court", "order",
 * "appeal"): it neither chooses nor marks passages of the full text, unless every word of the query
 * is that common (then the rarest does). Passages chosen by such words are noise, and finding them
 * walked every occurrence in every hit: a third of a query's CPU at 100k full texts.
 */
export const EVERYWHERE_SHARE = 0.25;

/**
 * How common a word is, from the index's word shares and corpus size. Without shares (the
 * cluster did not answer) every word counts as unknown: it gets the typo allowance of a word the
 * corpus does not hold.
 */
export function statFrom(shares: WordShares | undefined, corpus: number): (term: string) => WordStat {
  return (term) => ({ docs: Math.round((shares?.get(term) ?? 0) * corpus), corpus });
}

/**
 * A variant of a word (a near spelling, a completion) counts only where the word itself does not
 * stand, as in the in-memory engine, whose variants are other words of the vocabulary: Lucene's
 * fuzzy and prefix queries match the word as typed too, and so counted a word up to three times
 * over (the words, the typo clause, the completion), enough for one shared word such as "delay" to
 * outweigh a statute reference.
 */
const variantOnly = (variant: unknown, words: string, fields: string[]) => ({
  bool: { must: [variant], must_not: [{ multi_match: { query: words, type: 'most_fields', fields } }] },
});

/**
 * Near spellings (weighted WEIGHTS.typo): names allow each word its edits, other fields
 * OTHER_MAX_EDITS at most; one clause per word and field group, so the word as typed can be left out.
 */
function typoClauses(plan: QueryPlan, fields: ReturnType<typeof fieldsFor>): unknown[] {
  const fuzzy = (query: string, on: string[], fuzziness: number) =>
    variantOnly({ multi_match: { query, type: 'most_fields', fields: on, fuzziness, prefix_length: 1, max_expansions: 20, boost: WEIGHTS.typo } }, query, on);
  return plan.words.filter((w) => w.edits).flatMap((w) => [fuzzy(w.term, fields.names, w.edits), fuzzy(w.term, fields.other, Math.min(w.edits, OTHER_MAX_EDITS))]);
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

/** The short fields where the word being typed is completed (not citations and courts). */
const PREFIX_FIELDS = SHORT.filter((f) => !ZONES.find((z) => z.name === 'cite')!.fields.includes(f as never));
/**
 * What a query looks for besides its words, as the in-memory engine does:
 * - each statute reference or citation as one term at the plan's weight ("s. 438 CrPC" is
 *   §crpc.438, whichever way a judgment writes it), with the section written without its act as a
 *   weaker alternative; its words leave the query, so "s" cannot find "S. Khushboo" nor "Article"
 *   bring in Article 370;
 * - the word being typed (the plan's prefix word) completed in the short fields, at WEIGHTS.prefix:
 *   "Puttasw" finds Puttaswamy.
 */
function unitAndPrefixClauses(plan: QueryPlan, indic: boolean): unknown[] {
  const clauses: unknown[] = plan.units.map(({ term, alternatives, weight }) => ({
    bool: {
      should: [
        { multi_match: { query: term, type: 'most_fields', fields: UNIT_FIELDS, boost: weight } },
        ...alternatives.map((alt) => ({ multi_match: { query: alt, type: 'most_fields', fields: UNIT_FIELDS, boost: weight * WEIGHTS.alternative } })),
      ],
    },
  }));
  const typing = plan.words.find((w) => w.prefix);
  if (typing) {
    const on = PREFIX_FIELDS.flatMap((f) => (indic ? [f, `${f}.hi`] : [f]));
    clauses.push(variantOnly({ multi_match: { query: typing.term, type: 'phrase_prefix', fields: on, max_expansions: MAX_PREFIX_TERMS, boost: WEIGHTS.prefix } }, typing.term, on));
  }
  return clauses;
}

/** The plan's filters as OpenSearch filter clauses. */
function filterClauses({ court, yearFrom, yearTo, judge, disposal }: PlannedFilters): unknown[] {
  const filter: unknown[] = [];
  if (court) filter.push({ term: { 'court.lc': court } });
  if (yearFrom || yearTo) filter.push({ range: { year: { ...(yearFrom ? { gte: yearFrom } : {}), ...(yearTo ? { lte: yearTo } : {}) } } });
  if (judge.length) filter.push(judgeFilter(judge));
  if (disposal) filter.push({ term: { 'disposal.lc': disposal } });
  return filter;
}

/**
 * The search for a request; null when there is nothing to look for. `shares` and `corpus` say how
 * common each word is (case-search-index.ts wordShares), for the plan's typo and prefix rules.
 */
export function searchBody(req: CaseSearch, shares?: WordShares, corpus = 0): Record<string, unknown> | null {
  const plan = planQuery(req, statFrom(shares, corpus));
  if (!plan) return null;
  const { text, rest, page, pageSize } = plan;
  // Words that bring no case in on their own ("section", "Act") are left to the units.
  const hasWords = plan.words.some((w) => !FILLER.has(w.term));
  const indic = INDIC.test(text);
  const fields = indic ? INDIC_FIELDS : LATIN_FIELDS;
  const must: unknown[] = [
    {
      bool: {
        // The words as typed, and (at the typo weight) near spellings; the statute references and
        // citations, and completions of the word being typed.
        should: [
          ...(hasWords ? [{ multi_match: { query: rest, type: 'most_fields', fields: fields.all } }, ...typoClauses(plan, fields)] : []),
          ...unitAndPrefixClauses(plan, indic),
        ],
        minimum_should_match: 1,
      },
    },
    ...plan.phrases.map((p) => ({ multi_match: { query: p, type: 'phrase', fields: [...fields.short, 'paragraphs', 'paragraphs.hi'] } })),
  ];
  const bonuses: unknown[] = [
    { multi_match: { query: text, type: 'cross_fields', operator: 'and', fields: fields.all, boost: BONUSES.allWords.boost } },
    { multi_match: { query: text, type: 'phrase', fields: fields.short, slop: BONUSES.phrase.slop, boost: BONUSES.phrase.factor } },
    { multi_match: { query: text, type: 'bool_prefix', fields: ZONES.find((z) => z.name === 'names')!.fields, boost: BONUSES.namePrefix.boost } },
  ];
  // Without shares, passages come from every word (the highlight query below).
  const inPassages = shares ? passageWords(text, shares) : text;
  const paragraphs = indic ? 'paragraphs.hi' : 'paragraphs';
  return {
    from: (page - 1) * pageSize,
    size: pageSize,
    track_total_hits: TOTAL_EXACT_UP_TO,
    _source: ['case_id', 'title', 'court', 'date', 'citation', 'description'],
    query: { bool: { must, filter: filterClauses(plan.filters) } },
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
