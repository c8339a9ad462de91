/**
 * The one place that knows the layouts of the open judgment datasets (AWS Open Data, CC-BY-4.0) and
 * maps them to our records. The importer is given a folder that mirrors a bucket (one year or many,
 * one court or many); every layout below is found in it by its folders.
 *
 * Indian Supreme Court Judgments (s3://indian-supreme-court-judgments), per year:
 *
 *   metadata/parquet/year=YYYY/metadata.parquet     one row per judgment
 *   data/tar/year=YYYY/english/english.tar          the English PDFs, "<path>_EN.pdf" (a large year adds part-<time>.tar)
 *   data/tar/year=YYYY/english/english.index.json   {year, archive_type, file_count, total_size, parts:[{name, files, file_count, size}]}
 *   data/tar/year=YYYY/regional/regional.tar        the same judgments in other languages, "<path>_HIN.pdf" (the court's codes), with its index
 *
 * A large year is split into several parts, each listed in the index. The older releases hold the
 * same PDFs in zip archives instead, with the same parquet:
 *
 *   data/zip/year=YYYY/english/english.zip (+ part-<time>.zip), english/english.index.json (parts as above)
 *   data/zip/year=YYYY/english.zip, english.index.json ({files, zip_size}: one zip per archive, earlier still)
 *
 * and the regional archive likewise. Parquet columns (18, all strings, as the dataset's scripts write
 * them; rowToJudgment says what each holds): title, petitioner, respondent, description, judge,
 * author_judge, citation, case_id (the neutral citation, not the case number), cnr, decision_date,
 * disposal_nature, court, available_languages, raw_html, path, nc_display, scraped_at, year.
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
import { parseJudges, wholeBench } from './bench';

export { parseJudges } from './bench';
import { MAX_RAW_HTML, parseScRowHtml } from './sc-html';
import { checkFile, type Refusal, shown } from './safe-files';
import { readableTitle } from './titles';

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
  /** The metadata file; empty when it was refused (see `refused`). */
  metadata: string;
  english: ArchivePart[];
  regional: ArchivePart[];
  /** Files of the unit the importer will not read (safe-files.ts), each with its reason. */
  refused: Refusal[];
  /** High Court units: the court and bench codes of the folder. */
  court?: string;
  bench?: string;
}

export type MetadataRow = Record<string, unknown>;

const YEAR_DIR = /^year=(\d{4})$/;
const COURT_DIR = /^court=(.+)$/;
const BENCH_DIR = /^bench=(.+)$/;
/** A metadata file is read whole: far below this even for a High Court bench's year. */
const MAX_METADATA_BYTES = 512 * 1024 * 1024;
/** An index lists file names: far below this even for a High Court bench's year. */
const MAX_INDEX_BYTES = 64 * 1024 * 1024;

const list = (dir: string) => fs.readdir(dir).catch(() => [] as string[]);

interface Found {
  parts: ArchivePart[];
  refused: Refusal[];
}

/**
 * The parts of one archive in `dir`: those its index lists (`parts`, or an older flat `files` list
 * that belongs to the first default archive), and every archive file `isArchive` accepts that the
 * index does not list (a large year's part-*.tar with no index, or one the index missed). Each is
 * read only if it is a regular file inside `root`; the others are refused with their reason.
 */
