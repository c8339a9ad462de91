import { Connection } from 'mongoose';
import { AuditRepository, NewAuditRecord } from '../src';
import { scratchDatabase } from './db';

let seq = 0;
const record = (over: Partial<NewAuditRecord> = {}): NewAuditRecord => ({
  producer: 'p1', seq: ++seq, at: new Date(Date.UTC(2026, 2, 1, 10, seq)), action: 'document.accessed', actorId: 'bina', targetType: 'document',
  targetId: 'doc-1', targetLabel: 'lease.pdf', ownerId: 'asha', firmId: null, ip: '10.0.0.7', userAgent: 'jest', requestId: `req-${seq}`, storedAt: new Date(), ...over,
});

describe('AuditRepository against the dev stack', () => {
  let db: { connection: Connection; drop: () => Promise<void> };
  let audit: AuditRepository;

  beforeAll(async () => {
    db = await scratchDatabase();
    audit = new AuditRepository(db.connection);
  });
  afterAll(() => db.drop());

  it('stores a batch once: a redelivered event (same producer and seq) is skipped, the rest are stored', async () => {
    const batch = [record(), record(), record()];
    expect(await audit.insertBatch(batch)).toBe(3);
    const again = [batch[1], record({ action: 'document.uploaded', actorId: 'asha' })];
    expect(await audit.insertBatch(again)).toBe(1);
    expect(await audit.countStoredUpTo('p1', seq)).toBe(4);
    expect(await audit.countStoredUpTo('p1', 2)).toBe(2);
    // The indexes the views and the gap check use exist on the dev stack's server too.
    const keys = (await db.connection.collection('audit_records').indexes()).map((i) => JSON.stringify(i.key));
    for (const key of [{ producer: 1, seq: 1 }, { ownerId: 1, at: -1 }, { firmId: 1, at: -1 }, { targetType: 1, targetId: 1, at: -1 }, { actorId: 1, at: -1 }]) expect(keys).toContain(JSON.stringify(key));
  });

  it('lists by owner (papers only), by target and by firm with member, action and date filters, newest first', async () => {
    await audit.insertBatch([
      record({ actorId: 'asha', ownerId: 'asha', action: 'auth.signed_in', targetType: 'account', targetId: 'asha', targetLabel: null }),
      record({ firmId: 'f1', actorId: 'ravi', action: 'firm.joined', targetType: 'firm', targetId: 'f1', ownerId: 'ravi' }),
      record({ firmId: 'f1', actorId: 'bina', action: 'document.uploaded', targetId: 'doc-2', ownerId: 'bina' }),
    ]);
    const mine = await audit.listForOwner('asha', ['document', 'draft', 'diaryAttachment'], 1, 2);
    expect(mine.total).toBe(4);
    expect(mine.items).toHaveLength(2);
    expect(mine.items[0].at.getTime()).toBeGreaterThan(mine.items[1].at.getTime());
    expect((await audit.listForTarget('document', 'doc-2', 1, 10)).items.map((r) => r.action)).toEqual(['document.uploaded']);

    expect((await audit.listForFirm('f1', {}, 1, 10)).total).toBe(2);
    expect((await audit.listForFirm('f1', { actorId: 'ravi' }, 1, 10)).items.map((r) => r.action)).toEqual(['firm.joined']);
    expect((await audit.listForFirm('f1', { action: 'document.uploaded' }, 1, 10)).total).toBe(1);
    expect((await audit.listForFirm('f1', { from: new Date('2027-01-01') }, 1, 10)).total).toBe(0);
    expect((await audit.listForFirm('f2', {}, 1, 10)).total).toBe(0);
    const streamed: string[] = [];
    for await (const r of audit.streamForFirm('f1', {}, 1)) streamed.push(r.action);
    expect(streamed).toEqual(['document.uploaded']);
  });

  it('pseudonymises an erased user everywhere they appear, and a second run changes nothing', async () => {
    await audit.insertBatch([record({ actorId: 'gone', ownerId: 'gone', targetLabel: 'will.pdf' }), record({ actorId: 'asha', ownerId: 'asha', action: 'firm.member_removed', targetType: 'firmMember', targetId: 'gone', targetLabel: 'gone@example.in' })]);
    const { pseudonym, records } = await audit.pseudonymiseActor('gone');
    expect(pseudonym).toMatch(/^erased-[0-9a-f]{24}$/);
    expect(records).toBe(2);
    const left: unknown[] = [];
    for await (const r of audit.streamForUser('gone')) left.push(r);
    expect(left).toEqual([]);
    const theirs: { ip: string | null; targetLabel: string | null; actorId: string }[] = [];
    for await (const r of audit.streamForUser(pseudonym)) theirs.push(r);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ actorId: pseudonym, ip: null, targetLabel: null });
    const removal = (await audit.listForTarget('firmMember', pseudonym, 1, 10)).items;
    expect(removal[0]).toMatchObject({ actorId: 'asha', targetLabel: null });
    expect((await audit.pseudonymiseActor('gone')).records).toBe(0);
  });

  it('retention removes records older than the cutoff in batches of the given size, and keeps the rest', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const old = Array.from({ length: 25 }, (_, i) => record({ producer: 'p-old', at: new Date(now - (400 + i) * day), actorId: 'olga' }));
    const recent = Array.from({ length: 5 }, (_, i) => record({ producer: 'p-old', at: new Date(now - i * day), actorId: 'olga' }));
    // A record at the cutoff itself is not older than it, and stays.
    const cutoff = new Date(now - 365 * day);
    const edge = record({ producer: 'p-old', at: cutoff, actorId: 'olga' });
    expect(await audit.insertBatch([...old, ...recent, edge])).toBe(31);
    const records = db.connection.collection('audit_records');
    const total = await records.countDocuments();
    // The 25 above, and any the earlier tests stored (dated March 2026) once the calendar passes them.
    const before = await records.countDocuments({ at: { $lt: cutoff } });
    expect(before).toBeGreaterThanOrEqual(25);

    expect(await audit.deleteOlderThan(cutoff, 10)).toEqual({ records: before, batches: Math.ceil(before / 10) });
    expect(await records.countDocuments({ at: { $lt: cutoff } })).toBe(0);
    expect(await records.countDocuments()).toBe(total - before);
    const left: Date[] = [];
    for await (const r of audit.streamForUser('olga')) left.push(r.at);
    expect(left.map((d) => d.getTime())).toEqual([edge, ...[...recent].reverse()].map((r) => r.at.getTime()));
    // Nothing left to remove: one look, no batch.
    expect(await audit.deleteOlderThan(cutoff, 10)).toEqual({ records: 0, batches: 0 });
    expect((await records.indexes()).map((i) => JSON.stringify(i.key))).toContain(JSON.stringify({ at: 1 }));
  });
});
