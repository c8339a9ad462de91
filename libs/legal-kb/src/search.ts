/**
 * Retrieval over the knowledge base with MiniSearch. People describe situations in their own
 * words, in English or romanised Hindi, so the keyword/synonym field weighs most, then titles and
 * section numbers; summaries only break ties. Terms are lower-cased and lightly stemmed on both
 * sides so "stolen", "stealing" and "steal" meet.
 */
import MiniSearch from 'minisearch';
import { formatRef } from './format';
import type { LegalEntry } from './types';

const STOP = new Set(
  ('a an the and or but if of to in on at by for with from into onto about as is am are was were be been being do does did have has had ' +
    'i me my mine we our you your he him his she her they them their it its this that these those there here what which who whom whose ' +
    'how why when where can could should would will shall may might must not no yes please help want need tell know got get also very ' +
    'some any all just so then than too up down out over again now one two after before because while said say says ' +
    'mera meri mere mujhe main mai maine hum hamara humara aap apna apni apne tum tera teri hai hain ho hoga hogi hua hui huye ' +
    'tha thi the gaya gayi gaye ka ki ke ko ne se me mein par pe aur ya kya kaise kyun kab kahan koi kuch bhi to hi na ' +
    'kar karna karo kiya kiye raha rahi rahe liye wala wali wale yeh ye woh wo usne unhone uska uski iske ab sir madam').split(/\s+/),
);

export function stem(term: string): string {
  let t = term;
  for (const suffix of ['ings', 'ing', 'edly', 'ed', 'es', 's']) {
    if (t.length > suffix.length + 3 && t.endsWith(suffix)) {
      t = t.slice(0, -suffix.length);
      break;
    }
  }
  // "fracture" and "fractured" meet at "fractur".
  if (t.length > 4 && t.endsWith('e')) t = t.slice(0, -1);
  return t;
}

export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/'s$/, '');
  if (!t || STOP.has(t)) return null;
  return stem(t);
}

interface Doc {
  id: string;
  title: string;
  keywords: string;
  refs: string;
  summary: string;
}

export interface KbHit {
  entry: LegalEntry;
  score: number;
}

export class LegalKbIndex {
  private readonly search: MiniSearch<Doc>;
  private readonly byId = new Map<string, LegalEntry>();

  constructor(readonly entries: readonly LegalEntry[]) {
    this.search = new MiniSearch<Doc>({
      fields: ['title', 'keywords', 'refs', 'summary'],
      storeFields: [],
      processTerm,
      searchOptions: {
        boost: { keywords: 3, title: 2, refs: 2, summary: 0.5 },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
        combineWith: 'OR',
      },
    });
    for (const e of entries) this.byId.set(e.id, e);
    this.search.addAll(
      entries.map((e) => ({
        id: e.id,
        title: e.title,
        keywords: e.keywords.join(' '),
        refs: [...e.sections, ...(e.replaces ?? [])].map((r) => `${formatRef(r)} ${r.act} ${r.section}`).join(' '),
        summary: e.summary,
      })),
    );
  }

  get(id: string): LegalEntry | undefined {
    return this.byId.get(id);
  }

  /**
   * Entries for a question, best first. Earlier turns of the conversation count at a lower weight
   * so a follow-up ("what if he doesn't pay?") keeps its subject. Weak tails are cut relative to
   * the best hit, so a clear question does not drag in everything that shares one word.
   */
  find(question: string, context: string[] = [], limit = 12): KbHit[] {
    const scores = new Map<string, number>();
    const add = (text: string, weight: number) => {
      if (!text.trim()) return;
      for (const r of this.search.search(text)) scores.set(String(r.id), (scores.get(String(r.id)) ?? 0) + r.score * weight);
    };
    add(question, 1);
    context.slice(-3).forEach((text, i, all) => add(text, 0.35 * ((i + 1) / all.length)));
    const said = ` ${[question, ...context].join(' ').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
    const ranked = [...scores.entries()]
      .filter(([id]) => {
        const only = this.byId.get(id)!.onlyIf;
        return !only || only.some((w) => said.includes(` ${w}`));
      })
      .sort((a, b) => b[1] - a[1]);
    const top = ranked[0]?.[1] ?? 0;
    return ranked
      .filter(([, s]) => s >= top * 0.1)
      .slice(0, limit)
      .map(([id, score]) => ({ entry: this.byId.get(id)!, score }));
  }
}
