/**
 * The native tools Document AI reads with (docs/document-ai.md): poppler's pdftotext/pdfinfo/pdftoppm
 * and Tesseract with the trained data of English, Hindi and docs/product.md §9's other Indian languages, all from
 * Debian. services/ai-worker/Dockerfile installs the same list.
 */
import { execFileSync } from 'node:child_process';
import { aptInstall, which } from './binaries';

/** Trained data the OCR uses (libs/documents src/ocr/languages.ts); osd is script detection. */
export const TESSERACT_LANGUAGES = ['eng', 'hin', 'asm', 'ben', 'guj', 'kan', 'mal', 'mar', 'nep', 'ori', 'pan', 'tam', 'tel', 'urd', 'osd'];

function installedTesseractLanguages(): Set<string> {
  if (!which('tesseract')) return new Set();
  try {
    const out = execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return new Set(out.split('\n').slice(1).map((l) => l.trim()).filter(Boolean));
  } catch {
    return new Set();
  }
}

/** The Debian packages still missing for native extraction and OCR. */
export function missingDocumentPackages(): string[] {
  const missing: string[] = [];
  if (!which('pdftotext') || !which('pdfinfo') || !which('pdftoppm')) missing.push('poppler-utils');
  if (!which('tesseract')) missing.push('tesseract-ocr');
  const langs = installedTesseractLanguages();
  for (const lang of TESSERACT_LANGUAGES) if (!langs.has(lang)) missing.push(`tesseract-ocr-${lang}`);
  return missing;
}

/**
 * Installs what is missing (as root, else throws naming the packages). `npm start` only warns when it
 * cannot: without poppler the pdfjs fallback reads PDFs, without Tesseract scans are refused.
 */
export function ensureDocumentTools(opts: { required: boolean }): void {
  const missing = missingDocumentPackages();
  if (missing.length === 0) return;
  try {
    aptInstall(missing, 'Document AI reads PDFs with poppler and scans with Tesseract');
  } catch (err) {
    if (opts.required) throw err;
    console.warn(`[devstack] ${(err as Error).message} Until then PDFs are read with pdfjs and scans cannot be read.`);
  }
}
