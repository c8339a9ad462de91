/**
 * Plans the import of a folder that mirrors a judgment dataset's bucket: reads each year's metadata,
 * maps rows to records (datasets/layout.ts), and cuts each tar or zip part into batches of files, one queue
 * job each. Rows that cannot become a case (bad date, no PDF, listed again in a later year) are
 * rejected here, with their reason, and never reach a worker.
 */
import type { CaseImportJob, CaseImportMember } from '@lexmitra/contracts';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { listTarMembers, readMetadataRows } from '../datasets/archives';
import { datasetCaseId, findDatasetYears, mapRow, parseMemberName } from '../datasets/layout';

export interface PlannedRejection {
  file: string;
  case_id?: string;
  reason: string;
}

export interface ImportPlan {
  runId: string;
  root: string;
  years: number[];
  /** Batches without runId/pass (the run decides those). */
  batches: Omit<CaseImportJob, 'runId' | 'pass'>[];
  rejected: PlannedRejection[];
  /** Files in batches plus rejected rows: what the report will account for. */
  total: number;
}

/** The run id of a folder: the same folder continues the same run. */
export const runIdOf = (root: string) => createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 24);

export async function planImport(root: string, batchSize = 25): Promise<ImportPlan> {
  const years = await findDatasetYears(root);
  const batches: ImportPlan['batches'] = [];
  const rejected: PlannedRejection[] = [];
  const seen = new Map<string, number>();
  const englishIds = new Set<string>();
  const cut = (year: number, tar: string, members: CaseImportMember[]) => {
    for (let i = 0; i < members.length; i += batchSize) batches.push({ year, tar, members: members.slice(i, i + batchSize) });
  };

  for (const y of years) {
    const rows = await readMetadataRows(y.metadata);
    // Which part holds which file: from the index, or from the tar's headers when there is none.
    const partOf = new Map<string, string>();
    for (const part of y.english) for (const f of part.files.length ? part.files : await listTarMembers(part.file)) partOf.set(f, part.file);
    const byPart = new Map<string, CaseImportMember[]>();
    for (const row of rows) {
      const mapped = mapRow(y, row);
      if (!mapped.ok) {
        rejected.push({ file: `${y.year}/${mapped.label}`, reason: mapped.reason });
        continue;
      }
      const { judgment, member: name } = mapped;
      const first = seen.get(judgment.case_id);
      if (first !== undefined) {
        rejected.push({ file: `${y.year}/${name}`, case_id: judgment.case_id, reason: `duplicate (listed in ${first} too)` });
        continue;
      }
      const tar = partOf.get(name);
      if (!tar) {
        rejected.push({ file: `${y.year}/${name}`, case_id: judgment.case_id, reason: 'no PDF in the archive' });
        continue;
      }
      seen.set(judgment.case_id, y.year);
      englishIds.add(judgment.case_id);
      const list = byPart.get(tar) ?? [];
      list.push({ name, case_id: judgment.case_id, lang: 'en', record: judgment as Record<string, unknown> });
      byPart.set(tar, list);
    }
    for (const [tar, members] of byPart) cut(y.year, tar, members);
    // Other languages: "<path>_<LANG>.pdf" of a case planned above.
    for (const part of y.regional) {
      const members: CaseImportMember[] = [];
      for (const f of part.files.length ? part.files : await listTarMembers(part.file)) {
        const parsed = parseMemberName(f);
        if (!parsed || parsed.lang === 'en') continue;
        const caseId = datasetCaseId(parsed.path);
        if (englishIds.has(caseId)) members.push({ name: f, case_id: caseId, lang: parsed.lang });
        else rejected.push({ file: `${y.year}/${f}`, reason: 'no metadata row for this file' });
      }
      cut(y.year, part.file, members);
    }
  }
  const total = batches.reduce((n, b) => n + b.members.length, 0) + rejected.length;
  return { runId: runIdOf(root), root: path.resolve(root), years: [...new Set(years.map((y) => y.year))], batches, rejected, total };
}

