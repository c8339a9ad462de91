import { DiaryEntryInputSchema } from '@lexmitra/contracts';
import { Connection } from 'mongoose';
import { COLLECTIONS, DiaryRepository } from '../src';
import { scratchDatabase } from './db';

/** An entry as the BFF stores it: the input goes through the same contract (trimmed, defaults). */
const input = (fields: Record<string, string>) => DiaryEntryInputSchema.parse(fields);

describe('DiaryRepository against the dev stack', () => {
  let db: { connection: Connection; drop: () => Promise<void> };
  let diary: DiaryRepository;

  beforeAll(async () => {
    db = await scratchDatabase();
    diary = new DiaryRepository(db.connection);
  });
  afterAll(() => db.drop());

  it('counts distinct matters and parties case-insensitively, and hearings from a date, in the database', async () => {
    await diary.create('asha', input({ matterNo: 'WP 12/2025', partyName: 'Sharma', upcomingDate: '2026-03-10' }));
    await diary.create('asha', input({ matterNo: 'wp 12/2025', partyName: ' SHARMA ', upcomingDate: '2026-03-01' }));
    await diary.create('asha', input({ matterNo: 'CS 7/2024', partyName: 'Verma', upcomingDate: '' }));
    await diary.create('ravi', input({ matterNo: '', partyName: '', upcomingDate: '2026-03-05' }));
    await diary.create('ravi', input({ matterNo: 'Crl.A 3/2023', partyName: 'Iyer', upcomingDate: '2026-02-28' }));
    // Another firm's advocate: never counted.
    await diary.create('outsider', input({ matterNo: 'OS 1/2020', partyName: 'Khan', upcomingDate: '2026-04-01' }));

    expect(await diary.activity(['asha', 'ravi'], '2026-03-05')).toEqual({ matters: 3, parties: 3, hearingsFrom: 2 });
    expect(await diary.activity(['asha'], '2026-03-01')).toEqual({ matters: 2, parties: 2, hearingsFrom: 2 });
    expect(await diary.activity(['nobody'], '2026-03-01')).toEqual({ matters: 0, parties: 0, hearingsFrom: 0 });
    expect(await diary.activity([], '2026-03-01')).toEqual({ matters: 0, parties: 0, hearingsFrom: 0 });
  });

  it('counts past the 5,000 rows the dashboard used to load', async () => {
    // Written raw (only the fields counted) to keep the fixture fast; the BFF writes full entries.
    const many = Array.from({ length: 5_050 }, (_, i) => ({ ownerId: 'busy', matterNoKey: `m/${i}`, partyName: `Client ${i % 7}`, upcomingDate: '' }));
    await db.connection.collection(COLLECTIONS.diaryEntries).insertMany(many);
    expect(await diary.activity(['busy'], '2026-01-01')).toEqual({ matters: 5_050, parties: 7, hearingsFrom: 0 });
  });

  it('lists the owners\' entries of one date by time, untimed first', async () => {
    await diary.create('p1', input({ matterNo: 'late', upcomingDate: '2026-05-05', upcomingTime: '15:30' }));
    await diary.create('p2', input({ matterNo: 'untimed', upcomingDate: '2026-05-05' }));
    await diary.create('p1', input({ matterNo: 'early', upcomingDate: '2026-05-05', upcomingTime: '09:15' }));
    await diary.create('p1', input({ matterNo: 'next day', upcomingDate: '2026-05-06', upcomingTime: '08:00' }));
    await diary.create('p3', input({ matterNo: 'not ours', upcomingDate: '2026-05-05', upcomingTime: '10:00' }));

    const day = await diary.datedOn(['p1', 'p2'], '2026-05-05');
    expect(day.map((e) => e.matterNo)).toEqual(['untimed', 'early', 'late']);
    expect(day.map((e) => e.ownerId)).toEqual(['p2', 'p1', 'p1']);
  });

  it('finds an entry only for its owner and only by a well-formed id', async () => {
    const e = await diary.create('own', input({ matterNo: 'X 1', upcomingDate: '2026-06-01' }));
    expect((await diary.findOne('own', e._id.toHexString()))?.matterNo).toBe('X 1');
    expect(await diary.findOne('someone-else', e._id.toHexString())).toBeNull();
    expect(await diary.findOne('own', 'zzz')).toBeNull();
  });
});
