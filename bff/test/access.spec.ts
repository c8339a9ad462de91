/** The access table (bff/src/common/access.ts), row by row: who passes, who gets the resource's 404. */
import { CHAT_TEXT, DIARY_TEXT, DOCUMENT_TEXT, DRAFT_TEXT, JOB_TEXT, JOBS, PRIVACY_TEXT } from '@lexmitra/contracts';
import { ACCESS, AccessAction, AccessResource, mayAccess, requireAccess } from '../src/common/access';
import { ApiException } from '../src/common/api-error';

const asha = { id: 'u-asha' };
const ravi = { id: 'u-ravi' };
const verified = (id: string, email: string) => ({ id, reader: { _id: id, email, emailVerifiedAt: new Date() } });
const unverified = (id: string, email: string) => ({ id, reader: { _id: id, email } });

interface Row {
  resource: AccessResource;
  action: AccessAction;
  record: object;
  allowed: { id: string }[];
  refused: { id: string }[];
}

const doc = { uploaderId: asha.id, email: 'client@example.in', uploaderEmail: 'asha@example.in' };
const rows: Row[] = [
  { resource: 'draft', action: 'read', record: { userId: asha.id }, allowed: [asha], refused: [ravi] },
  { resource: 'draft', action: 'write', record: { userId: asha.id }, allowed: [asha], refused: [ravi] },
  { resource: 'draft', action: 'delete', record: { userId: asha.id }, allowed: [asha], refused: [ravi] },
  { resource: 'diaryEntry', action: 'read', record: { ownerId: asha.id }, allowed: [asha], refused: [ravi] },
  { resource: 'diaryEntry', action: 'write', record: { ownerId: asha.id }, allowed: [asha], refused: [ravi] },
  { resource: 'diaryEntry', action: 'delete', record: { ownerId: asha.id }, allowed: [asha], refused: [ravi] },
  { resource: 'conversation', action: 'read', record: { userId: asha.id }, allowed: [asha], refused: [ravi] },
  { resource: 'conversation', action: 'write', record: { userId: asha.id }, allowed: [asha], refused: [ravi] },
  { resource: 'accountExport', action: 'read', record: { userId: asha.id }, allowed: [asha], refused: [ravi] },
  // The uploader reads and deletes; the recipient reads only once the address is proved.
  { resource: 'document', action: 'read', record: doc, allowed: [verified(asha.id, 'asha@example.in'), verified('u-client', 'client@example.in')], refused: [unverified('u-squatter', 'client@example.in'), verified(ravi.id, 'ravi@example.in'), ravi] },
  { resource: 'document', action: 'delete', record: doc, allowed: [asha], refused: [verified('u-client', 'client@example.in'), ravi] },
  { resource: 'job', action: 'read', record: { name: 'doc.process', data: { userId: asha.id } }, allowed: [asha], refused: [ravi] },
  // Nobody follows an erasure, not even its subject.
  { resource: 'job', action: 'read', record: { name: JOBS.accountErase, data: { userId: asha.id } }, allowed: [], refused: [asha, ravi] },
];

const NOT_FOUND: Record<AccessResource, string> = {
  document: DOCUMENT_TEXT.notFound,
  draft: DRAFT_TEXT.noDraft,
  diaryEntry: DIARY_TEXT.notFound,
  conversation: CHAT_TEXT.conversationNotFound,
  job: JOB_TEXT.notFound,
  accountExport: PRIVACY_TEXT.exportNotFound,
};

describe('the access table', () => {
  it.each(rows)('$resource $action', ({ resource, action, record, allowed, refused }) => {
    for (const who of allowed) expect(requireAccess(resource, action, who, record)).toBe(record);
    for (const who of refused) {
      expect(mayAccess(resource, action, who, record)).toBe(false);
      expect(() => requireAccess(resource, action, who, record)).toThrow(ApiException);
    }
  });

  it('answers a refusal exactly as a missing record: the same 404 and words', () => {
    for (const resource of Object.keys(ACCESS) as AccessResource[]) {
      const missing = (() => {
        try {
          requireAccess(resource, 'read', asha, null);
        } catch (err) {
          return err as ApiException;
        }
        throw new Error('no refusal');
      })();
      expect(missing.getStatus()).toBe(404);
      expect(missing.getResponse()).toEqual({ error: NOT_FOUND[resource], code: 'NOT_FOUND' });
    }
  });

  it('refuses an action a resource does not have', () => {
    expect(mayAccess('job', 'write', asha, { name: 'doc.process', data: { userId: asha.id } })).toBe(false);
    expect(mayAccess('accountExport', 'delete', asha, { userId: asha.id })).toBe(false);
  });

  it('never takes a missing owner field for a match', () => {
    expect(mayAccess('draft', 'read', { id: 'undefined' }, {})).toBe(false);
    expect(mayAccess('diaryEntry', 'read', asha, { userId: asha.id })).toBe(false);
  });
});
