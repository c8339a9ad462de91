import { Connection, Model } from 'mongoose';
import { buildIndexes, indexesReady, isDuplicateKey, modelOn, toObjectId } from '../mongo';
import { normalizeEmail } from './email';
import { User, UserSchema } from './user.schema';

export class EmailTakenError extends Error {}

export class UsersRepository {
  private readonly model: Model<User>;
  private readonly indexesBuilt: Promise<void>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'User', UserSchema);
    this.indexesBuilt = buildIndexes(this.model);
  }

  async createWithPassword(rawEmail: string, passwordHash: string): Promise<User> {
    const email = normalizeEmail(rawEmail);
    // The unique e-mail index must exist before a write on a fresh database could slip a duplicate in.
    await indexesReady(this.indexesBuilt);
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
    const known = await this.model.findOne({ clerkUserId: { $eq: clerkUserId } }).lean<User>();
    if (known || !rawEmail) return known;
    const email = normalizeEmail(rawEmail);
    await indexesReady(this.indexesBuilt);
    const upsert = () =>
      this.model
        .findOneAndUpdate({ email }, { $set: { clerkUserId }, $setOnInsert: { email, createdAt: new Date() } }, { upsert: true, returnDocument: 'after' })
        .lean<User>();
    try {
      return await upsert();
    } catch (err) {
      // Two first requests of one person raced to create the account: the loser now finds it.
      if (isDuplicateKey(err)) return upsert();
      throw err;
    }
  }

  findByEmail(email: string): Promise<User | null> {
    return this.model.findOne({ email: normalizeEmail(email) }).lean<User>();
  }

  findById(id: string): Promise<User | null> {
    const _id = toObjectId(id);
    return _id ? this.model.findById(_id).lean<User>() : Promise.resolve(null);
  }

  /** The users of these ids in one query, by id; ids that name no user (or no ObjectId) are absent. */
  async findByIds(ids: readonly string[]): Promise<Map<string, User>> {
    const objectIds = [...new Set(ids)].map(toObjectId).filter((id) => id !== null);
    if (!objectIds.length) return new Map();
    const users = await this.model.find({ _id: { $in: objectIds } }).lean<User[]>();
    return new Map(users.map((u) => [String(u._id), u]));
  }

  /** The user's interface language, or null when they have not chosen one (or there is no such user). */
  async languageOf(id: string): Promise<string | null> {
    const _id = toObjectId(id);
    const user = _id ? await this.model.findById(_id, { language: 1 }).lean<Pick<User, 'language'>>() : null;
    return user?.language ?? null;
  }

  async setLanguage(id: string, language: string): Promise<void> {
    const _id = toObjectId(id);
    if (_id) await this.model.updateOne({ _id }, { $set: { language } });
  }

  async touch(id: string): Promise<void> {
    const _id = toObjectId(id);
    if (_id) await this.model.updateOne({ _id }, { $set: { lastSeenAt: new Date() } });
  }
}
