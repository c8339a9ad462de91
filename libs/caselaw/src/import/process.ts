/**
 * One case-import job: streams its tar part, and for each of its files either finds it unchanged
 * (same PDF and metadata as stored: nothing is extracted), or extracts the text (the caller's
 * extractor: libs/documents, with OCR for scanned pages and its hard limits), keeps the PDF in object
 * storage and upserts the record. Each file's outcome is recorded once per pass, so a batch retried
 * after a killed worker neither doubles a case nor a count.
 */
import { JudgmentSchema, type CaseImportJob, type CaseImportMember, type CaseLanguageVersion, type Judgment } from '@lexmitra/contracts';
import type { CaseImportsRepository, CasesRepository, ImportOutcome } from '@lexmitra/data';
import { createHash } from 'node:crypto';
import { extractCitations } from '../citations';
import { readArchiveMembers } from '../datasets/archives';
import { benchFromText, wholeBench } from '../datasets/bench';
import { SC_DATASET } from '../datasets/layout';
import { openingOf } from './opening';
import { enrichTwin, findTwin } from './twins';

/** What the extractor gives back; `error` codes as libs/documents' DocumentError. */
export interface ExtractedText {
  paragraphs: string[];
  pages: number;
  ocr: boolean;
}
export type Extractor = (pdf: Buffer, lang: string) => Promise<ExtractedText>;

export interface CaseImportDeps {
  cases: CasesRepository;
  imports: CaseImportsRepository;
  /** Keeps the PDF; returns nothing (the key is ours: pdfKeyOf). */
  putPdf: (key: string, pdf: Buffer) => Promise<void>;
  extract: Extractor;
  /**
   * Files of the batch in work at once (default 4): extraction runs in child processes (poppler,
   * tesseract), so a few at a time keep the cores busy while the tar stream waits for a free slot.
   */
  parallel?: number;
}

export const pdfKeyOf = (caseId: string, lang: string) => `cases/${caseId}/${lang}.pdf`;

