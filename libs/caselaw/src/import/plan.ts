/**
 * Plans the import of a folder that mirrors a judgment dataset's bucket: reads each year's metadata,
 * maps rows to records (datasets/layout.ts), and cuts each tar or zip part into batches of files, one queue
 * job each. Rows that cannot become a case (bad date, no PDF, a field past its bound) are rejected
 * here, each alone and with a reason a person can act on, and never reach a worker; every member and
 * record is checked against the queue's contract first, so no batch fails for one bad row. A
 * judgment listed again in another year (the dataset has such rows) is one judgment: the second
 * listing is accounted as already imported.
 */
import { CaseImportMemberSchema, JudgmentSchema, type CaseImportJob, type CaseImportMember } from '@lexmitra/contracts';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { listTarMembers, readMetadataRows } from '../datasets/archives';
import { datasetCaseId, findDatasetYears, mapRow, parseMemberName } from '../datasets/layout';

export interface PlannedRejection {
  file: string;
  case_id?: string;
  reason: string;
}

/** A row that needs no work: the judgment is listed in an earlier year of the same folder. */
export interface PlannedSkip {
  file: string;
  case_id: string;
  reason: string;
}

export interface ImportPlan {
  runId: string;
  root: string;
  years: number[];
  /** Batches without runId/pass (the run decides those). */
  batches: Omit<CaseImportJob, 'runId' | 'pass'>[];
  rejected: PlannedRejection[];
  /** Listed again in a later year: recorded as unchanged ("already imported"). */
  skipped: PlannedSkip[];
  /** Files in batches plus rejected and skipped rows: what the report will account for. */
  total: number;
}

/** The run id of a folder: the same folder continues the same run. */
export const runIdOf = (root: string) => createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 24);

/** A record as a queued job carries it (the text comes later): every field within the contract's bounds. */
const QueuedRecordSchema = JudgmentSchema.extend({ description: JudgmentSchema.shape.description.optional() });

/** The first problem of a zod result, as "court: at most 120 characters". */
function readable(issue: { path: PropertyKey[]; message: string; code?: string; maximum?: unknown } | undefined): string {
  if (!issue) return 'invalid record';
  const field = issue.path.map(String).join('.') || 'record';
  const max = issue.code === 'too_big' && typeof issue.maximum === 'number' ? `at most ${issue.maximum}` : issue.message;
  return `${field}: ${max}`;
}

/** Member names of a part: from its index, or its headers; a part that cannot be read is refused alone. */
async function membersOf(part: { file: string; files: string[] }, root: string, refused: PlannedRejection[]): Promise<string[]> {
  if (part.files.length) return part.files;
  try {
    return await listTarMembers(part.file);
  } catch (err) {
    refused.push({ file: path.relative(root, part.file), reason: `the archive cannot be read (${String((err as Error).message ?? err).split('\n')[0].slice(0, 120)})` });
    return [];
  }
}

export async function planImport(root: string, batchSize = 25): Promise<ImportPlan> {
  const years = await findDatasetYears(root);
  const batches: ImportPlan['batches'] = [];
  const rejected: PlannedRejection[] = [];
  const skipped: PlannedSkip[] = [];
  const seen = new Map<string, number>();
  const englishIds = new Set<string>();
  const cut = (year: number, tar: string, members: CaseImportMember[]) => {
    for (let i = 0; i < members.length; i += batchSize) batches.push({ year, tar, members: members.slice(i, i + batchSize) });
  };

  for (const y of years) {
    for (const r of y.refused) rejected.push({ file: r.file, reason: r.reason });
    if (!y.metadata) continue;
    let rows: Awaited<ReturnType<typeof readMetadataRows>>;
    try {
      rows = await readMetadataRows(y.metadata);
    } catch (err) {
      rejected.push({ file: path.relative(root, y.metadata), reason: `the metadata cannot be read (${String((err as Error).message ?? err).split('\n')[0].slice(0, 120)})` });
      continue;
    }
    // Which part holds which file: from the index, or from the tar's headers when there is none.
    const partOf = new Map<string, string>();
    for (const part of y.english) for (const f of await membersOf(part, root, rejected)) partOf.set(f, part.file);
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
        skipped.push({ file: `${y.year}/${name}`, case_id: judgment.case_id, reason: `already imported (listed in ${first} too)` });
        continue;
      }
      const member = { name, case_id: judgment.case_id, lang: 'en', record: judgment as Record<string, unknown> };
      const bad = !CaseImportMemberSchema.safeParse(member).success ? 'the PDF name is too long' : QueuedRecordSchema.safeParse(judgment).error?.issues[0];
      if (bad) {
        rejected.push({ file: `${y.year}/${mapped.label}`, case_id: judgment.case_id, reason: typeof bad === 'string' ? bad : readable(bad as Parameters<typeof readable>[0]) });
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
      list.push(member);
      byPart.set(tar, list);
    }
    for (const [tar, members] of byPart) cut(y.year, tar, members);
    // Other languages: "<path>_<LANG>.pdf" of a case planned above.
    for (const part of y.regional) {
      const members: CaseImportMember[] = [];
      for (const f of await membersOf(part, root, rejected)) {
        const parsed = parseMemberName(f);
        if (!parsed || parsed.lang === 'en') continue;
        const caseId = datasetCaseId(parsed.path);
        const member = { name: f, case_id: caseId, lang: parsed.lang };
        if (!CaseImportMemberSchema.safeParse(member).success) rejected.push({ file: `${y.year}/${f.slice(0, 80)}`, reason: 'the PDF name is too long' });
        else if (englishIds.has(caseId)) members.push(member);
        else rejected.push({ file: `${y.year}/${f}`, reason: 'no metadata row for this file' });
      }
      cut(y.year, part.file, members);
    }
  }
  const total = batches.reduce((n, b) => n + b.members.length, 0) + rejected.length + skipped.length;
  return { runId: runIdOf(root), root: path.resolve(root), years: [...new Set(years.map((y) => y.year))], batches, rejected, skipped, total };
}

