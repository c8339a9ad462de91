/**
 * Every entry of the knowledge base, from the content files (content/entries/*.yaml, in the order of
 * content/index.yaml), checked at load by content/load.ts: unique ids, known references, every
 * language complete.
 */
import { kbContent } from './content';
import type { KbEntryData } from './content';
import type { EntryText, LegalEntry } from './types';

const textOf = (t: EntryText): EntryText => ({
  title: t.title,
  summary: t.summary,
  ...(t.punishment !== undefined && { punishment: t.punishment }),
  ...(t.forum !== undefined && { forum: t.forum }),
  ...(t.rights !== undefined && { rights: t.rights }),
  ...(t.steps !== undefined && { steps: t.steps }),
});

/** An entry file as the engine uses it: the reference language's text at the top, each other language's beside it. */
export function entryOf(f: KbEntryData, reference = 'en'): LegalEntry {
  const texts = f.text as Record<string, EntryText>;
  const en = texts[reference];
  const keywords = f.keywords as Record<string, string[] | undefined>;
  return {
    id: f.id,
    kind: f.kind,
    ...textOf(en),
    sections: f.sources,
    ...(f.replaces && { replaces: f.replaces }),
    ...(f.cognizable !== undefined && { cognizable: f.cognizable }),
    ...(f.bailable !== undefined && { bailable: f.bailable }),
    ...(f.related && { related: f.related }),
    ...(f.onlyIf && { onlyIf: f.onlyIf }),
    keywords: f.keywords.latin,
    ...(keywords.hi && { keywordsHi: keywords.hi }),
    keywordsIn: Object.fromEntries(Object.entries(keywords).filter((k): k is [string, string[]] => k[0] !== 'latin' && !!k[1])),
    ...(f.defends && { defends: f.defends }),
    ...(f.needs && { needs: f.needs }),
    ...(f.notIf && { notIf: f.notIf }),
    ...(f.aggravates && { aggravates: f.aggravates }),
    domains: f.domains,
    ...(f.roles && { roles: f.roles }),
    ...(texts.hi && { hi: textOf(texts.hi) }),
    texts: Object.fromEntries(Object.entries(texts).map(([l, t]) => [l, textOf(t)])),
  };
}

export const LEGAL_ENTRIES: readonly LegalEntry[] = kbContent().entries.map((f) => entryOf(f, kbContent().languages[0].code));

/** Situations people describe in their own words, per entry id (each entry file's `examples`), indexed beside the keywords. */
export const EXAMPLES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(kbContent().entries.map((f) => [f.id, f.examples]));

/** The 40 most-asked entries, the first to get Hindi texts (content/index.yaml). */
export const MOST_ASKED_IDS: readonly string[] = kbContent().mostAsked;