/** Why a file is rejected, from the extractor's error code (libs/documents DocumentError.code). */
export function rejectionOf(err: unknown): string | null {
  const code = (err as { code?: string }).code;
  if (code === 'CORRUPT' || code === 'UNSUPPORTED' || code === 'ENCRYPTED') return 'corrupt PDF';
  if (code === 'SCANNED' || code === 'EMPTY') return 'no text even after OCR';
  if (code === 'TOO_LARGE' || code === 'TOO_COMPLEX') return 'PDF too large';
  return null;
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const MAX_TEXT = 400_000;
const MAX_CITES = 2000;

/**
 * A dataset row's record and its judgment's text as the stored judgment: the whole bench (the first
 * page's bench line counts), the summary, the text, the citations it makes; written into `twin` when
 * the corpus holds the judgment under another id (twins.ts). Not yet checked against the contract.
 */
export function assembleJudgment(record: Partial<Judgment>, paragraphs: string[], twin?: Parameters<typeof enrichTwin>[0], extra: Partial<Judgment> = {}): Judgment {
  // The bench the judgment prints on its first page, where the metadata names only part of it.
  const judges = wholeBench([record.judges ?? [], benchFromText(paragraphs)], record.author_judge).slice(0, 20);
  const base: Partial<Judgment> = { ...record, ...(judges.length ? { judges } : {}) };
  const full = paragraphs.join('\n\n').slice(0, MAX_TEXT);
  const own = new Set(base.citations ?? []);
  const cites = [...new Set(extractCitations(full).map((c) => c.normal))].filter((c) => !own.has(c)).slice(0, MAX_CITES);
  const built = { ...base, description: describe(base, paragraphs).slice(0, 2000), text: full, cites, ...extra } as Judgment;
  return twin ? enrichTwin(twin, built) : built;
}

/** The metadata's summary, else the headnote or the judgment's opening (opening.ts), else the title. */
function describe(record: Partial<Judgment>, paragraphs: string[]): string {
  return record.description || openingOf(paragraphs) || String(record.title);
}

export async function processCaseImportJob(job: CaseImportJob, deps: CaseImportDeps): Promise<Record<ImportOutcome, number>> {
  const counts: Record<ImportOutcome, number> = { imported: 0, updated: 0, unchanged: 0, rejected: 0 };
  const fileOf = (m: CaseImportMember) => `${job.year}/${m.name}`;
  const byName = new Map(job.members.map((m) => [m.name, m]));
  // A judgment the corpus already holds under another id (a seeded one) is written into that record:
  // one read for the batch finds them (twins.ts).
  const twinOf = await twinsOf(job.members, deps.cases);
  const idOf = (m: CaseImportMember) => twinOf.get(m.case_id)?.case_id ?? m.case_id;
  // One read each for the whole batch: what is stored, and which files this pass already recorded
  // (a retry of a batch a killed worker had half done).
  const state = await deps.cases.importState(job.members.map(idOf));
  const recorded = await deps.imports.recorded(job.runId, job.pass, job.members.map(fileOf));
  const outcomes: { m: CaseImportMember; outcome: ImportOutcome; reason?: string }[] = [];
  const writes: { m: CaseImportMember; judgment: Judgment }[] = [];
  const note = (m: CaseImportMember, outcome: ImportOutcome, reason?: string) => void outcomes.push({ m, outcome, ...(reason ? { reason } : {}) });

  const seen = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  const limit = Math.max(1, deps.parallel ?? 4);
  let failure: unknown = null;
  await readArchiveMembers(
    job.tar,
    (name) => byName.has(name) && !seen.has(name),
    async (member) => {
      seen.add(member.name);
      // Back-pressure: the tar stream reads on only when a slot is free.
      while (inFlight.size >= limit) await Promise.race(inFlight);
      if (failure) throw failure;
      const work = importMember(member).catch((err: unknown) => {
        failure ??= err;
      });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    },
    job.members.length,
  );
  await Promise.all(inFlight);
  if (failure) throw failure;
  for (const m of job.members) if (!seen.has(m.name) && !recorded.has(fileOf(m))) note(m, 'rejected', 'missing from the archive');

  // The batch's records in one write, then its outcomes: a worker killed before this leaves the
  // batch unrecorded, and its retry does it again (the upsert by case id doubles nothing).
  if (writes.length) await deps.cases.upsertMany(writes.map((w) => w.judgment));
  // A record this file made on its own before its twin was known goes: the twin holds it now.
  const merged = writes.filter((w) => w.judgment.case_id !== w.m.case_id).map((w) => w.m.case_id);
  if (merged.length) await deps.cases.removeIds(merged);
  for (const w of writes) note(w.m, state.has(w.judgment.case_id) ? 'updated' : 'imported');
  for (const o of outcomes) counts[o.outcome]++;
  await deps.imports.recordMany(outcomes.map(({ m, outcome, reason }) => ({ runId: job.runId, pass: job.pass, file: fileOf(m), case_id: m.case_id, outcome, ...(reason ? { reason } : {}) })));
  return counts;

  async function importMember({ name, data, damaged }: { name: string; data: Buffer | null; damaged?: string }): Promise<void> {
    const m = byName.get(name)!;
    if (recorded.has(fileOf(m))) return;
    if (!data) return note(m, 'rejected', damaged ?? 'PDF too large');
    const pdfHash = sha256(data);
    if (m.lang !== 'en') {
      const outcome = await importLanguage(m, data, pdfHash, deps);
      return note(m, outcome.outcome, outcome.reason);
    }
    const id = idOf(m);
    const before = state.get(id);
    if (before?.year !== undefined && before.year !== job.year && before.path === (m.record?.source as { path?: string })?.path) {
      // The same judgment listed in another year (the dataset has such rows): one judgment, already here.
      return note(m, 'unchanged', `already imported (from ${before.year})`);
    }
    const importHash = sha256(`${JSON.stringify(m.record)}|${pdfHash}`);
    if (before?.importHash === importHash) return note(m, 'unchanged');
    let text: ExtractedText;
    try {
      text = await deps.extract(data, 'en');
    } catch (err) {
      const reason = rejectionOf(err);
      if (!reason) throw err;
      return note(m, 'rejected', reason);
    }
    const key = pdfKeyOf(id, 'en');
    await deps.putPdf(key, data);
    // Other languages stored earlier stay; the English version is this PDF.
    const listedLanguages = (m.record as Partial<Judgment>).languages ?? [];
    const others = (before?.languages ?? []).filter((l) => l.lang !== 'en' && l.pdfKey);
    const listed = listedLanguages.filter((l) => l.lang !== 'en' && !others.some((o) => o.lang === l.lang));
    const english: CaseLanguageVersion = { lang: 'en', pdfKey: key, pdfHash, pages: text.pages, ...(text.ocr ? { ocr: true } : {}) };
    const record = m.record as Partial<Judgment>;
    const built = assembleJudgment(record, text.paragraphs, twinOf.get(m.case_id), { languages: [english, ...others, ...listed], source: { ...record.source!, hash: importHash } });
    // Checked against the contract the API and the search engines read it with.
    const checked = JudgmentSchema.safeParse(built);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return note(m, 'rejected', `invalid record: ${issue.path.join('.')} ${issue.message}`);
    }
    writes.push({ m, judgment: checked.data });
  }
}

