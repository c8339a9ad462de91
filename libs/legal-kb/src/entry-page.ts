/**
 * One entry in full, for its page of detail: the chat answer keeps only what fits a phone (budget.ts) and
 * links here for the rest. In Hindi when asked and the entry has Hindi texts, else in English.
 */
import type { ChatEntry } from '@lexmitra/contracts';
import { LEGAL_ENTRIES } from './entries';
import { citationsOf } from './format';
import type { LegalEntry } from './types';

let byId: Map<string, LegalEntry> | undefined;

export function entryPage(id: string, language: 'en' | 'hi' = 'en'): ChatEntry | undefined {
  byId ??= new Map(LEGAL_ENTRIES.map((e) => [e.id, e]));
  const e = byId.get(id);
  if (!e) return undefined;
  const hi = language === 'hi' && e.hi ? e.hi : undefined;
  const texts = hi ?? e;
  return {
    id: e.id,
    kind: e.kind,
    language: hi ? 'hi' : 'en',
    title: texts.title,
    summary: texts.summary,
    ...(texts.punishment ? { punishment: texts.punishment } : {}),
    ...(e.cognizable === undefined ? {} : { cognizable: e.cognizable }),
    ...(e.bailable === undefined ? {} : { bailable: e.bailable }),
    ...(texts.forum ? { forum: texts.forum } : {}),
    rights: texts.rights ?? [],
    steps: texts.steps ?? [],
    citations: citationsOf(e, hi ? 'hi' : 'en'),
  };
}
