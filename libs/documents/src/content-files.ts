import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';

/**
 * The library's legal content (glossaries, kinds of paper) lives in YAML files under
 * libs/documents/content, so that a legal editor changes a file, not code. Resolved the same from
 * src/ (tests) and dist/ (built): both sit one level under the library.
 */
export const CONTENT_DIR = path.resolve(__dirname, '../content');

export class ContentFileError extends Error {}

/** A content file read and checked against its schema; a broken file names the file, the field and the reason. */
export function readContentFile<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const full = path.isAbsolute(file) ? file : path.join(CONTENT_DIR, file);
  let data: unknown;
  try {
    data = parse(fs.readFileSync(full, 'utf8'));
  } catch (err) {
    throw new ContentFileError(`${full}: ${(err as Error).message}`);
  }
  const checked = schema.safeParse(data);
  if (!checked.success) {
    const issues = checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new ContentFileError(`${full} is not valid:\n  ${issues.join('\n  ')}`);
  }
  return checked.data;
}

/** The content files whose names match, e.g. every glossary.<language>.yaml. */
export const contentFiles = (pattern: RegExp): string[] => fs.readdirSync(CONTENT_DIR).filter((f) => pattern.test(f)).sort();
