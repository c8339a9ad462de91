import type { Connection, mongo } from 'mongoose';
import { COLLECTIONS } from '../collections';
import { DocumentReader, visibleDocumentsFilter } from '../documents/document-access';
import { toObjectId } from '../mongo';

type Doc = mongo.Document;

/**
 * Where one person's data lives, in one place: what "export my data" reads and what the erasure
 * removes or unlinks. Plain queries on the collections (by name), so the worker needs no BFF code.
 * Every query is by the user's id or normalised e-mail with `$eq`.
 */
export class PersonalData {
  constructor(private readonly connection: Connection) {}

  col(name: string): mongo.Collection<Doc> {
    return this.connection.collection(name) as unknown as mongo.Collection<Doc>;
  }

  user(userId: string): Promise<Doc | null> {
    const _id = toObjectId(userId);
    return _id ? this.col(COLLECTIONS.users).findOne({ _id }) : Promise.resolve(null);
  }

  /** The documents this account may see: those it uploaded, and those for its address once verified. */
  documents(user: Doc): Promise<Doc[]> {
    return this.col(COLLECTIONS.documents)
      .find(visibleDocumentsFilter(user as DocumentReader))
      .sort({ uploadedAt: 1 })
      .toArray();
  }

  diaryEntries(userId: string): mongo.FindCursor<Doc> {
    return this.col(COLLECTIONS.diaryEntries).find({ ownerId: { $eq: userId } }).sort({ createdAt: 1 });
  }

  /** Entries with an attachment (their keys, names, sizes): few fields, so all of them fit in memory. */
  diaryAttachments(userId: string): Promise<Doc[]> {
    return this.col(COLLECTIONS.diaryEntries)
      .find({ ownerId: { $eq: userId }, document: { $ne: null } }, { projection: { document: 1 } })
      .toArray();
  }

  notifications(userId: string): mongo.FindCursor<Doc> {
    return this.col(COLLECTIONS.notifications).find({ userId: { $eq: userId } }).sort({ createdAt: 1 });
  }

  drafts(userId: string): mongo.FindCursor<Doc> {
    return this.col(COLLECTIONS.drafts).find({ userId: { $eq: userId } }).sort({ createdAt: 1 });
  }

  draftVersions(userId: string, draftId: string): Promise<Doc[]> {
    return this.col(COLLECTIONS.draftVersions).find({ userId: { $eq: userId }, draftId: { $eq: draftId } }).sort({ version: 1 }).toArray();
  }

  chatConversations(userId: string): mongo.FindCursor<Doc> {
    return this.col(COLLECTIONS.chatConversations).find({ userId: { $eq: userId } }).sort({ createdAt: 1 });
  }

  updatesSubscription(email: string): Promise<Doc | null> {
    return this.col(COLLECTIONS.updatesSubscriptions).findOne({ email: { $eq: email } });
  }

  calendarToken(userId: string): Promise<Doc | null> {
    return this.col(COLLECTIONS.diaryCalendarTokens).findOne({ userId: { $eq: userId } }, { projection: { tokenHash: 0 } });
  }

  /** My membership with the firm's name and role, and the tasks I created there. */
  async firm(userId: string): Promise<{ membership: Doc; firm: Doc | null; tasksCreated: Doc[] } | null> {
    const membership = await this.col(COLLECTIONS.firmMembers).findOne({ userId: { $eq: userId } });
    if (!membership) return null;
    const firmId = String(membership.firmId);
    const _id = toObjectId(firmId);
    const [firm, tasksCreated] = await Promise.all([
      _id ? this.col(COLLECTIONS.firms).findOne({ _id }) : null,
      this.col(COLLECTIONS.firmTasks).find({ firmId: { $eq: firmId }, createdBy: { $eq: userId } }).toArray(),
    ]);
    return { membership, firm, tasksCreated };
  }
}
