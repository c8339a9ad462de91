/**
 * The offline Doc AI measured on papers a litigant receives (tools/bench/doc-papers/papers.yaml, or
 * the YAML file named by DOC_PAPERS, e.g. a held-out set): born-digital papers become a PDF with a
 * text layer, `photo: true` papers a tilted, washed-out JPEG that OCR must read. For each paper it
 * prints the share of its listed facts that the offline summary holds, beside the baseline of the
 * paper's first 600 characters, and whether Simplify changed its words. With DOC_PAPERS_SHOW=<id>
 * it prints that paper's summary too.
 * Run: npm run bench:doc-papers -w @lexmitra/tools (needs poppler-utils, tesseract-ocr with Hindi,
 * pango1.0-tools).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOC_AI_QUERIES } from '@lexmitra/contracts';
import { ExtractedDocument, extractDocument, plainText } from '@lexmitra/documents';
import { parse } from 'yaml';
import { OfflineDocEngine } from '../../services/ai-worker/src/documents/offline-engine';
import { makePhoto, renderTextPdf } from '../fixtures/scans';
// Says so when BENCH_SMOKE=1 (the smoke run in npm test); the set is small enough to run whole either way.
import './smoke';

interface Fact { what: string; any: string[] }
interface Paper { id: string; language: 'en' | 'hi'; kind: string; photo?: boolean; text: string; facts: Fact[] }

const FILE = process.env.DOC_PAPERS ?? path.join(__dirname, 'doc-papers/papers.yaml');
const SHOW = process.env.DOC_PAPERS_SHOW ?? '';

/** What a fact is compared in: case, spacing, commas inside numbers and the nukta do not matter. */
export const normal = (s: string) =>
  s.normalize('NFC').toLowerCase().replace(/\u093c/g, '').replace(/(\d),(?=\d)/g, '$1').replace(/\s+/g, ' ');
const holds = (summary: string, fact: Fact) => fact.any.some((form) => normal(summary).includes(normal(String(form))));

async function readPaper(paper: Paper): Promise<ExtractedDocument> {
  const bytes = paper.photo ? await makePhoto(paper.text, { angle: 3.5, seed: paper.id.length }) : renderTextPdf(paper.text);
  return extractDocument(bytes, { language: paper.language });
}

async function main() {
  const papers = (parse(fs.readFileSync(FILE, 'utf8')) as { papers: Paper[] }).papers;
  const engine = new OfflineDocEngine();
  const noop = async () => undefined;
  let total = 0;
  let summaryHeld = 0;
  let baselineHeld = 0;
  let simplified = 0;
  console.log(`${'paper'.padEnd(28)} facts  summary  first-600  simplify  time`);
  for (const paper of papers) {
    const t0 = performance.now();
    const doc = await readPaper(paper);
    const input = { doc, interfaceLanguage: paper.language, onProgress: () => undefined, checkCancelled: noop, reserveCalls: noop };
    const summary = await engine.summarize({ ...input, query: DOC_AI_QUERIES.summarize });
    const simple = await engine.simplify({ ...input, query: DOC_AI_QUERIES.simplify });
    const ms = performance.now() - t0;
    const text = plainText(doc);
    const baseline = text.slice(0, 600);
    const held = paper.facts.filter((f) => holds(summary, f));
    const base = paper.facts.filter((f) => holds(baseline, f)).length;
    const changed = simple.trim() !== text.trim();
    total += paper.facts.length;
    summaryHeld += held.length;
    baselineHeld += base;
    if (changed) simplified++;
    console.log(`${paper.id.padEnd(28)} ${String(paper.facts.length).padStart(5)}  ${String(held.length).padStart(7)}  ${String(base).padStart(9)}  ${(changed ? 'changed' : 'SAME').padStart(8)}  ${(ms / 1000).toFixed(1)} s`);
    const missed = paper.facts.filter((f) => !held.includes(f)).map((f) => f.what);
    if (missed.length) console.log(`${''.padEnd(28)} missed: ${missed.join(', ')}`);
    if (SHOW === paper.id || SHOW === 'all') console.log(`--- summary ---\n${summary}\n---------------`);
  }
  const pct = (n: number) => `${((100 * n) / total).toFixed(0)}%`;
  console.log(`\nfacts held: summary ${summaryHeld}/${total} (${pct(summaryHeld)}), first 600 characters ${baselineHeld}/${total} (${pct(baselineHeld)}); Simplify changed ${simplified} of ${papers.length} papers`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
