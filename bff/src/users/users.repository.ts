import { Injectable } from '@nestjs/common';
import { Model, Types } from 'mongoose';
import { MongoService } from '../infra/mongo.service';
import { normalizeEmail } from './email';
import { User, UserSchema } from './users.schema';

export class EmailTakenError extends Error {}

const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000;

@Injectable()
export class UsersRepository {
  private readonly model: Model<User>;
  private readonly indexesBuilt: Promise<void>;

  constructor(mongo: MongoService) {
    this.model = mongo.connection.model<User>('User', UserSchema);
    this.indexesBuilt = this.model.init().then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Mongoose builds the unique e-mail index in the background; a write racing that build on a
   * fresh database could slip a duplicate in. Wait for it, but never longer than a query would
   * wait for the database anyway (while MongoDB is away the write itself then fails as a 503).
   */
  private indexesReady(): Promise<void> {
    return Promise.race([this.indexesBuilt, new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]);
  }

  async createWithPassword(rawEmail: string, passwordHash: string): Promise<User> {
    const email = normalizeEmail(rawEmail);
    await this.indexesReady();
    try {
      const doc = await this.model.create({ email, passwordHash, createdAt: new Date() });
      return doc.toObject();
    } catch (err) {
      if (isDuplicateKey(err)) throw new EmailTakenError(email);
      throw err;
    }
  }

  /**
   * The account of a Clerk identity. A `sub` seen before keeps its account (its token need not carry
   * an e-mail); a new `sub` is linked to the account with its e-mail, which is created if there is
   * none. Without an e-mail a new `sub` has no account: null.
   */
  async findOrLinkClerkUser(clerkUserId: string, rawEmail: string | undefined): Promise<User | null> {
    const known = await this.model.findOne({ clerkUserId }).lean();
    if (known || !rawEmail) return known;
    const email = normalizeEmail(rawEmail);
    await this.indexesReady();
    const upsert = () =>
      this.model
        .findOneAndUpdate({ email }, { $set: { clerkUserId }, $setOnInsert: { email, createdAt: new Date() } }, { upsert: true, returnDocument: 'after' })
        .lean();
    try {
      return await upsert();
    } catch (err) {
      // Two first requests of one person raced to create the account: the loser now finds it.
      if (isDuplicateKey(err)) return upsert();
      throw err;
    }
  }

  findByEmail(email: string): Promise<User | null> {
    return this.model.findOne({ email: normalizeEmail(email) }).lean();
  }

  findById(id: string): Promise<User | null> {
    if (!Types.ObjectId.isValid(id)) return Promise.resolve(null);
    return this.model.findById(id).lean();
  }

  async touch(id: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { lastSeenAt: new Date() } });
  }
}
