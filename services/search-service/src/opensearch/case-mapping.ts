/**
 * The OpenSearch case index: settings and explicit mappings, and how a stored case becomes a
 * document. The zones and their boosts come from the query definition (query/definition.ts ZONES),
 * as the in-memory engine's do. Every text field is analysed twice, by
 * OpenSearch's own `english` analyzer (stemming, English stop words) and, in a `.hi` sub-field, by
 * its `hindi` analysis (Devanagari normalisation, Hindi stop words and stemming), so a query in
 * either language finds its words.
 *
 * Field names follow the case record (libs/contracts CaseRecordSchema). `paragraphs`, `judges` and
 * `disposal` are the full-text judgment's fields: a record without `paragraphs` has its `text`
 * split at blank lines, so highlights always come from one paragraph.
 */
import type { StoredCase } from '@lexmitra/data';
import { unitTerms } from '../index/units';
import { shortZoneTexts, ZONES, type ZoneName } from '../query/definition';

/** A stored case, with the full-text judgment's optional fields. */
export type JudgmentCase = StoredCase & { paragraphs?: string[]; judges?: string[]; author_judge?: string; disposal?: string };

/**
 * Bumped whenever the mapping or analysis changes: an index built with another one counts as stale
 * (case-search-index.ts corpusVersion), so the keepers rebuild it behind the alias.
 * 2: judges.words (the judge filter of judges.ts).
 * 3: names_fuzzy and other_fuzzy (copy_to); offsets for title and description.
 * 5: full texts stored as fields of their own and left out of `_source` (see `paragraphs` below).
 * 6: units and units_text (statute references and citations as single terms, units.ts).
 */
export const MAPPING_VERSION = 6;

export interface CaseDocument {
  case_id: string;
  title: string;
  parties: string[];
  citation?: string;
  court: string;
  date: string;
  year: number;
  description: string;
  tags: string[];
  paragraphs: string[];
  judges: string[];
  disposal?: string;
  units: string[];
  units_text: string[];
}

const boostOf = (zone: ZoneName) => ZONES.find((z) => z.name === zone)!.boost;

/**
 * Each field's boost: the boost of the zone holding it (query/definition.ts ZONES), and for the two
 * typo fields the sum of the zones copied into them. A party's name stands in both the title and the
 * parties, and its near spelling used to score in each (3 + 3); in the one copy_to field it gets
 * both boosts, and summary + subjects likewise (1.5 + 1.5). Against the per-field clauses, on the
 * seed corpus and the relevance, advocate and 100 misspelt-name queries: the same first hit for 164
 * of 166.
 */
export const FIELD_BOOSTS: Record<string, number> = {
  ...Object.fromEntries(ZONES.flatMap((z) => z.fields.map((f) => [f, z.boost]))),
  names_fuzzy: ZONES.find((z) => z.name === 'names')!.fields.length * boostOf('names'),
  other_fuzzy: boostOf('summary') + boostOf('tags'),
};
/**
 * Statute references and citations of the short zones and of the full text, one term each: the short
 * zones weigh as summary and subjects do, the full text as the text zone.
 */
export const UNIT_FIELDS = [`units^${boostOf('summary')}`, `units_text^${boostOf('text')}`];

/** A paragraph longer than this is cut into pieces of about this size at sentence ends (highlights stay short to find). */
const MAX_PARAGRAPH = 20_000;

export function paragraphsOf(doc: Pick<JudgmentCase, 'paragraphs' | 'text'>): string[] {
  const raw = doc.paragraphs?.length ? doc.paragraphs : (doc.text ?? '').split(/\n\s*\n|\r\n\s*\r\n/);
  const out: string[] = [];
  for (const p of raw.map((s) => s.trim()).filter(Boolean)) {
    for (let at = 0; at < p.length; ) {
      let end = Math.min(p.length, at + MAX_PARAGRAPH);
      if (end < p.length) end = Math.max(p.lastIndexOf('. ', end) + 1, at + MAX_PARAGRAPH / 2);
      out.push(p.slice(at, end).trim());
      at = end;
    }
  }
  return out;
}

/**
 * The statute references and citations a case holds, one term each ("§crpc.438", "©201710scc1"),
 * read zone by zone as the in-memory engine reads them (query/definition.ts ZONES), so a reference
 * never spans two fields: the short zones, and the full text paragraph by paragraph.
 */
function unitsOf(doc: JudgmentCase, paragraphs: string[]): Pick<CaseDocument, 'units' | 'units_text'> {
  return { units: shortZoneTexts(doc).flatMap(unitTerms), units_text: paragraphs.flatMap(unitTerms) };
}

export function toDocument(doc: JudgmentCase): CaseDocument {
  const paragraphs = paragraphsOf(doc);
  return {
    case_id: doc.case_id,
    title: doc.title,
    parties: doc.parties ?? [],
    ...(doc.citation ? { citation: doc.citation } : {}),
    court: doc.court,
    date: doc.date,
    year: Number(doc.date.slice(0, 4)),
    description: doc.description,
    tags: doc.tags ?? [],
    paragraphs,
    // The author is one of the bench; both engines' judge filter looks at both (judges.ts).
    judges: [...new Set([...(doc.judges ?? []), ...(doc.author_judge ? [doc.author_judge] : [])])],
    ...(doc.disposal ? { disposal: doc.disposal } : {}),
    ...unitsOf(doc, paragraphs),
  };
}

