import { Connection } from 'mongoose';
import { NotificationsRepository } from '../src';
import { scratchDatabase } from './db';

const note = (userId: string, dedupeKey: string, title = 'Hearing tomorrow: WP 1') => ({ userId, kind: 'hearingReminder' as const, title, body: 'Hearing on Tue, 10 Mar 2026.', entryId: 'e1', dedupeKey });

describe('NotificationsRepository against the dev stack', () => {
  let db: { connection: Connection; drop: () => Promise<void> };
  let notes: NotificationsRepository;

  beforeAll(async () => {
    db = await scratchDatabase();
    notes = new NotificationsRepository(db.connection);
  });
  afterAll(() => db.drop());

  it('delivers once per dedupe key: a retried job stores nothing new and keeps the first text', async () => {
    expect(await notes.deliverOnce(note('asha', 'job-1'))).toBe(true);
    expect(await notes.deliverOnce(note('asha', 'job-1', 'changed on retry'))).toBe(false);
    const { items, unread } = await notes.listFor('asha', 10);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Hearing tomorrow: WP 1', dedupeKey: 'job-1' });
    // Unread: MongoDB stores readAt: null; FerretDB v1 drops a null from $setOnInsert (both read as unread).
    expect(items[0].readAt ?? null).toBeNull();
    expect(unread).toBe(1);
  });

  it('lists newest first, counts unread, and marks one or all as read for their user only', async () => {
    await notes.deliverOnce(note('ravi', 'job-2'), new Date('2026-03-01T10:00:00Z'));
    await notes.deliverOnce(note('ravi', 'job-3'), new Date('2026-03-02T10:00:00Z'));
    await notes.deliverOnce(note('ravi', 'job-4'), new Date('2026-03-03T10:00:00Z'));
    const { items } = await notes.listFor('ravi', 10);
    expect(items.map((n) => n.dedupeKey)).toEqual(['job-4', 'job-3', 'job-2']);

    expect(await notes.markRead('asha', items[0]._id.toHexString())).toBe(0);
    expect(await notes.markRead('ravi', items[0]._id.toHexString())).toBe(1);
    expect(await notes.markRead('ravi', 'bad-id')).toBe(0);
    expect((await notes.listFor('ravi', 10)).unread).toBe(2);
    expect(await notes.markRead('ravi')).toBe(2);
    expect((await notes.listFor('ravi', 10)).unread).toBe(0);
    expect((await notes.listFor('asha', 10)).unread).toBe(1);
  });
});
