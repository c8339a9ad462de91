/**
 * The one rule of who may see a library document, used by every read: the library list, opening a
 * document (/api/pdf/access), "export my data" and the erasure. A document is seen by its uploader,
 * and by the account that has *proved* it owns the address the document was uploaded for. An
 * account that registered an address and never followed the mailed link proves nothing: whoever
 * squats an address must not receive what others send to it.
 */
import type { StoredDocument } from './document.schema';
import { normalizeEmail } from '../users/email';

/** What the rule needs of an account: its id, its address and whether that address is verified. */
export interface DocumentReader {
  _id: unknown;
  email?: unknown;
  emailVerifiedAt?: unknown;
}

/** The account's address when it has proved it owns it, else null (then it sees its own uploads only). */
export function verifiedAddressOf(account: Pick<DocumentReader, 'email' | 'emailVerifiedAt'> | null | undefined): string | null {
  if (!account || !account.emailVerifiedAt || typeof account.email !== 'string') return null;
  return normalizeEmail(account.email);
}

/** The query of "documents this account may see" (plain `$eq` on validated values). */
export function visibleDocumentsFilter(account: DocumentReader): Record<string, unknown> {
  const userId = String(account._id);
  const address = verifiedAddressOf(account);
  return address ? { $or: [{ uploaderId: { $eq: userId } }, { email: { $eq: address } }] } : { uploaderId: { $eq: userId } };
}

/** Documents uploaded *for* the account by others: only with a verified address (the erasure unlinks these). */
export function sharedWithFilter(account: DocumentReader): Record<string, unknown> | null {
  const address = verifiedAddressOf(account);
  return address ? { email: { $eq: address }, uploaderId: { $ne: String(account._id) } } : null;
}

/** The same rule for one document already read. */
export function maySeeDocument(account: DocumentReader, doc: Pick<StoredDocument, 'uploaderId' | 'email'>): boolean {
  if (doc.uploaderId === String(account._id)) return true;
  const address = verifiedAddressOf(account);
  return address !== null && doc.email === address;
}
