import { GlossaryContext, GlossaryFile, GlossaryFileSchema } from '@lexmitra/contracts';
import { contentFiles, readContentFile } from '../content-files';

/**
 * Where a replacement depends on its context: the words right after the phrase (`next`), the text
 * right before it (`after`), or the phrase written in capitals (`upper`). The first context that fits
 * gives the plain words; `plain: null` keeps the phrase as written, because no plain words fit there.
 */
export interface ReplaceContext {
  next?: RegExp;
  after?: RegExp;
  upper?: boolean;
  plain: string | null;
}

/**
 * A term whose meaning depends on the document: each sense names the words that point to it; the
 * sense whose words occur most around the term (its paragraph, else the whole document) is used. A
 * sense with a null meaning is an everyday use that needs no explanation.
 */
export interface Sense {
  meaning: string | null;
  cues?: RegExp;
  next?: RegExp;
}

export interface ContextTerm {
  term: string;
  senses: Sense[];
  notAfter?: RegExp;
}

export interface Glossary {
  language: string;
  replacements: { term: string; plain: string; contexts: ReplaceContext[] }[];
  explanations: [string, string][];
  contextTerms: ContextTerm[];
}

const re = (source: string | undefined) => (source === undefined ? undefined : new RegExp(source, 'iu'));
/** Whole words (each a regex source), counted as cues. */
const cueRegex = (words: string[]) => new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'giu');

function context(c: GlossaryContext): ReplaceContext {
  return { next: re(c.next), after: re(c.after), upper: c.upper, plain: c.plain };
}

/** A checked glossary file turned into the rules simplifyText applies. */
export function glossaryFrom(file: GlossaryFile): Glossary {
  const shared = file.sharedContexts ?? {};
  const cueSets = file.cueSets ?? {};
  return {
    language: file.language,
    replacements: file.replace.map((r) => ({
      term: r.term,
      plain: r.plain,
      contexts: (r.contexts ?? []).map((c) => context(typeof c === 'string' ? shared[c] : c)),
    })),
    explanations: file.explain.map((e) => [e.term, e.meaning]),
    contextTerms: (file.senses ?? []).map((t) => ({
      term: t.term,
      notAfter: re(t.notAfter),
      senses: t.senses.map((s) => ({
        meaning: s.meaning,
        next: re(s.next),
        cues: s.cues ? cueRegex(s.cues.flatMap((c) => (c.startsWith('@') ? cueSets[c.slice(1)] : [c]))) : undefined,
      })),
    })),
  };
}

/** Every glossary.<language>.yaml of the content folder, checked by its schema. */
export function loadGlossaries(): Glossary[] {
  return contentFiles(/^glossary\.[a-z]{2}\.yaml$/).map((f) => glossaryFrom(readContentFile(f, GlossaryFileSchema)));
}
