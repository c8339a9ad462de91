/**
 * Every benchmark, by its npm script in tools/package.json, with what its smoke run needs
 * (tools/bench/smoke.spec.ts runs each with BENCH_SMOKE=1 in `npm test`, against the test stack).
 * The spec fails when a bench:* script is missing here, so a new benchmark is exercised from the
 * day it lands: add its line to BENCHES.
 */
export interface Bench {
  /** The npm script, as in tools/package.json. */
  script: string;
  /** The longest its smoke run may take on a busy 2-core machine, in seconds. */
  timeoutS: number;
  /** Variables its smoke run needs beyond BENCH_SMOKE=1 and the stack's. */
  env?: Record<string, string>;
}

export const BENCHES: Bench[] = [
  { script: 'bench:upload', timeoutS: 90 },
  { script: 'bench:search', timeoutS: 180 },
  // The test stack runs the OpenSearch node (tools/test/run.ts); a dev stack needs `stack:up -- --opensearch`.
  { script: 'bench:search-engines', timeoutS: 240 },
  { script: 'bench:search-inproc', timeoutS: 90 },
  { script: 'bench:search-replicas', timeoutS: 120 },
  { script: 'bench:search-bff-ab', timeoutS: 150 },
  { script: 'bench:search-engine-ab', timeoutS: 90 },
  // Needs the OpenSearch node as bench:search-engines does.
  { script: 'bench:search-os-probe', timeoutS: 120 },
  { script: 'bench:doc-ai', timeoutS: 180 },
  { script: 'bench:doc-limits', timeoutS: 240 },
  { script: 'bench:doc-papers', timeoutS: 180 },
  { script: 'bench:doc-pages', timeoutS: 180 },
  { script: 'bench:convert', timeoutS: 120 },
  { script: 'bench:convert-scale', timeoutS: 150 },
  { script: 'bench:mixed', timeoutS: 150 },
  { script: 'bench:lighthouse', timeoutS: 240 },
  { script: 'bench:audit', timeoutS: 120 },
  { script: 'bench:export', timeoutS: 150 },
  // Builds the unpatched FerretDB when the cache lacks it (bootstrap builds it for `npm test` beforehand).
  { script: 'bench:db-integrity', timeoutS: 300 },
  { script: 'bench:case-import', timeoutS: 180 },
  { script: 'bench:chat-stream', timeoutS: 150 },
];
