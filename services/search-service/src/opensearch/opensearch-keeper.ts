/**
 * The OpenSearch engine's keeper. Replicas hold no index: OpenSearch does. A replica connects to
 * MongoDB (retrying while it is away), seeds an empty corpus, and makes sure the alias serves the
 * current corpus version; then it answers searches from the cluster. Writes are shared between
 * replicas through Redis so each happens once: a full rebuild under one lock per database, an
 * event's update by whichever replica claims the event first. Every SEARCH_RECONCILE_MS each
 * replica compares the corpus version with the index's `_meta` (healing a missed event, as the
 * in-memory keeper does).
 */
import { AskAnswer, AskRequest, CasesImportedEvent, CasesMeta, databaseOf } from '@lexmitra/contracts';
import { redisOptions, type Logger, type SearchServiceConfig } from '@lexmitra/platform';
import Redis from 'ioredis';
import mongoose, { Connection } from 'mongoose';
import { createHash } from 'node:crypto';
import { CasesRepository } from '@lexmitra/data';
import { seedIfEmpty } from '../corpus/importer';
import { SEED_FILE } from '../index/index-keeper';
import type { SearchKeeper } from '../index/search-keeper';
import { waitFor } from '../index/wait-for';
import type { JudgmentCase } from './case-mapping';
import { aliasFor, CaseSearchIndex } from './case-search-index';

/** A rebuild lock outlives a crashed holder by this long at most; the holder renews it while it works. */
const LOCK_MS = 60_000;
/** An event is claimed for this long (a replay of the same event within it is not applied twice). */
const EVENT_CLAIM_MS = 10 * 60_000;

type Config = Pick<SearchServiceConfig, 'MONGO_URL' | 'REDIS_URL' | 'SEARCH_RECONCILE_MS' | 'OPENSEARCH_URL' | 'OPENSEARCH_SHARDS' | 'OPENSEARCH_REPLICAS'>;

export class OpenSearchKeeper implements SearchKeeper {
  readonly database: string;
  readonly connection: Connection = mongoose.createConnection();
  readonly repo = new CasesRepository(this.connection);
  readonly index: CaseSearchIndex;
  private readonly redis: Redis;
  private readonly lockKey: string;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private chain: Promise<unknown> = Promise.resolve();
  private isReady = false;

  constructor(private readonly config: Config, private readonly logger: Logger) {
    this.database = databaseOf(config.MONGO_URL);
    if (!config.OPENSEARCH_URL) throw new Error('OPENSEARCH_URL is required with SEARCH_ENGINE=opensearch');
    this.index = CaseSearchIndex.connect(config.OPENSEARCH_URL, aliasFor(this.database), config.OPENSEARCH_SHARDS, config.OPENSEARCH_REPLICAS);
    const { host, port, password, username, db } = redisOptions(config.REDIS_URL);
    this.redis = new Redis({ host, port, password, username, db, maxRetriesPerRequest: 3, lazyConnect: true });
    this.lockKey = `search:opensearch:rebuild:${this.index.alias}`;
  }

  async start(): Promise<void> {
    await this.redis.connect();
    const stopped = () => this.stopped;
    if (!(await waitFor('MongoDB', () => this.connection.openUri(this.config.MONGO_URL, { serverSelectionTimeoutMS: 3000 }), stopped, this.logger))) return;
    // The cluster may still be starting (compose, a rolling restart): wait for it as for MongoDB.
    if (!(await waitFor('OpenSearch', () => this.index.client.cluster.health({ wait_for_status: 'yellow', timeout: '5s' }), stopped, this.logger))) return;
    await seedIfEmpty(this.repo, SEED_FILE, this.logger);
    // Until the alias exists: build it (one replica) or wait for the one building it.
    while (!this.stopped && (await this.index.corpusVersion()) === null) {
      if (!(await this.serialise(() => this.rebuildIfStale()))) await new Promise((r) => setTimeout(r, 500));
    }
    if (this.stopped) return;
    await this.serialise(() => this.rebuildIfStale());
    this.isReady = true;
    this.logger.info({ msg: 'index ready', engine: 'opensearch', alias: this.index.alias, cases: (await this.index.meta()).total });
    this.timer = setInterval(() => void this.serialise(() => this.rebuildIfStale()).catch((e: Error) => this.logger.error({ err: e.message }, 'reconcile failed')), this.config.SEARCH_RECONCILE_MS);
    this.timer.unref();
  }

  async query(req: AskRequest): Promise<AskAnswer> {
    this.whenReady();
    return this.index.search(req);
  }

  async queryJson(req: AskRequest): Promise<string> {
    return JSON.stringify(await this.query(req));
  }

  async meta(): Promise<CasesMeta> {
    this.whenReady();
    return this.index.meta();
  }

  async onImported(event: CasesImportedEvent): Promise<void> {
    if (event.database !== this.database || !this.isReady) return;
    // Every replica hears the event and forgets its word shares (the one applying it, again in upsert).
    this.index.forgetShares();
    // The first to claim the event applies it.
    const claim = `search:opensearch:event:${this.index.alias}:${createHash('sha256').update(JSON.stringify(event)).digest('hex').slice(0, 24)}`;
    if ((await this.redis.set(claim, '1', 'PX', EVENT_CLAIM_MS, 'NX')) !== 'OK') return;
    await this.serialise(async () => {
      if (!event.caseIds) return void (await this.rebuildIfStale());
      const version = await this.repo.version();
      const docs = (await this.repo.findByIds(event.caseIds)) as JudgmentCase[];
      await this.index.upsert(docs, version);
      this.logger.info({ msg: 'index updated', engine: 'opensearch', changed: docs.length });
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.chain.catch(() => undefined);
    await this.connection.close().catch(() => undefined);
    await this.index.close().catch(() => undefined);
    this.redis.disconnect();
  }

  private whenReady(): void {
    if (!this.isReady) throw new Error('the case index is still loading');
  }

  private serialise<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * Rebuilds when the index is missing or older than the corpus, if this replica gets the lock.
   * Returns false when another replica holds it (the caller waits or tries at the next check).
   */
  private async rebuildIfStale(): Promise<boolean> {
    const version = await this.repo.version();
    if ((await this.index.corpusVersion()) === version) return true;
    const token = `${process.pid}-${Math.random()}`;
    if ((await this.redis.set(this.lockKey, token, 'PX', LOCK_MS, 'NX')) !== 'OK') return false;
    const renew = setInterval(() => void this.redis.pexpire(this.lockKey, LOCK_MS).catch(() => undefined), LOCK_MS / 3);
    try {
      const report = await this.index.rebuild(this.repo.streamAll() as AsyncIterable<JudgmentCase>, version);
      this.logger.info({ msg: 'index rebuilt', engine: 'opensearch', index: report.index, cases: report.cases, ms: report.ms });
      return true;
    } finally {
      clearInterval(renew);
      // Only our own lock is released (compare and delete in one step).
      await this.redis.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0", 1, this.lockKey, token);
    }
  }
}
