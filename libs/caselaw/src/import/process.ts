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

function describe(record: Partial<Judgment>, paragraphs: string[]): string {
  if (record.description) return record.description;
  const first = paragraphs.find((p) => p.length >= 80) ?? paragraphs[0] ?? record.title ?? '';
  return first.length > 600 ? `${first.slice(0, 597)}…` : first || String(record.title);
}

export async function processCaseImportJob(job: CaseImportJob, deps: CaseImportDeps): Promise<Record<ImportOutcome, number>> {
  const counts: Record<ImportOutcome, number> = { imported: 0, updated: 0, unchanged: 0, rejected: 0 };
  const fileOf = (m: CaseImportMember) => `${job.year}/${m.name}`;
  const byName = new Map(job.members.map((m) => [m.name, m]));
  // One read each for the whole batch: what is stored, and which files this pass already recorded
  // (a retry of a batch a killed worker had half done).
  const state = await deps.cases.importState(job.members.map((m) => m.case_id));
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
  for (const w of writes) note(w.m, state.has(w.m.case_id) ? 'updated' : 'imported');
  for (const o of outcomes) counts[o.outcome]++;
  await deps.imports.recordMany(outcomes.map(({ m, outcome, reason }) => ({ runId: job.runId, pass: job.pass, file: fileOf(m), case_id: m.case_id, outcome, ...(reason ? { reason } : {}) })));
  return counts;

  async function importMember({ name, data }: { name: string; data: Buffer | null }): Promise<void> {
    const m = byName.get(name)!;
    if (recorded.has(fileOf(m))) return;
    if (!data) return note(m, 'rejected', 'PDF too large');
    const pdfHash = sha256(data);
    if (m.lang !== 'en') {
      const outcome = await importLanguage(m, data, pdfHash, deps);
      return note(m, outcome.outcome, outcome.reason);
    }
    const before = state.get(m.case_id);
    if (before?.year !== undefined && before.year !== job.year && before.path === (m.record?.source as { path?: string })?.path) {
      return note(m, 'rejected', `duplicate (imported from ${before.year})`);
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
    const key = pdfKeyOf(m.case_id, 'en');
    await deps.putPdf(key, data);
    const base = m.record as Partial<Judgment>;
    // Other languages stored earlier stay; the English version is this PDF.
    const others = (before?.languages ?? []).filter((l) => l.lang !== 'en' && l.pdfKey);
    const listed = (base.languages ?? []).filter((l) => l.lang !== 'en' && !others.some((o) => o.lang === l.lang));
    const english: CaseLanguageVersion = { lang: 'en', pdfKey: key, pdfHash, pages: text.pages, ...(text.ocr ? { ocr: true } : {}) };
    const full = text.paragraphs.join('\n\n').slice(0, MAX_TEXT);
    const own = new Set(base.citations ?? []);
    const cites = [...new Set(extractCitations(full).map((c) => c.normal))].filter((c) => !own.has(c)).slice(0, MAX_CITES);
    // Checked against the contract the API and the search engines read it with.
    const checked = JudgmentSchema.safeParse({
      ...base,
      description: describe(base, text.paragraphs).slice(0, 2000),
      text: full,
      cites,
      languages: [english, ...others, ...listed],
      source: { ...base.source!, hash: importHash },
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return note(m, 'rejected', `invalid record: ${issue.path.join('.')} ${issue.message}`);
    }
    writes.push({ m, judgment: checked.data });
  }
}

/** A regional-language PDF of a stored case: kept as that case's other language. */
async function importLanguage(m: CaseImportMember, data: Buffer, pdfHash: string, deps: CaseImportDeps): Promise<{ outcome: ImportOutcome; reason?: string }> {
  const stored = await deps.cases.findById(m.case_id);
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
  const key = pdfKeyOf(m.case_id, m.lang);
  await deps.putPdf(key, data);
  const outcome = await deps.cases.upsertLanguage(m.case_id, { lang: m.lang, pdfKey: key, pdfHash, pages: text.pages, ...(text.ocr ? { ocr: true } : {}), text: text.paragraphs.join('\n\n').slice(0, MAX_TEXT) });
  return { outcome: outcome === 'inserted' ? 'imported' : outcome === 'updated' ? 'updated' : 'unchanged' };
}