async function partsIn(root: string, dir: string, index: string, isArchive: (name: string) => boolean, main: string): Promise<Found> {
  const refused: Refusal[] = [];
  const candidates: ArchivePart[] = [];
  const indexCheck = await checkFile(root, path.join(dir, index));
  if (!indexCheck.ok && !indexCheck.missing) refused.push({ file: shown(root, path.join(dir, index)), reason: indexCheck.reason });
  if (indexCheck.ok) {
    const size = (await fs.stat(indexCheck.file)).size;
    if (size > MAX_INDEX_BYTES) refused.push({ file: shown(root, path.join(dir, index)), reason: `index of ${size} bytes: refused` });
    else {
      let parsed: { parts?: { name?: unknown; files?: unknown }[]; files?: unknown } = {};
      try {
        parsed = JSON.parse(await fs.readFile(indexCheck.file, 'utf8')) as typeof parsed;
      } catch {
        refused.push({ file: shown(root, path.join(dir, index)), reason: 'index is not valid JSON: its parts are found by their names' });
      }
      const names = (v: unknown) => (Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string') : []);
      if (Array.isArray(parsed.parts)) {
        for (const p of parsed.parts) if (typeof p?.name === 'string') candidates.push({ file: path.resolve(dir, p.name), files: names(p.files) });
      } else if (parsed.files) candidates.push({ file: path.resolve(dir, main), files: names(parsed.files) });
    }
  }
  for (const name of (await list(dir)).filter(isArchive).sort()) {
    const file = path.resolve(dir, name);
    if (!candidates.some((c) => c.file === file)) candidates.push({ file, files: [] });
  }
  const parts: ArchivePart[] = [];
  for (const c of candidates) {
    const check = await checkFile(root, c.file);
    if (check.ok) parts.push(c);
    else if (!check.missing) refused.push({ file: shown(root, c.file), reason: check.reason });
  }
  return { parts, refused };
}

/** A Supreme Court year's english or regional parts: tar, then the zip layouts, whichever is there. */
async function scParts(root: string, yearDir: string, archive: 'english' | 'regional'): Promise<Found> {
  const isTar = (n: string) => n === `${archive}.tar` || /^part-.*\.tar$/.test(n);
  const tar = await partsIn(root, path.join(root, 'data', 'tar', yearDir, archive), `${archive}.index.json`, isTar, `${archive}.tar`);
  if (tar.parts.length || tar.refused.length) return tar;
  const zipDir = path.join(root, 'data', 'zip', yearDir);
  const isZip = (n: string) => n === `${archive}.zip` || /^part-.*\.zip$/.test(n);
  const nested = await partsIn(root, path.join(zipDir, archive), `${archive}.index.json`, isZip, `${archive}.zip`);
  if (nested.parts.length || nested.refused.length) return nested;
  return partsIn(root, zipDir, `${archive}.index.json`, (n) => n === `${archive}.zip`, `${archive}.zip`);
}

/** The metadata file of a unit, if there is one: '' with a refusal when it may not be read. */
async function metadataOf(root: string, file: string): Promise<{ metadata: string; refused: Refusal[] } | null> {
  const check = await checkFile(root, file);
  if (check.ok) {
    // Read whole (archives.ts readMetadataRows): a year's metadata is a few MB, raw_html and all.
    const size = (await fs.stat(check.file)).size;
    if (size > MAX_METADATA_BYTES) return { metadata: '', refused: [{ file: shown(root, file), reason: `metadata of ${size} bytes: refused (at most ${MAX_METADATA_BYTES})` }] };
    return { metadata: check.file, refused: [] };
  }
  return check.missing ? null : { metadata: '', refused: [{ file: shown(root, file), reason: check.reason }] };
}

/** Every unit under `root` (a folder that mirrors either bucket) that has metadata. */
export async function findDatasetYears(root: string): Promise<DatasetYear[]> {
  const metaRoot = path.join(root, 'metadata', 'parquet');
  const units: DatasetYear[] = [];
  for (const yearDir of (await list(metaRoot)).sort()) {
    const m = YEAR_DIR.exec(yearDir);
    if (!m) continue;
    const year = Number(m[1]);
    const meta = await metadataOf(root, path.join(metaRoot, yearDir, 'metadata.parquet'));
    if (meta) {
      const english = await scParts(root, yearDir, 'english');
      const regional = await scParts(root, yearDir, 'regional');
      units.push({ dataset: SC_DATASET, year, where: yearDir, metadata: meta.metadata, english: english.parts, regional: regional.parts, refused: [...meta.refused, ...english.refused, ...regional.refused] });
    }
    for (const courtDir of (await list(path.join(metaRoot, yearDir))).sort()) {
      const court = COURT_DIR.exec(courtDir)?.[1];
      if (!court) continue;
      for (const benchDir of (await list(path.join(metaRoot, yearDir, courtDir))).sort()) {
        const bench = BENCH_DIR.exec(benchDir)?.[1];
        const benchMeta = bench ? await metadataOf(root, path.join(metaRoot, yearDir, courtDir, benchDir, 'metadata.parquet')) : null;
        if (!bench || !benchMeta) continue;
        const dataDir = path.join(root, 'data', 'tar', yearDir, courtDir, benchDir);
        const english = await partsIn(root, dataDir, 'data.index.json', (n) => n.endsWith('.tar'), 'pdfs.tar');
        units.push({ dataset: HC_DATASET, year, where: `${yearDir}/${courtDir}/${benchDir}`, metadata: benchMeta.metadata, english: english.parts, regional: [], refused: [...benchMeta.refused, ...english.refused], court, bench });
      }
    }
  }
  return units;
}

/** Whether `dir` looks like (part of) a bucket: metadata/parquet/year=YYYY folders. */
export async function isDatasetFolder(dir: string): Promise<boolean> {
  return (await findDatasetYears(dir)).length > 0;
}

/** "<path>_EN.pdf" → {path, lang: "en"}, "<path>_HIN.pdf" → {path, lang: "hi"}; anything else → null. */
export function parseMemberName(name: string): { path: string; lang: string } | null {
  const m = /^(.+)_([A-Za-z]{2,3})\.pdf$/.exec(path.posix.basename(name));
  const lang = m ? languageCode(m[2]) : null;
  return m && lang ? { path: m[1], lang } : null;
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

/**
 * Language names and codes as the datasets write them, to ISO 639 codes: available_languages holds
 * the court's codes ("ENG,HIN,PUN"), and a regional PDF is "<path>_HIN.pdf"; older rows and other
 * sources write names ("english,hindi") or ISO codes.
 */
const LANGUAGE_CODES: Record<string, string> = {
  english: 'en', hindi: 'hi', bengali: 'bn', bangla: 'bn', gujarati: 'gu', kannada: 'kn', malayalam: 'ml', marathi: 'mr', odia: 'or', oriya: 'or',
  punjabi: 'pa', tamil: 'ta', telugu: 'te', urdu: 'ur', assamese: 'as', nepali: 'ne', konkani: 'kok', kashmiri: 'ks', sindhi: 'sd', manipuri: 'mni',
  bodo: 'brx', santali: 'sat', maithili: 'mai', dogri: 'doi', sanskrit: 'sa', khasi: 'kha', garo: 'grt', mizo: 'lus',
  // The court's three-letter codes, and ISO 639-2 where they differ from those.
  eng: 'en', hin: 'hi', pun: 'pa', pan: 'pa', tam: 'ta', tel: 'te', mar: 'mr', guj: 'gu', ben: 'bn', kan: 'kn', mal: 'ml', odi: 'or', ori: 'or', ory: 'or',
  urd: 'ur', asm: 'as', ass: 'as', nep: 'ne', kon: 'kok', kas: 'ks', snd: 'sd', sin: 'sd', mni: 'mni', man: 'mni', bod: 'brx', brx: 'brx', sat: 'sat',
  mai: 'mai', doi: 'doi', dog: 'doi', san: 'sa', kha: 'kha', gar: 'grt', grt: 'grt', miz: 'lus', lus: 'lus',
};

/** One language name or code as an ISO 639 code, or null when it is none we know. */
export function languageCode(value: string): string | null {
  const n = value.trim().toLowerCase();
  return LANGUAGE_CODES[n] ?? (/^[a-z]{2}$/.test(n) ? n : null);
}

export function languageCodes(value: unknown): string[] {
  const names = (str(value) ?? 'english').split(/[,;|\s]+/).filter(Boolean);
  const codes = names.map(languageCode).filter((c): c is string => c !== null);
  return [...new Set(codes.length ? codes : ['en'])];
}

/** Our case id for a dataset row: stable across years, so a judgment listed in two years is one case. */
export function datasetCaseId(rowPath: string, prefix = 'sci'): string {
  return `${prefix}-${rowPath.replace(/[^A-Za-z0-9._-]/g, '-')}`.slice(0, 120);
}

export type RowMapping = { ok: true; judgment: Omit<Judgment, 'description'> & { description?: string } } | { ok: false; reason: string };

/** A row of either dataset as a judgment plus the name of its English PDF in the archive. */
export type UnitRowMapping = { ok: true; judgment: Omit<Judgment, 'description'> & { description?: string }; member: string; label: string } | { ok: false; reason: string; label: string };

/** A row's `path` is a file name: the member names "<path>_EN.pdf" stay within the 300 characters a queue job allows. */
const MAX_PATH = 280;
const SAFE_PATH = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]{0,${MAX_PATH - 1}}$`);
/** Longest value a metadata column may hold (raw_html aside): a real one is a few hundred characters. */
export const MAX_COLUMN = 16 * 1024;

/**
 * Why a row is refused before anything of it is read further, or null: a column longer than any real
 * one (a 40 MB string would otherwise ride in a queue job). Said the way a person can act on it.
 */
export function oversizedColumn(row: MetadataRow): string | null {
  for (const [name, value] of Object.entries(row)) {
    const max = name === 'raw_html' ? MAX_RAW_HTML : MAX_COLUMN;
    if (typeof value === 'string' && value.length > max) {
      return `the ${name.slice(0, 40)} column holds ${value.length.toLocaleString('en-IN')} characters (at most ${max.toLocaleString('en-IN')})`;
    }
  }
  return null;
}

const labelOf = (row: MetadataRow, key: string) => {
  const v = typeof row[key] === 'string' ? (row[key] as string) : '?';
  return v.length > 80 ? `${v.slice(0, 77)}…` : v;
};

export function mapRow(unit: DatasetYear, row: MetadataRow): UnitRowMapping {
  const tooLong = oversizedColumn(row);
  if (tooLong) return { ok: false, reason: tooLong, label: labelOf(row, unit.dataset === HC_DATASET ? 'pdf_link' : 'path') };
  if (unit.dataset === HC_DATASET) return hcRowToJudgment(row, unit);
  const label = labelOf(row, 'path');
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
  const label = member && member.length > 80 ? `${member.slice(0, 77)}…` : (member ?? '?');
  if (!member || !/\.pdf$/i.test(member)) return { ok: false, reason: 'no path', label };
  if (!SAFE_PATH.test(member.replace(/\.pdf$/i, ''))) return { ok: false, reason: `the PDF's name is not a file name of at most ${MAX_PATH} letters, digits, "_", "-" or "."`, label };
  const rowPath = member.replace(/\.pdf$/i, '');
  const date = parseDecisionDate(row.decision_date);
  if (!date) return { ok: false, reason: 'bad date', label };
  const title = str(row.title) ?? rowPath;
  const sides = title.split(/\s+(?:vs\.?|v\.|versus)\s+/i);
  const judges = parseJudges(row.judge).slice(0, 20).map((j) => j.slice(0, 120));
  return {
    ok: true,
    member,
    label,
    judgment: {
      case_id: datasetCaseId(rowPath, 'hc'),
      title: title.slice(0, 300),
      court: (str(row.court) ?? `High Court (court code ${str(row.court_code) ?? unit.court ?? '?'})`).slice(0, 120),
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

/**
 * A metadata row as a judgment (without its text, which comes from the PDF). Read as the dataset's
 * scripts write it (every column a string): `case_id` holds the neutral citation (so the case number
 * comes from raw_html), `nc_display` the same without spaces ("2010INSC373"), `citation` the SCR
 * citation only, `judge` the bench cut at the author's asterisk (raw_html has all of it).
 */
export function rowToJudgment(row: MetadataRow, year: number): RowMapping {
  const rowPath = str(row.path);
  if (!rowPath) return { ok: false, reason: 'no path' };
  if (!SAFE_PATH.test(rowPath)) return { ok: false, reason: `path is not a file name of at most ${MAX_PATH} letters, digits, "_", "-" or "."` };
  const date = parseDecisionDate(row.decision_date);
  if (!date) return { ok: false, reason: 'bad date' };
  const html = parseScRowHtml(row.raw_html);
  const petitioner = str(row.petitioner);
  const respondent = str(row.respondent);
  const asWritten = ((str(row.title) ?? [petitioner, respondent].filter(Boolean).join(' v. ')) || rowPath).slice(0, 300);
  const title = readableTitle(asWritten);
  // The court's case_id column is its neutral citation; a value that is no citation is a case number.
  const caseIdColumn = str(row.case_id);
  const caseIdIsCitation = !!caseIdColumn && extractCitations(caseIdColumn).length > 0;
  const written = [str(row.citation), html.scr, str(row.nc_display), html.neutral, caseIdIsCitation ? caseIdColumn : undefined].filter((s): s is string => !!s);
  const found = [...new Set(written.flatMap((w) => extractCitations(w).map((c) => c.normal)))].slice(0, 20);
  const neutral = found.find((c) => / INSC /.test(c));
  const citations = neutral ? [neutral, ...found.filter((c) => c !== neutral)] : found;
  const author = parseJudges(row.author_judge)[0] ?? (html.author ? parseJudges(html.author)[0] : undefined);
  const judges = wholeBench([parseJudges(html.coram.join(', ')), parseJudges(row.judge)], author).slice(0, 20);
  const caseNo = html.caseNo ?? (caseIdIsCitation ? undefined : caseIdColumn);
  const languages = languageCodes(row.available_languages);
  const citation = citations.length ? citations.join('; ') : written[0];
  return {
    ok: true,
    judgment: {
      case_id: datasetCaseId(rowPath),
      title,
      ...(title !== asWritten ? { cause_title: asWritten } : {}),
      court: (str(row.court) ?? SC_COURT).slice(0, 120),
      date,
      ...(citation ? { citation: citation.slice(0, 200) } : {}),
      parties: [petitioner, respondent].filter((p): p is string => !!p).map((p) => readableTitle(p).slice(0, 300)),
      description: str(row.description)?.slice(0, 2000),
      ...(neutral ? { neutral_citation: neutral } : {}),
      ...(citations.length ? { citations } : {}),
      ...(judges.length ? { judges: judges.map((j) => j.slice(0, 120)) } : {}),
      ...(author ? { author_judge: author.slice(0, 120) } : {}),
      ...(petitioner ? { petitioner: petitioner.slice(0, 600) } : {}),
      ...(respondent ? { respondent: respondent.slice(0, 600) } : {}),
      ...(str(row.disposal_nature) ? { disposal: str(row.disposal_nature)!.slice(0, 120) } : {}),
      ...(str(row.cnr) ? { cnr: str(row.cnr)!.slice(0, 40) } : {}),
      ...(caseNo ? { case_no: caseNo.slice(0, 300) } : {}),
      languages: languages.map((lang) => ({ lang })),
      source: { dataset: SC_DATASET, licence: CASE_LICENCE.id, path: rowPath, year },
    },
  };
}