const bilingual = (extra: Record<string, unknown> = {}, hindi = 'hindi_text') => ({
  type: 'text',
  analyzer: 'english',
  fields: { hi: { type: 'text', analyzer: hindi } },
  ...extra,
});

/** A lower-cased keyword for exact filters that ignore case ("delhi high court"). */
const filterable = { type: 'keyword', fields: { lc: { type: 'keyword', normalizer: 'lower' } } };

export function indexBody(shards: number, replicas: number, corpusVersion: string) {
  return {
    settings: {
      number_of_shards: shards,
      number_of_replicas: replicas,
      // Summaries and subject lists are a few sentences each, written to much the same length, so
      // BM25's default length normalisation (b 0.75) ranks them by which happens to be shorter: five
      // basic-structure judgments scored within 6% of each other on length alone, and thirty added
      // cases were enough to reorder them (Kesavananda fell to 4th for "basic structure"). b 0.3 keeps
      // a little of it; full texts keep the default, where length does mean dilution.
      similarity: { summary: { type: 'BM25', k1: 1.2, b: 0.3 } },
      analysis: {
        normalizer: { lower: { type: 'custom', filter: ['lowercase', 'asciifolding'] } },
        analyzer: {
          // Citations keep every token: "(1973) 4 SCC 225", "AIR 1950 SC 27", "Supp (3)".
          // (English stop words go from every analysis: "the of and" must find nothing, as in memory.)
          citation: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'english_stop'] },
          // OpenSearch's hindi analyzer, built from its own filters so English stop words go too.
          hindi_text: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'decimal_digit', 'indic_normalization', 'hindi_normalization', 'hindi_stop', 'english_stop', 'hindi_stem'] },
          // Names in Devanagari: normalised but not stemmed. The hindi stemmer makes सिन्हा (Sinha)
          // and सिंह (Singh) one word, right for common words and wrong for people.
          hindi_name: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'decimal_digit', 'indic_normalization', 'english_stop'] },
          // A judge's name as words, split as the in-memory engine splits them (judges.ts): "D.Y." is d, y.
          name_words: { type: 'custom', tokenizer: 'name_words', filter: ['lowercase', 'asciifolding'] },
        },
        tokenizer: { name_words: { type: 'pattern', pattern: '[^\\p{L}\\p{N}\\p{M}]+' } },
        filter: {
          english_stop: { type: 'stop', stopwords: '_english_' },
          hindi_stop: { type: 'stop', stopwords: '_hindi_' },
          hindi_stem: { type: 'stemmer', language: 'hindi' },
        },
      },
    },
    mappings: {
      dynamic: 'strict',
      _meta: { corpusVersion, mappingVersion: MAPPING_VERSION },
      // The full text stays out of `_source`: a search reads a hit's card fields from it, and
      // OpenSearch parses the whole JSON document to pick them out (7 ms of CPU a query for 10 hits
      // of 20-500 KB judgments). Highlights read the stored paragraphs instead. Nothing reindexes
      // from `_source`: rebuilds load from MongoDB.
      _source: { excludes: ['paragraphs', 'units', 'units_text'] },
      properties: {
        case_id: { type: 'keyword' },
        // Offsets in the postings of the highlighted fields (title, description, paragraphs): the
        // unified highlighter reads passages from the postings instead of analysing the text again.
        title: bilingual({ copy_to: 'names_fuzzy', index_options: 'offsets' }, 'hindi_name'),
        parties: bilingual({ copy_to: 'names_fuzzy' }, 'hindi_name'),
        // Typo matching runs over these two fields, not over each zone: a fuzzy query builds a
        // Levenshtein automaton per word, field and segment, and over six fields that cost half a
        // query's CPU (case-query.ts).
        names_fuzzy: bilingual({}, 'hindi_name'),
        other_fuzzy: bilingual(),
        citation: { type: 'text', analyzer: 'citation' },
        court: { ...filterable, fields: { ...filterable.fields, text: { type: 'text', analyzer: 'citation' } } },
        date: { type: 'date', format: 'strict_date' },
        year: { type: 'short' },
        description: bilingual({ copy_to: 'other_fuzzy', index_options: 'offsets', similarity: 'summary' }),
        tags: bilingual({ copy_to: 'other_fuzzy', similarity: 'summary' }),
        // Offsets in the postings: the unified highlighter then finds passages in a 500 KB judgment
        // without analysing it again for every hit. Stored (both analyses: the highlighter reads the
        // text of the field it highlights, and a sub-field has no text of its own outside `_source`).
        paragraphs: bilingual({ index_options: 'offsets', store: true, fields: { hi: { type: 'text', analyzer: 'hindi_text', index_options: 'offsets', store: true } } }),
        // words: each judge's name as one value; the gap between values keeps two judges' words apart.
        judges: { ...filterable, fields: { ...filterable.fields, words: { type: 'text', analyzer: 'name_words', position_increment_gap: 100 } } },
        disposal: filterable,
        // One term per statute reference or citation (units.ts): whitespace keeps "§crpc.438" whole,
        // and BM25's length norm favours a case about that section over one listing twenty.
        units: { type: 'text', analyzer: 'whitespace' },
        units_text: { type: 'text', analyzer: 'whitespace' },
      },
    },
  };
}
