/**
 * Reads the content folder (libs/legal-kb/content, YAML), checks every file against the schema
 * (libs/contracts legal-content.ts) and across files and languages, and returns what the engine
 * uses. Every problem is collected and reported together as "file: field: reason", so an editor
 * fixes a whole batch in one go; `build` (bundle.ts), the specs and `npm run content:check` all go
 * through here.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { z } from 'zod';
import {
  KbActsFileSchema, kbClarifyFileSchema, KbCuesFileSchema, kbEntryFileSchema, KbEntryFile, KbIndexFileSchema, KbJudgmentsFileSchema,
  KbLanguagesFileSchema, KbLanguageInfo, KbRulesFileSchema, kbAnswersFileSchema, kbIntentsFileSchema, kbAbstainFileSchema, kbPlacesFileSchema,
  kbStateLawFileSchema, kbChargesFileSchema, KbSource,
} from '@lexmitra/contracts';
import { languageProblems, sourceProblems } from './checks';
import type { KbContent, KbEntryData } from './types';

/** Where the content lives, from src/content or dist/content alike. */
export const CONTENT_DIR = path.resolve(__dirname, '../../content');

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`legal-kb content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** "text.hi.rights[2]" from zod's path. */
const fieldOf = (p: readonly PropertyKey[]) => p.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '') || '(file)';

export function loadContent(dir = CONTENT_DIR): KbContent {
  const problems: string[] = [];
  // Named as the editor sees them in the repository (content/entries/fir.yaml), wherever the folder is.
  const rel = (file: string) => path.posix.join('content', path.relative(dir, file).split(path.sep).join('/'));
  /** A file parsed and checked; undefined (with its problems noted) when it is not valid. */
  function read<S extends z.ZodType>(file: string, schema: S): z.infer<S> | undefined {
    let raw: unknown;
    try {
      const doc = YAML.parseDocument(fs.readFileSync(file, 'utf8'), { uniqueKeys: true, prettyErrors: true });
      if (doc.errors.length) {
        for (const e of doc.errors) problems.push(`${rel(file)}: line ${e.linePos?.[0].line ?? '?'}: ${e.message.split('\n')[0]}`);
        return undefined;
      }
      raw = doc.toJS();
    } catch (e) {
      problems.push(`${rel(file)}: ${(e as Error).message}`);
      return undefined;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
      problems.push(`${rel(file)}: ${fieldOf(issue.path)}: ${issue.message}${keys}`);
    }
    return undefined;
  }

  const languagesFile = read(path.join(dir, 'languages.yaml'), KbLanguagesFileSchema);
  const languages: KbLanguageInfo[] = languagesFile?.languages ?? [{ code: 'en', name: 'English', script: 'Latin', section_words: ['s.'] }];
  const codes = languages.map((l) => l.code);
  const drafts = languages.filter((l) => l.draft).map((l) => l.code);
  const acts = read(path.join(dir, 'acts.yaml'), KbActsFileSchema)?.acts ?? {};
  const judgments = read(path.join(dir, 'judgments.yaml'), KbJudgmentsFileSchema)?.judgments ?? [];
  const index = read(path.join(dir, 'index.yaml'), KbIndexFileSchema);
  const cues = read(path.join(dir, 'cues.yaml'), KbCuesFileSchema);
  const clarify = read(path.join(dir, 'clarify.yaml'), kbClarifyFileSchema(codes, drafts));
  const rules = read(path.join(dir, 'rules.yaml'), KbRulesFileSchema);
  const answers = read(path.join(dir, 'answers.yaml'), kbAnswersFileSchema(codes, drafts));
  const intents = read(path.join(dir, 'intents.yaml'), kbIntentsFileSchema(codes, drafts));
  const abstain = read(path.join(dir, 'abstain.yaml'), kbAbstainFileSchema(codes, drafts));
  const places = read(path.join(dir, 'places.yaml'), kbPlacesFileSchema(codes, drafts));
  const stateLaw = read(path.join(dir, 'state-law.yaml'), kbStateLawFileSchema(codes, drafts));
  const charges = read(path.join(dir, 'charges.yaml'), kbChargesFileSchema(codes, drafts));

  const entrySchema = kbEntryFileSchema(codes, drafts);
  const actYears = new Set(Object.values(acts).flatMap((a) => a.name.match(/\b(?:18|19|20)\d\d\b/g) ?? []));
  const entriesDir = path.join(dir, 'entries');
  const files = fs.readdirSync(entriesDir).filter((f) => f.endsWith('.yaml')).sort();
  const byId = new Map<string, KbEntryFile>();
  for (const f of files) {
    const file = path.join(entriesDir, f);
    const e = read(file, entrySchema);
    if (!e) continue;
    if (`${e.id}.yaml` !== f) problems.push(`${rel(file)}: id: is "${e.id}" but the file is named ${f} (name the file <id>.yaml)`);
    problems.push(...languageProblems(e, languages, actYears).map((p) => `${rel(file)}: ${p}`));
    problems.push(...sourceProblems(e, acts, judgments).map((p) => `${rel(file)}: ${p}`));
    byId.set(e.id, e);
  }

  // The index lists every entry once, in load order; an entry file it does not list would never be served.
  const order = index?.entries ?? [];
  const listed = new Set<string>();
  for (const id of order) {
    if (listed.has(id)) problems.push(`content/index.yaml: entries: ${id} is listed twice`);
    listed.add(id);
    if (!files.includes(`${id}.yaml`)) problems.push(`content/index.yaml: entries: ${id} has no file entries/${id}.yaml`);
  }
  for (const f of files) if (index && !listed.has(f.replace(/\.yaml$/, ''))) problems.push(`content/entries/${f}: not listed in content/index.yaml (add its id under "entries")`);
  const known = (id: string) => byId.has(id) || (listed.has(id) && files.includes(`${id}.yaml`));
  for (const e of byId.values()) {
    const file = `content/entries/${e.id}.yaml`;
    for (const [field, ids] of [['related', e.related], ['defends', e.defends], ['aggravates', e.aggravates ? [e.aggravates] : []]] as const) {
      for (const id of ids ?? []) if (!known(id)) problems.push(`${file}: ${field}: no entry "${id}"`);
    }
  }
  for (const id of index?.most_asked ?? []) if (!known(id)) problems.push(`content/index.yaml: most_asked: no entry "${id}"`);
  if (rules) {
    const ids = [...rules.asks.flatMap((a) => a.lead), ...rules.before_arrest.entries, ...rules.bars.flatMap((b) => [b.law, ...b.remedies]), ...rules.threats.killings, ...rules.consumer_tiers.map((t) => t.entry), ...rules.child_law.victim, rules.child_law.accused];
    for (const id of ids) if (!known(id)) problems.push(`content/rules.yaml: no entry "${id}"`);
  }
  if (answers) for (const [lang, t] of Object.entries(answers)) for (const id of Object.keys(t.bars)) if (!known(id)) problems.push(`content/answers.yaml: ${lang}.bars: no entry "${id}"`);
  if (clarify) {
    for (const pair of Object.keys(clarify.questions)) {
      const [a, b] = pair.split('|');
      if (a >= b) problems.push(`content/clarify.yaml: questions.${pair}: write the pair's two sides in alphabetical order`);
    }
  }

  // The answer-level files: their sources are Acts of acts.yaml, their lists follow the first language's one for one, and the ids they name exist.
  for (const [name, file] of [['intents', intents], ['abstain', abstain], ['places', places], ['state-law', stateLaw], ['charges', charges]] as const) {
    file?.sources.forEach((s: KbSource, i: number) => {
      if (!(s.act in acts)) problems.push(`content/${name}.yaml: sources[${i}].act: "${s.act}" is not an Act code of content/acts.yaml`);
    });
  }
  intents?.intents.forEach((r, i) => {
    // A draft language that has no steps yet is not compared; once it has them, they go one for one.
    const written = codes.filter((l) => !drafts.includes(l) || r.steps?.[l]);
    const counts = written.map((l) => r.steps?.[l]?.length ?? 0);
    if (counts.some((n) => n !== counts[0])) problems.push(`content/intents.yaml: intents[${i}].steps: has ${counts.join(' / ')} step(s) in ${written.join(' / ')}: translate each one, one for one`);
  });
  if (stateLaw) {
    for (const [subject, s] of Object.entries(stateLaw.subjects)) for (const id of s.entries) if (!known(id)) problems.push(`content/state-law.yaml: subjects.${subject}.entries: no entry "${id}"`);
    for (const [subject, byState] of Object.entries(stateLaw.acts)) {
      if (!(subject in stateLaw.subjects)) problems.push(`content/state-law.yaml: acts.${subject}: not a subject of "subjects"`);
      for (const code of Object.keys(byState)) if (!(code in stateLaw.states)) problems.push(`content/state-law.yaml: acts.${subject}.${code}: not a state of "states" (add its name there)`);
    }
    const gazetteer = new Set(places?.states.map((s) => s.code));
    for (const code of Object.keys(stateLaw.states)) if (places && !gazetteer.has(code)) problems.push(`content/state-law.yaml: states.${code}: not a state of content/places.yaml, so no message can name it`);
  }
  if (charges) {
    for (const id of [...Object.keys(charges.elements), ...charges.non_cognizable.except]) if (!known(id)) problems.push(`content/charges.yaml: no entry "${id}"`);
  }

  if (problems.length) throw new ContentError(problems);
  const entries: KbEntryData[] = order.map((id) => byId.get(id)!);
  return { languages, acts, judgments, entries, mostAsked: index!.most_asked, cues: cues!, clarify: clarify!.questions, rules: rules!, answers: answers!, intents: intents!, abstain: abstain!, places: places!, stateLaw: stateLaw!, charges: charges as KbContent['charges'] };
}
