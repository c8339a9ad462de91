/**
 * Every judgment our shipped content names is in the seed corpus, and the knowledge base's chips
 * carry its case id. "Shipped content" is every file a user can be shown text from: the knowledge
 * base (libs/legal-kb/src and its content files, libs/legal-kb/content), the document templates (libs/templates/catalogue), the SPA's screens and
 * locales, and the texts of the BFF, the AI worker and the contracts. A judgment is found by its
 * "A v. B" (or "अ बनाम ब") name with the year the text gives; each must resolve through the knowledge
 * base's table (libs/legal-kb/content/judgments.yaml) to a corpus case whose name and year agree.
 */
import { citationsOf, citedJudgment, CITED_JUDGMENTS, LEGAL_ENTRIES } from '@lexmitra/legal-kb';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { parseCasesFile } from '../src/corpus/parse';
import { SEED_FILE } from '../src/index/index-keeper';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['libs/legal-kb/src', 'libs/legal-kb/content', 'libs/templates/catalogue', 'frontend/src', 'bff/src', 'services/ai-worker/src', 'libs/contracts/src'];
const corpus = new Map(parseCasesFile(fs.readFileSync(SEED_FILE, 'utf8'), 'jsonl').records.map((r) => [r.case_id, r]));

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'test' || d.name === 'fonts' ? [] : files(p);
    return /\.(ts|tsx|json|txt|md|yaml)$/.test(d.name) && !/\.spec\.tsx?$/.test(d.name) ? [p] : [];
  });
}

// A party: capitalised words and initials, joined by "of", "and", "&" ("Union of India", "D.K. Basu").
const PARTY_WORD = String.raw`(?:[A-Z][A-Za-z.'-]*|of|and|&|\(NCT|Delhi\))`;
const ENGLISH = new RegExp(String.raw`((?:[A-Z][A-Za-z.'-]*\s+)(?:${PARTY_WORD}\s+){0,8}?)v\.\s+([A-Z][^\d;:!?]{1,100}?)(?:,\s*|\s+\()(\d{4})\b`, 'g');
const HINDI = /\(([^()]{2,60}?) बनाम ([^(),]{2,60}?), (\d{4})\)/gu;
const LEAD = /^(?:(?:In|The|See|Also|Court|Bench|Constitution)\s+)+/;

interface Mention {
  file: string;
  name: string;
  year: number;
}

/** Every judgment named in `text`, as "A v. B" with its year. */
function mentionsIn(text: string, file = ''): Mention[] {
  const out: Mention[] = [];
  for (const m of text.matchAll(ENGLISH)) {
    const left = m[1].trim().replace(LEAD, '');
    out.push({ file, name: `${left} v. ${m[2].trim()}`, year: Number(m[3]) });
  }
  for (const m of text.matchAll(HINDI)) out.push({ file, name: `${m[1].trim()} बनाम ${m[2].trim()}`, year: Number(m[3]) });
  return out;
}

/** A file's text; a content file's (YAML) as its strings, so a name folded over two lines reads as one (kept apart by " | ", so the Act code CASE is no party's name). */
function textOf(file: string): string {
  const raw = fs.readFileSync(file, 'utf8');
  if (!file.endsWith('.yaml')) return raw;
  const strings: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') strings.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(YAML.parse(raw));
  return strings.join(' | ');
}

const mentions = SOURCES.flatMap((dir) => files(path.join(ROOT, dir)).flatMap((f) => mentionsIn(textOf(f), path.relative(ROOT, f))));
const words = (s: string) => s.toLowerCase().match(/[a-z]{4,}/g) ?? [];

describe('judgments named in shipped content', () => {
  it('finds the judgments the knowledge base names in its text, in English and Hindi', () => {
    expect(mentionsIn('the bar does not apply (Prathvi Raj Chauhan v. Union of India, 2020).')).toEqual([{ file: '', name: 'Prathvi Raj Chauhan v. Union of India', year: 2020 }]);
    expect(mentionsIn('In Sunderbhai Ambalal Desai v. State of Gujarat (2002) the Court')[0].name).toBe('Sunderbhai Ambalal Desai v. State of Gujarat');
    expect(mentionsIn('(S. Vanitha v. Deputy Commissioner, Bengaluru Urban District, 2020)')[0].name).toBe('S. Vanitha v. Deputy Commissioner, Bengaluru Urban District');
    expect(mentionsIn('(पृथ्वी राज चौहान बनाम भारत संघ, 2020)')[0]).toEqual({ file: '', name: 'पृथ्वी राज चौहान बनाम भारत संघ', year: 2020 });
    expect(mentions.length).toBeGreaterThanOrEqual(40);
  });

  it('resolves every one to a case of the seed corpus', () => {
    const missing = mentions.filter((m) => !citedJudgment(`${m.name} (${m.year})`) || !corpus.has(citedJudgment(`${m.name} (${m.year})`)!.id));
    expect(missing.map((m) => `${m.file}: ${m.name} (${m.year})`)).toEqual([]);
  });

  it('maps each name to the right case: the parties\' words and the year (±1 for the year of report) agree', () => {
    const wrong = CITED_JUDGMENTS.filter((j) => {
      const c = corpus.get(j.id);
      if (!c) return true;
      const year = Number(c.date.slice(0, 4));
      const title = new Set(words(c.title));
      const english = j.names.filter((n) => / v\. /.test(n));
      return Math.abs(year - j.year) > 1 || !english.every((n) => words(n.split(' v. ')[0]).some((w) => title.has(w)));
    });
    expect(wrong.map((j) => j.id)).toEqual([]);
  });

  it('gives every judgment chip of the knowledge base its corpus case id, in both languages', () => {
    for (const language of ['en', 'hi'] as const) {
      const chips = LEGAL_ENTRIES.flatMap((e) => citationsOf(e, language)).filter((c) => c.act === 'Supreme Court of India');
      expect(chips.length).toBeGreaterThanOrEqual(30);
      expect(chips.filter((c) => !c.case_id || !corpus.has(c.case_id)).map((c) => c.section)).toEqual([]);
    }
  });

  it('holds each added judgment with a Hindi description', () => {
    const added = CITED_JUDGMENTS.map((j) => corpus.get(j.id)!).filter((c) => c.description_hi);
    expect(added.length).toBeGreaterThanOrEqual(25);
    expect(added.every((c) => /[\u0900-\u097F]/.test(c.description_hi!))).toBe(true);
  });
});
