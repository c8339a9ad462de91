/**
 * Runs of the dataset importer: one document per run (the folder, its pass, how many files it
 * planned) and one per judgment file and pass with its outcome. Outcomes are written once per pass
 * ($setOnInsert), so a batch retried after a killed worker never counts a file twice.
 */
import { Connection } from 'mongoose';
import { COLLECTIONS } from '../collections';

export const IMPORT_OUTCOMES = ['imported', 'updated', 'unchanged', 'rejected'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export interface ImportRun {
  _id: string;
  root: string;
  pass: number;
  planned: number;
  status: 'running' | 'done';
  /**
   * Outcomes recorded in this pass, counted as they are written: the importer's progress poll reads
   * this one document instead of counting the items (FerretDB counts by reading every item of every
   * run: 9 ms of its CPU per poll at 120 items, seconds at a High Court year's 100,000).
   */
  recorded?: number;
  startedAt: Date;
  finishedAt?: Date;
}

export interface ImportItem {
  _id: string;
  runId: string;
  pass: number;
  file: string;
  case_id?: string;
  outcome: ImportOutcome;
  reason?: string;
  at: Date;
}

export interface ImportSummary {
  done: number;
  imported: number;
  updated: number;
  unchanged: number;
  rejected: { file: string; case_id?: string; reason: string }[];
}

export class CaseImportsRepository {
  constructor(private readonly connection: Connection) {}

  private runs() {
    return this.connection.collection<ImportRun>(COLLECTIONS.caseImports);
  }

  private items() {
    return this.connection.collection<ImportItem>(COLLECTIONS.caseImportItems);
  }

  async ensureIndexes(): Promise<void> {
    await this.items().createIndex({ runId: 1, pass: 1 });
  }

  async findRun(runId: string): Promise<ImportRun | null> {
    return this.runs().findOne({ _id: runId });
  }

  /** Continues a run that did not finish, or starts the next pass of one that did (or a first one). */
  async startRun(runId: string, root: string, planned: number, now = new Date()): Promise<ImportRun> {
    const before = await this.findRun(runId);
    if (before?.status === 'running') {
      await this.runs().updateOne({ _id: runId }, { $set: { planned } });
      return { ...before, planned };
    }
    const run: ImportRun = { _id: runId, root, pass: (before?.pass ?? 0) + 1, planned, status: 'running', recorded: 0, startedAt: now };
    await this.runs().replaceOne({ _id: runId }, run, { upsert: true });
    return run;
  }

  async finishRun(runId: string, now = new Date()): Promise<void> {
    await this.runs().updateOne({ _id: runId }, { $set: { status: 'done', finishedAt: now } });
  }

  /** Records a file's outcome in this pass; a second record of the same file (a retried batch) is ignored. */
  async record(item: Omit<ImportItem, '_id' | 'at'>, now = new Date()): Promise<void> {
    const _id = `${item.runId}|${item.pass}|${item.file}`;
    const res = await this.items().updateOne({ _id }, { $setOnInsert: { ...item, _id, at: now } }, { upsert: true });
    await this.counted(item.runId, item.pass, res.upsertedCount);
  }

  /** Adds newly recorded outcomes to the run's counter (a retried batch's files were not new: nothing added). */
  private async counted(runId: string, pass: number, added: number): Promise<void> {
    if (added > 0) await this.runs().updateOne({ _id: runId, pass }, { $inc: { recorded: added } });
  }

  /** Records several outcomes in one write (a batch's files); files already recorded in this pass keep theirs. */
  async recordMany(items: Omit<ImportItem, '_id' | 'at'>[], now = new Date()): Promise<void> {
    if (!items.length) return;
    const res = await this.items().bulkWrite(
      items.map((item) => {
        const _id = `${item.runId}|${item.pass}|${item.file}`;
        return { updateOne: { filter: { _id }, update: { $setOnInsert: { ...item, _id, at: now } }, upsert: true } };
      }),
      { ordered: false },
    );
    await this.counted(items[0].runId, items[0].pass, res.upsertedCount);
  }

  /** Which of `files` already have an outcome in this pass (one query for a batch). */
  async recorded(runId: string, pass: number, files: string[]): Promise<Set<string>> {
    const ids = files.map((f) => `${runId}|${pass}|${f}`);
    const docs = await this.items().find({ _id: { $in: ids } }, { projection: { file: 1 } }).toArray();
    return new Set(docs.map((d) => d.file));
  }

  async has(runId: string, pass: number, file: string): Promise<boolean> {
    return (await this.items().countDocuments({ _id: `${runId}|${pass}|${file}` })) > 0;
  }

  async summary(runId: string, pass: number): Promise<ImportSummary> {
    const out: ImportSummary = { done: 0, imported: 0, updated: 0, unchanged: 0, rejected: [] };
    for await (const item of this.items().find({ runId, pass })) {
      out.done++;
      if (item.outcome === 'rejected') out.rejected.push({ file: item.file, case_id: item.case_id, reason: item.reason ?? 'rejected' });
      else out[item.outcome]++;
    }
    out.rejected.sort((a, b) => a.file.localeCompare(b.file));
    return out;
  }

  /**
   * Outcomes recorded so far, from the run's counter (one read by `_id`). A worker killed between
   * writing a batch's outcomes and adding them leaves it short, never over: callers that see it
   * stall confirm with count().
   */
  async progress(runId: string, pass: number): Promise<number> {
    const run = await this.runs().findOne({ _id: runId }, { projection: { pass: 1, recorded: 1 } });
    return run?.pass === pass ? (run.recorded ?? 0) : 0;
  }

  /** Outcomes recorded in this pass, counted exactly (reads every item of the collection on FerretDB). */
  async count(runId: string, pass: number): Promise<number> {
    return this.items().countDocuments({ runId, pass });
  }
}
