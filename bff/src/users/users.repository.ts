import { Injectable } from '@nestjs/common';
import { Model, Types } from 'mongoose';
import { MongoService } from '../infra/mongo.service';
import { User, UserSchema } from './users.schema';

export class EmailTakenError extends Error {}

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

@Injectable()
export class UsersRepository {
  private readonly model: Model<User>;

  constructor(mongo: MongoService) {
    this.model = mongo.connection.model<User>('User', UserSchema);
  }

  async createWithPassword(email: string, passwordHash: string): Promise<User> {
    try {
      const doc = await this.model.create({ email, passwordHash, createdAt: new Date() });
      return doc.toObject();
    } catch (err) {
      if (isDuplicateKey(err)) throw new EmailTakenError(email);
      throw err;
    }
  }

  /** Finds the account for a Clerk identity, linking or creating it by e-mail. */
  async upsertClerkUser(email: string, clerkUserId: string): Promise<User> {
    const found = await this.model
      .findOneAndUpdate(
        { email },
        { $set: { clerkUserId }, $setOnInsert: { email, createdAt: new Date() } },
        { upsert: true, new: true },
      )
      .lean();
    return found as User;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.model.findOne({ email: email.toLowerCase() }).lean();
  }

  findById(id: string): Promise<User | null> {
    if (!Types.ObjectId.isValid(id)) return Promise.resolve(null);
    return this.model.findById(id).lean();
  }

  async touch(id: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { lastSeenAt: new Date() } });
  }
}
