/**
 * Cited-by as a ranking signal, measured before it is kept. The seed corpus's texts cite nothing, so
 * the measurement runs on the fixture corpus of fixtures/citation-graph.ts (the seed judgments, each
 * with a text citing the earlier judgments of the corpus it relies on). Counts come from the texts by
 * citation extraction and resolution (cited-by.ts), not from the edge list; the test checks they agree.
 * Each weight of the prior score × (1 + w·ln(1 + cited by)) is run over the relevance set and the
 * held-out advocate set: top-1, top-3 and MRR@10, and the advocate set's must-not-appear cases. The
 * prior is kept only if some weight raises MRR on one set and lowers it on neither, loses no top-1
 * or top-3 hit on either, and brings in no must-not case; CaseIndex's default weight follows that verdict.
 */
import { AskRequestSchema, CaseRecord } from '@lexmitra/contracts';
import { partiesOf } from '@lexmitra/data';
import fs from 'node:fs';
import { parseCasesFile } from '../src/corpus/parse';
import { CaseIndex, DEFAULT_CITED_BY_WEIGHT as DEFAULT_WEIGHT } from '../src/index/case-index';
import { citedByCounts } from '../src/index/cited-by';
import { SEED_FILE } from '../src/index/index-keeper';
import { ADVOCATE_SET } from './advocate-set';
import { CITATION_EDGES, withCitingTexts } from './fixtures/citation-graph';
import { RELEVANCE_SET } from './relevance-set';

const seed = parseCasesFile(fs.readFileSync(SEED_FILE, 'utf8'), 'jsonl').records;
const fixture = withCitingTexts(seed);
const counts = citedByCounts(fixture);
const WEIGHTS = [0, 0.05, 0.1, 0.2, 0.4];

interface Query {
  query: string;
  expect: string[];
  mustNot?: string[];
}
const SETS: [string, Query[]][] = [
  ['relevance', RELEVANCE_SET.map((r) => ({ query: r.query, expect: [r.expect] }))],
  ['advocate', ADVOCATE_SET],
];

interface Figures {
  top1: number;
  top3: number;
  mrr: number;
  mustNot: number;
  /** Queries whose first expected case sits at each rank (0 = not in the top 10). */
  ranks: number[];
}

function measure(records: CaseRecord[], weight: number, queries: Query[]): Figures {
  const index = new CaseIndex({ citedByWeight: weight });
  for (const r of records) index.upsert({ ...r, parties: r.parties ?? partiesOf(r.title) });
  index.setCitedBy(counts);
  const ranks = queries.map((q) => {
    const ids = index.query(AskRequestSchema.parse({ query: q.query, pageSize: 10 })).cases.map((c) => c.case_id);
    const at = ids.findIndex((id) => q.expect.includes(id));
    return { rank: at + 1, bad: (q.mustNot ?? []).some((id) => ids.slice(0, 3).includes(id)) };
  });
  return {
    top1: ranks.filter((r) => r.rank === 1).length,
    top3: ranks.filter((r) => r.rank >= 1 && r.rank <= 3).length,
    mrr: ranks.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / queries.length,
    mustNot: ranks.filter((r) => r.bad).length,
    ranks: ranks.map((r) => r.rank),
  };
}

describe('cited-by as a ranking signal', () => {
  it('counts, from the fixture texts, exactly the citations the edge list makes', () => {
    const expected = new Map<string, number>();
    const held = new Map(seed.map((r) => [r.case_id, r]));
    for (const [, cited] of Object.entries(CITATION_EDGES)) for (const id of cited) if (held.get(id)?.citation) expected.set(id, (expected.get(id) ?? 0) + 1);
    expect(Object.fromEntries([...counts].sort())).toEqual(Object.fromEntries([...expected].sort()));
    expect(counts.get('sc-1973-kesavananda-bharati')).toBeGreaterThanOrEqual(7);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(100);
  });

  it('prints the comparison with and without the prior, and the shipped default follows the verdict', () => {
    const table: string[] = [];
    const results = WEIGHTS.map((w) => ({ w, sets: SETS.map(([, qs]) => measure(fixture, w, qs)) }));
    const seedOnly = SETS.map(([, qs]) => measure(seed, 0, qs));
    const row = (label: string, f: Figures[]) =>
      `  ${label.padEnd(26)}` + f.map((x, i) => `${SETS[i][0]}: top-1 ${x.top1}/${SETS[i][1].length}, top-3 ${x.top3}/${SETS[i][1].length}, MRR ${x.mrr.toFixed(3)}${x.mustNot ? `, must-not ${x.mustNot}` : ''}`).join(' | ');
    table.push(row('seed corpus (no texts)', seedOnly));
    for (const r of results) table.push(row(r.w ? `fixture, prior w=${r.w}` : 'fixture, no prior', r.sets));
    const base = results[0].sets;
    const helps = results.filter((r) => r.w > 0).filter((r) =>
      r.sets.some((f, i) => f.mrr > base[i].mrr) &&
      r.sets.every((f, i) => f.mrr >= base[i].mrr && f.top1 >= base[i].top1 && f.top3 >= base[i].top3 && f.mustNot <= base[i].mustNot && f.ranks.every((rank, q) => !(base[i].ranks[q] >= 1 && base[i].ranks[q] <= 3) || (rank >= 1 && rank <= 3))),
    );
    const verdict = helps.length ? `keep: helps without hurting at w=${helps.map((r) => r.w).join(', ')}` : 'off: no weight helps one set without hurting the other';
    // Which queries the shipped weight moves, so a reader sees what the prior does.
    const shippedAt = results.find((r) => r.w === DEFAULT_WEIGHT);
    if (shippedAt) {
      SETS.forEach(([name, qs], i) => qs.forEach((q, n) => {
        const [was, now] = [base[i].ranks[n], shippedAt.sets[i].ranks[n]];
        if (was !== now) table.push(`    ${name} "${q.query}": rank ${was || '-'} → ${now || '-'}`);
      }));
    }
    console.log(`cited-by prior, ${Object.keys(CITATION_EDGES).length} citing judgments, ${[...counts.values()].reduce((a, b) => a + b, 0)} citations resolved:\n${table.join('\n')}\n  verdict: ${verdict}`);
    // Whatever was measured, the index ships with the prior only if it helped.
    expect(DEFAULT_WEIGHT > 0).toBe(helps.length > 0);
    if (DEFAULT_WEIGHT > 0) expect(helps.map((r) => r.w)).toContain(DEFAULT_WEIGHT);
  });
});
