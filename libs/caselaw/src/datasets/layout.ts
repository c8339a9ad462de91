/**
 * The one place that knows the layout of the open judgment datasets (AWS Open Data, CC-BY-4.0) and
 * maps it to our records. The Indian Supreme Court Judgments bucket, per year:
 *
 *   metadata/parquet/year=YYYY/metadata.parquet     one row per judgment
 *   data/tar/year=YYYY/english/english.tar          the English PDFs, "<path>_EN.pdf"
 *   data/tar/year=YYYY/english/english.index.json   {year, archive_type, file_count, total_size, parts:[{name, files, file_count, size}]}
 *   data/tar/year=YYYY/regional/regional.tar        the same judgments in other languages, "<path>_<LANG>.pdf", with its index
 *
 * A large year is split into several tar parts, each listed in the index. Parquet columns: title,
 * petitioner, respondent, description, judge, author_judge, citation, case_id (the court's case
 * number), cnr, decision_date (DD-MM-YYYY or ISO), disposal_nature, court, available_languages,
 * path, nc_display, year. The importer is given a folder that mirrors the bucket (one year or many).
 */
import { CASE_LICENCE, Judgment } from '@lexmitra/contracts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { extractCitations } from '../citations';

export const SC_DATASET = 'indian-supreme-court-judgments' as const;
export const SC_COURT = 'Supreme Court of India';

export interface ArchivePart {
  /** Absolute path of the tar part. */
  file: string;
  /** Member names the index lists for it (empty when the year has no index: every PDF is read). */
  files: string[];
}

export interface DatasetYear {
  year: number;
  metadata: string;
  english: ArchivePart[];
  regional: ArchivePart[];
}

export type MetadataRow = Record<string, unknown>;

const YEAR_DIR = /^year=(\d{4})$/;

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(() => true, () => false);
}

/** The tar parts of one archive ("english" or "regional") of a year, from its index or, lacking one, the tar itself. */
async function partsOf(dir: string, archive: 'english' | 'regional'): Promise<ArchivePart[]> {
  const index = path.join(dir, archive, `${archive}.index.json`);
  if (await exists(index)) {
    const parsed = JSON.parse(await fs.readFile(index, 'utf8')) as { parts?: { name: string; files?: string[] }[] };
    const parts = (parsed.parts ?? []).map((p) => ({ file: path.join(dir, archive, p.name), files: p.files ?? [] }));
    return (await Promise.all(parts.map(async (p) => ((await exists(p.file)) ? p : null)))).filter((p): p is ArchivePart => p !== null);
  }
  const tar = path.join(dir, archive, `${archive}.tar`);
  return (await exists(tar)) ? [{ file: tar, files: [] }] : [];
}

/** Every year under `root` (a folder that mirrors the bucket) that has metadata. */
export async function findDatasetYears(root: string): Promise<DatasetYear[]> {
  const metaRoot = path.join(root, 'metadata', 'parquet');
  const entries = await fs.readdir(metaRoot).catch(() => [] as string[]);
  const years: DatasetYear[] = [];
  for (const entry of entries.sort()) {
    const m = YEAR_DIR.exec(entry);
    const metadata = path.join(metaRoot, entry, 'metadata.parquet');
    if (!m || !(await exists(metadata))) continue;
    const dataDir = path.join(root, 'data', 'tar', entry);
    years.push({ year: Number(m[1]), metadata, english: await partsOf(dataDir, 'english'), regional: await partsOf(dataDir, 'regional') });
  }
  return years;
}

/** Whether `dir` looks like (part of) the bucket: metadata/parquet/year=YYYY folders. */
export async function isDatasetFolder(dir: string): Promise<boolean> {
  return (await findDatasetYears(dir)).length > 0;
}

/** "<path>_EN.pdf" → {path, lang: "en"}; anything else → null. */
export function parseMemberName(name: string): { path: string; lang: string } | null {
  const m = /^(.+)_([A-Za-z]{2,3})\.pdf$/.exec(path.posix.basename(name));
  return m ? { path: m[1], lang: m[2].toLowerCase() } : null;
}

export const englishMember = (rowPath: string) => `${rowPath}_EN.pdf`;

const str = (v: unknown): string | undefined => {
  if (v === null || v === undefined) return undefined;
  const s = String(v).replace(/\s+/g, ' ').trim();
  return s && s.toLowerCase() !== 'nan' && s.toLowerCase() !== 'none' ? s : undefined;
};

/** decision_date as DD-MM-YYYY, DD/MM/YYYY or ISO (optionally with a time) → YYYY-MM-DD, or undefined when it is no real date. */
export function parseDecisionDate(value: unknown): string | undefined {
  const s = value instanceof Date ? value.toISOString().slice(0, 10) : str(value);
  if (!s) return undefined;
  let y: string, mo: string, d: string;
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  if (dmy) [, d, mo, y] = dmy;
  else if (iso) [, y, mo, d] = iso;
  else return undefined;
  const out = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${out}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== out) return undefined;
  const year = Number(y);
  return year >= 1947 && year <= new Date().getUTCFullYear() + 1 ? out : undefined;
}

