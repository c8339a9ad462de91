/**
 * Where OpenSearch spends a query's CPU: loads BENCH_JUDGMENTS (5,000) generated full-text judgments
 * into an index of its own (kept between runs unless BENCH_RELOAD=1), then runs the bench's queries
 * one at a time with variants of the request body (as built, without highlights, without _source)
 * and prints the node's CPU per query (from /proc) and OpenSearch's own `took`.
 * Needs `npm run stack:up -- --opensearch`. Run: node --import tsx bench/search-os-probe.ts
 */
import { AskRequestSchema } from '@lexmitra/contracts';
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
  if (process.env.BENCH_RELOAD === '1' || (await index.corpusVersion()) === null) {
    await index.drop();
    async function* docs() { yield* generateJudgments(N); }
    const r = await index.rebuild(docs(), '1');
    console.log(`loaded ${r.cases} judgments in ${(r.ms / 1000).toFixed(1)} s`);
    await index.client.indices.forcemerge({ index: r.index, max_num_segments: 1 });
  }
  const queries = benchQueries(generateCases(N), Q, 11);
  type B = Record<string, unknown>;
  const noHl = ({ highlight: _h, ...b }: B): B => b;
  const q = (b: B) => b.query as { bool: { must: { bool?: { should: B[] } }[]; should: B[]; filter: B[] } };
  const hlFields = (fields: B) => (b: B): B => ({ ...b, highlight: { ...(b.highlight as object), fields } });
  const all: Record<string, (b: B) => B> = {
    'as built': (b) => b,
    'no highlight': noHl,
    'no highlight, no _source': (b) => ({ ...noHl(b), _source: false }),
    'no hl, no src, no fuzzy': (b) => {
      const x = q(b);
      return { ...noHl(b), _source: false, query: { bool: { ...x.bool, must: [{ bool: { should: x.bool.must[0].bool!.should.slice(0, 1) } }, ...x.bool.must.slice(1)] } } };
    },
    'no hl, no src, must only': (b) => ({ ...noHl(b), _source: false, query: { bool: { ...q(b).bool, should: [] } } }),
    'no hl, no src, total 100': (b) => ({ ...noHl(b), _source: false, track_total_hits: 100 }),
    'hl paragraphs only': hlFields({ paragraphs: { number_of_fragments: 3, fragment_size: 220 } }),
    'hl title+description only': hlFields({ description: { number_of_fragments: 0 }, title: { number_of_fragments: 0 } }),
    'hl paragraphs, no _source': (b) => ({ ...hlFields({ paragraphs: { number_of_fragments: 3, fragment_size: 220 } })(b), _source: false }),
  };
  const wanted = process.env.BENCH_VARIANTS?.split('|');
  const variants = Object.fromEntries(Object.entries(all).filter(([k]) => !wanted || wanted.some((w) => k === w)));
  for (const [name, vary] of Object.entries(variants)) {
    for (const q of queries.slice(0, 30)) await index.client.search({ index: index.alias, body: vary(searchBody(AskRequestSchema.parse({ query: q }))!) });
    const took: number[] = [];
    const cpu0 = cpuMs(pid);
    const t0 = performance.now();
    for (const q of queries) {
      const res = await index.client.search({ index: index.alias, body: vary(searchBody(AskRequestSchema.parse({ query: q }))!) , request_cache: false });
      took.push((res.body as { took: number }).took);
    }
    const wall = performance.now() - t0;
    console.log(`${name.padEnd(28)} CPU ${((cpuMs(pid) - cpu0) / Q).toFixed(1)} ms/query, took p50 ${pct(took, 50)} ms p95 ${pct(took, 95)} ms, wall ${(wall / Q).toFixed(1)} ms/query`);
  }
  await index.close();
}
main().catch((e) => { console.error(e); process.exitCode = 1; });
