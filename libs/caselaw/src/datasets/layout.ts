/**
 * The one place that knows the layouts of the open judgment datasets (AWS Open Data, CC-BY-4.0) and
 * maps them to our records. The importer is given a folder that mirrors a bucket (one year or many,
 * one court or many); every layout below is found in it by its folders.
 *
 * Indian Supreme Court Judgments (s3://indian-supreme-court-judgments), per year:
 *
 *   metadata/parquet/year=YYYY/metadata.parquet     one row per judgment
 *   data/tar/year=YYYY/english/english.tar          the English PDFs, "<path>_EN.pdf"
 *   data/tar/year=YYYY/english/english.index.json   {year, archive_type, file_count, total_size, parts:[{name, files, file_count, size}]}
 *   data/tar/year=YYYY/regional/regional.tar        the same judgments in other languages, "<path>_<LANG>.pdf", with its index
 *
 * A large year is split into several parts, each listed in the index. The older releases hold the
 * same PDFs in zip archives instead, with the same parquet:
 *
 *   data/zip/year=YYYY/english/english.zip (+ part-<time>.zip), english/english.index.json (parts as above)
 *   data/zip/year=YYYY/english.zip, english.index.json ({files, zip_size}: one zip per archive, earlier still)
 *
 * and the regional archive likewise. Parquet columns: title, petitioner, respondent, description,
 * judge, author_judge, citation, case_id (the court's case number), cnr, decision_date (DD-MM-YYYY
 * or ISO), disposal_nature, court, available_languages, path, nc_display, year.
 *
 * Indian High Court Judgments (s3://indian-high-court-judgments), per year, court and bench:
 *
 *   metadata/parquet/year=YYYY/court=<court code, "~" as "_">/bench=<bench>/metadata.parquet
 *   data/tar/year=YYYY/court=C/bench=B/pdfs.tar      every PDF of the bench that year (may be gzipped)
 *   data/tar/year=YYYY/court=C/bench=B/<part>.tar + data.index.json ({file_count, parts:[{name, files}]}) in newer releases
 *
 * Parquet columns: court_code, title, description, judge, pdf_link (the PDF's path on eCourts; its
 * file name, "<CNR>_<order>_<date>.pdf", is the member name in the tar), cnr, date_of_registration,
 * decision_date (a date), disposal_nature, court. High Court PDFs have no language versions.
 */
import { CASE_LICENCE, type CaseDatasetId, type Judgment } from '@lexmitra/contracts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { extractCitations } from '../citations';

export const SC_DATASET = 'indian-supreme-court-judgments' as const;
export const HC_DATASET = 'indian-high-court-judgments' as const;
export const SC_COURT = 'Supreme Court of India';

export interface ArchivePart {
  /** Absolute path of the tar or zip part. */
  file: string;
  /** Member names the index lists for it (empty when there is no index: every PDF is read). */
  files: string[];
}

/** One unit of a dataset: a Supreme Court year, or one High Court bench's year. */
export interface DatasetYear {
  dataset: CaseDatasetId;
  year: number;
  /** Where in the bucket, for reports: "year=2023" or "year=2023/court=27_1/bench=hcaurdb". */
  where: string;
  metadata: string;
  english: ArchivePart[];
  regional: ArchivePart[];
  /** High Court units: the court and bench codes of the folder. */
  court?: string;
  bench?: string;
}

export type MetadataRow = Record<string, unknown>;

const YEAR_DIR = /^year=(\d{4})$/;
const COURT_DIR = /^court=(.+)$/;
const BENCH_DIR = /^bench=(.+)$/;

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(() => true, () => false);
}

const list = (dir: string) => fs.readdir(dir).catch(() => [] as string[]);

/**
 * The parts of one archive in `dir`: from its index (`parts`, or an older flat `files` list that
 * belongs to the first default archive), or, lacking one, every archive file `isArchive` accepts.
 */
async function partsIn(dir: string, index: string, isArchive: (name: string) => boolean, main: string): Promise<ArchivePart[]> {
  const indexFile = path.join(dir, index);
  let parts: ArchivePart[];
  if (await exists(indexFile)) {
    const parsed = JSON.parse(await fs.readFile(indexFile, 'utf8')) as { parts?: { name: string; files?: string[] }[]; files?: string[] };
    parts = parsed.parts
      ? parsed.parts.map((p) => ({ file: path.join(dir, p.name), files: p.files ?? [] }))
      : [{ file: path.join(dir, main), files: parsed.files ?? [] }];
  } else {
    parts = (await list(dir)).filter(isArchive).sort().map((name) => ({ file: path.join(dir, name), files: [] }));
  }
  return (await Promise.all(parts.map(async (p) => ((await exists(p.file)) ? p : null)))).filter((p): p is ArchivePart => p !== null);
}

/** A Supreme Court year's english or regional parts: tar, then the zip layouts, whichever is there. */
async function scParts(root: string, yearDir: string, archive: 'english' | 'regional'): Promise<ArchivePart[]> {
  const tar = await partsIn(path.join(root, 'data', 'tar', yearDir, archive), `${archive}.index.json`, (n) => n === `${archive}.tar`, `${archive}.tar`);
  if (tar.length) return tar;
  const zipDir = path.join(root, 'data', 'zip', yearDir);
  const isZip = (n: string) => n === `${archive}.zip` || /^part-.*\.zip$/.test(n);
  const nested = await partsIn(path.join(zipDir, archive), `${archive}.index.json`, isZip, `${archive}.zip`);
  if (nested.length) return nested;
  return partsIn(zipDir, `${archive}.index.json`, (n) => n === `${archive}.zip`, `${archive}.zip`);
}

