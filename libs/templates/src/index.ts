/**
 * The draft template catalogue: plain-text legal drafts in catalogue/, listed with their display
 * name and category in catalogue/index.json. Texts are our own words; {{snake_case}} placeholders
 * mark what the user fills in. The folder sits beside src/ and dist/ so both resolve it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { placeholdersOf } from '@lexmitra/contracts';

export const CATALOGUE_DIR = path.resolve(__dirname, '../catalogue');
/** Object-store prefix of templates; a template's `url` is this plus its file name. */
export const TEMPLATE_PREFIX = 'templates/';

export interface CatalogueTemplate {
  /** Opaque reference the API hands out and accepts, e.g. "templates/general-affidavit.txt". */
  url: string;
  file: string;
  name: string;
  category: string;
  text: string;
  placeholders: string[];
}

let cached: CatalogueTemplate[] | undefined;

export function loadCatalogue(): CatalogueTemplate[] {
  if (!cached) {
    const index = JSON.parse(fs.readFileSync(path.join(CATALOGUE_DIR, 'index.json'), 'utf8')) as { file: string; name: string; category: string }[];
    cached = index.map(({ file, name, category }) => {
      if (!/^[a-z0-9-]+\.txt$/.test(file)) throw new Error(`bad catalogue file name ${file}`);
      const text = fs.readFileSync(path.join(CATALOGUE_DIR, file), 'utf8');
      return { url: `${TEMPLATE_PREFIX}${file}`, file, name, category, text, placeholders: placeholdersOf(text) };
    });
  }
  return cached;
}
