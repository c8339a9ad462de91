/**
 * `npm run cases:import -- FILE` (or `node dist/corpus/import-cli.js FILE` in a container):
 * imports a JSONL/CSV file of judgments into MongoDB, prints what was accepted and what was
 * rejected (line and reason), and tells the search-service replicas to refresh.
 * Exit code: 0 every row accepted, 1 some rows rejected (the valid ones are imported) or the run
 * not finished within its time limit (`--time-limit=MINUTES`, default 360: a later run continues it),
 * 2 failure.
 */
import { CaseImportsRepository } from '@lexmitra/data';
import { formatDatasetReport, formatProgress, isDatasetFolder, runDatasetImport } from '@lexmitra/caselaw';
import { databaseOf, EVENTS } from '@lexmitra/contracts';
import fs from 'node:fs';
import { ConfigError, ImportCliConfigSchema, loadConfig, redisOptions } from '@lexmitra/platform';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import mongoose from 'mongoose';
import path from 'node:path';
import { firstValueFrom } from 'rxjs';
import { CasesRepository } from '@lexmitra/data';
import { importCasesFile, importedEvent, ImportReport } from './importer';

export function formatReport(report: ImportReport): string {
  const lines = [
    `${report.file}: ${report.rows} rows, ${report.accepted} accepted, ${report.rejected.length} rejected`,
    `  inserted ${report.inserted}, updated ${report.updated}, unchanged ${report.unchanged}`,
    ...report.rejected.map((r) => `  line ${r.line}${r.case_id ? ` (${r.case_id})` : ''}: ${r.reason}`),
  ];
  return lines.join('\n');
}

async function notify(redisUrl: string, event: ReturnType<typeof importedEvent>): Promise<void> {
  const { host, port, password, username, db } = redisOptions(redisUrl);
  const client = ClientProxyFactory.create({ transport: Transport.REDIS, options: { host, port, password, username, db, retryAttempts: 0 } });
  try {
    await firstValueFrom(client.emit(EVENTS.casesImported, event), { defaultValue: undefined });
  } finally {
    await client.close();
  }
}

/** The whole run's limit when none is given: a large year imports in hours, never days. */
export const DEFAULT_TIME_LIMIT_MINUTES = 360;

/** `promise`, or `onTimeout()` once `ms` have passed (the timer never keeps the process alive). */
async function withinTime<T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
    timer.unref();
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `env` defaults to the process environment (read by loadConfig); tests pass their own. */
export async function runImportCli(argv: string[], env?: Record<string, string | undefined>): Promise<number> {
  const args = argv.filter((a) => !a.startsWith('--'));
  const json = argv.includes('--json');
  const limitArg = argv.find((a) => a.startsWith('--time-limit='));
  const minutes = limitArg ? Number(limitArg.slice('--time-limit='.length)) : DEFAULT_TIME_LIMIT_MINUTES;
  if (args.length !== 1 || !(minutes > 0)) {
    console.error('usage: npm run cases:import -- FILE.jsonl|FILE.csv|DATASET_FOLDER [--json] [--time-limit=MINUTES]');
    return 2;
  }
  const limitMs = minutes * 60_000;
  const started = Date.now();
  let config;
  try {
    config = loadConfig(ImportCliConfigSchema, env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`${err.message}\n(run \`npm run stack:up\` or set MONGO_URL in .env)`);
    return 2;
  }
  const mongoUrl = config.MONGO_URL;
  const connection = await mongoose.createConnection(mongoUrl, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const repo = new CasesRepository(connection);
    await repo.ensureIndexes();
    const target = path.resolve(args[0]);
    if (fs.statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
      if (!(await isDatasetFolder(target))) {
        console.error(`${target}: no metadata/parquet/year=YYYY/metadata.parquet below it (see docs/case-import.md, "Loading the open judgment datasets")`);
        return 2;
      }
      if (!config.REDIS_URL) {
        console.error('a dataset import runs as queue jobs: set REDIS_URL (and run ai-worker, which processes them)');
        return 2;
      }
      const imports = new CaseImportsRepository(connection);
      await imports.ensureIndexes();
      const { host, port, password, username, db } = redisOptions(config.REDIS_URL);
      // The wait ends at the limit (the queued batches stay for a later run); planning is bounded too.
      const report = await withinTime(
        runDatasetImport(target, {
          imports,
          connection: { host, port, password, username, db },
          prefix: config.BULLMQ_PREFIX,
          onProgress: json ? undefined : (p) => console.log(formatProgress(p)),
          timeoutMs: Math.max(1, limitMs - (Date.now() - started)),
        }),
        limitMs + 60_000,
        () => null,
      );
      if (!report) {
        console.error(`${target}: stopped after the time limit of ${minutes} minutes while planning (run again with --time-limit=MINUTES to allow more)`);
        return 1;
      }
      console.log(json ? JSON.stringify(report) : formatDatasetReport(report));
      if (report.changed) await notify(config.REDIS_URL, { database: databaseOf(mongoUrl), at: new Date().toISOString() });
      return report.rejected.length || !report.complete ? 1 : 0;
    }
    const { changedIds, ...report } = await importCasesFile(path.resolve(args[0]), repo);
    console.log(json ? JSON.stringify(report) : formatReport(report));
    if (changedIds.length && config.REDIS_URL) await notify(config.REDIS_URL, importedEvent(mongoUrl, changedIds));
    return report.rejected.length ? 1 : 0;
  } finally {
    await connection.close();
  }
}

if (require.main === module) {
  runImportCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(`import failed: ${err.message}`);
      process.exit(2);
    },
  );
}
