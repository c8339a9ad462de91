/**
 * Where OpenSearch spends a query's CPU: loads BENCH_JUDGMENTS (5,000) generated full-text judgments
 * into an index of its own (kept between runs unless BENCH_RELOAD=1), then runs the bench's queries
 * one at a time with variants of the request body (as built, without highlights, without _source,
 * as before issue 29's round...; BENCH_VARIANTS=a|b picks some) taking turns in blocks, and prints
 * the node's CPU per query (from /proc) and OpenSearch's own `took`.
 * Needs `npm run stack:up -- --opensearch`. Run: node --import tsx bench/search-os-probe.ts
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import os from 'node:os';
import { searchBody } from '../../services/search-service/src/opensearch/case-query';
import { CaseSearchIndex } from '../../services/search-service/src/opensearch/case-search-index';
import { cpuMs } from './proc-stats';
import { benchQueries, generateCases } from './search-corpus';
import { generateJudgments } from './search-judgments';
import { benchNumber, stackServerPid } from './smoke';

require('../jest/stack-env.js');
const N = benchNumber('BENCH_JUDGMENTS', 5000, 40);
const Q = benchNumber('BENCH_QUERIES', 300, 20);
const SHARDS = Number(process.env.OPENSEARCH_SHARDS ?? 1);
const url = process.env.OPENSEARCH_URL!;
const pid = stackServerPid('opensearch') ?? NaN;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  const index = CaseSearchIndex.connect(url, `lexmitra-cases-probe_${N}`, SHARDS, 0);
  // Reloaded when asked, when missing, or when built with another mapping (corpusVersion reads 'mapping-N').
  if (process.env.BENCH_RELOAD === '1' || (await index.corpusVersion()) !== '1') {
    await index.drop();
    async function* docs() { yield* generateJudgments(N); }
    const r = await index.rebuild(docs(), '1');
    // (The rebuild merges the index to one segment per shard, as the keeper's does.)
    console.log(`loaded and merged ${r.cases} judgments in ${(r.ms / 1000).toFixed(1)} s`);
  }
  const queries = benchQueries(generateCases(N), Q, 11);
  type B = Record<string, unknown>;
  const noHl = ({ highlight: _h, ...b }: B): B => b;
  const q = (b: B) => b.query as { bool: { must: { bool?: { should: B[] } }[]; should: B[]; filter: B[] } };
  const hlFields = (fields: B) => (b: B): B => ({ ...b, highlight: { ...(b.highlight as object), fields } });
  type Must = { bool: { should: B[] } };
  const noFuzzy = (b: B): B => {
    const x = q(b);
    return { ...b, query: { bool: { ...x.bool, must: [{ bool: { should: (x.bool.must[0] as Must).bool.should.slice(0, 1) } }, ...x.bool.must.slice(1)] } } };
  };
  /** The rescore's bonuses (all words, words in order, prefix) back in the query, scored over every match (before issue 29's round). */
  const unRescored = (b: B): B => {
    const { rescore, ...rest } = b as B & { rescore?: { query: { rescore_query: { bool: { should: B[] } } } } };
    if (!rescore) return b;
    return { ...rest, query: { bool: { ...q(b).bool, should: rescore.query.rescore_query.bool.should } } };
  };
  /** Every near-spelling clause (a multi_match with a fuzziness, wherever the query puts it) with other settings. */
  const withFuzzy = (settings: B) => (b: B): B =>
    JSON.parse(JSON.stringify(b), (_k, v) => (v && typeof v === 'object' && v.multi_match?.fuzziness !== undefined ? { multi_match: { ...v.multi_match, ...settings } } : v));
  const fuzzyTuned = (prefix: number, expansions: number) => withFuzzy({ prefix_length: prefix, max_expansions: expansions });
  const fuzzyRewrite = (rewrite: string) => withFuzzy({ fuzzy_rewrite: rewrite });
  const lean = (b: B): B => ({ ...noHl(b), _source: false });
  /** Typo and completion clauses that also score the word as typed (before they left it out with a must_not). */
  const withTypedWord = (b: B): B =>
    JSON.parse(JSON.stringify(b), (_k, v) => (v && typeof v === 'object' && v.bool?.must_not && v.bool.must?.length === 1 && !v.bool.should ? v.bool.must[0] : v));
  const pipe = (...fs: ((b: B) => B)[]) => (b: B): B => fs.reduce((x, f) => f(x), b);
  const all: Record<string, (b: B, plain: B) => B> = {
    'as built': (b) => b,
    // The body with no word shares: typo variants for every word, passages chosen by every word.
    'without word shares': (_b, plain) => plain,
    'no highlight': noHl,
    'no highlight, no _source': lean,
    'no hl, no src, variants with typed word': pipe(lean, withTypedWord),
    'no hl, no src, no fuzzy': pipe(lean, noFuzzy),
    'no hl, no src, fuzzy e10': pipe(lean, fuzzyTuned(1, 10)),
    'no hl, no src, fuzzy e5': pipe(lean, fuzzyTuned(1, 5)),
    'no hl, no src, fuzzy p2': pipe(lean, fuzzyTuned(2, 20)),
    'no hl, no src, no rescore': pipe(lean, unRescored),
    'no hl, no src, without bonuses': (b) => { const { rescore: _r, ...rest } = lean(b); return rest; },
    'no hl, no src, total 10000': (b) => ({ ...lean(b), track_total_hits: 10_000 }),
    'no hl, no src, total false': (b) => ({ ...lean(b), track_total_hits: false }),
    'no hl, no src, t1000': (b) => ({ ...lean(b), track_total_hits: 1000 }),
    't1000': (b) => ({ ...b, track_total_hits: 1000 }),
    'no hl, no src, fuzzy boost rewrite': pipe(lean, fuzzyRewrite('top_terms_boost_20')),
    'no hl, no src, fuzzy boost, t10000': pipe(lean, fuzzyRewrite('top_terms_boost_20'), (b) => ({ ...b, track_total_hits: 10_000 })),
    'no hl, no src, no fuzzy, t10000': pipe(lean, noFuzzy, (b) => ({ ...b, track_total_hits: 10_000 })),
    'before: no rescore, total 10000': (b) => ({ ...unRescored(b), track_total_hits: 10_000 }),
    'hl paragraphs only': hlFields({ paragraphs: { number_of_fragments: 3, fragment_size: 220 } }),
    'hl title+description only': hlFields({ description: { number_of_fragments: 0 }, title: { number_of_fragments: 0 } }),
  };
  const wanted = process.env.BENCH_VARIANTS?.split('|');
  const variants = Object.fromEntries(Object.entries(all).filter(([k]) => !wanted || wanted.some((w) => k === w)));
  // The variants take turns in blocks of BLOCK queries, so a change in the shared machine's load
  // falls on all of them alike; each variant runs every query once.
  const BLOCK = 20;
  const names = Object.keys(variants);
  // Each query's body with the word shares (fetched once here, as a replica keeps them) and without.
  const bodies: [B, B][] = [];
  for (const q of queries) {
    const req = AskRequestSchema.parse({ query: q });
    const shares = await index.wordShares(req.query);
    bodies.push([searchBody(req, shares, index.corpusSize)!, searchBody(req)!]);
  }
  for (const name of names) for (const [b, plain] of bodies.slice(0, 30)) await index.client.search({ index: index.alias, body: variants[name](b, plain) });
  const spent = Object.fromEntries(names.map((n) => [n, { cpu: 0, wall: 0, took: [] as number[] }]));
  for (let at = 0; at < queries.length; at += BLOCK) {
    for (const name of names) {
      const cpu0 = cpuMs(pid);
      const t0 = performance.now();
      for (const [b, plain] of bodies.slice(at, at + BLOCK)) {
        const res = await index.client.search({ index: index.alias, body: variants[name](b, plain), request_cache: false });
        spent[name].took.push((res.body as { took: number }).took);
      }
      spent[name].wall += performance.now() - t0;
      spent[name].cpu += cpuMs(pid) - cpu0;
    }
  }
  for (const name of names) {
    const { cpu, wall, took } = spent[name];
    console.log(`${name.padEnd(31)} CPU ${(cpu / Q).toFixed(1)} ms/query, took p50 ${pct(took, 50)} ms p95 ${pct(took, 95)} ms, wall ${(wall / Q).toFixed(1)} ms/query`);
  }
  console.log(`(${Q} queries each, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  await index.close();
}
main().catch((e) => { console.error(e); process.exitCode = 1; });
