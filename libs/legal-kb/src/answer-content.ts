/**
 * Reads the answer-level content files (content/intents.yaml, places.yaml, state-law.yaml, abstain.yaml):
 * data with its sources and review record, next to the entries. Read once, on first use, from the
 * package's own content folder (beside src/ and dist/), so the library works the same built or not.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

export const CONTENT_DIR = resolve(__dirname, '..', 'content');

const cache = new Map<string, unknown>();

/** One content file, parsed; a missing or broken file fails loudly with its name. */
export function contentFile<T>(name: string): T {
  if (!cache.has(name)) {
    const path = resolve(CONTENT_DIR, name);
    try {
      cache.set(name, parse(readFileSync(path, 'utf8')));
    } catch (err) {
      throw new Error(`legal-kb content ${name}: ${(err as Error).message}`, { cause: err });
    }
  }
  return cache.get(name) as T;
}

/** A text in each language the answers are written in. */
export interface Bilingual {
  en: string;
  hi: string;
}

/** Every content file has where it comes from and who checked it. */
export interface Reviewed {
  sources: { what: string; where: string }[];
  review: { by: string; date: string; against: string; note?: string }[];
}

/** Fails with the file's name when its sources or review record are missing. */
export function checkReviewed(name: string, file: Partial<Reviewed>): void {
  if (!file.sources?.length) throw new Error(`legal-kb content ${name}: no sources`);
  if (!file.review?.length || file.review.some((r) => !r.by || !/^\d{4}-\d{2}-\d{2}$/.test(String(r.date)) || !r.against)) throw new Error(`legal-kb content ${name}: incomplete review record`);
}
