/**
 * The Debian packages each entry point needs (`npm start`, `npm test`, each benchmark), by what they
 * are for. Whatever is missing is installed in one apt-get run as root; otherwise the error names
 * the packages to install. Nothing here downloads anything but Debian packages.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { aptInstall, MissingToolError, which } from './binaries';
import { missingDocumentPackages } from './document-tools';

interface Need {
  why: string;
  missing(): string[];
}

const NOTO_DEVANAGARI = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';

export const SYSTEM_NEEDS = {
  redis: { why: 'the dev stack runs Redis', missing: () => (which('redis-server') ? [] : ['redis-server']) },
  /** services/convert-worker src/render/shaper.ts draws Indic scripts and Urdu with them. */
  exportFonts: { why: 'draft exports in Indian scripts need the Noto fonts', missing: () => (fs.existsSync(NOTO_DEVANAGARI) ? [] : ['fonts-noto-core']) },
  /** poppler's pdftotext/pdfinfo/pdftoppm and Tesseract with our languages (document-tools.ts). */
  documentTools: { why: 'Document AI reads PDFs with poppler and scans with Tesseract', missing: missingDocumentPackages },
  /** tools/fixtures/scans.ts typesets the generated scans with Pango. */
  scanFixtures: { why: 'generated scans are typeset with pango-view', missing: () => (which('pango-view') ? [] : ['pango1.0-tools']) },
  chromium: { why: 'the browser tests and Lighthouse drive Debian\'s Chromium', missing: () => (process.env.CHROMIUM_PATH || which('chromium') ? [] : ['chromium']) },
  wrk: { why: 'the search benchmark drives load with wrk', missing: () => (which('wrk') ? [] : ['wrk']) },
} satisfies Record<string, Need>;

export type SystemNeed = keyof typeof SYSTEM_NEEDS;

function missingFor(needs: SystemNeed[]): { packages: string[]; why: string } {
  const packages = new Set<string>();
  const why: string[] = [];
  for (const need of needs) {
    const missing = SYSTEM_NEEDS[need].missing();
    if (missing.length) why.push(SYSTEM_NEEDS[need].why);
    for (const p of missing) packages.add(p);
  }
  return { packages: [...packages], why: why.join('; ') };
}

/** Installs what `needs` lack, now (as root; otherwise throws MissingToolError naming the packages). */
export function ensureSystemPackages(needs: SystemNeed[]): void {
  const { packages, why } = missingFor(needs);
  if (packages.length) aptInstall(packages, why);
}

/**
 * The same without blocking, so `npm start` downloads and unpacks packages while Go compiles.
 * Resolves with the packages it could not install (not root, no apt-get): the caller decides
 * whether that is fatal (ensureRedisServer and ensureExportFonts throw later with their message).
 */
export async function installSystemPackages(needs: SystemNeed[]): Promise<string[]> {
  const { packages, why } = missingFor(needs);
  if (!packages.length) return [];
  if (typeof process.getuid !== 'function' || process.getuid() !== 0 || !which('apt-get')) return packages;
  console.log(`[devstack] apt-get install ${packages.join(' ')} (${why})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new MissingToolError(`apt-get ${args[0]} failed (exit ${code}): install ${packages.join(' ')} by hand`))));
    });
  await run(['update', '-qq']);
  await run(['install', '-y', '-qq', ...packages]);
  return [];
}
