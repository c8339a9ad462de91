/**
 * Owns this replica's index: connects to MongoDB (retrying while it is away), loads the seed corpus
 * when the `cases` collection is empty, builds the index, applies `cases.imported` events, and every
 * SEARCH_RECONCILE_MS (a minute) compares the corpus version with the index's so a missed event (Redis pub/sub does
 * not queue) heals by itself. Rebuilds happen beside the live index, which keeps answering.
 */
import { AskAnswer, AskRequest, CasesImportedEvent, CasesMeta, databaseOf } from '@lexmitra/contracts';
import type { Logger, SearchServiceConfig } from '@lexmitra/platform';
import mongoose, { Connection } from 'mongoose';
import path from 'node:path';
import { CasesRepository, StoredCase } from '@lexmitra/data';
import { seedIfEmpty } from '../corpus/importer';
import { CaseIndex, IndexedCase } from './case-index';
import { citedByCounts } from './cited-by';
import { waitFor } from './wait-for';

export const SEED_FILE = path.resolve(__dirname, '../../data/seed-cases.jsonl');
const READY_WAIT_MS = 4000;
/** Recent answers; popular searches ("basic structure") repeat, and a broad one costs a full scoring pass. */
const CACHE_SIZE = 2000;

/** A stored case as the index keeps it: other languages' texts stay in MongoDB (the page reads them). */
const toIndexed = ({ hash: _hash, createdAt: _c, updatedAt: _u, languages: _l, ...d }: StoredCase): IndexedCase => ({
  ...d, citation: d.citation ?? undefined, parties: d.parties ?? [], text: d.text ?? undefined, tags: d.tags ?? [],
});

/** What the cited-by counts need of a case; a case imported without `cites` cites nothing known. */
const citableOf = (d: StoredCase) => ({ case_id: d.case_id, citation: d.citation ?? undefined, neutral_citation: d.neutral_citation ?? undefined, citations: d.citations ?? undefined, cites: d.cites ?? [] });

export class IndexKeeper {
  readonly database: string;
  readonly connection: Connection = mongoose.createConnection();
  readonly repo = new CasesRepository(this.connection);
  private index = new CaseIndex();
  /** Each case's own citations and the ones its text makes (not its text): the cited-by counts' input. */
  private readonly citables = new Map<string, ReturnType<typeof citableOf>>();
  /** Recent answers, serialised once: a repeated question is sent on as it was (RawJson). */
  private readonly cache = new Map<string, string>();
  private version = '';
  private chain: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private markReady!: () => void;
  private isReady = false;
  readonly ready = new Promise<void>((r) => (this.markReady = r)).then(() => {
    this.isReady = true;
  });

  constructor(private readonly config: Pick<SearchServiceConfig, 'MONGO_URL' | 'SEARCH_RECONCILE_MS'>, private readonly logger: Logger) {
    this.database = databaseOf(config.MONGO_URL);
  }

  async start(): Promise<void> {
    if (!(await waitFor('MongoDB', () => this.connection.openUri(this.config.MONGO_URL, { serverSelectionTimeoutMS: 3000 }), () => this.stopped, this.logger))) return;
    await seedIfEmpty(this.repo, SEED_FILE, this.logger);
    await this.serialise(() => this.rebuild());
    this.markReady();
    this.timer = setInterval(() => void this.serialise(() => this.reconcile()).catch((e: Error) => this.logger.error({ err: e.message }, 'reconcile failed')), this.config.SEARCH_RECONCILE_MS);
    this.timer.unref();
  }

  async query(req: AskRequest): Promise<AskAnswer> {
    return JSON.parse(await this.queryJson(req)) as AskAnswer;
  }

  async queryJson(req: AskRequest): Promise<string> {
    await this.whenReady();
    const key = JSON.stringify([req.query.trim().toLowerCase(), req.court?.toLowerCase(), req.judge?.toLowerCase(), req.disposal?.toLowerCase(), req.yearFrom, req.yearTo, req.page, req.pageSize]);
    const hit = this.cache.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const answer = JSON.stringify(this.index.query(req));
    this.cache.set(key, answer);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return answer;
  }

  async meta(): Promise<CasesMeta> {
    await this.whenReady();
    return this.index.meta();
  }

  /** Another replica or the importer changed the collection of our database. */
  async onImported(event: CasesImportedEvent): Promise<void> {
    if (event.database !== this.database) return;
    await this.ready;
    await this.serialise(() => (event.caseIds ? this.update(event.caseIds) : this.rebuild()));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.chain.catch(() => undefined);
    await this.connection.close().catch(() => undefined);
  }

  private async whenReady(): Promise<void> {
    // Once the index is built this is every query's path: no race and no timer.
    if (this.isReady) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the case index is still loading')), READY_WAIT_MS)));
    try {
      await Promise.race([this.ready, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** One index change at a time, in arrival order. */
  private serialise<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async rebuild(): Promise<void> {
    const t0 = performance.now();
    const version = await this.repo.version();
    const fresh = new CaseIndex();
    this.citables.clear();
    let n = 0;
    for await (const doc of this.repo.streamAll()) {
      fresh.upsert(toIndexed(doc));
      this.citables.set(doc.case_id, citableOf(doc));
      // Let searches on the live index run between chunks of a long build.
      if (++n % 2000 === 0) await new Promise((r) => setImmediate(r));
    }
    fresh.setCitedBy(citedByCounts(this.citables.values()));
    this.index = fresh;
    this.cache.clear();
    this.version = version;
    this.logger.info({ msg: 'index ready', cases: fresh.size, ms: Math.round(performance.now() - t0) });
  }

  private async update(ids: string[]): Promise<void> {
    const version = await this.repo.version();
    for (const doc of await this.repo.findByIds(ids)) {
      this.index.upsert(toIndexed(doc));
      this.citables.set(doc.case_id, citableOf(doc));
    }
    // A new judgment changes the counts of the ones it cites: recounted from the kept citations.
    this.index.setCitedBy(citedByCounts(this.citables.values()));
    this.cache.clear();
    this.version = version;
    this.logger.info({ msg: 'index updated', cases: this.index.size, changed: ids.length });
  }

  private async reconcile(): Promise<void> {
    if ((await this.repo.version()) !== this.version) await this.rebuild();
  }
}
