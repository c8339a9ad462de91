/**
 * The content the engine runs on. A built library reads the bundle its build wrote (dist/content-bundle.json,
 * checked by bundle.ts when it was written), which is one JSON parse; from the sources (jest, tsx) it
 * reads and checks the YAML files themselves, so a spec sees an edit at once and fails on a broken file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { KbContent } from './types';

/** Beside dist/index.js; never beside src/, so the sources always read the YAML. */
export const BUNDLE_FILE = path.resolve(__dirname, '../content-bundle.json');

let loaded: KbContent | undefined;
export function kbContent(): KbContent {
  // The loader (YAML parser, schemas) is required only without a bundle: a built service never loads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (!loaded) loaded = fs.existsSync(BUNDLE_FILE) ? (JSON.parse(fs.readFileSync(BUNDLE_FILE, 'utf8')) as KbContent) : (require('./load') as typeof import('./load')).loadContent();
  return loaded;
}

export type { KbContent, KbEntryData } from './types';
