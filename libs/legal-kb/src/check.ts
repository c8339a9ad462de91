import type { LegalEntry } from './types';

/** Fails loudly at load when an id repeats or `related` names an entry that does not exist. */
export function checkEntries(entries: LegalEntry[]): LegalEntry[] {
  const ids = new Set<string>();
  for (const e of entries) {
    if (ids.has(e.id)) throw new Error(`legal-kb: duplicate entry id ${e.id}`);
    ids.add(e.id);
  }
  for (const e of entries) {
    for (const r of [...(e.related ?? []), ...(e.defends ?? [])]) if (!ids.has(r)) throw new Error(`legal-kb: ${e.id} relates to unknown entry ${r}`);
  }
  return entries;
}
