/**
 * Who may do what to a user's records, in one table (firm actions have theirs: FIRM_PERMISSIONS in
 * libs/contracts). Services still load records with owner-scoped queries (the repositories filter
 * by owner), and then pass what they found through `requireAccess`, which applies the rule of the
 * table again and answers every refusal as the resource's own 404: another user's record and a
 * record that does not exist look the same, so ids cannot be probed.
 */
import { CHAT_TEXT, DIARY_TEXT, DOCUMENT_TEXT, DRAFT_TEXT, JOB_TEXT, JOBS, PRIVACY_TEXT } from '@lexmitra/contracts';
import { DocumentReader, maySeeDocument } from '@lexmitra/data';
import { notFound } from './api-error';

/** The person asking: their id and, for documents shared with an address, the account as the document rule reads it. */
export interface AccessSubject {
  id: string;
  reader?: DocumentReader;
}

export type AccessAction = 'read' | 'write' | 'delete';

/** The fields the rules read; each resource's record has the ones its rules name. */
interface Owned {
  userId?: unknown;
  ownerId?: unknown;
  uploaderId?: unknown;
  email?: unknown;
  name?: unknown;
  data?: unknown;
}

type Rule = (subject: AccessSubject, record: Owned) => boolean;

const ownerBy = (field: 'userId' | 'ownerId' | 'uploaderId'): Rule => (subject, record) => typeof record[field] === 'string' && record[field] === subject.id;

const RULES = {
  /** A record of the user's own: their field names them. */
  owner: ownerBy('userId'),
  diaryOwner: ownerBy('ownerId'),
  uploader: ownerBy('uploaderId'),
  /** The uploader, or the account that proved it owns the address the document was uploaded for. */
  uploaderOrVerifiedRecipient: (subject, record) =>
    !!subject.reader && maySeeDocument(subject.reader, { uploaderId: String(record.uploaderId ?? ''), email: String(record.email ?? '') }),
  /** The user who started the job; an erasure job is never followed by anyone. */
  jobStarter: (subject, record) => record.name !== JOBS.accountErase && (record.data as { userId?: unknown } | undefined)?.userId === subject.id,
} satisfies Record<string, Rule>;

export type AccessRule = keyof typeof RULES;

/** The table: per resource, the rule of each action it has, and the words of its 404. */
export const ACCESS: Record<string, { rules: Partial<Record<AccessAction, AccessRule>>; notFound: string }> = {
  document: { rules: { read: 'uploaderOrVerifiedRecipient', delete: 'uploader' }, notFound: DOCUMENT_TEXT.notFound },
  draft: { rules: { read: 'owner', write: 'owner', delete: 'owner' }, notFound: DRAFT_TEXT.noDraft },
  diaryEntry: { rules: { read: 'diaryOwner', write: 'diaryOwner', delete: 'diaryOwner' }, notFound: DIARY_TEXT.notFound },
  conversation: { rules: { read: 'owner', write: 'owner', delete: 'owner' }, notFound: CHAT_TEXT.conversationNotFound },
  job: { rules: { read: 'jobStarter', delete: 'jobStarter' }, notFound: JOB_TEXT.notFound },
  accountExport: { rules: { read: 'owner' }, notFound: PRIVACY_TEXT.exportNotFound },
};

export type AccessResource = keyof typeof ACCESS;

/** Whether `subject` may do `action` to `record` (false for a missing record or an action the resource does not have). */
export function mayAccess(resource: AccessResource, action: AccessAction, subject: AccessSubject, record: Owned | null | undefined): boolean {
  const rule = ACCESS[resource]?.rules[action];
  return !!record && !!rule && RULES[rule](subject, record);
}

/** The record, if `subject` may do `action` to it; otherwise the resource's 404. */
export function requireAccess<T extends object>(resource: AccessResource, action: AccessAction, subject: AccessSubject, record: T | null | undefined): T {
  if (!mayAccess(resource, action, subject, record as Owned | null | undefined)) throw notFound(ACCESS[resource].notFound);
  return record as T;
}
