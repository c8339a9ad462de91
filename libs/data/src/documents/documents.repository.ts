import { Connection, Model, mongo } from 'mongoose';
import { COLLECTIONS } from '../collections';
import { buildIndexes, modelOn } from '../mongo';
import { RecordLock, withRecordLock } from '../record-lock';
import { DocumentReader, visibleDocumentsFilter } from './document-access';
import { StoredDocument, StoredDocumentSchema } from './document.schema';

/** The document library's records (the bytes are in object storage). */
export class DocumentsRepository {
  private readonly model: Model<StoredDocument>;
  private readonly locks: mongo.Collection<RecordLock>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'StoredDocument', StoredDocumentSchema);
    this.locks = connection.collection<RecordLock>(COLLECTIONS.recordLocks);
    void buildIndexes(this.model);
  }

  async create(doc: StoredDocument): Promise<StoredDocument> {
    return (await this.model.create(doc)).toObject();
  }

  /**
   * Stores the record only if the uploader's documents stay within `limitBytes`; false if not. The
   * sum and the insert happen under the uploader's quota lock: two uploads at once would otherwise
   * both read the same total and both pass.
   */
  async createWithinQuota(doc: StoredDocument, limitBytes: number): Promise<boolean> {
    return withRecordLock(this.locks, `quota:documents:${doc.uploaderId}`, async () => {
      if ((await this.bytesUploadedBy(doc.uploaderId)) + doc.size > limitBytes) return false;
      await this.model.create(doc);
      return true;
    });
  }

  /** Exact string match only: callers pass validated strings, never request objects. */
  findByUniqueID(uniqueID: string): Promise<StoredDocument | null> {
    return this.model.findOne({ uniqueID: { $eq: String(uniqueID) } }).lean<StoredDocument>();
  }

  /** The documents this account may see (document-access.ts decides), newest first. */
  async listVisibleTo(account: DocumentReader, page: number, pageSize: number): Promise<{ items: StoredDocument[]; total: number }> {
    const filter = visibleDocumentsFilter(account);
    const [items, total] = await Promise.all([
      this.model.find(filter).sort({ uploadedAt: -1, _id: -1 }).skip((page - 1) * pageSize).limit(pageSize).lean<StoredDocument[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }

  /** How many documents these users uploaded (the firm dashboard's figure). */
  countUploadedBy(uploaderIds: readonly string[]): Promise<number> {
    return this.model.countDocuments({ uploaderId: { $in: [...uploaderIds] } });
  }

  /** Bytes of the documents this user uploaded: what counts against DOCUMENT_QUOTA_BYTES. */
  async bytesUploadedBy(uploaderId: string): Promise<number> {
    const [row] = await this.model.aggregate<{ total: number }>([{ $match: { uploaderId: { $eq: uploaderId } } }, { $group: { _id: null, total: { $sum: '$size' } } }]);
    return row?.total ?? 0;
  }

  async deleteByUniqueID(uniqueID: string): Promise<void> {
    await this.model.deleteOne({ uniqueID: { $eq: uniqueID } });
  }
}
