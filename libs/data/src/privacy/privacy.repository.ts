import { Connection, Model } from 'mongoose';
import { buildIndexes, indexesReady, isDuplicateKey, modelOn } from '../mongo';
import { AccountDeletionRecord, AccountDeletionSchema, AccountExportRecord, AccountExportSchema, DeletionReportRecord, DeletionReportSchema } from './privacy.schema';

export class DeletionPendingError extends Error {}

/** Exports, pending deletions and deletion reports: the records of the privacy controls. */
export class PrivacyRepository {
  private readonly exports: Model<AccountExportRecord>;
  private readonly deletions: Model<AccountDeletionRecord>;
  private readonly reports: Model<DeletionReportRecord>;
  private readonly indexesBuilt: Promise<void>;

  constructor(connection: Connection) {
    this.exports = modelOn(connection, 'AccountExport', AccountExportSchema);
    this.deletions = modelOn(connection, 'AccountDeletion', AccountDeletionSchema);
    this.reports = modelOn(connection, 'DeletionReport', DeletionReportSchema);
    this.indexesBuilt = buildIndexes(this.exports, this.deletions, this.reports);
  }

  async createExport(rec: AccountExportRecord): Promise<AccountExportRecord> {
    return (await this.exports.create(rec)).toObject();
  }

  latestExport(userId: string): Promise<AccountExportRecord | null> {
    return this.exports.findOne({ userId: { $eq: userId } }).sort({ requestedAt: -1 }).lean<AccountExportRecord>();
  }

  /** The export of this id if it is this user's (anyone else's is simply not found). */
  findExport(userId: string, id: string): Promise<AccountExportRecord | null> {
    return this.exports.findOne({ _id: { $eq: String(id) }, userId: { $eq: userId } }).lean<AccountExportRecord>();
  }

  exportById(id: string): Promise<AccountExportRecord | null> {
    return this.exports.findOne({ _id: { $eq: String(id) } }).lean<AccountExportRecord>();
  }

  async updateExport(id: string, set: Partial<AccountExportRecord>): Promise<void> {
    await this.exports.updateOne({ _id: { $eq: id } }, { $set: set });
  }

  listExports(userId: string): Promise<AccountExportRecord[]> {
    return this.exports.find({ userId: { $eq: userId } }).lean<AccountExportRecord[]>();
  }

  async deleteExports(userId: string): Promise<number> {
    return (await this.exports.deleteMany({ userId: { $eq: userId } })).deletedCount;
  }

  /** Ready exports past their expiry, and failed ones older than the cutoff (the retention sweep). */
  expiredExports(now: Date, failedBefore: Date, limit = 500): Promise<AccountExportRecord[]> {
    return this.exports
      .find({ $or: [{ state: 'ready', expiresAt: { $lte: now } }, { state: { $in: ['failed', 'queued', 'running'] }, requestedAt: { $lte: failedBefore } }] })
      .limit(limit)
      .lean<AccountExportRecord[]>();
  }

  async deleteExport(id: string): Promise<void> {
    await this.exports.deleteOne({ _id: { $eq: id } });
  }

  /** Records the request; a second request while one is pending is refused (the unique userId index). */
  async scheduleDeletion(rec: AccountDeletionRecord): Promise<AccountDeletionRecord> {
    await indexesReady(this.indexesBuilt);
    try {
      return (await this.deletions.create(rec)).toObject();
    } catch (err) {
      if (isDuplicateKey(err)) throw new DeletionPendingError();
      throw err;
    }
  }

  pendingDeletion(userId: string): Promise<AccountDeletionRecord | null> {
    return this.deletions.findOne({ userId: { $eq: userId } }).lean<AccountDeletionRecord>();
  }

  /** True when this call removed the pending deletion (a cancel and an erasure race: one wins). */
  async cancelDeletion(userId: string, jobId?: string): Promise<boolean> {
    const filter: Record<string, unknown> = { userId: { $eq: userId } };
    if (jobId) filter.jobId = { $eq: jobId };
    return (await this.deletions.deleteOne(filter)).deletedCount === 1;
  }

  async addReport(report: DeletionReportRecord): Promise<void> {
    await this.reports.create(report);
  }

  reportsFor(subject: string): Promise<DeletionReportRecord[]> {
    return this.reports.find({ subject: { $eq: subject } }).lean<DeletionReportRecord[]>();
  }
}
