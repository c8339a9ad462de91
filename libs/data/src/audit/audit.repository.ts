import type { AuditAction, AuditTargetType } from '@lexmitra/contracts';
import { randomBytes } from 'node:crypto';
import { Connection, Model, Types } from 'mongoose';
import { buildIndexes, indexesReady, isDuplicateKey, modelOn } from '../mongo';
import { AuditRecord, AuditRecordSchema, NewAuditRecord } from './audit-record.schema';

export interface FirmAuditFilter {
  actorId?: string;
  action?: AuditAction;
  from?: Date;
  to?: Date;
}

export interface AuditPageOf<T> {
  items: T[];
  total: number;
}

/** What `pseudonymiseActor` did: the pseudonym now standing for the user, and how many records named them. */
export interface Pseudonymised {
  pseudonym: string;
  records: number;
}

/** What `deleteOlderThan` did: records removed and the batches it took. */
export interface Pruned {
  records: number;
  batches: number;
}

/** Records removed per round trip by the retention: small enough that no delete holds the database for long. */
export const AUDIT_RETENTION_BATCH = 1000;

/**
 * The audit log. Append-only by construction: records are added only by `insertBatch` (the audit
 * consumer), changed only by `pseudonymiseActor` (account erasure: who, never what happened), and
 * removed only by `deleteOlderThan` (the retention sweep, AUDIT_RETENTION_DAYS; docs/audit-trail.md).
 * There is no other update or delete path.
 */
