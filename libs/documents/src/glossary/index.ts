import { EXPLANATIONS } from './explain';
import { REPLACEMENTS } from './replace';

export { EXPLANATIONS, REPLACEMENTS };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Word boundaries that also work next to dots and apostrophes ("viz.", "hon'ble").
const bounded = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'giu');

const byLength = <T extends [string, string]>(list: T[]) => [...list].sort((a, b) => b[0].length - a[0].length);
const REPLACE_RULES = byLength(REPLACEMENTS).map(([phrase, plain]) => ({ re: bounded(phrase), plain }));
const EXPLAIN_RULES = byLength(EXPLANATIONS).map(([term, meaning]) => ({ re: bounded(term), meaning }));

function keepCase(original: string, plain: string): string {
  return original[0] === original[0].toUpperCase() && original[0] !== original[0].toLowerCase() ? plain[0].toUpperCase() + plain.slice(1) : plain;
}

/**
 * Plain-language rewrite: jargon phrases are replaced; terms of art are kept and explained in
 * brackets the first time they appear. Returns the text and the terms that were changed.
 */
export function simplifyText(text: string): { text: string; replaced: string[]; explained: string[] } {
  const replaced = new Set<string>();
  const explained = new Set<string>();
  let out = text;
  for (const { re, plain } of REPLACE_RULES) {
    out = out.replace(re, (match) => {
      replaced.add(match.toLowerCase());
      return keepCase(match, plain);
    });
  }
  for (const { re, meaning } of EXPLAIN_RULES) {
    let first = true;
    out = out.replace(re, (match, offset: number, whole: string) => {
      // Explain once, and never inside a bracket we already added for a longer term.
      if (!first || whole.slice(offset + match.length).startsWith(' (')) return match;
      first = false;
      explained.add(match.toLowerCase());
      return `${match} (${meaning})`;
    });
  }
  return { text: out, replaced: [...replaced], explained: [...explained] };
}
