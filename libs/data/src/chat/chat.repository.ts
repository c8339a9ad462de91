import { Connection, Model, Types } from 'mongoose';
import { buildIndexes, modelOn, toObjectId } from '../mongo';
import { ChatConversation, ChatConversationSchema, StoredChatMessage } from './chat.schema';

/** The chatbot conversations of signed-in users; every read and write is scoped to the owner. */
export class ChatRepository {
  private readonly model: Model<ChatConversation>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'ChatConversation', ChatConversationSchema);
    void buildIndexes(this.model);
  }

  /** The conversation if it exists and belongs to the user; otherwise null (never another's). */
  findOwned(id: string, userId: string): Promise<ChatConversation | null> {
    const _id = toObjectId(id);
    if (!_id) return Promise.resolve(null);
    return this.model.findOne({ _id, userId: { $eq: userId } }).lean();
  }

  async listOwned(userId: string, limit: number): Promise<Omit<ChatConversation, 'messages'>[]> {
    return this.model.find({ userId: { $eq: userId } }, { messages: 0 }).sort({ updatedAt: -1, _id: -1 }).limit(limit).lean();
  }

  /** True when the user's conversation was there to delete. */
  async deleteOwned(id: string, userId: string): Promise<boolean> {
    const _id = toObjectId(id);
    if (!_id) return false;
    return (await this.model.deleteOne({ _id, userId: { $eq: userId } })).deletedCount === 1;
  }

  async create(userId: string, title: string, messages: StoredChatMessage[]): Promise<string> {
    const now = new Date();
    const doc = await this.model.create({ userId, title, messages, messageCount: messages.length, createdAt: now, updatedAt: now });
    return doc._id.toHexString();
  }

  /** An id for a conversation not written yet: an answer being streamed names it before it is kept. */
  static newId(): string {
    return new Types.ObjectId().toHexString();
  }

  /**
   * Adds turns to the user's conversation `id`, creating it with `title` if it is not there yet
   * (the answer's worker keeps a finished answer this way). Another user's conversation of that id
   * is never touched: the upsert would collide on _id and fail instead.
   */
  async appendOrCreate(id: string, userId: string, title: string, messages: StoredChatMessage[]): Promise<void> {
    const _id = toObjectId(id);
    if (!_id) throw new Error(`not a conversation id: ${id}`);
    const now = new Date();
    if (typeof userId !== 'string') throw new Error('userId must be a string');
    // A plain equality (checked to be a string above): an upsert copies it into the new document.
    await this.model.updateOne(
      { _id, userId },
      {
        $push: { messages: { $each: messages } },
        $inc: { messageCount: messages.length },
        $set: { updatedAt: now },
        $setOnInsert: { title, createdAt: now },
      },
      { upsert: true },
    );
  }

  /**
   * Adds turns at the end. One `$push` with `$inc` of the count: concurrent questions into one
   * conversation each add theirs, which holds on MongoDB and on the embedded FerretDB build only
   * because its update is atomic (tools/devstack/ferretdb/atomic-updates.patch).
   */
  async append(id: string, userId: string, messages: StoredChatMessage[]): Promise<void> {
    const _id = toObjectId(id);
    if (!_id) return;
    await this.model.updateOne(
      { _id, userId: { $eq: userId } },
      { $push: { messages: { $each: messages } }, $inc: { messageCount: messages.length }, $set: { updatedAt: new Date() } },
    );
  }
}
