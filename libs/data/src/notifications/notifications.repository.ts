import { Connection, Model } from 'mongoose';
import { buildIndexes, modelOn, toObjectId } from '../mongo';
import { NotificationRecord, NotificationRecordSchema } from './notification.schema';

export type NewNotification = Pick<NotificationRecord, 'userId' | 'kind' | 'title' | 'body' | 'entryId' | 'dedupeKey'>;

export class NotificationsRepository {
  private readonly model: Model<NotificationRecord>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'Notification', NotificationRecordSchema);
    // The unique dedupeKey index is what makes `deliverOnce` safe under retries.
    void buildIndexes(this.model);
  }

  /**
   * Stores a notification unless one with its dedupeKey exists: an upsert that only inserts, so a
   * retried job (worker crash, database hiccup) never notifies twice. True when this call stored it.
   */
  async deliverOnce(n: NewNotification, now = new Date()): Promise<boolean> {
    const res = await this.model.updateOne(
      { dedupeKey: { $eq: n.dedupeKey } },
      { $setOnInsert: { ...n, createdAt: now, readAt: null } },
      { upsert: true },
    );
    return res.upsertedCount === 1;
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
      const _id = toObjectId(id);
      if (!_id) return 0;
      filter._id = _id;
    }
    return (await this.model.updateMany(filter, { $set: { readAt: new Date() } })).modifiedCount;
  }
}
