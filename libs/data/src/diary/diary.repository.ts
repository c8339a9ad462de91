import type { DiaryEntryInput, DiaryEntryPatch } from '@lexmitra/contracts';
import { Connection, Model } from 'mongoose';
import { buildIndexes, modelOn, toObjectId } from '../mongo';
import { CalendarTokenRecord, CalendarTokenSchema, DiaryAttachmentRecord, DiaryEntryRecord, DiaryEntrySchema } from './diary-entry.schema';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value as the firm dashboard compares it: "Sharma " and "sharma" are one client. */
const foldKey = (s: unknown) => (typeof s === 'string' ? s.trim().toLowerCase() : '');

export interface DiaryFilter {
  matterNo?: string;
  from?: string;
  to?: string;
}

/** Distinct matters and parties, and hearings still to come, over several owners' entries. */
export interface DiaryActivity {
  matters: number;
  parties: number;
  hearingsFrom: number;
}

/**
 * The advocate diary: entries and calendar-feed tokens. Every query of one user's entries is scoped
 * to its owner, so an entry of another user is simply not found. The firm dashboard reads several
 * owners at once through `activity` and `datedOn`.
 */
export class DiaryRepository {
  private readonly entries: Model<DiaryEntryRecord>;
  private readonly tokens: Model<CalendarTokenRecord>;

  constructor(connection: Connection) {
    this.entries = modelOn(connection, 'DiaryEntry', DiaryEntrySchema);
    this.tokens = modelOn(connection, 'DiaryCalendarToken', CalendarTokenSchema);
    void buildIndexes(this.entries, this.tokens);
  }

  async create(ownerId: string, input: DiaryEntryInput): Promise<DiaryEntryRecord> {
    const now = new Date();
    const doc = await this.entries.create({ ...input, ownerId, matterNoKey: input.matterNo.toLowerCase(), document: null, createdAt: now, updatedAt: now });
    return doc.toObject();
  }

  findOne(ownerId: string, id: string): Promise<DiaryEntryRecord | null> {
    const _id = toObjectId(id);
    if (!_id) return Promise.resolve(null);
    return this.entries.findOne({ _id, ownerId: { $eq: ownerId } }).lean<DiaryEntryRecord>();
  }

  list(ownerId: string, filter: DiaryFilter, limit = 1000): Promise<DiaryEntryRecord[]> {
    const query: Record<string, unknown> = { ownerId: { $eq: ownerId } };
    if (filter.matterNo) query.matterNoKey = { $regex: escapeRegex(filter.matterNo.toLowerCase()) };
    if (filter.from || filter.to) {
      // Entries without a date ('') sort first as strings; a range asks for dated entries only.
      query.upcomingDate = { $gte: filter.from || '0000-01-01', $lte: filter.to || '9999-12-31' };
    }
    return this.entries.find(query).sort({ upcomingDate: 1, upcomingTime: 1, _id: 1 }).limit(limit).lean<DiaryEntryRecord[]>();
  }

  /** All dated entries of a user, for the calendar feed. */
  listDated(ownerId: string, limit = 5000): Promise<DiaryEntryRecord[]> {
    return this.entries.find({ ownerId: { $eq: ownerId }, upcomingDate: { $gt: '' } }).sort({ upcomingDate: 1 }).limit(limit).lean<DiaryEntryRecord[]>();
  }

  /** The owners' entries listed on one date, by time (untimed first). */
  datedOn(ownerIds: readonly string[], date: string, limit = 500): Promise<DiaryEntryRecord[]> {
    return this.entries
      .find({ ownerId: { $in: [...ownerIds] }, upcomingDate: { $eq: date } })
      .sort({ upcomingTime: 1, _id: 1 })
      .limit(limit)
      .lean<DiaryEntryRecord[]>();
  }

  /**
   * Counted in the database, however many entries there are. Matters are grouped on the stored
   * lower-case matterNoKey and counted there. Party names have no stored key, so the database
   * groups them as written and only the distinct spellings come back, to be folded here
   * (FerretDB v1 has no $toLower). Only $match, $group and $count: stages FerretDB v1 runs.
   */
  async activity(ownerIds: readonly string[], fromDate: string): Promise<DiaryActivity> {
    const mine = { $match: { ownerId: { $in: [...ownerIds] } } };
    const [matters, parties, hearingsFrom] = await Promise.all([
      this.entries.aggregate<{ n: number }>([mine, { $group: { _id: '$matterNoKey' } }, { $match: { _id: { $nin: ['', null] } } }, { $count: 'n' }]),
      this.entries.aggregate<{ _id: unknown }>([mine, { $group: { _id: '$partyName' } }]),
      this.entries.countDocuments({ ownerId: { $in: [...ownerIds] }, upcomingDate: { $gte: fromDate } }),
    ]);
    const partyKeys = new Set(parties.map((p) => foldKey(p._id)).filter(Boolean));
    return { matters: matters[0]?.n ?? 0, parties: partyKeys.size, hearingsFrom };
  }

  async update(ownerId: string, id: string, patch: DiaryEntryPatch): Promise<DiaryEntryRecord | null> {
    const _id = toObjectId(id);
    if (!_id) return null;
    const set: Record<string, unknown> = { ...patch, updatedAt: new Date() };
    if (patch.matterNo !== undefined) set.matterNoKey = patch.matterNo.toLowerCase();
    return this.entries.findOneAndUpdate({ _id, ownerId: { $eq: ownerId } }, { $set: set }, { returnDocument: 'after' }).lean<DiaryEntryRecord>();
  }

  async setDocument(ownerId: string, id: string, document: DiaryAttachmentRecord | null): Promise<DiaryEntryRecord | null> {
    const _id = toObjectId(id);
    if (!_id) return null;
    return this.entries.findOneAndUpdate({ _id, ownerId: { $eq: ownerId } }, { $set: { document, updatedAt: new Date() } }, { returnDocument: 'after' }).lean<DiaryEntryRecord>();
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    const _id = toObjectId(id);
    if (!_id) return false;
    return (await this.entries.deleteOne({ _id, ownerId: { $eq: ownerId } })).deletedCount === 1;
  }

  async setCalendarToken(userId: string, tokenHash: string): Promise<void> {
    await this.tokens.updateOne({ userId }, { $set: { tokenHash, createdAt: new Date() } }, { upsert: true });
  }

  /** True when there was a feed address to end. */
  async deleteCalendarToken(userId: string): Promise<boolean> {
    return (await this.tokens.deleteOne({ userId: { $eq: userId } })).deletedCount > 0;
  }

  async userIdForCalendarToken(tokenHash: string): Promise<string | null> {
    return (await this.tokens.findOne({ tokenHash: { $eq: tokenHash } }).lean<CalendarTokenRecord>())?.userId ?? null;
  }
}
