/**
 * A held-out set kept outside the repository (a directory of JSONL files in set 5's label format), so that
 * nobody changing the engine can read its situations: `npm run eval:answers -- --dir <path>` prints only its
 * totals, and `--check` only validates it (labels, entry ids, state-Act keys) without running the engine.
 * Optional beside the JSONL files: `state-acts.json` (stateAct key -> the Act's English short title, for keys
 * the sets' tables lack) and `planned.json` (entry ids the set leads with that do not exist yet; misses).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LEGAL_ENTRIES } from '../src';
import { readJsonl } from './sets/set5';
import { STATE_ACT_TITLES } from './measure-answers';
import type { AnswerSituation } from './types';

export interface OutsideSet {
  /** English, romanised Hindi and Devanagari situations. */
  main: AnswerSituation[];
  /** Bengali script and Banglish situations, scored besides on answers written in Bengali. */
  bengali: AnswerSituation[];
  stateActs: Record<string, string>;
  planned: string[];
  /** Situations per file, for the check's report. */
  files: Record<string, number>;
}

function optionalJson<T>(file: string, schema: z.ZodType<T>, empty: T): T {
  if (!existsSync(file)) return empty;
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

export function readOutsideSet(dir: string): OutsideSet {
  const names = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
  if (!names.length) throw new Error(`${dir}: no .jsonl files`);
  const files: Record<string, number> = {};
  const all = names.flatMap((f) => {
    const rows = readJsonl(join(dir, f));
    files[f] = rows.length;
    return rows;
  });
  const bengali = (s: AnswerSituation) => s.lang === 'bn' || s.lang === 'banglish';
  return {
    main: all.filter((s) => !bengali(s)),
    bengali: all.filter(bengali),
    stateActs: optionalJson(join(dir, 'state-acts.json'), z.record(z.string(), z.string().min(1)), {}),
    planned: optionalJson(join(dir, 'planned.json'), z.array(z.string().min(1)), []),
    files,
  };
}

/** What is wrong with a set's labels: unknown entry ids (not planned) and state-Act keys with no title. */
export function checkOutsideSet(set: OutsideSet): string[] {
  const ids = new Set(LEGAL_ENTRIES.map((e) => e.id));
  const problems: string[] = [];
  for (const s of [...set.main, ...set.bengali]) {
    for (const id of [...(s.lead ?? []), ...(s.not ?? []), ...(s.then?.lead ?? [])]) {
      if (!ids.has(id) && !set.planned.includes(id)) problems.push(`"${s.q}": no entry "${id}" and not in planned.json`);
    }
    if (s.stateAct && !set.stateActs[s.stateAct] && !STATE_ACT_TITLES[s.stateAct]) problems.push(`"${s.q}": stateAct "${s.stateAct}" has no title (add it to state-acts.json)`);
  }
  return problems;
}
