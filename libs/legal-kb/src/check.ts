import type { HindiText, LegalEntry } from './types';

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

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** What is missing from an entry's Hindi block, or wrong with it; empty when it is complete. */
export function hindiProblems(e: LegalEntry, hi: HindiText | undefined = e.hi): string[] {
  if (!hi) return ['no Hindi block'];
  const problems: string[] = [];
  const text = (name: string, value: string | undefined, english: string | undefined) => {
    if (english !== undefined && !value?.trim()) problems.push(`${name} missing`);
    else if (value !== undefined && !DEVANAGARI.test(value)) problems.push(`${name} is not in Devanagari`);
  };
  text('title', hi.title, e.title);
  text('summary', hi.summary, e.summary);
  text('punishment', hi.punishment, e.punishment);
  text('forum', hi.forum, e.forum);
  // One for one with the English lists, so a Hindi answer leaves nothing out.
  for (const list of ['rights', 'steps'] as const) {
    const [mine, english] = [hi[list] ?? [], e[list] ?? []];
    if (mine.length !== english.length) problems.push(`${list}: ${mine.length} in Hindi, ${english.length} in English`);
    mine.forEach((item, i) => text(`${list}[${i}]`, item, english[i]));
  }
  return problems;
}

/**
 * Joins the Hindi blocks to their entries. An unknown id, an incomplete block or an entry with no
 * block fails at load: a Hindi answer is Hindi throughout, so a new entry ships with its Hindi.
 */
export function withHindi(entries: LegalEntry[], hindi: Record<string, HindiText>): LegalEntry[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const [id, hi] of Object.entries(hindi)) {
    const e = byId.get(id);
    if (!e) throw new Error(`legal-kb: Hindi text for unknown entry ${id}`);
    const problems = hindiProblems(e, hi);
    if (problems.length) throw new Error(`legal-kb: Hindi text of ${id}: ${problems.join('; ')}`);
  }
  const missing = entries.filter((e) => !hindi[e.id]).map((e) => e.id);
  if (missing.length) throw new Error(`legal-kb: no Hindi text for ${missing.join(', ')} (write it in data/hindi-*.ts)`);
  return entries.map((e) => ({ ...e, hi: hindi[e.id] }));
}

export interface HindiCoverage {
  /** Entries whose Hindi block is complete. */
  complete: number;
  total: number;
  /** complete / total, 0 to 1. */
  share: number;
  /** Ids without a complete block. */
  lacking: string[];
}

/** How many entries a Hindi answer can give wholly in Hindi: entries with a complete block over all entries. */
export function hindiCoverage(entries: readonly LegalEntry[]): HindiCoverage {
  const lacking = entries.filter((e) => hindiProblems(e).length > 0).map((e) => e.id);
  const complete = entries.length - lacking.length;
  return { complete, total: entries.length, share: entries.length ? complete / entries.length : 1, lacking };
}
