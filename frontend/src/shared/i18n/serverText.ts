import type { i18n as I18n } from 'i18next';
import { documentLimitKey, isDocumentLimit } from '@lexmitra/contracts';

/** The i18next namespace of libs/contracts' refusal texts (locales/server/<code>.json). */
export const SERVER_NS = 'server';

/**
 * The server's own refusal texts (libs/contracts' *_TEXT constants, word for word in
 * locales/server/en.json, and UI_TEXT under `errors` in en.json) found in an answer and given in
 * the interface language. The server files are loaded with the first language other than English.
 * A text with {{placeholders}} in English ("The PDF is larger than {{mb}} MB.") matches the server's
 * filled-in sentence, and its values go into the translation.
 */
interface Matcher {
  ns: string;
  key: string;
  re: RegExp;
  names: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcher(ns: string, key: string, english: string): Matcher {
  const parts = english.split(/{{\s*(\w+)\s*}}/);
  const names = parts.filter((_, i) => i % 2 === 1);
  const source = parts.map((p, i) => (i % 2 === 1 ? '(.+?)' : escape(p))).join('');
  return { ns, key, re: new RegExp(`^${source}$`), names };
}

type Tree = { [key: string]: string | Tree };

function collect(tree: Tree, ns: string, prefix: string, out: Matcher[], deep: boolean): Matcher[] {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push(matcher(ns, key, v));
    else if (deep) collect(v, ns, key, out, deep);
  }
  return out;
}

let cache: { server: unknown; errors: unknown; matchers: Matcher[] } | null = null;

function matchersOf(i18n: I18n): Matcher[] {
  const server = i18n.getResourceBundle('en', SERVER_NS) as Tree | undefined;
  const errors = (i18n.getResourceBundle('en', 'translation') as { errors?: Tree } | undefined)?.errors;
  if (cache && cache.server === server && cache.errors === errors) return cache.matchers;
  // `errors` holds UI_TEXT (some of which the BFF also answers); its `codes` are meanings, not server texts.
  const matchers = collect(errors ?? {}, 'translation', 'errors', collect(server ?? {}, SERVER_NS, '', [], true), false);
  cache = { server, errors, matchers };
  return matchers;
}

/**
 * The interface language's words for a server text, or undefined when it is none we know. A
 * validation message may start with the field's path ("date: Please enter a real date…"): the
 * translation drops it, the field being named in English only.
 */
export function translateServerText(i18n: I18n, text: string, limit?: unknown): string | undefined {
  const limited = translateDocumentLimit(i18n, limit, i18n.language);
  if (limited) return limited;
  const candidates = [text.trim()];
  const field = /^[\w.[\]]+: (.+)$/s.exec(candidates[0]);
  if (field) candidates.push(field[1]);
  for (const candidate of candidates) {
    for (const { ns, key, re, names } of matchersOf(i18n)) {
      const found = re.exec(candidate);
      if (!found) continue;
      const values: Record<string, string> = Object.fromEntries(names.map((n, i) => [n, found[i + 1]]));
      // The key is found at run time, so the typed keys of `t` cannot name it.
      const t = i18n.t as unknown as (key: string, values: Record<string, string>) => string;
      return t(key, { ...values, ns });
    }
  }
  return undefined;
}

/**
 * A document past a reading limit comes with `limit` (which one, its numbers): its sentence is written from
 * `documentLimits` with its numbers grouped the Indian way in the reader's digits (Hindi 50,00,000, Bengali
 * ৫০,০০,০০০). Undefined when `limit` is not one, or the language has no such sentence.
 */
export function translateDocumentLimit(i18n: I18n, limit: unknown, language: string): string | undefined {
  if (!isDocumentLimit(limit)) return undefined;
  const key = `documentLimits.${documentLimitKey(limit)}`;
  if (!i18n.exists(`${SERVER_NS}:${key}`)) return undefined;
  const grouping = new Intl.NumberFormat(`${language}-IN`);
  const values = Object.fromEntries(Object.entries(limit).map(([k, v]) => [k, typeof v === 'number' ? grouping.format(v) : v]));
  // The key is built at run time, so the typed keys of `t` cannot name it; strings pass the digits formatter as they are.
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return t(key, { ...values, ns: SERVER_NS });
}