export class AuditRepository {
  private readonly model: Model<AuditRecord>;
  private readonly indexesBuilt: Promise<void>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'AuditRecord', AuditRecordSchema);
    this.indexesBuilt = buildIndexes(this.model);
  }

  /**
   * Stores a batch in one round trip. Unordered, so a record stored before (a redelivered event:
   * same producer and seq) is skipped by the unique index without stopping the rest. Returns how
   * many were new.
   */
  async insertBatch(records: readonly NewAuditRecord[]): Promise<number> {
    if (!records.length) return 0;
    // The unique index must exist before the first batch, or a redelivery could store a record twice.
    await indexesReady(this.indexesBuilt);
    try {
      const res = await this.model.collection.insertMany(records.map((r) => ({ ...r })), { ordered: false });
      return res.insertedCount;
    } catch (err) {
      const e = err as { insertedCount?: number; writeErrors?: unknown[] | unknown; code?: number };
      const writeErrors = Array.isArray(e.writeErrors) ? e.writeErrors : e.writeErrors ? [e.writeErrors] : [];
      const onlyDuplicates = writeErrors.length > 0 ? writeErrors.every((w) => isDuplicateKey(w) || isDuplicateKey((w as { err?: unknown }).err)) : isDuplicateKey(err);
      if (!onlyDuplicates) throw err;
      return e.insertedCount ?? records.length - writeErrors.length;
    }
  }

  /** Records about data the user owns, of the given target types, newest first. */
  async listForOwner(ownerId: string, targetTypes: readonly AuditTargetType[], page: number, pageSize: number): Promise<AuditPageOf<AuditRecord>> {
    const filter = { ownerId: { $eq: ownerId }, targetType: { $in: [...targetTypes] } };
    return this.page(filter, page, pageSize);
  }

  /** A firm's records, optionally of one member, one action and a time range, newest first. */
  async listForFirm(firmId: string, f: FirmAuditFilter, page: number, pageSize: number): Promise<AuditPageOf<AuditRecord>> {
    return this.page(firmFilter(firmId, f), page, pageSize);
  }

  /** The same records one by one (a CSV export), at most `limit`, without holding them all in memory. */
  streamForFirm(firmId: string, f: FirmAuditFilter, limit: number): AsyncIterable<AuditRecord> {
    return this.model.find(firmFilter(firmId, f)).sort({ at: -1, _id: -1 }).limit(limit).lean<AuditRecord[]>().cursor() as AsyncIterable<AuditRecord>;
  }

  /** A document's (or any target's) history, newest first. */
  listForTarget(targetType: AuditTargetType, targetId: string, page: number, pageSize: number): Promise<AuditPageOf<AuditRecord>> {
    return this.page({ targetType: { $eq: targetType }, targetId: { $eq: String(targetId) } }, page, pageSize);
  }

  /** Every record the user made or whose data they own, oldest first (the export of my data). */
  streamForUser(userId: string): AsyncIterable<AuditRecord> {
    return this.model.find({ $or: [{ actorId: { $eq: userId } }, { ownerId: { $eq: userId } }] }).sort({ at: 1, _id: 1 }).lean<AuditRecord[]>().cursor() as AsyncIterable<AuditRecord>;
  }

  /** How many of a producer's events numbered 1..upToSeq are stored (the gap check compares it with upToSeq). */
  countStoredUpTo(producer: string, upToSeq: number): Promise<number> {
    return this.model.countDocuments({ producer: { $eq: producer }, seq: { $lte: upToSeq } });
  }

  /**
   * Account erasure: the user's id becomes a random pseudonym in every record (as actor, owner or
   * target), and what could identify them (IP, user agent, the names of their papers) is cleared
   * from the records they made or own. Records stay countable and linked to each other, not to a
   * person. Running it again finds nothing left to change.
   */
  async pseudonymiseActor(userId: string): Promise<Pseudonymised> {
    const pseudonym = `erased-${randomBytes(12).toString('hex')}`;
    const id = { $eq: String(userId) };
    const asTarget = { targetType: { $in: ['account', 'firmMember'] as AuditTargetType[] }, targetId: id };
    const records = await this.model.countDocuments({ $or: [{ actorId: id }, { ownerId: id }, asTarget] });
    // One after another: FerretDB v1 rewrites whole documents, so two updates of one record at once can undo each other.
    await this.model.updateMany({ actorId: id }, { $set: { actorId: pseudonym, ip: null, userAgent: null } });
    await this.model.updateMany({ ownerId: id }, { $set: { ownerId: pseudonym, targetLabel: null } });
    await this.model.updateMany(asTarget, { $set: { targetId: pseudonym, targetLabel: null } });
    return { pseudonym, records };
  }

  /**
   * Retention, the only delete path: removes records that happened before `cutoff`, `batchSize` at
   * a time (find the ids, delete them, repeat), so a first run over a large backlog is many short
   * deletes that other queries pass between, not one long one. Stops when a batch comes back short.
   */
  async deleteOlderThan(cutoff: Date, batchSize = AUDIT_RETENTION_BATCH): Promise<Pruned> {
    const old = { at: { $lt: cutoff } };
    let records = 0;
    let batches = 0;
    for (;;) {
      const ids = (await this.model.find(old, { _id: 1 }).limit(batchSize).lean<{ _id: Types.ObjectId }[]>()).map((r) => r._id);
      if (!ids.length) break;
      // The cutoff repeated, so this delete can only ever remove expired records whatever the ids say.
      records += (await this.model.deleteMany({ _id: { $in: ids }, ...old })).deletedCount;
      batches++;
      if (ids.length < batchSize) break;
    }
    return { records, batches };
  }

  private async page(filter: object, page: number, pageSize: number): Promise<AuditPageOf<AuditRecord>> {
    const [items, total] = await Promise.all([
      this.model.find(filter).sort({ at: -1, _id: -1 }).skip((page - 1) * pageSize).limit(pageSize).lean<AuditRecord[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }
}

function firmFilter(firmId: string, f: FirmAuditFilter): Record<string, unknown> {
  const filter: Record<string, unknown> = { firmId: { $eq: firmId } };
  if (f.actorId) filter.actorId = { $eq: f.actorId };
  if (f.action) filter.action = { $eq: f.action };
  if (f.from || f.to) filter.at = { ...(f.from && { $gte: f.from }), ...(f.to && { $lte: f.to }) };
  return filter;
}
