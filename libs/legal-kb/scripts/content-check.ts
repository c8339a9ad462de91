/**
 * `npm run content:check`: the editor's check of the content folder, without the dev stack.
 *  1. every file against the schema and the cross-language checks (src/content/load.ts);
 *  2. every judgment of content/judgments.yaml is a case of the seed corpus
 *     (services/search-service/data/seed-cases.jsonl) with the same year (±1: the year of report) and
 *     the parties' words in its title, and every judgment an entry's text names ("A v. B") is listed there;
 *  3. the evaluation sets (eval/sets/*.yaml, and the answer-level sets in eval/sets/<name>/*.jsonl) name only
 *     entries that exist, or, for an answer-level set, the ones its PLANNED list says it lacked when written.
 * Prints what is wrong, file by file, and exits 1; prints a summary and exits 0 when all is well.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentError, CONTENT_DIR, loadContent } from '../src/content/load';
import type { KbContent } from '../src/content/types';
import { readEvalSet } from '../eval/sets';
import { readJsonl, PLANNED_5 } from '../eval/sets/set5';
import { PLANNED_6 } from '../eval/sets/set6';
import { PLANNED_BN } from '../eval/sets/bn1';
import { PLANNED_7 } from '../eval/sets/set7';

const started = Date.now();
const ROOT = path.resolve(__dirname, '../../..');
const SEED = path.join(ROOT, 'services/search-service/data/seed-cases.jsonl');
const problems: string[] = [];

let content: KbContent | undefined;
try {
  content = loadContent();
} catch (e) {
  if (!(e instanceof ContentError)) throw e;
  problems.push(...e.problems);
}

if (content) {
  // 2. Judgments: in the corpus, and every one the texts name is listed.
  const corpus = new Map<string, { title: string; date: string }>();
  for (const line of fs.readFileSync(SEED, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const c = JSON.parse(line) as { case_id: string; title: string; date: string };
    corpus.set(c.case_id, c);
  }
  const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  for (const j of content.judgments) {
    const c = corpus.get(j.id);
    if (!c) {
      problems.push(`content/judgments.yaml: ${j.id}: no such case in ${path.relative(ROOT, SEED)}`);
      continue;
    }
    if (Math.abs(Number(c.date.slice(0, 4)) - j.year) > 1) problems.push(`content/judgments.yaml: ${j.id}: year ${j.year}, the corpus case was decided ${c.date}`);
    const title = words(c.title);
    for (const n of j.names.filter((n) => /v\./.test(n))) {
      if (![...words(n)].some((w) => title.has(w))) problems.push(`content/judgments.yaml: ${j.id}: "${n}" shares no party's name with the corpus case "${c.title}"`);
    }
  }
  const names = content.judgments.flatMap((j) => j.names);
  for (const e of content.entries) {
    const texts = Object.entries(e.text as Record<string, Record<string, string | string[] | undefined>>).flatMap(([lang, t]) =>
      Object.entries(t).flatMap(([field, v]) => (Array.isArray(v) ? v.map((s, i) => [`text.${lang}.${field}[${i}]`, s] as const) : [[`text.${lang}.${field}`, v ?? ''] as const])),
    );
    for (const [field, text] of texts) {
      // Each " v. " or " बनाम " must sit inside a name judgments.yaml lists.
      for (const m of text.matchAll(/ (v\.|बनाम) /g)) {
        const covered = names.some((n) => {
          const at = n.indexOf(` ${m[1]} `);
          return at >= 0 && text.slice(m.index! - at, m.index! - at + n.length) === n;
        });
        if (!covered) problems.push(`content/entries/${e.id}.yaml: ${field}: names a judgment not in content/judgments.yaml: "…${text.slice(Math.max(0, m.index! - 40), m.index! + 40)}…"`);
      }
    }
  }

  // 3. Evaluation sets name only entries that exist.
  const ids = new Set(content.entries.map((e) => e.id));
  const setsDir = path.resolve(__dirname, '../eval/sets');
  for (const f of fs.readdirSync(setsDir).filter((f) => f.endsWith('.yaml')).sort()) {
    try {
      readEvalSet(path.join(setsDir, f)).forEach((s, i) => {
        for (const id of [...(s.lead ?? []), ...(s.not ?? []), ...(s.then?.lead ?? [])]) if (!ids.has(id)) problems.push(`libs/legal-kb/eval/sets/${f}: situations[${i}]: no entry "${id}"`);
      });
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  // The answer-level sets: a lead may name an entry the set planned (an area with no entry when written).
  const planned: Record<string, string[]> = { set5: PLANNED_5, set6: PLANNED_6, bn1: PLANNED_BN, set7: PLANNED_7 };
  for (const [dir, known] of Object.entries(planned)) {
    for (const f of fs.readdirSync(path.join(setsDir, dir)).filter((f) => f.endsWith('.jsonl')).sort()) {
      try {
        readJsonl(path.join(setsDir, dir, f)).forEach((s, i) => {
          for (const id of [...(s.lead ?? []), ...(s.not ?? []), ...(s.then?.lead ?? [])]) {
            if (!ids.has(id) && !known.includes(id)) problems.push(`libs/legal-kb/eval/sets/${dir}/${f}: situation ${i + 1}: no entry "${id}" and not in the set's PLANNED list`);
          }
        });
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length) {
  console.error(`content:check found ${problems.length} problem(s) in ${path.relative(ROOT, CONTENT_DIR)} (${seconds} s):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
const c = content!;
const unreviewed = c.entries.filter((e) => e.review.length === 0).length;
console.log(`content:check: ${c.entries.length} entries in ${c.languages.map((l) => l.name).join(' and ')}, ${Object.keys(c.acts).length} Acts, ${c.judgments.length} judgments (all in the seed corpus), evaluation sets consistent: no problems (${seconds} s).`);
if (unreviewed) console.log(`note: ${unreviewed} of ${c.entries.length} entries have no review record yet ("review:" in the entry file).`);
