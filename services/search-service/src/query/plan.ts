/**
 * A search request read once, by the rules of definition.ts, into what both engines look for: the
 * statute references and citations, the words with their typo and prefix allowances, the required
 * phrases and the filters. The in-memory engine (index/case-index.ts) and OpenSearch
 * (opensearch/case-query.ts) each compile this plan; neither reads a request on its own.
 */
import type { AskRequest } from '@lexmitra/contracts';
import { judgeQueryWords } from '../index/judges';
import { terms } from '../index/text';
import { FILLER, splitUnits } from '../index/units';
import { editsFor, isCommonStat, PREFIX_MIN_LETTERS, WEIGHTS, type WordStat } from './definition';

/** The full-text judgment's filters, beside the contract's court and years. */
export type CaseSearch = AskRequest & { judge?: string; disposal?: string };

/** A statute reference or citation, one term ("§ni.138", "©201710scc1"). */
export interface PlannedUnit {
  term: string;
  weight: number;
  /** Terms that also answer it at WEIGHTS.alternative: the section written without its act. */
  alternatives: string[];
}

export interface PlannedWord {
  term: string;
  /** In so many judgments that it gets no variants and brings none in on its own (definition.ts). */
  common: boolean;
  /** Whether any judgment holds the word as typed. */
  known: boolean;
  /** Typo allowance in edits (definition.ts editsFor). */
  edits: number;
  /** The word being typed: completions count too (definition.ts prefix rule). */
  prefix: boolean;
}

export interface PlannedFilters {
  /** Lower case; matches the court whatever its case. */
  court?: string;
  yearFrom?: number;
  yearTo?: number;
  /** A judge's name as words (index/judges.ts); empty for none. */
  judge: string[];
  /** Lower case. */
  disposal?: string;
}

export interface QueryPlan {
  /** The query without its quotation marks (what bonuses and highlights read). */
  text: string;
  /** The text without its units: what the words come from. */
  rest: string;
  units: PlannedUnit[];
  words: PlannedWord[];
  /** "Quoted words": each must appear as written. */
  phrases: string[];
  /** Section numbers of the units, so highlights can mark "138" in a passage. */
  marks: string[];
  filters: PlannedFilters;
  page: number;
  pageSize: number;
}

/** `"basic structure" amendment` → phrases ["basic structure"], text `basic structure amendment`. */
export function splitPhrases(query: string): { text: string; phrases: string[] } {
  const phrases = [...query.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  return { text: query.replace(/"/g, ' ').trim(), phrases };
}

/**
 * The plan for a request, given how common each word is in the engine's corpus; null when there is
 * nothing to look for, or only words that bring no case in on their own ("section", "Act").
 */
export function planQuery(req: CaseSearch, stat: (term: string) => WordStat): QueryPlan | null {
  const { text, phrases } = splitPhrases(req.query);
  const { units, rest, marks } = splitUnits(text);
  const queryTerms = [...new Set(terms(rest))];
  if (!units.length && queryTerms.every((t) => FILLER.has(t))) return null;
  const last = queryTerms[queryTerms.length - 1];
  const words = queryTerms.map((term): PlannedWord => {
    const s = stat(term);
    const common = FILLER.has(term) || isCommonStat(s);
    const known = s.docs > 0;
    return { term, common, known, edits: editsFor(term, known, common), prefix: term === last && term.length >= PREFIX_MIN_LETTERS && !common };
  });
  return {
    text,
    rest,
    units: units.map(({ term, alternatives }) => ({ term, alternatives, weight: WEIGHTS.unit })),
    words,
    phrases,
    marks,
    filters: {
      ...(req.court ? { court: req.court.toLowerCase() } : {}),
      ...(req.yearFrom ? { yearFrom: req.yearFrom } : {}),
      ...(req.yearTo ? { yearTo: req.yearTo } : {}),
      judge: req.judge ? judgeQueryWords(req.judge) : [],
      ...(req.disposal ? { disposal: req.disposal.toLowerCase() } : {}),
    },
    page: req.page ?? 1,
    pageSize: req.pageSize ?? 10,
  };
}
