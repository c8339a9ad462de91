/**
 * `npm run cases:import -- FOLDER`: plans the import (plan.ts), puts its batches on the case-import
 * queue (the workers share them), and follows the run until every file has an outcome, printing
 * progress (count, rate, ETA). Run again on the same folder it continues an unfinished run (its
 * finished files are skipped), or starts a new pass in which unchanged files cost no extraction.
 */
import { CaseImportJob, JOBS, QUEUES } from '@lexmitra/contracts';
import type { CaseImportsRepository, ImportSummary } from '@lexmitra/data';
import { Queue, type ConnectionOptions } from 'bullmq';
import { planImport } from './plan';

export interface DatasetImportOptions {
  imports: CaseImportsRepository;
  connection: ConnectionOptions;
  prefix?: string;
  batchSize?: number;
  pollMs?: number;
  /** Progress lines (default: none). */
  onProgress?: (p: ImportProgress) => void;
  /** Stop waiting after this long (the jobs stay queued; a later run continues). */
  timeoutMs?: number;
}

export interface ImportProgress {
  done: number;
  total: number;
  perSecond: number;
  etaSeconds: number | null;
}

export interface DatasetImportReport extends ImportSummary {
  root: string;
  runId: string;
  pass: number;
  years: number[];
  total: number;
  seconds: number;
  /** Whether every file has an outcome (false when the wait timed out). */
  complete: boolean;
  /** Cases whose record changed (for the search replicas). */
  changed: number;
}

/** Attempts per batch: a worker killed mid-batch gives the batch to another; a regional file waits for its English one. */
const ATTEMPTS = 6;
/** Polls without progress on the counter before the items are counted exactly. */
const STALL_POLLS = 10;

export function formatProgress(p: ImportProgress): string {
  const eta = p.etaSeconds === null ? '?' : p.etaSeconds >= 90 ? `${Math.round(p.etaSeconds / 60)} min` : `${Math.round(p.etaSeconds)} s`;
  return `${p.done}/${p.total} files, ${p.perSecond.toFixed(1)}/s, ETA ${eta}`;
}

export function formatDatasetReport(r: DatasetImportReport): string {
  return [
    `${r.root} (years ${r.years.join(', ') || 'none'}), pass ${r.pass}: ${r.total} files in ${r.seconds.toFixed(1)} s${r.complete ? '' : ' — NOT FINISHED (run again to continue)'}`,
    `  imported ${r.imported}, updated ${r.updated}, unchanged ${r.unchanged}, rejected ${r.rejected.length}`,
    ...r.rejected.map((x) => `  ${x.file}${x.case_id ? ` (${x.case_id})` : ''}: ${x.reason}`),
  ].join('\n');
}

export async function runDatasetImport(root: string, opts: DatasetImportOptions): Promise<DatasetImportReport> {
  const started = Date.now();
  const plan = await planImport(root, opts.batchSize);
  const run = await opts.imports.startRun(plan.runId, plan.root, plan.total);
  // One write for the rows rejected at planning (a High Court year can have thousands).
  await opts.imports.recordMany([
    ...plan.rejected.map((r) => ({ runId: run._id, pass: run.pass, file: r.file, case_id: r.case_id, outcome: 'rejected' as const, reason: r.reason })),
    // A judgment listed in two years: its second listing changes nothing.
    ...plan.skipped.map((r) => ({ runId: run._id, pass: run.pass, file: r.file, case_id: r.case_id, outcome: 'unchanged' as const, reason: r.reason })),
  ]);
  const queue = new Queue<CaseImportJob>(QUEUES.caseImport, { connection: opts.connection, prefix: opts.prefix });
  queue.on('error', () => undefined);
  const ids = plan.batches.map((_, i) => `${run._id}-${run.pass}-${i}`);
  try {
    // Same ids on a continued run: BullMQ keeps one job per id, so nothing is queued twice.
    await queue.addBulk(
      plan.batches.map((b, i) => ({
        name: JOBS.caseImportBatch,
        data: { ...b, runId: run._id, pass: run.pass },
        opts: { jobId: ids[i], attempts: ATTEMPTS, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: { age: 7 * 86400 }, removeOnFail: { age: 7 * 86400 } },
      })),
    );
    const pollMs = opts.pollMs ?? 1000;
    const deadline = opts.timeoutMs ? started + opts.timeoutMs : Infinity;
    const t0 = Date.now();
    const first = await opts.imports.count(run._id, run.pass);
    let done = first;
    let still = 0;
    while (done < plan.total && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, pollMs));
      await recordFailedBatches(queue, ids, plan.batches, run, opts.imports);
      // The run's counter each poll (one read); the exact count only when the counter claims the
      // end or stands still (a worker killed between its two writes leaves the counter short).
      const counted = await opts.imports.progress(run._id, run.pass);
      still = counted > done ? 0 : still + 1;
      done = Math.max(done, counted);
      if (done >= plan.total || still >= STALL_POLLS) {
        done = await opts.imports.count(run._id, run.pass);
        still = 0;
      }
      const perSecond = (done - first) / Math.max(0.001, (Date.now() - t0) / 1000);
      opts.onProgress?.({ done, total: plan.total, perSecond, etaSeconds: perSecond > 0 ? (plan.total - done) / perSecond : null });
    }
    const complete = done >= plan.total;
    if (complete) await opts.imports.finishRun(run._id);
    const summary = await opts.imports.summary(run._id, run.pass);
    return { ...summary, root: plan.root, runId: run._id, pass: run.pass, years: plan.years, total: plan.total, seconds: (Date.now() - started) / 1000, complete, changed: summary.imported + summary.updated };
  } finally {
    await queue.close();
  }
}

/** An error's first line, short: a report line a person reads, never a library's dump. */
const firstLine = (reason: string | undefined) => {
  const line = (reason ?? 'unknown error').split('\n')[0].trim();
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
};

/** A batch that failed for good leaves its files without an outcome: they are rejected with its error. */
async function recordFailedBatches(queue: Queue<CaseImportJob>, ids: string[], batches: { year: number; members: { name: string; case_id: string }[] }[], run: { _id: string; pass: number }, imports: CaseImportsRepository): Promise<void> {
  const failed = await queue.getFailed(0, 1000);
  for (const job of failed) {
    const i = ids.indexOf(job.id ?? '');
    if (i < 0 || job.attemptsMade < ATTEMPTS) continue;
    for (const m of batches[i].members) {
      const file = `${batches[i].year}/${m.name}`;
      if (!(await imports.has(run._id, run.pass, file))) await imports.record({ runId: run._id, pass: run.pass, file, case_id: m.case_id, outcome: 'rejected', reason: `import failed: ${firstLine(job.failedReason)}` });
    }
  }
}
