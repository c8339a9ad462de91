/**
 * Stores audit events in batches, off the request path. It runs inside every BFF replica as one
 * consumer of a Redis consumer group: each event goes to one replica, an event read by a replica
 * that died is claimed by another after AUDIT_CLAIM_IDLE_MS, and nothing is acknowledged before it
 * is stored. Why the BFF and not a worker: the events come from the BFF and its routes read the
 * records, it already holds both connections, and a worker would be one more process that must be
 * up for the log to be complete. Nothing here depends on running in the BFF, though: it needs only
 * Redis and the repository.
 */
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AuditEvent, AuditEventSchema } from '@lexmitra/contracts';
import { AuditRepository, FirmsRepository, NewAuditRecord } from '@lexmitra/data';
import { IORedis, redisOptions, withTimeout } from '@lexmitra/platform';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { AUDIT_GROUP, auditMetrics } from './audit-stream';
import { AuditTrail } from './audit-trail.service';

/** Events stored per round trip at most; under load a read returns whatever is waiting, up to this. */
export const AUDIT_BATCH = 500;
/**
 * After a batch smaller than AUDIT_BATCH the consumer waits this long before reading again, so
 * events gather into batches instead of costing a database round trip each (a record appears at
 * most this much later; measured: tools/bench/audit.ts).
 */
export const AUDIT_LINGER_MS = 500;
/** How long the firm of an actor is remembered (a member who leaves is filed under the firm this long at most). */
const FIRM_CACHE_MS = 30_000;
const BLOCK_MS = 1000;
const RETRY_MS = 1000;
/** An event read but not acknowledged for this long belonged to a consumer that stopped: take it over. */
export const AUDIT_CLAIM_IDLE_MS = 30_000;

/** Fields are null for an entry trimmed from the stream while it was still pending. */
type StreamEntry = [id: string, fields: string[] | null];

@Injectable()
export class AuditConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  readonly name = `bff-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly logger = new Logger('AuditConsumer');
  private reader?: IORedis;
  private running = false;
  private loop?: Promise<void>;
  private lastClaim = 0;
  private readonly firmCache = new Map<string, { firmId: string | null; until: number }>();
  private wake?: () => void;

  constructor(
    private readonly trail: AuditTrail,
    private readonly records: AuditRepository,
    private readonly firms: FirmsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.AUDIT_ENABLED) this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    // A connection of its own: XREADGROUP blocks it for up to BLOCK_MS.
    this.reader = new IORedis({ ...redisOptions(this.config.REDIS_URL), maxRetriesPerRequest: null });
    this.reader.on('error', () => undefined);
    this.loop = this.run();
  }

  /**
   * Stops reading (tests pause the consumer with it). The connection is closed first, so a command
   * waiting for an unreachable Redis fails at once instead of holding the shutdown; a batch stored but
   * not yet acknowledged is read again later and stored once.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    this.reader?.disconnect();
    // A command issued while Redis was unreachable can outlive disconnect() (ioredis keeps it queued
    // for a reconnect that never comes), so shutdown waits at most 2 s for the loop; unacknowledged
    // events stay in the stream for the next consumer.
    await withTimeout(this.loop ?? Promise.resolve(), 2000, 'audit consumer stop').catch((err: Error) => this.logger.warn(`audit consumer: ${err.message}`));
    this.reader = undefined;
  }

  private async run(): Promise<void> {
    // First what this consumer read before and did not store (nothing, for a new name), then new events.
    let pending = true;
    let groupReady = false;
    while (this.running) {
      try {
        const reader = this.reader!;
        if (!groupReady) groupReady = await this.createGroup(reader);
        if (Date.now() - this.lastClaim > AUDIT_CLAIM_IDLE_MS) pending = (await this.claimAbandoned(reader)) || pending;
        const answer = (await reader.xreadgroup('GROUP', AUDIT_GROUP, this.name, 'COUNT', AUDIT_BATCH, 'BLOCK', BLOCK_MS, 'STREAMS', this.trail.streamKey, pending ? '0' : '>')) as [string, StreamEntry[]][] | null;
        const entries = answer?.[0]?.[1] ?? [];
        if (pending && entries.length === 0) pending = false;
        if (entries.length) await this.store(reader, entries);
        if (!pending && entries.length < AUDIT_BATCH) await this.linger();
      } catch (err) {
        if (!this.running) break;
        // Redis or the database is away: the events stay in the stream, unacknowledged, and are read again.
        this.logger.warn(`audit consumer: ${(err as Error).message}; retrying`);
        pending = true;
        groupReady = false;
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
  }

  private linger(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, AUDIT_LINGER_MS);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async createGroup(reader: IORedis): Promise<boolean> {
    try {
      // From the stream's start ('0'), so events published before any consumer existed are stored too.
      await reader.xgroup('CREATE', this.trail.streamKey, AUDIT_GROUP, '0', 'MKSTREAM');
    } catch (err) {
      if (!/BUSYGROUP/.test((err as Error).message)) throw err;
    }
    return true;
  }

  /** Takes over events another consumer read long ago without acknowledging; true when there were some. */
  private async claimAbandoned(reader: IORedis): Promise<boolean> {
    this.lastClaim = Date.now();
    const [, claimed] = (await reader.xautoclaim(this.trail.streamKey, AUDIT_GROUP, this.name, AUDIT_CLAIM_IDLE_MS, '0', 'COUNT', AUDIT_BATCH, 'JUSTID')) as [string, string[]];
    return claimed.length > 0;
  }

  private async store(reader: IORedis, entries: StreamEntry[]): Promise<void> {
    const events: AuditEvent[] = [];
    for (const [id, fields] of entries) {
      const parsed = AuditEventSchema.safeParse(parseJson(fields?.[fields.indexOf('e') + 1]));
      if (parsed.success) events.push(parsed.data);
      else this.logger.error(`audit event ${id} is malformed and was dropped: ${parsed.error.issues[0]?.message}`);
    }
    const firmOf = await this.firmsOf(events.filter((e) => e.firmId === undefined).map((e) => e.actorId));
    const storedAt = new Date();
    const records: NewAuditRecord[] = events.map(({ firmId, at, ...e }) => ({
      ...e, at: new Date(at), firmId: firmId === undefined ? (firmOf.get(e.actorId) ?? null) : firmId, storedAt,
    }));
    const stored = await this.records.insertBatch(records);
    auditMetrics().stored.inc(stored);
    const ids = entries.map(([id]) => id);
    // Acknowledged (and deleted, so the stream stays short) only once stored.
    await reader.multi().xack(this.trail.streamKey, AUDIT_GROUP, ...ids).xdel(this.trail.streamKey, ...ids).exec();
  }

  /** The firm each actor belongs to now (a record made by a firm member is the firm's to see). */
  private async firmsOf(actorIds: string[]): Promise<Map<string, string | null>> {
    const now = Date.now();
    const result = new Map<string, string | null>();
    const unknown = [...new Set(actorIds)].filter((id) => {
      const hit = this.firmCache.get(id);
      if (hit && hit.until > now) result.set(id, hit.firmId);
      return !(hit && hit.until > now);
    });
    const memberships = await Promise.all(unknown.map((id) => this.firms.membershipOf(id)));
    if (this.firmCache.size > 10_000) this.firmCache.clear();
    unknown.forEach((id, i) => {
      const firmId = memberships[i]?.firmId ?? null;
      result.set(id, firmId);
      this.firmCache.set(id, { firmId, until: now + FIRM_CACHE_MS });
    });
    return result;
  }
}

function parseJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
