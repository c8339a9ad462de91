/**
 * The case query is defined once (src/query/definition.ts, src/query/plan.ts) and each engine
 * compiles it: this spec holds both compilations to the definition, without a server. The same
 * requests, with the same word statistics, must give the in-memory engine's query words and
 * OpenSearch's clauses the plan's zones, boosts, typo allowances, completion, unit weights, bonuses
 * and filters. (The relevance sets then run on both engines: relevance, advocate, short-query and
 * opensearch-relevance specs.)
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import { compileWords } from '../src/index/case-index';
import { FIELD_BOOSTS, indexBody, UNIT_FIELDS } from '../src/opensearch/case-mapping';
import { RESCORE_WINDOW, searchBody, statFrom } from '../src/opensearch/case-query';
import { BONUSES, COMMON_MIN_DOCS, editsFor, isCommonStat, plausibleTypo, WEIGHTS, ZONES, type WordStat } from '../src/query/definition';
import { planQuery, type CaseSearch, type QueryPlan } from '../src/query/plan';

const CORPUS = 10_000;
/** Word statistics for the requests below: the share of judgments holding each word. */
const SHARES = new Map<string, number>([
  ['menaka', 0], ['ghandi', 0], ['court', 0.95], ['puttasw', 0], ['privacy', 0.01], ['limitation', 0.02], ['condonation', 0.001], ['delay', 0.03],
  ['petition', 0.3], ['anticipatory', 0.01], ['bail', 0.05], ['basic', 0.02], ['structure', 0.02], ['indira', 0.001], ['sawhney', 0.0005], ['deserted', 0.002],
]);
const stat = (term: string): WordStat => ({ docs: Math.round((SHARES.get(term) ?? 0) * CORPUS), corpus: CORPUS });
const REQUESTS: CaseSearch[] = [
  { query: 'Menaka Ghandi court' },
  { query: 'privacy Puttasw' },
  { query: 'section 138 NI Act limitation condonation of delay' },
  { query: 's. 438 CrPC anticipatory bail petition', court: 'Delhi High Court', yearFrom: 2010, yearTo: 2020 },
  { query: '"basic structure" Indira Sawhney', judge: 'Justice D.Y. Chandrachud', disposal: 'Allowed' },
  { query: 'deserted (1973) 4 SCC 225' },
].map((r) => ({ ...AskRequestSchema.parse(r), ...('judge' in r ? { judge: r.judge } : {}), ...('disposal' in r ? { disposal: r.disposal } : {}) }) as CaseSearch);

type Clause = { multi_match?: { query: string; type?: string; fields: string[]; fuzziness?: number; boost?: number; slop?: number }; bool?: { should: Clause[] } };
/** Every multi_match clause of an OpenSearch body, wherever it stands. */
function multiMatches(node: unknown, out: NonNullable<Clause['multi_match']>[] = []): NonNullable<Clause['multi_match']>[] {
  if (Array.isArray(node)) for (const n of node) multiMatches(n, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'multi_match') out.push(v as NonNullable<Clause['multi_match']>);
      else multiMatches(v, out);
    }
  }
  return out;
}

describe('the query definition', () => {
  it('states the rules the engines share', () => {
    // Typo rule: none for short or common words, one for a known word, two for an unknown one, one in Indian scripts.
    expect([editsFor('court', true, true), editsFor('bail', true, false), editsFor('indira', true, false), editsFor('ghandi', false, false), editsFor('shah', false, false)]).toEqual([0, 0, 1, 2, 1]);
    expect([editsFor('प्रकाश', false, false), editsFor('मध्यप्रदेश', false, false)]).toEqual([1, 1]);
    expect(plausibleTypo('menaka', 'maneka', 2)).toBe(true);
    expect(plausibleTypo('rangappa', 'rajappa', 2)).toBe(false);
    // Common: above 4% of the judgments and above the floor of documents.
    expect(isCommonStat({ docs: 500, corpus: CORPUS })).toBe(true);
    expect(isCommonStat({ docs: 300, corpus: CORPUS })).toBe(false);
    expect(isCommonStat({ docs: COMMON_MIN_DOCS, corpus: 300 })).toBe(false);
  });

  it('plans a statute reference as one term at the unit weight, and the words apart from it', () => {
    const plan = planQuery(REQUESTS[2], stat)!;
    expect(plan.units.map((u) => u.term)).toEqual(['§nia.138']);
    expect(plan.units[0].weight).toBe(WEIGHTS.unit);
    // A statute reference outweighs a word a judgment on something else may share ("delay").
    expect(WEIGHTS.unit).toBeGreaterThan(1);
    expect(plan.words.map((w) => w.term)).toEqual(['limitation', 'condonation', 'delay']);
    expect(plan.words.find((w) => w.term === 'delay')!.prefix).toBe(true);
  });
});

