/**
 * The files whose words a person reads (the SPA's locales and sources, mails, server texts,
 * templates, document tools, the BFF and the services), for the one-spelling checks of each
 * language (tools/hindi, tools/bengali). Tests quote what people type, in any spelling, and
 * dependencies and builds are not ours, so neither is read.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..');
const ROOTS = ['frontend/src', 'libs/mail/src', 'libs/contracts/src', 'libs/templates/catalogue', 'libs/templates/src', 'libs/documents/src', 'bff/src', 'services'];
const SHIPPED = /\.(ts|tsx|json|txt|html|md)$/;
const SKIPPED_DIRS = new Set(['test', 'node_modules', 'dist']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return SKIPPED_DIRS.has(d.name) ? [] : filesUnder(path);
    return SHIPPED.test(d.name) && !/\.spec\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** Absolute paths of every shipped text file. */
export const shippedTextFiles = (): string[] => ROOTS.flatMap((r) => filesUnder(join(repoRoot, r)));
