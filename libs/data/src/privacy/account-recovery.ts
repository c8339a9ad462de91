/**
 * The review an account gets when its owner takes it back from someone who registered the address
 * first and never proved it: what that person created (drafts, diary entries, documents, chats),
 * listed at the moment of recovery for the owner to keep or delete. One record per account, keyed
 * by its id; a second recovery adds to the list.
 */
import type { RecoveryFirm, RecoveryItemKind } from '@lexmitra/contracts';
import type { Connection, mongo } from 'mongoose';
import { COLLECTIONS } from '../collections';
import { toObjectId } from '../mongo';


export interface AccountRecoveryRecord {
  _id: string;
  recoveredAt: Date;
  reset: string[];
  items: { kind: RecoveryItemKind; id: string; label: string; createdAt: Date }[];
  /** The firm the account was in, its members and the invites recovery ended (the last recovery's). */
  firm?: RecoveryFirm | null;
}

type Doc = mongo.Document;

/** Where each kind lives, who owns it, and what names it for a person. */
const SOURCES: Record<RecoveryItemKind, { collection: string; owner: string; created: string; label: (d: Doc) => string }> = {
  draft: { collection: COLLECTIONS.drafts, owner: 'userId', created: 'createdAt', label: (d) => String(d.title ?? '') },
  diaryEntry: { collection: COLLECTIONS.diaryEntries, owner: 'ownerId', created: 'createdAt', label: (d) => `${d.matterNo ?? ''} ${d.partyName ?? ''}`.trim() },
  document: { collection: COLLECTIONS.documents, owner: 'uploaderId', created: 'uploadedAt', label: (d) => String(d.name ?? '') },
  chatConversation: { collection: COLLECTIONS.chatConversations, owner: 'userId', created: 'createdAt', label: (d) => String(d.title ?? '') },
};

/** The id an item is known by in its own API (documents by uniqueID, the rest by _id). */
const itemId = (kind: RecoveryItemKind, d: Doc) => String(kind === 'document' ? d.uniqueID : d._id);

export class AccountRecoveryRepository {
  constructor(private readonly connection: Connection) {}

  private col(name: string): mongo.Collection<Doc> {
    return this.connection.collection(name) as unknown as mongo.Collection<Doc>;
  }

  /** Lists what the account holds now (everything it holds was made before its owner took it back). */
  async record(userId: string, reset: string[], at = new Date(), firm: RecoveryFirm | null = null): Promise<AccountRecoveryRecord> {
    const items: AccountRecoveryRecord['items'] = [];
    for (const [kind, src] of Object.entries(SOURCES) as [RecoveryItemKind, (typeof SOURCES)[RecoveryItemKind]][]) {
      const found = await this.col(src.collection).find({ [src.owner]: { $eq: userId } }).sort({ [src.created]: 1 }).limit(500).toArray();
      for (const d of found) items.push({ kind, id: itemId(kind, d), label: src.label(d).slice(0, 200), createdAt: d[src.created] instanceof Date ? d[src.created] : at });
    }
    const previous = await this.pending(userId);
    const known = new Set((previous?.items ?? []).map((i) => `${i.kind}:${i.id}`));
    const merged = [...(previous?.items ?? []), ...items.filter((i) => !known.has(`${i.kind}:${i.id}`))];
    const next: AccountRecoveryRecord = { _id: userId, recoveredAt: at, reset: [...new Set([...(previous?.reset ?? []), ...reset])], items: merged, firm: firm ?? previous?.firm ?? null };
    await this.col(COLLECTIONS.accountRecoveries).replaceOne({ _id: userId } as Doc, next, { upsert: true });
    return next;
  }

  /** The review still open, with only the items that still exist (one deleted meanwhile drops out). */
  async pending(userId: string): Promise<AccountRecoveryRecord | null> {
    const rec = (await this.col(COLLECTIONS.accountRecoveries).findOne({ _id: userId } as Doc)) as AccountRecoveryRecord | null;
    if (!rec) return null;
    const items: AccountRecoveryRecord['items'] = [];
    for (const item of rec.items) {
      const src = SOURCES[item.kind];
      const _id = toObjectId(item.id);
      const key: Doc | null = item.kind === 'document' ? { uniqueID: { $eq: item.id } } : _id && { _id };
      if (!key) continue;
      if (await this.col(src.collection).countDocuments({ ...key, [src.owner]: { $eq: userId } }, { limit: 1 })) items.push(item);
    }
    return { ...rec, items };
  }

  /** The owner has decided: the review closes (what they did not delete is theirs now). */
  async close(userId: string): Promise<void> {
    await this.col(COLLECTIONS.accountRecoveries).deleteOne({ _id: userId } as Doc);
  }
}