/** "HON'BLE MR. JUSTICE A, HON'BLE MRS. JUSTICE B" → ["A", "B"]. */
export function parseJudges(value: unknown): string[] {
  const s = str(value);
  if (!s) return [];
  return s
    .split(/\s*(?:,|;|\band\b|&)\s*/i)
    .map((j) => j.replace(/\b(?:hon'?ble|the|mr|mrs|ms|dr|justice|chief|cji|j)\b\.?/gi, ' ').replace(/\s+/g, ' ').trim())
    .filter((j) => j.length > 1);
}

/** available_languages names ("english,hindi") as ISO 639 codes; codes pass through, unknown names are dropped. */
const LANGUAGE_CODES: Record<string, string> = {
  english: 'en', hindi: 'hi', bengali: 'bn', bangla: 'bn', gujarati: 'gu', kannada: 'kn', malayalam: 'ml', marathi: 'mr', odia: 'or', oriya: 'or',
  punjabi: 'pa', tamil: 'ta', telugu: 'te', urdu: 'ur', assamese: 'as', nepali: 'ne', konkani: 'kok', kashmiri: 'ks', sindhi: 'sd', manipuri: 'mni',
  bodo: 'brx', santali: 'sat', maithili: 'mai', dogri: 'doi', sanskrit: 'sa', khasi: 'kha', garo: 'grt', mizo: 'lus',
};
export function languageCodes(value: unknown): string[] {
  const names = (str(value) ?? 'english').toLowerCase().split(/[,;|\s]+/).filter(Boolean);
  const codes = names.map((n) => LANGUAGE_CODES[n] ?? (/^[a-z]{2,3}$/.test(n) ? n : null)).filter((c): c is string => c !== null);
  return [...new Set(codes.length ? codes : ['en'])];
}

/** Our case id for a dataset row: stable across years, so a judgment listed in two years is one case. */
export function datasetCaseId(rowPath: string): string {
  return `sci-${rowPath.replace(/[^A-Za-z0-9._-]/g, '-')}`.slice(0, 120);
}

export type RowMapping = { ok: true; judgment: Omit<Judgment, 'description'> & { description?: string } } | { ok: false; reason: 'bad date' | 'no path' };

/** A metadata row as a judgment (without its text, which comes from the PDF). */
export function rowToJudgment(row: MetadataRow, year: number): RowMapping {
  const rowPath = str(row.path);
  if (!rowPath) return { ok: false, reason: 'no path' };
  const date = parseDecisionDate(row.decision_date);
  if (!date) return { ok: false, reason: 'bad date' };
  const petitioner = str(row.petitioner);
  const respondent = str(row.respondent);
  const title = (str(row.title) ?? [petitioner, respondent].filter(Boolean).join(' v. ')) || rowPath;
  const written = [str(row.citation), str(row.nc_display)].filter((s): s is string => !!s);
  const citations = [...new Set(written.flatMap((w) => extractCitations(w).map((c) => c.normal)))];
  const neutral = citations.find((c) => / INSC /.test(c));
  const judges = parseJudges(row.judge);
  const languages = languageCodes(row.available_languages);
  return {
    ok: true,
    judgment: {
      case_id: datasetCaseId(rowPath),
      title: title.slice(0, 300),
      court: str(row.court) ?? SC_COURT,
      date,
      citation: written[0]?.slice(0, 200),
      parties: [petitioner, respondent].filter((p): p is string => !!p).map((p) => p.slice(0, 300)),
      description: str(row.description)?.slice(0, 2000),
      ...(neutral ? { neutral_citation: neutral } : {}),
      ...(citations.length ? { citations } : {}),
      ...(judges.length ? { judges } : {}),
      ...(str(row.author_judge) ? { author_judge: parseJudges(row.author_judge)[0] } : {}),
      ...(petitioner ? { petitioner: petitioner.slice(0, 600) } : {}),
      ...(respondent ? { respondent: respondent.slice(0, 600) } : {}),
      ...(str(row.disposal_nature) ? { disposal: str(row.disposal_nature)!.slice(0, 120) } : {}),
      ...(str(row.cnr) ? { cnr: str(row.cnr)!.slice(0, 40) } : {}),
      ...(str(row.case_id) ? { case_no: str(row.case_id)!.slice(0, 300) } : {}),
      languages: languages.map((lang) => ({ lang })),
      source: { dataset: SC_DATASET, licence: CASE_LICENCE.id, path: rowPath, year },
    },
  };
}
