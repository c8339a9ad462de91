/**
 * One entry in full, for its page of detail: the chat answer keeps only what fits a phone (budget.ts) and
 * links here for the rest, with the rights and steps of the entries it points to. In Hindi or Bengali when
 * asked and the entry has its text in that language, else in English.
 */
import type { ChatEntry, KbTextLanguage } from '@lexmitra/contracts';
import { LEGAL_ENTRIES } from './entries';
import { citationsOf } from './format';
import { LegalEntry, textIn } from './types';

let byId: Map<string, LegalEntry> | undefined;

export function entryPage(id: string, language: KbTextLanguage = 'en'): ChatEntry | undefined {
  byId ??= new Map(LEGAL_ENTRIES.map((e) => [e.id, e]));
  const e = byId.get(id);
  if (!e) return undefined;
  const own = textIn(e, language);
  const texts = own ?? e;
  // An offence's own entry says what it is; what to do about it (the FIR, legal aid) is in the entries it
  // points to, which the chat answer also draws on: the page gives them too, in the same language.
  const related = (e.related ?? []).map((id) => byId!.get(id)).filter((r): r is LegalEntry => !!r);
  const textOf = (r: LegalEntry) => (own && textIn(r, language)) || r;
  const unique = (items: string[]) => [...new Set(items)];
  return {
    id: e.id,
    kind: e.kind,
    language: own ? language : 'en',
    title: texts.title,
    summary: texts.summary,
    ...(texts.punishment ? { punishment: texts.punishment } : {}),
    ...(e.cognizable === undefined ? {} : { cognizable: e.cognizable }),
    ...(e.bailable === undefined ? {} : { bailable: e.bailable }),
    ...(texts.forum ? { forum: texts.forum } : {}),
    rights: unique([...(texts.rights ?? []), ...related.flatMap((r) => textOf(r).rights ?? [])]),
    steps: unique([...(texts.steps ?? []), ...related.flatMap((r) => textOf(r).steps ?? [])]),
    citations: citationsOf(e, own ? language : 'en'),
  };
}
