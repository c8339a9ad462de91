import { Injectable } from '@nestjs/common';
import { Model, Types } from 'mongoose';
import { MongoService } from '../infra/mongo.service';
import { NotificationRecord, NotificationRecordSchema } from './notifications.schema';

@Injectable()
export class NotificationsRepository {
  private readonly model: Model<NotificationRecord>;

  constructor(mongo: MongoService) {
    this.model = mongo.connection.model<NotificationRecord>('Notification', NotificationRecordSchema);
    // The unique dedupeKey index is what makes the worker's upsert safe under retries.
    this.model.init().catch(() => undefined);
  }

  async listFor(userId: string, limit: number): Promise<{ items: NotificationRecord[]; unread: number }> {
    const [items, unread] = await Promise.all([
      this.model.find({ userId: { $eq: userId } }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<NotificationRecord[]>(),
      this.model.countDocuments({ userId: { $eq: userId }, readAt: null }),
    ]);
    return { items, unread };
  }

  /** Marks one (or, without an id, every) notification of the user as read. */
  async markRead(userId: string, id?: string): Promise<number> {
    const filter: Record<string, unknown> = { userId: { $eq: userId }, readAt: null };
    if (id) {
      if (!/^[0-9a-f]{24}$/.test(id)) return 0;
      filter._id = new Types.ObjectId(id);
    }
    return (await this.model.updateMany(filter, { $set: { readAt: new Date() } })).modifiedCount;
  }
}
