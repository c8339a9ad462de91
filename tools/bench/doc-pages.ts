/**
 * Doc AI, time per page of a paper a litigant receives, born-digital against photographed, in one
 * run: each paper of the evaluation set (doc-papers/papers.yaml) as a PDF with a text layer and as
 * a tilted, washed-out phone photo; for each, the wall time and the CPU (this process and the
 * readers it starts: pdftotext, sharp's child, tesseract) of reading it and of the offline summary.
 * The summary's CPU is set against the extractive summary it replaced, on the same documents.
 * Run: npm run bench:doc-pages -w @lexmitra/tools (needs poppler-utils, tesseract-ocr with Hindi,
 * pango1.0-tools). BENCH_SMOKE=1: two papers, one round.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOC_AI_QUERIES } from '@lexmitra/contracts';
import { ExtractedDocument, extractDocument, summarizeExtractive } from '@lexmitra/documents';
import { parse } from 'yaml';
import { OfflineDocEngine } from '../../services/ai-worker/src/documents/offline-engine';
import { makePhoto, renderTextPdf } from '../fixtures/scans';
import { benchNumber } from './smoke';

interface Paper { id: string; language: 'en' | 'hi'; text: string }
const PAPERS = benchNumber('BENCH_PAPERS', 100, 2);
const ROUNDS = benchNumber('BENCH_RUNS', 3, 1);

/** CPU seconds of this process and of its finished children (/proc/self/stat utime, stime, cutime, cstime). */
function cpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const ticks = [11, 12, 13, 14].reduce((n, i) => n + Number(fields[i]), 0);
  return ticks / 100;
}
async function measure<T>(fn: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const [w0, c0] = [performance.now(), cpuSeconds()];
  const value = await fn();
  return { value, wall: (performance.now() - w0) / 1000, cpu: cpuSeconds() - c0 };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const papers = (parse(fs.readFileSync(path.join(__dirname, 'doc-papers/papers.yaml'), 'utf8')) as { papers: Paper[] }).papers.slice(0, PAPERS);
  const engine = new OfflineDocEngine();
  const noop = async () => undefined;
  const rows: Record<'digital' | 'photo', { read: number[]; readCpu: number[]; summaryCpu: number[]; oldCpu: number[] }> = {
    digital: { read: [], readCpu: [], summaryCpu: [], oldCpu: [] },
    photo: { read: [], readCpu: [], summaryCpu: [], oldCpu: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const paper of papers) {
      const files = { digital: renderTextPdf(paper.text), photo: await makePhoto(paper.text, { angle: 3.5, seed: paper.id.length }) };
      for (const form of ['digital', 'photo'] as const) {
        const read = await measure(() => extractDocument(files[form], { language: paper.language }));
        const doc: ExtractedDocument = read.value;
        const input = { doc, interfaceLanguage: paper.language, query: DOC_AI_QUERIES.summarize, onProgress: () => undefined, checkCancelled: noop, reserveCalls: noop };
        // The summary is fast: 20 of each, so the clock's 10 ms ticks do not dominate.
        const summary = await measure(async () => { for (let i = 0; i < 20; i++) await engine.summarize(input); });
        const old = await measure(async () => { for (let i = 0; i < 20; i++) summarizeExtractive(doc, 4); });
        const pages = doc.pages.length;
        rows[form].read.push(read.wall / pages);
        rows[form].readCpu.push(read.cpu / pages);
        rows[form].summaryCpu.push(summary.cpu / 20 / pages);
        rows[form].oldCpu.push(old.cpu / 20 / pages);
      }
    }
  }
  const ms = (s: number) => `${(s * 1000).toFixed(1)} ms`;
  console.log(`${papers.length} papers × ${ROUNDS} rounds; medians per page`);
  console.log('form         read (wall)  read (CPU)  summary (CPU)  extractive summary (CPU)');
  for (const form of ['digital', 'photo'] as const) {
    const r = rows[form];
    console.log(`${form.padEnd(12)} ${ms(median(r.read)).padStart(11)}  ${ms(median(r.readCpu)).padStart(10)}  ${ms(median(r.summaryCpu)).padStart(13)}  ${ms(median(r.oldCpu)).padStart(24)}`);
  }
  const ratio = median(rows.photo.readCpu) / median(rows.digital.readCpu);
  const total = (form: 'digital' | 'photo') => median(rows[form].readCpu) + median(rows[form].summaryCpu);
  console.log(`photographed / born-digital, CPU per page to read: ${ratio.toFixed(1)}×; read and summarise: ${(total('photo') / total('digital')).toFixed(1)}×`);
  console.log(`summary / extractive summary it replaced, CPU: ${(median(rows.digital.summaryCpu) / Math.max(median(rows.digital.oldCpu), 1e-4)).toFixed(1)}× (${ms(median(rows.digital.summaryCpu))} against ${ms(median(rows.digital.oldCpu))})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
