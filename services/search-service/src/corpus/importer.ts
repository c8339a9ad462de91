/**
 * Imports a JSONL/CSV file of judgments into the `cases` collection (idempotent by case_id) and
 * tells every search-service replica of that database to refresh. Used by the CLI
 * (`npm run cases:import -- FILE`) and by the first start of the service (the seed corpus).
 */
import { CasesImportedEvent, databaseOf } from '@lexmitra/contracts';
import fs from 'node:fs/promises';
import { CasesRepository } from '@lexmitra/data';
import { formatOf, parseCasesFile, RejectedRow } from './parse';

export interface ImportReport {
  file: string;
  rows: number;
  accepted: number;
  rejected: RejectedRow[];
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Events with up to this many ids update indexes in place; bigger imports trigger a rebuild. */
const MAX_IDS_IN_EVENT = 1000;

export async function importCasesFile(file: string, repo: CasesRepository): Promise<ImportReport & { changedIds: string[] }> {
  const format = formatOf(file);
  if (!format) throw new Error(`${file}: unknown format (use .jsonl, .ndjson or .csv)`);
  const { records, rejected } = parseCasesFile(await fs.readFile(file, 'utf8'), format);
  const outcome = await repo.upsertMany(records);
  return {
    file,
    rows: records.length + rejected.length,
    accepted: records.length,
    rejected,
    inserted: outcome.inserted,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    changedIds: outcome.changedIds,
  };
}

export function importedEvent(mongoUrl: string, changedIds: string[]): CasesImportedEvent {
  return {
    database: databaseOf(mongoUrl),
    caseIds: changedIds.length <= MAX_IDS_IN_EVENT ? changedIds : undefined,
    at: new Date().toISOString(),
  };
}

/**
 * Loads the seed corpus into an empty database (both engines' keepers start with it). Several
 * replicas may seed at once: the upsert by case_id makes that harmless.
 */
export async function seedIfEmpty(repo: CasesRepository, seedFile: string, logger: { info: (o: object) => void }): Promise<void> {
  await repo.ensureIndexes();
  if (!(await repo.isEmpty())) return;
  const report = await importCasesFile(seedFile, repo);
  // Message first, then its figures (the line layout this service has always written).
  logger.info({ msg: 'seed corpus loaded', accepted: report.accepted, rejected: report.rejected.length });
}
