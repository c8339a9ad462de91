import { findTool } from '../native/find-tool';
import { runLimited } from '../sandbox';
import { firstPassLanguages, languageForScript } from './languages';
import { uprightPicture } from './picture';

export interface OcrRun {
  signal?: AbortSignal;
  /** Per child process (one render, one tesseract pass). */
  timeoutMs: number;
  memoryMb: number;
}

export interface OcrText {
  text: string;
  /** Mean word confidence, 0–100 (0 when no word was read). */
  confidence: number;
  words: number;
  languages: string[];
}

/**
 * One tesseract thread per process: measured on 2 cores, OpenMP's threads made a page 4× slower
 * (0.4 s → 1.8 s) by fighting each other and the other workers.
 */
const TESSERACT_ENV = { ...process.env, OMP_THREAD_LIMIT: '1' };

/** A first pass this unsure (mean word confidence) is read again in the script Tesseract detects. */
const LOW_CONFIDENCE = 70;

export const hasTesseract = (): boolean => Boolean(findTool('tesseract'));

/** Runs tesseract on a picture given on stdin; limit stops reject (SandboxError), exit codes are returned. */
const tesseract = (image: Buffer, args: string[], run: OcrRun) =>
  runLimited(findTool('tesseract') ?? 'tesseract', ['stdin', 'stdout', ...args], {
    input: image, signal: run.signal, timeoutMs: run.timeoutMs, memoryMb: run.memoryMb, maxOutputBytes: 16 * 1024 * 1024, env: TESSERACT_ENV,
  });

/**
 * Reads tesseract's TSV (one row per block, paragraph, line and word) back into text: words of a
 * line joined by spaces, lines by newlines, paragraphs by a blank line, as toParagraphs expects.
 */
export function textFromTsv(tsv: string): Omit<OcrText, 'languages'> {
  const paragraphs: string[][] = [];
  let lastPar = '';
  let lastLine = '';
  let confSum = 0;
  let words = 0;
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const word = cols.slice(11).join('\t').trim();
    if (!word) continue;
    const par = `${cols[2]}.${cols[3]}`;
    const line = `${par}.${cols[4]}`;
    if (par !== lastPar) paragraphs.push([]);
    const lines = paragraphs[paragraphs.length - 1];
    if (line !== lastLine || lines.length === 0) lines.push(word);
    else lines[lines.length - 1] += ` ${word}`;
    lastPar = par;
    lastLine = line;
    confSum += Math.max(0, Number(cols[10]) || 0);
    words++;
  }
  return { text: paragraphs.map((p) => p.join('\n')).join('\n\n'), confidence: words ? confSum / words : 0, words };
}

export async function recognize(image: Buffer, languages: string[], run: OcrRun): Promise<OcrText> {
  const res = await tesseract(image, ['-l', languages.join('+'), '--psm', '3', 'tsv'], run);
  // A picture tesseract cannot decode is a damaged page; the document may still have others.
  if (res.code !== 0) return { text: '', confidence: 0, words: 0, languages };
  return { ...textFromTsv(res.stdout.toString('utf8')), languages };
}

/** The script Tesseract's orientation-and-script detection sees, if it sees enough text to say. */
export async function detectScript(image: Buffer, run: OcrRun): Promise<string | undefined> {
  const res = await tesseract(image, ['--psm', '0'], run);
  // Exit 1 with "Too few characters": nothing to detect on this page.
  return res.code === 0 ? /^Script:\s*(\S+)/m.exec(res.stdout.toString('utf8'))?.[1] : undefined;
}

/** What one document's pages learn from each other: the languages that read the last page well. */
export interface OcrSession {
  hint?: string;
  languages?: string[];
}

/**
 * Reads one page picture. The first pass uses English plus the hinted language (Hindi without a
 * hint), or what read the previous page well. When that pass is unsure, the page's script is
 * detected and, if it is another one, read again in that script's language; the surer pass wins
 * and is what the next page starts with.
 */
export async function readPicture(image: Buffer, session: OcrSession, run: OcrRun): Promise<OcrText> {
  const first = await recognize(image, session.languages ?? firstPassLanguages(session.hint), run);
  let best = first;
  if (first.words > 0 && first.confidence < LOW_CONFIDENCE) {
    const script = await detectScript(image, run);
    const lang = script ? languageForScript(script) : undefined;
    if (lang && !first.languages.includes(lang)) {
      const second = await recognize(image, lang === 'eng' ? ['eng'] : ['eng', lang], run);
      if (second.confidence > first.confidence) best = second;
    }
    // Still unsure: the page may lie upside down (or turned a quarter the way Tesseract reads as
    // upside down); read it once more turned round.
    if (best.confidence < LOW_CONFIDENCE) {
      const turned = await recognize(await uprightPicture(image, run, run.signal, 180), best.languages, run);
      if (turned.confidence > best.confidence) best = turned;
    }
  }
  if (best.words > 0) session.languages = best.languages;
  return best;
}
