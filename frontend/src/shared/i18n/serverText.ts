import type { i18n as I18n } from 'i18next';

/**
 * The server's own refusal texts (libs/contracts' *_TEXT constants, word for word in en.json under
 * `serverText`, and UI_TEXT under `errors`) found in an answer and given in the interface language.
 * A text with {{placeholders}} in English ("The PDF is larger than {{mb}} MB.") matches the server's
 * filled-in sentence, and its values go into the translation.
 */
interface Matcher {
  key: string;
  re: RegExp;
  names: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcher(key: string, english: string): Matcher {
  const parts = english.split(/{{\s*(\w+)\s*}}/);
  const names = parts.filter((_, i) => i % 2 === 1);
  const source = parts.map((p, i) => (i % 2 === 1 ? '(.+?)' : escape(p))).join('');
  return { key, re: new RegExp(`^${source}$`), names };
}

type Tree = { [key: string]: string | Tree };

function collect(tree: Tree, prefix: string, out: Matcher[], deep: boolean): Matcher[] {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.push(matcher(`${prefix}.${k}`, v));
    else if (deep) collect(v, `${prefix}.${k}`, out, deep);
  }
  return out;
}

let cache: { bundle: unknown; matchers: Matcher[] } | null = null;

function matchersOf(i18n: I18n): Matcher[] {
  const bundle = i18n.getResourceBundle('en', 'translation') as { serverText?: Tree; errors?: Tree } | undefined;
  if (cache && cache.bundle === bundle) return cache.matchers;
  // `errors` holds UI_TEXT (some of which the BFF also answers); its `codes` are meanings, not server texts.
  const matchers = collect(bundle?.errors ?? {}, 'errors', collect(bundle?.serverText ?? {}, 'serverText', [], true), false);
  cache = { bundle, matchers };
  return matchers;
}

/**
 * The interface language's words for a server text, or undefined when it is none we know. A
 * validation message may start with the field's path ("date: Please enter a real date…"): the
 * translation drops it, the field being named in English only.
 */
export function translateServerText(i18n: I18n, text: string): string | undefined {
  const candidates = [text.trim()];
  const field = /^[\w.[\]]+: (.+)$/s.exec(candidates[0]);
  if (field) candidates.push(field[1]);
  for (const candidate of candidates) {
    for (const { key, re, names } of matchersOf(i18n)) {
      const found = re.exec(candidate);
      if (!found) continue;
      const values = Object.fromEntries(names.map((n, i) => [n, found[i + 1]]));
      // The key is found at run time, so the typed keys of `t` cannot name it.
      const t = i18n.t as unknown as (key: string, values: Record<string, string>) => string;
      return t(key, values);
    }
  }
  return undefined;
}
