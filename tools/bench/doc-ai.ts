/**
 * Document AI benchmarks (issue 5), one run, figures as ratios measured in the same run:
 *  1. Extraction speed of libs/documents vs Debian's `pdftotext` on the same 200-page PDF.
 *  2. A 100-page translation through the model engine against the local OpenAI-compatible test
 *     server answering each call in 300 ms, concurrency 8: wall time vs the ideal
 *     ceil(chunks / 8) × 300 ms (target ≤ 1.3×).
 * Run: npm run bench:doc-ai -w @lexmitra/tools (after `npx nx run-many -t build`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAiProvider } from '@lexmitra/ai';
import { chunkDocument, extractDocument } from '@lexmitra/documents';
import { CHUNK_CHARS, ProviderDocEngine } from '../../services/ai-worker/src/documents/provider-engine';
import { makePdf } from '../fixtures/documents';
import { startFakeOpenAi } from '../jest/fake-openai';

const PARA = 'The petitioner submits that the order of eviction was passed without notice and without hearing, contrary to the principles of natural justice, and prays that it be set aside. ';
const pages = (n: number) => Array.from({ length: n }, (_, i) => [`Page ${i + 1}. ${PARA.repeat(3)}`, PARA.repeat(4), PARA.repeat(3)]);

async function extraction(): Promise<void> {
  const pdf = await makePdf(pages(200));
  const file = path.join(os.tmpdir(), `lexmitra-bench-${process.pid}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    await extractDocument(pdf); // warm-up: loads pdfjs in a worker once
    const t0 = performance.now();
    const doc = await extractDocument(pdf);
    const ours = performance.now() - t0;
    const t1 = performance.now();
    const res = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const theirs = performance.now() - t1;
    if (res.error || res.status !== 0) throw new Error(`pdftotext failed (install poppler-utils): ${res.error?.message ?? res.stderr}`);
    const perSec = (ms: number) => (200 / (ms / 1000)).toFixed(0);
    console.log(`extraction, 200 pages: libs/documents ${ours.toFixed(0)} ms (${perSec(ours)} pages/s), pdftotext ${theirs.toFixed(0)} ms (${perSec(theirs)} pages/s)`);
    console.log(`  ratio libs/documents / pdftotext throughput: ${(theirs / ours).toFixed(2)}  (${doc.pages.length} pages, ${doc.chars} chars)`);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function translation(): Promise<boolean> {
  const fake = await startFakeOpenAi();
  const CALL_MS = 300;
  const CONCURRENCY = 8;
  fake.setResponder(() => ({ content: 'अनुवाद', delayMs: CALL_MS }));
  try {
    const doc = await extractDocument(await makePdf(pages(100)));
    const chunks = chunkDocument(doc, CHUNK_CHARS).length;
    const ai = createAiProvider({ OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake' })!;
    const engine = new ProviderDocEngine(ai, CONCURRENCY);
    const t0 = performance.now();
    await engine.translate({ doc, query: 'Translate', translationLanguage: 'hi', onProgress: () => undefined, checkCancelled: async () => undefined });
    const wall = performance.now() - t0;
    const ideal = Math.ceil(chunks / CONCURRENCY) * CALL_MS;
    const ratio = wall / ideal;
    console.log(`translation, 100 pages = ${chunks} chunks at ${CALL_MS} ms/call, concurrency ${CONCURRENCY}: wall ${wall.toFixed(0)} ms, ideal ${ideal} ms`);
    console.log(`  ratio wall / ideal: ${ratio.toFixed(2)} (target ≤ 1.30) ${ratio <= 1.3 ? 'PASS' : 'FAIL'}`);
    return ratio <= 1.3;
  } finally {
    await fake.close();
  }
}

async function main() {
  await extraction();
  const ok = await translation();
  process.exit(ok ? 0 : 1);
}

void main();
