import { Connection, Model } from 'mongoose';
import { buildIndexes, modelOn } from '../mongo';
import { DocumentReader, visibleDocumentsFilter } from './document-access';
import { StoredDocument, StoredDocumentSchema } from './document.schema';

/** The document library's records (the bytes are in object storage). */
export class DocumentsRepository {
  private readonly model: Model<StoredDocument>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'StoredDocument', StoredDocumentSchema);
    void buildIndexes(this.model);
  }

  async create(doc: StoredDocument): Promise<StoredDocument> {
    return (await this.model.create(doc)).toObject();
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
