import { Connection, Model } from 'mongoose';
import { buildIndexes, indexesReady, isDuplicateKey, modelOn, toObjectId } from '../mongo';
import { normalizeEmail } from './email';
import { User, UserSchema } from './user.schema';

export class EmailTakenError extends Error {}

/** What a Clerk sign-in found or made; see findOrLinkClerkUser. */
export interface ClerkLink {
  user: User | null;
  /** An unverified account's password was removed: its sessions must end. */
  passwordRemoved: boolean;
}

export class UsersRepository {
  private readonly model: Model<User>;
  private readonly indexesBuilt: Promise<void>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'User', UserSchema);
    this.indexesBuilt = buildIndexes(this.model);
  }

  /** `language`: the interface language of the sign-up form (absent when it did not say). */
  async createWithPassword(rawEmail: string, passwordHash: string, language?: string): Promise<User> {
    const email = normalizeEmail(rawEmail);
    // The unique e-mail index must exist before a write on a fresh database could slip a duplicate in.
    await indexesReady(this.indexesBuilt);
    try {
      const doc = await this.model.create({ email, passwordHash, createdAt: new Date(), ...(language ? { language } : {}) });
      return doc.toObject();
    } catch (err) {
      if (isDuplicateKey(err)) throw new EmailTakenError(email);
      throw err;
    }
  }

  /**
   * The account of a Clerk identity. A `sub` seen before keeps its account (its token need not carry
   * an e-mail), and is marked verified once Clerk says its address is. A new `sub` gets a new account
   * when nobody has its e-mail. An existing account is linked only when Clerk has verified the
   * address, and then:
   * - a verified account, or one without a password: linked as it is;
   * - an unverified account with a password: whoever set that password never proved the address, so
   *   the password is removed (`passwordRemoved`: the caller ends its sessions) before linking.
   * An unverified Clerk address never joins an existing account: `user` is null.
   */
  async findOrLinkClerkUser(clerkUserId: string, rawEmail: string | undefined, emailVerified: boolean): Promise<ClerkLink> {
    const known = await this.model.findOne({ clerkUserId: { $eq: clerkUserId } }).lean<User>();
    if (known) {
      if (emailVerified && !known.emailVerifiedAt && rawEmail && normalizeEmail(rawEmail) === known.email) {
        known.emailVerifiedAt = new Date();
        await this.model.updateOne({ _id: known._id, emailVerifiedAt: { $exists: false } }, { $set: { emailVerifiedAt: known.emailVerifiedAt } });
      }
      return { user: known, passwordRemoved: false };
    }
    if (!rawEmail) return { user: null, passwordRemoved: false };
    const email = normalizeEmail(rawEmail);
    await indexesReady(this.indexesBuilt);
    const existing = await this.model.findOne({ email }).lean<User>();
    if (!existing) {
      try {
        const created = await this.model.create({ email, clerkUserId, createdAt: new Date(), ...(emailVerified ? { emailVerifiedAt: new Date() } : {}) });
        return { user: created.toObject(), passwordRemoved: false };
      } catch (err) {
        // Two first requests of one person raced to create the account: the loser now finds it.
        if (isDuplicateKey(err)) return this.findOrLinkClerkUser(clerkUserId, rawEmail, emailVerified);
        throw err;
      }
    }
    if (!emailVerified) return { user: null, passwordRemoved: false };
    const reclaim = !existing.emailVerifiedAt && Boolean(existing.passwordHash);
    const user = await this.model
      .findOneAndUpdate(
        { _id: existing._id },
        { $set: { clerkUserId, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() }, ...(reclaim ? { $unset: { passwordHash: 1 } } : {}) },
        { returnDocument: 'after' },
      )
      .lean<User>();
    return { user, passwordRemoved: reclaim };
  }

  /** Records that the account owns its address; false when the account has another address now. */
  async markEmailVerified(id: string, email?: string): Promise<boolean> {
    const _id = toObjectId(id);
    if (!_id) return false;
    const filter = email ? { _id, email: normalizeEmail(email) } : { _id };
    const res = await this.model.updateOne({ ...filter, emailVerifiedAt: { $exists: false } }, { $set: { emailVerifiedAt: new Date() } });
    if (res.modifiedCount === 1) return true;
    return (await this.model.countDocuments({ ...filter, emailVerifiedAt: { $exists: true } })) === 1;
  }

  async isEmailVerified(id: string): Promise<boolean> {
    const _id = toObjectId(id);
    if (!_id) return false;
    const user = await this.model.findById(_id, { emailVerifiedAt: 1 }).lean<Pick<User, 'emailVerifiedAt'>>();
    return Boolean(user?.emailVerifiedAt);
  }

  /** A new password after a reset by mailed link, which also proves the address. */
  async resetPassword(id: string, passwordHash: string): Promise<void> {
    const _id = toObjectId(id);
    if (!_id) return;
    await this.model.updateOne({ _id }, { $set: { passwordHash } });
    await this.model.updateOne({ _id, emailVerifiedAt: { $exists: false } }, { $set: { emailVerifiedAt: new Date() } });
  }

  /** A new password chosen in the account's settings (unlike a reset, it proves nothing about the address). */
  async setPassword(id: string, passwordHash: string): Promise<void> {
    const _id = toObjectId(id);
    if (_id) await this.model.updateOne({ _id, passwordHash: { $exists: true } }, { $set: { passwordHash } });
  }

  /**
   * Moves the account from `from` to `to`, verified (the mailed link proved `to`). 'stale' when the
   * account no longer has `from` (changed since, or gone); 'taken' when another account has `to`:
   * the unique index decides, as it does at sign-up.
   */
  async changeEmail(id: string, from: string, to: string): Promise<'changed' | 'taken' | 'stale'> {
    const _id = toObjectId(id);
    if (!_id) return 'stale';
    await indexesReady(this.indexesBuilt);
    try {
      const res = await this.model.updateOne({ _id, email: normalizeEmail(from) }, { $set: { email: normalizeEmail(to), emailVerifiedAt: new Date() } });
      return res.modifiedCount === 1 ? 'changed' : 'stale';
    } catch (err) {
      if (isDuplicateKey(err)) return 'taken';
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

  /** Back to "not chosen" (a recovered account forgets what its squatter chose); true when one was set. */
  async clearLanguage(id: string): Promise<boolean> {
    const _id = toObjectId(id);
    return _id ? (await this.model.updateOne({ _id, language: { $exists: true } }, { $unset: { language: 1 } })).modifiedCount === 1 : false;
  }

  async setLanguage(id: string, language: string): Promise<void> {
    const _id = toObjectId(id);
    if (_id) await this.model.updateOne({ _id }, { $set: { language } });
  }
}
