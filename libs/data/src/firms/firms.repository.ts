import type { FirmRole } from '@lexmitra/contracts';
import { Connection, Model } from 'mongoose';
import { COLLECTIONS } from '../collections';
import { buildIndexes, indexesReady, isDuplicateKey, modelOn, toObjectId } from '../mongo';
import { FirmLock, withFirmLock } from './firm-lock';
import { FirmRecord, FirmSchema, InviteRecord, InviteSchema, MemberRecord, MemberSchema } from './firm.schema';

export class AlreadyMemberError extends Error {}

/** Firms, memberships and invite codes. No write spans two documents atomically: see firm.schema. */
export class FirmsRepository {
  private readonly firms: Model<FirmRecord>;
  private readonly members: Model<MemberRecord>;
  private readonly invites: Model<InviteRecord>;
  private readonly indexesBuilt: Promise<void>;
  private readonly locks;

  constructor(connection: Connection) {
    this.locks = connection.collection<FirmLock>(COLLECTIONS.recordLocks);
    this.firms = modelOn(connection, 'Firm', FirmSchema);
    this.members = modelOn(connection, 'FirmMember', MemberSchema);
    this.invites = modelOn(connection, 'FirmInvite', InviteSchema);
    // The unique indexes carry the one-firm rule; writes wait for their first build (indexesReady).
    this.indexesBuilt = buildIndexes(this.members, this.invites);
  }

  async createFirm(userId: string, name: string, description: string, memberName?: string): Promise<FirmRecord> {
    await indexesReady(this.indexesBuilt);
    const firm = (await this.firms.create({ name, description, createdBy: userId, seniorCount: 1, createdAt: new Date() })).toObject();
    try {
      await this.members.create({ userId, firmId: String(firm._id), role: 'Senior Partner', joinedAt: new Date(), ...(memberName ? { name: memberName } : {}) });
    } catch (err) {
      // The creator is in a firm already (perhaps a racing request): undo the firm just made.
      await this.firms.deleteOne({ _id: firm._id });
      if (isDuplicateKey(err)) throw new AlreadyMemberError();
      throw err;
    }
    return firm;
  }

  findFirm(id: string): Promise<FirmRecord | null> {
    const _id = toObjectId(id);
    return _id ? this.firms.findById(_id).lean<FirmRecord>() : Promise.resolve(null);
  }

  membershipOf(userId: string): Promise<MemberRecord | null> {
    return this.members.findOne({ userId: { $eq: userId } }).lean<MemberRecord>();
  }

  membersOf(firmId: string): Promise<MemberRecord[]> {
    return this.members.find({ firmId: { $eq: firmId } }).sort({ joinedAt: 1 }).lean<MemberRecord[]>();
  }

  async addMember(userId: string, firmId: string, role: FirmRole, name?: string): Promise<void> {
    await indexesReady(this.indexesBuilt);
    try {
      await this.members.create({ userId, firmId, role, joinedAt: new Date(), ...(name ? { name } : {}) });
    } catch (err) {
      if (isDuplicateKey(err)) throw new AlreadyMemberError();
      throw err;
    }
  }

  async rename(firmId: string, userId: string, name: string): Promise<boolean> {
    return (await this.members.updateOne({ firmId: { $eq: firmId }, userId: { $eq: userId } }, { $set: { name } })).matchedCount === 1;
  }

  async removeMember(firmId: string, userId: string): Promise<boolean> {
    return (await this.members.deleteOne({ firmId: { $eq: firmId }, userId: { $eq: userId } })).deletedCount === 1;
  }

  /** Conditional on the role read before, so two racing changes cannot both apply. */
  async setRole(firmId: string, userId: string, from: FirmRole, to: FirmRole): Promise<boolean> {
    const res = await this.members.updateOne({ firmId: { $eq: firmId }, userId: { $eq: userId }, role: from }, { $set: { role: to } });
    return res.modifiedCount === 1;
  }

  /** Takes one Senior Partner away, unless it is the last one (read and written under the firm's lock). */
  async releaseSenior(firmId: string): Promise<boolean> {
    return withFirmLock(this.locks, firmId, async () => {
      const firm = await this.firms.findById(toObjectId(firmId)).lean<FirmRecord>();
      if (!firm || firm.seniorCount <= 1) return false;
      await this.firms.updateOne({ _id: toObjectId(firmId) }, { $set: { seniorCount: firm.seniorCount - 1 } });
      return true;
    });
  }

  async addSenior(firmId: string): Promise<void> {
    await withFirmLock(this.locks, firmId, async () => {
      const firm = await this.firms.findById(toObjectId(firmId)).lean<FirmRecord>();
      if (firm) await this.firms.updateOne({ _id: toObjectId(firmId) }, { $set: { seniorCount: firm.seniorCount + 1 } });
    });
  }

  async createInvite(code: string, firmId: string, createdBy: string, expiresAt: Date | null, role: FirmRole, email: string | null = null): Promise<InviteRecord> {
    await indexesReady(this.indexesBuilt);
    return (await this.invites.create({ code, firmId, createdBy, createdAt: new Date(), expiresAt, revokedAt: null, role, email, usedAt: null, usedBy: null })).toObject();
  }

  /** Uses up a one-time (mailed) invite; false when it was used already (perhaps by a racing join). */
  async claimInvite(code: string, userId: string): Promise<boolean> {
    const res = await this.invites.updateOne({ code: { $eq: code }, usedAt: null }, { $set: { usedAt: new Date(), usedBy: userId } });
    return res.modifiedCount === 1;
  }

  /** Gives a claimed invite back when the join it was claimed for did not happen. */
  async releaseInvite(code: string, userId: string): Promise<void> {
    await this.invites.updateOne({ code: { $eq: code }, usedBy: { $eq: userId } }, { $set: { usedAt: null, usedBy: null } });
  }

  findInvite(code: string): Promise<InviteRecord | null> {
    return this.invites.findOne({ code: { $eq: code } }).lean<InviteRecord>();
  }

  openInvites(firmId: string, now: Date): Promise<InviteRecord[]> {
    return this.invites
      .find({ firmId: { $eq: firmId }, revokedAt: null, usedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] })
      .sort({ createdAt: 1 })
      .lean<InviteRecord[]>();
  }

  async revokeInvite(firmId: string, code: string): Promise<boolean> {
    const res = await this.invites.updateOne({ firmId: { $eq: firmId }, code: { $eq: code }, revokedAt: null }, { $set: { revokedAt: new Date() } });
    return res.modifiedCount === 1;
  }
}
