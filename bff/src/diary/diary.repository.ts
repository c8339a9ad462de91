import { Injectable } from '@nestjs/common';
import { DiaryEntryInput, DiaryEntryPatch } from '@lexmitra/contracts';
import { Model, Types } from 'mongoose';
import { MongoService } from '../infra/mongo.service';
import { CalendarTokenRecord, CalendarTokenSchema, DiaryAttachmentRecord, DiaryEntryRecord, DiaryEntrySchema } from './diary.schema';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Ids are ObjectIds; anything else cannot name an entry (and must not reach the driver as a cast error). */
const toObjectId = (id: string) => (/^[0-9a-f]{24}$/.test(id) ? new Types.ObjectId(id) : null);

export interface DiaryFilter {
  matterNo?: string;
  from?: string;
  to?: string;
}

/** Every query is scoped to its owner: an entry of another user is simply not found. */
@Injectable()
export class DiaryRepository {
  private readonly entries: Model<DiaryEntryRecord>;
  private readonly tokens: Model<CalendarTokenRecord>;

  constructor(mongo: MongoService) {
    this.entries = mongo.connection.model<DiaryEntryRecord>('DiaryEntry', DiaryEntrySchema);
    this.tokens = mongo.connection.model<CalendarTokenRecord>('DiaryCalendarToken', CalendarTokenSchema);
    // Built in the background; a failure (database away) is retried by mongoose on next start.
    this.entries.init().catch(() => undefined);
    this.tokens.init().catch(() => undefined);
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

  async deleteCalendarToken(userId: string): Promise<void> {
    await this.tokens.deleteOne({ userId });
  }

  async userIdForCalendarToken(tokenHash: string): Promise<string | null> {
    return (await this.tokens.findOne({ tokenHash: { $eq: tokenHash } }).lean<CalendarTokenRecord>())?.userId ?? null;
  }
}
