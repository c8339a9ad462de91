import { Connection } from 'mongoose';
import { AlreadyMemberError, DocumentsRepository, FirmsRepository, StoredDocument } from '../src';
import { scratchDatabase } from './db';

const doc = (uniqueID: string, uploaderId: string): StoredDocument => ({
  uniqueID,
  name: `${uniqueID}.pdf`,
  size: 10,
  sha256: 'a'.repeat(64),
  kind: 'pdf',
  contentType: 'application/pdf',
  objectKey: `documents/${uniqueID}`,
  uploaderId,
  uploaderEmail: `${uploaderId}@example.in`,
  email: `${uploaderId}@example.in`,
  uploadedAt: new Date(),
});

describe('DocumentsRepository and FirmsRepository against the dev stack', () => {
  let db: { connection: Connection; drop: () => Promise<void> };

  beforeAll(async () => {
    db = await scratchDatabase();
  });
  afterAll(() => db.drop());

  it('counts the documents a set of users uploaded', async () => {
    const documents = new DocumentsRepository(db.connection);
    for (const [id, by] of [['d1', 'asha'], ['d2', 'asha'], ['d3', 'ravi'], ['d4', 'outsider']]) await documents.create(doc(id, by));
    expect(await documents.countUploadedBy(['asha', 'ravi'])).toBe(3);
    expect(await documents.countUploadedBy(['nobody'])).toBe(0);
  });

  it('keeps a user in one firm, and the last Senior Partner in place', async () => {
    const firms = new FirmsRepository(db.connection);
    const firm = await firms.createFirm('asha', 'Asha & Co', '');
    const firmId = String(firm._id);
    await firms.addMember('ravi', firmId, 'Associate');
    await expect(firms.addMember('ravi', firmId, 'Associate')).rejects.toBeInstanceOf(AlreadyMemberError);
    await expect(firms.createFirm('asha', 'Second firm', '')).rejects.toBeInstanceOf(AlreadyMemberError);
    expect((await firms.membersOf(firmId)).map((m) => [m.userId, m.role])).toEqual([['asha', 'Senior Partner'], ['ravi', 'Associate']]);
    expect(await firms.releaseSenior(firmId)).toBe(false);
    await firms.addSenior(firmId);
    expect(await firms.releaseSenior(firmId)).toBe(true);
  });
});
