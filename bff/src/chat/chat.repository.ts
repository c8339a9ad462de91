import { Injectable } from '@nestjs/common';
import { Model, Types } from 'mongoose';
import { MongoService } from '../infra/mongo.service';
import { ChatConversation, ChatConversationSchema, StoredChatMessage } from './chat.schema';

const isObjectId = (id: string) => /^[0-9a-f]{24}$/.test(id);

@Injectable()
export class ChatRepository {
  private readonly model: Model<ChatConversation>;

  constructor(mongo: MongoService) {
    this.model = mongo.connection.model<ChatConversation>('ChatConversation', ChatConversationSchema);
    this.model.init().catch(() => undefined);
  }

  /** The conversation if it exists and belongs to the user; otherwise null (never another's). */
  findOwned(id: string, userId: string): Promise<ChatConversation | null> {
    if (!isObjectId(id)) return Promise.resolve(null);
    return this.model.findOne({ _id: new Types.ObjectId(id), userId: { $eq: userId } }).lean();
  }

  async listOwned(userId: string, limit: number): Promise<Omit<ChatConversation, 'messages'>[]> {
    return this.model.find({ userId: { $eq: userId } }, { messages: 0 }).sort({ updatedAt: -1, _id: -1 }).limit(limit).lean();
  }

  /** True when the user's conversation was there to delete. */
  async deleteOwned(id: string, userId: string): Promise<boolean> {
    if (!isObjectId(id)) return false;
    return (await this.model.deleteOne({ _id: new Types.ObjectId(id), userId: { $eq: userId } })).deletedCount === 1;
  }

  async create(userId: string, title: string, messages: StoredChatMessage[]): Promise<string> {
    const now = new Date();
    const doc = await this.model.create({ userId, title, messages, messageCount: messages.length, createdAt: now, updatedAt: now });
    return doc._id.toHexString();
  }

  async append(id: string, userId: string, messages: StoredChatMessage[]): Promise<void> {
    await this.model.updateOne(
      { _id: new Types.ObjectId(id), userId: { $eq: userId } },
      { $push: { messages: { $each: messages } }, $inc: { messageCount: messages.length }, $set: { updatedAt: new Date() } },
    );
  }
}