/** Every unit under `root` (a folder that mirrors either bucket) that has metadata. */
export async function findDatasetYears(root: string): Promise<DatasetYear[]> {
  const metaRoot = path.join(root, 'metadata', 'parquet');
  const units: DatasetYear[] = [];
  for (const yearDir of (await list(metaRoot)).sort()) {
    const m = YEAR_DIR.exec(yearDir);
    if (!m) continue;
    const year = Number(m[1]);
    const metadata = path.join(metaRoot, yearDir, 'metadata.parquet');
    if (await exists(metadata)) {
      units.push({ dataset: SC_DATASET, year, where: yearDir, metadata, english: await scParts(root, yearDir, 'english'), regional: await scParts(root, yearDir, 'regional') });
    }
    for (const courtDir of (await list(path.join(metaRoot, yearDir))).sort()) {
      const court = COURT_DIR.exec(courtDir)?.[1];
      if (!court) continue;
      for (const benchDir of (await list(path.join(metaRoot, yearDir, courtDir))).sort()) {
        const bench = BENCH_DIR.exec(benchDir)?.[1];
        const benchMeta = path.join(metaRoot, yearDir, courtDir, benchDir, 'metadata.parquet');
        if (!bench || !(await exists(benchMeta))) continue;
        const dataDir = path.join(root, 'data', 'tar', yearDir, courtDir, benchDir);
        const english = await partsIn(dataDir, 'data.index.json', (n) => n.endsWith('.tar'), 'pdfs.tar');
        units.push({ dataset: HC_DATASET, year, where: `${yearDir}/${courtDir}/${benchDir}`, metadata: benchMeta, english, regional: [], court, bench });
      }
    }
  }
  return units;
}

/** Whether `dir` looks like (part of) a bucket: metadata/parquet/year=YYYY folders. */
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
export function datasetCaseId(rowPath: string, prefix = 'sci'): string {
  return `${prefix}-${rowPath.replace(/[^A-Za-z0-9._-]/g, '-')}`.slice(0, 120);
}

export type RowMapping = { ok: true; judgment: Omit<Judgment, 'description'> & { description?: string } } | { ok: false; reason: 'bad date' | 'no path' };

/** A row of either dataset as a judgment plus the name of its English PDF in the archive. */
export type UnitRowMapping = { ok: true; judgment: Omit<Judgment, 'description'> & { description?: string }; member: string; label: string } | { ok: false; reason: 'bad date' | 'no path'; label: string };

export function mapRow(unit: DatasetYear, row: MetadataRow): UnitRowMapping {
  if (unit.dataset === HC_DATASET) return hcRowToJudgment(row, unit);
  const label = String(row.path ?? '?');
  const mapped = rowToJudgment(row, unit.year);
  return mapped.ok ? { ...mapped, member: englishMember(mapped.judgment.source!.path), label } : { ...mapped, label };
}

/**
 * A High Court row: its PDF's file name (from pdf_link) is the member name, and its stem (CNR, order
 * number, date) the path and case id, unique across courts since the CNR names the court.
 */
export function hcRowToJudgment(row: MetadataRow, unit: Pick<DatasetYear, 'year' | 'court'>): UnitRowMapping {
  const link = str(row.pdf_link);
  const member = link ? path.posix.basename(link.split('?')[0]) : undefined;
  const label = member ?? '?';
  if (!member || !/\.pdf$/i.test(member)) return { ok: false, reason: 'no path', label };
  const rowPath = member.replace(/\.pdf$/i, '');
  const date = parseDecisionDate(row.decision_date);
  if (!date) return { ok: false, reason: 'bad date', label };
  const title = str(row.title) ?? rowPath;
  const sides = title.split(/\s+(?:vs\.?|v\.|versus)\s+/i);
  const judges = parseJudges(row.judge);
  return {
    ok: true,
    member,
    label,
    judgment: {
      case_id: datasetCaseId(rowPath, 'hc'),
      title: title.slice(0, 300),
      court: (str(row.court) ?? `High Court (court code ${str(row.court_code) ?? unit.court ?? '?'})`).slice(0, 200),
      date,
      parties: sides.length === 2 ? sides.map((p) => p.slice(0, 300)) : [],
      description: str(row.description)?.slice(0, 2000),
      ...(judges.length ? { judges } : {}),
      ...(sides.length === 2 ? { petitioner: sides[0].slice(0, 600), respondent: sides[1].slice(0, 600) } : {}),
      ...(str(row.disposal_nature) ? { disposal: str(row.disposal_nature)!.slice(0, 120) } : {}),
      ...(str(row.cnr) ? { cnr: str(row.cnr)!.slice(0, 40) } : {}),
      languages: [{ lang: 'en' }],
      source: { dataset: HC_DATASET, licence: CASE_LICENCE.id, path: rowPath, year: unit.year },
    },
  };
}

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
