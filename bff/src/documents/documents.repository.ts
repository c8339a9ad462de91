import { Injectable } from '@nestjs/common';
import { Model } from 'mongoose';
import { MongoService } from '../infra/mongo.service';
import { StoredDocument, StoredDocumentSchema } from './documents.schema';

@Injectable()
export class DocumentsRepository {
  private readonly model: Model<StoredDocument>;

  constructor(mongo: MongoService) {
    this.model = mongo.connection.model<StoredDocument>('StoredDocument', StoredDocumentSchema);
    // Built in the background; a failure (database away) is retried by mongoose on next start.
    this.model.init().catch(() => undefined);
  }

  async create(doc: StoredDocument): Promise<StoredDocument> {
    return (await this.model.create(doc)).toObject();
  }

  /** Exact string match only: callers pass validated strings, never request objects. */
  findByUniqueID(uniqueID: string): Promise<StoredDocument | null> {
    return this.model.findOne({ uniqueID: { $eq: String(uniqueID) } }).lean();
  }

  /** Documents uploaded by the user or for the user's e-mail, newest first. */
  async listVisibleTo(userId: string, email: string, page: number, pageSize: number): Promise<{ items: StoredDocument[]; total: number }> {
    const filter = { $or: [{ uploaderId: { $eq: userId } }, { email: { $eq: email } }] };
    const [items, total] = await Promise.all([
      this.model.find(filter).sort({ uploadedAt: -1, _id: -1 }).skip((page - 1) * pageSize).limit(pageSize).lean(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }

  async deleteByUniqueID(uniqueID: string): Promise<void> {
    await this.model.deleteOne({ uniqueID: { $eq: uniqueID } });
  }
}