/**
 * The corpus's own cases (the seed, JSONL imports: curatedCases), read once a while per worker and
 * repository rather than per batch: on FerretDB any such query reads the whole collection, and a
 * large year is thousands of batches. A case curated in the meantime is found after CURATED_TTL_MS.
 */
const CURATED_TTL_MS = 5 * 60_000;
const curated = new WeakMap<CasesRepository, { at: number; cases: Promise<Parameters<typeof enrichTwin>[0][]> }>();
function curatedOf(cases: CasesRepository): Promise<Parameters<typeof enrichTwin>[0][]> {
  const hit = curated.get(cases);
  if (hit && Date.now() - hit.at < CURATED_TTL_MS) return hit.cases;
  const entry = { at: Date.now(), cases: cases.curatedCases() };
  entry.cases.catch(() => curated.delete(cases));
  curated.set(cases, entry);
  return entry.cases;
}

/** For each English member whose judgment the corpus holds under another id, that record (twins.ts). */
async function twinsOf(members: CaseImportMember[], cases: CasesRepository): Promise<Map<string, Parameters<typeof enrichTwin>[0]>> {
  const records = members.filter((m) => m.lang === 'en' && m.record).map((m) => ({ m, record: m.record as unknown as Judgment }));
  const out = new Map<string, Parameters<typeof enrichTwin>[0]>();
  if (!records.length) return out;
  const candidates = await curatedOf(cases);
  for (const { m, record } of records) {
    const twin = findTwin(record, candidates);
    if (twin) out.set(m.case_id, twin);
  }
  return out;
}

/** A regional-language PDF of a stored case: kept as that case's other language (in its twin, when it has one). */
async function importLanguage(m: CaseImportMember, data: Buffer, pdfHash: string, deps: CaseImportDeps): Promise<{ outcome: ImportOutcome; reason?: string }> {
  let stored = await deps.cases.findById(m.case_id);
  const rowPath = /^(.+)_[A-Za-z]{2,3}\.pdf$/.exec(m.name)?.[1];
  const twinId = !stored && rowPath ? await deps.cases.bySourcePath(SC_DATASET, rowPath) : null;
  if (twinId) stored = await deps.cases.findById(twinId);
  if (!stored) throw new Error(`${m.case_id}: the English version is not imported yet`);
  const before = stored.languages?.find((l) => l.lang === m.lang);
  if (before?.pdfHash === pdfHash) return { outcome: 'unchanged' };
  let text: ExtractedText;
  try {
    text = await deps.extract(data, m.lang);
  } catch (err) {
    const reason = rejectionOf(err);
    if (!reason) throw err;
    return { outcome: 'rejected', reason };
  }
  const key = pdfKeyOf(stored.case_id, m.lang);
  await deps.putPdf(key, data);
  const outcome = await deps.cases.upsertLanguage(stored.case_id, { lang: m.lang, pdfKey: key, pdfHash, pages: text.pages, ...(text.ocr ? { ocr: true } : {}), text: text.paragraphs.join('\n\n').slice(0, MAX_TEXT) });
  return { outcome: outcome === 'inserted' ? 'imported' : outcome === 'updated' ? 'updated' : 'unchanged' };
}
