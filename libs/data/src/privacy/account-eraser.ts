import type { Connection, mongo } from 'mongoose';
import { COLLECTIONS } from '../collections';
import { DocumentReader, sharedWithFilter } from '../documents/document-access';
import { toObjectId } from '../mongo';

type Doc = mongo.Document;
/** Adds `n` to the erasure report's count for `key`. */
export type CountRecords = (key: string, n: number) => void;

/**
 * The database side of erasing an account (the worker's `account.erase` also removes objects,
 * sessions and queued jobs). Every write of the erasure is here, in the data layer, as plain
 * collection operations by name: the worker holds no BFF code. Every filter is by the user's id or
 * normalised e-mail with `$eq`, so each step may be repeated after a crash and finds less to do.
 */
export class AccountEraser {
  constructor(private readonly connection: Connection) {}

  private col(name: string): mongo.Collection<Doc> {
    return this.connection.collection(name) as unknown as mongo.Collection<Doc>;
  }

  /** Firms, invites and tasks the user created keep the audit pseudonym as their creator. */
  async pseudonymiseCreator(userId: string, pseudonym: string, count: CountRecords): Promise<void> {
    for (const name of [COLLECTIONS.firms, COLLECTIONS.firmInvites, COLLECTIONS.firmTasks]) {
      count(`${name} (creator pseudonymised)`, (await this.col(name).updateMany({ createdBy: { $eq: userId } }, { $set: { createdBy: pseudonym } })).modifiedCount);
    }
  }

  /** The object keys and hashes of the documents the user uploaded (removed from storage first). */
  uploadedFiles(userId: string): Promise<Doc[]> {
    return this.col(COLLECTIONS.documents).find({ uploaderId: { $eq: userId } }, { projection: { objectKey: 1, sha256: 1 } }).toArray();
  }

  /**
   * Removes the user's uploads. Documents others uploaded for the user's address stay theirs,
   * addressed back to their uploader; an account that never verified its address was never their
   * recipient (documents/document-access.ts), so it leaves them alone.
   */
  async removeDocuments(userId: string, account: DocumentReader | null, count: CountRecords): Promise<void> {
    const documents = this.col(COLLECTIONS.documents);
    count(COLLECTIONS.documents, (await documents.deleteMany({ uploaderId: { $eq: userId } })).deletedCount);
    const sharedWithMe = account ? sharedWithFilter(account) : null;
    if (!sharedWithMe) return;
    const forMe = await documents.find(sharedWithMe, { projection: { uploaderEmail: 1 } }).toArray();
    for (const d of forMe) await documents.updateOne({ _id: d._id }, { $set: { email: d.uploaderEmail } });
    count(`${COLLECTIONS.documents} (recipient removed)`, forMe.length);
  }

  /** Diary, calendar token, notifications, drafts and their versions, chats, the updates subscription. */
  async removeOwnRecords(userId: string, email: string | null, count: CountRecords): Promise<void> {
    const id = { $eq: userId };
    count(COLLECTIONS.diaryEntries, (await this.col(COLLECTIONS.diaryEntries).deleteMany({ ownerId: id })).deletedCount);
    count(COLLECTIONS.diaryCalendarTokens, (await this.col(COLLECTIONS.diaryCalendarTokens).deleteMany({ userId: id })).deletedCount);
    count(COLLECTIONS.notifications, (await this.col(COLLECTIONS.notifications).deleteMany({ userId: id })).deletedCount);
    for (const name of [COLLECTIONS.drafts, COLLECTIONS.draftVersions, COLLECTIONS.chatConversations]) {
      count(name, (await this.col(name).deleteMany({ userId: id })).deletedCount);
    }
    if (email) count(COLLECTIONS.updatesSubscriptions, (await this.col(COLLECTIONS.updatesSubscriptions).deleteMany({ email: { $eq: email } })).deletedCount);
  }

  async removeUser(userId: string, count: CountRecords): Promise<void> {
    const _id = toObjectId(userId);
    if (_id) count(COLLECTIONS.users, (await this.col(COLLECTIONS.users).deleteOne({ _id })).deletedCount);
  }

  /**
   * Leaves the firm under the firm rules (the deletion request was refused with 409 while they could
   * not be met): a sole Senior Partner's one-person firm closes; if members joined during the grace
   * period, the longest-standing one becomes Senior Partner.
   */
  async leaveFirm(userId: string, count: CountRecords, notes: string[]): Promise<void> {
    const members = this.col(COLLECTIONS.firmMembers);
    const me = await members.findOne({ userId: { $eq: userId } });
    if (!me) return;
    const firmId = String(me.firmId);
    const firmObjectId = toObjectId(firmId);
    const others = await members.find({ firmId: { $eq: firmId }, userId: { $ne: userId } }).sort({ joinedAt: 1 }).toArray();
    if (me.role === 'Senior Partner') {
      if (others.length === 0) {
        count(COLLECTIONS.firmInvites, (await this.col(COLLECTIONS.firmInvites).deleteMany({ firmId: { $eq: firmId } })).deletedCount);
        count(COLLECTIONS.firmTasks, (await this.col(COLLECTIONS.firmTasks).deleteMany({ firmId: { $eq: firmId } })).deletedCount);
        if (firmObjectId) count(COLLECTIONS.firms, (await this.col(COLLECTIONS.firms).deleteOne({ _id: firmObjectId })).deletedCount);
        notes.push('closed a firm that had no other member');
      } else if (!others.some((m) => m.role === 'Senior Partner')) {
        await members.updateOne({ _id: others[0]._id }, { $set: { role: 'Senior Partner' } });
        notes.push('handed the firm to its longest-standing member');
      } else if (firmObjectId) {
        await this.col(COLLECTIONS.firms).updateOne({ _id: firmObjectId }, { $inc: { seniorCount: -1 } });
      }
    }
    count(COLLECTIONS.firmMembers, (await members.deleteOne({ _id: me._id })).deletedCount);
  }
}