describe.each(REQUESTS.map((r) => [r.query, r]))('both engines compile "%s" from one plan', (_q, req) => {
  const plan = planQuery(req as CaseSearch, stat) as QueryPlan;
  const body = searchBody(req as CaseSearch, SHARES, CORPUS)!;
  const clauses = multiMatches(body);

  it('in memory: the plan\'s words with their edits and completion, the units at their weight', () => {
    const words = compileWords(plan);
    expect(words.map((w) => w.term)).toEqual([...plan.units.map((u) => u.term), ...plan.words.map((w) => w.term)]);
    for (const u of plan.units) expect(words.find((w) => w.term === u.term)).toMatchObject({ weight: u.weight, alternatives: u.alternatives, fuzzy: 0, prefix: false });
    for (const w of plan.words) expect(words.find((x) => x.term === w.term)).toMatchObject({ fuzzy: w.edits, prefix: w.prefix, common: w.common });
  });

  it('in OpenSearch: the same words get the same edits (names) and at most one elsewhere, at the typo weight', () => {
    const fuzzy = clauses.filter((c) => c.fuzziness !== undefined);
    for (const w of plan.words) {
      const onNames = fuzzy.filter((c) => c.fields.some((f) => f.startsWith('names_fuzzy')) && c.query.split(' ').includes(w.term));
      const elsewhere = fuzzy.filter((c) => c.fields.some((f) => f.startsWith('other_fuzzy')) && c.query.split(' ').includes(w.term));
      if (w.edits) {
        expect(onNames.map((c) => c.fuzziness)).toEqual([w.edits]);
        expect(elsewhere.map((c) => c.fuzziness)).toEqual([1]);
      } else expect([...onNames, ...elsewhere]).toEqual([]);
    }
    for (const c of fuzzy) expect(c.boost).toBe(WEIGHTS.typo);
  });

  it('in OpenSearch: a near spelling or completion counts only where the word itself does not stand (as in memory)', () => {
    const variants: { bool: { must: { multi_match: { query: string; fuzziness?: number; type: string } }[]; must_not: { multi_match: { query: string; fields: string[] } }[] } }[] = [];
    JSON.stringify(body, (_k, v) => {
      if (v && typeof v === 'object' && v.bool?.must_not && v.bool?.must?.[0]?.multi_match) variants.push(v);
      return v;
    });
    const expected = plan.words.filter((w) => w.edits).length * 2 + (plan.words.some((w) => w.prefix) ? 1 : 0);
    expect(variants).toHaveLength(expected);
    for (const v of variants) {
      const variant = v.bool.must[0].multi_match;
      expect(variant.fuzziness !== undefined || variant.type === 'phrase_prefix').toBe(true);
      expect(v.bool.must_not[0].multi_match.query).toBe(variant.query);
      expect(v.bool.must_not[0].multi_match).not.toHaveProperty('fuzziness');
    }
  });

  it('in OpenSearch: the plan\'s completion, units at their weight, bonuses and filters', () => {
    const completion = clauses.filter((c) => c.type === 'phrase_prefix');
    const typing = plan.words.find((w) => w.prefix);
    expect(completion.map((c) => [c.query, c.boost])).toEqual(typing ? [[typing.term, WEIGHTS.prefix]] : []);
    for (const u of plan.units) {
      expect(clauses.find((c) => c.query === u.term)).toMatchObject({ fields: UNIT_FIELDS, boost: u.weight });
      for (const alt of u.alternatives) expect(clauses.find((c) => c.query === alt)).toMatchObject({ boost: u.weight * WEIGHTS.alternative });
    }
    expect(clauses.find((c) => c.type === 'cross_fields')!.boost).toBe(BONUSES.allWords.boost);
    expect(clauses.find((c) => c.type === 'phrase' && c.slop !== undefined)).toMatchObject({ boost: BONUSES.phrase.factor, slop: BONUSES.phrase.slop });
    expect((body.rescore as { window_size: number }).window_size).toBe(RESCORE_WINDOW);
    const filter = JSON.stringify((body.query as { bool: { filter: unknown[] } }).bool.filter);
    const f = plan.filters;
    if (f.court) expect(filter).toContain(`{"term":{"court.lc":"${f.court}"}}`);
    if (f.yearFrom) expect(filter).toContain(`"gte":${f.yearFrom}`);
    if (f.disposal) expect(filter).toContain(`{"term":{"disposal.lc":"${f.disposal}"}}`);
    for (const w of f.judge) expect(filter).toContain(`"${w}"`);
    if (!f.court && !f.yearFrom && !f.disposal && !f.judge.length) expect(filter).toBe('[]');
    // Required phrases.
    for (const p of plan.phrases) expect(clauses.some((c) => c.type === 'phrase' && c.slop === undefined && c.query === p)).toBe(true);
  });
});

describe('zones and boosts', () => {
  it('OpenSearch maps every zone\'s fields at the zone\'s boost, and the typo fields at the sums of theirs', () => {
    const properties = (indexBody(1, 0, 'x').mappings as { properties: Record<string, unknown> }).properties;
    for (const zone of ZONES) {
      for (const field of zone.fields) {
        expect([field, FIELD_BOOSTS[field]]).toEqual([field, zone.boost]);
        expect(properties[field.split('.')[0]]).toBeDefined();
      }
    }
    const boost = (name: string) => ZONES.find((z) => z.name === name)!.boost;
    expect(FIELD_BOOSTS.names_fuzzy).toBe(boost('names') * 2);
    expect(FIELD_BOOSTS.other_fuzzy).toBe(boost('summary') + boost('tags'));
  });

  it('without word shares OpenSearch plans every word as unknown (the fallback), never as common', () => {
    const plan = planQuery(REQUESTS[0], statFrom(undefined, 0))!;
    expect(plan.words.map((w) => [w.term, w.known, w.common])).toEqual([['menaka', false, false], ['ghandi', false, false], ['court', false, true]]);
  });
});
