import { Connection, Model, mongo } from 'mongoose';
import { COLLECTIONS } from '../collections';
import { buildIndexes, isDuplicateKey, modelOn, toObjectId } from '../mongo';
import { RecordLock, withRecordLock } from '../record-lock';
import { DraftRecord, DraftSchema, DraftVersionRecord, DraftVersionSchema } from './drafts.schema';

/** How many versions of one draft are kept; older ones are dropped on save. */
export const KEPT_VERSIONS = 50;

/** Saved drafts and every version of each; reads and deletes are scoped to the owner. */
export class DraftsRepository {
  private readonly drafts: Model<DraftRecord>;
  private readonly versions: Model<DraftVersionRecord>;
  private readonly locks: mongo.Collection<RecordLock>;

  constructor(connection: Connection) {
    this.locks = connection.collection<RecordLock>(COLLECTIONS.recordLocks);
    this.drafts = modelOn(connection, 'Draft', DraftSchema);
    this.versions = modelOn(connection, 'DraftVersion', DraftVersionSchema);
    // Built in the background; the unique index is what makes concurrent saves safe.
    void buildIndexes(this.drafts, this.versions);
  }

  /** The draft if it exists and belongs to the user; anyone else's looks the same as none. */
  findOwned(id: string, userId: string): Promise<DraftRecord | null> {
    const _id = toObjectId(id.toLowerCase());
    if (!_id) return Promise.resolve(null);
    return this.drafts.findOne({ _id, userId: { $eq: userId } }).lean<DraftRecord>();
  }

  listOwned(userId: string): Promise<Omit<DraftRecord, 'documentContent'>[]> {
    return this.drafts.find({ userId: { $eq: userId } }, { documentContent: 0 }).sort({ updatedAt: -1, _id: -1 }).limit(500).lean();
  }

  /** How many drafts the user keeps (DRAFT_QUOTA_COUNT). */
  countOwned(userId: string): Promise<number> {
    return this.drafts.countDocuments({ userId: { $eq: userId } });
  }

  async create(fields: Omit<DraftRecord, '_id' | 'version' | 'createdAt' | 'updatedAt'>, now: Date): Promise<DraftRecord> {
    const draft = (await this.drafts.create({ ...fields, version: 1, createdAt: now, updatedAt: now })).toObject();
    await this.versions.create({ draftId: String(draft._id), userId: fields.userId, version: 1, documentContent: fields.documentContent, size: fields.size, savedAt: now });
    return draft;
  }

  /**
   * Creates the draft only while the user keeps fewer than `limit`; null if not. Counted and
   * created under the user's draft-quota lock, so two new drafts at once cannot both take the last place.
   */
  createWithinQuota(fields: Omit<DraftRecord, '_id' | 'version' | 'createdAt' | 'updatedAt'>, now: Date, limit: number): Promise<DraftRecord | null> {
    return withRecordLock(this.locks, `quota:drafts:${fields.userId}`, async () => ((await this.countOwned(fields.userId)) >= limit ? null : this.create(fields, now)));
  }

  /**
   * Saves a new version of an existing draft. The version row is written first under a unique
   * (draftId, version) index, which serialises racing saves without transactions: the loser
   * re-reads the head and takes the next number.
   */
  async addVersion(draft: DraftRecord, change: { documentContent: string; size: number; title: string; templateUrl: string | null }, now: Date): Promise<DraftRecord> {
    let head = draft;
    for (let attempt = 0; attempt < 5; attempt++) {
      const version = head.version + 1;
      try {
        await this.versions.create({ draftId: String(head._id), userId: head.userId, version, documentContent: change.documentContent, size: change.size, savedAt: now });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        head = (await this.drafts.findById(head._id).lean<DraftRecord>()) ?? head;
        head = { ...head, version: Math.max(head.version, version) };
        continue;
      }
      await this.drafts.updateOne({ _id: head._id, version: { $lt: version } }, { $set: { ...change, version, updatedAt: now } });
      await this.versions.deleteMany({ draftId: { $eq: String(head._id) }, version: { $lte: version - KEPT_VERSIONS } });
      return { ...head, ...change, version, updatedAt: now };
    }
    throw new Error('draft is being saved by too many requests at once');
  }

  listVersions(draftId: string): Promise<Pick<DraftVersionRecord, 'version' | 'size' | 'savedAt'>[]> {
    return this.versions.find({ draftId: { $eq: draftId } }, { version: 1, size: 1, savedAt: 1, _id: 0 }).sort({ version: -1 }).lean();
  }

  findVersion(draftId: string, version: number): Promise<DraftVersionRecord | null> {
    return this.versions.findOne({ draftId: { $eq: draftId }, version: { $eq: version } }).lean<DraftVersionRecord>();
  }

  /** True when the user's draft existed; its versions go with it. */
  async deleteOwned(id: string, userId: string): Promise<boolean> {
    const draft = await this.findOwned(id, userId);
    if (!draft) return false;
    await this.drafts.deleteOne({ _id: draft._id });
    await this.versions.deleteMany({ draftId: { $eq: String(draft._id) } });
    return true;
  }
}
