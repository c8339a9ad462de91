import { LazyConnection, NotificationsRepository } from '../src';
import { scratchDatabaseUrl } from './db';

describe('LazyConnection', () => {
  it('lets repositories be built before it connects; their queries run once ready() has connected', async () => {
    const lazy = new LazyConnection(scratchDatabaseUrl());
    const notes = new NotificationsRepository(lazy.connection);
    expect(lazy.connection.readyState).toBe(0);
    await lazy.ready();
    expect(await notes.deliverOnce({ userId: 'u', kind: 'hearingReminder', title: 't', body: 'b', entryId: 'e', dedupeKey: 'k' })).toBe(true);
    expect((await notes.listFor('u', 5)).items).toHaveLength(1);
    await lazy.connection.dropDatabase();
    await lazy.close();
  });

  it('fails ready() while the server is away and tries again on the next call', async () => {
    // Port 9 (discard) on the loopback: nothing answers MongoDB there.
    const lazy = new LazyConnection('mongodb://127.0.0.1:9/none', { serverSelectionTimeoutMS: 300 });
    await expect(lazy.ready()).rejects.toThrow();
    await expect(lazy.ready()).rejects.toThrow();
    await lazy.close();
  });
});
