import { Connection } from 'mongoose';
import { MailSuppressionRepository } from '../src';
import { scratchDatabase } from './db';

describe('MailSuppressionRepository against the dev stack', () => {
  let db: { connection: Connection; drop: () => Promise<void> };
  let repo: MailSuppressionRepository;

  beforeAll(async () => {
    db = await scratchDatabase();
    repo = new MailSuppressionRepository(db.connection);
  });
  afterAll(() => db.drop());

  it('turns a category off and on for an address, however it is spelt, and twice at once keeps one record', async () => {
    expect(await repo.isSuppressed('asha@example.in', 'documentShared')).toBe(false);
    await Promise.all([repo.set(' Asha@Example.in', 'documentShared', false), repo.set('asha@example.in', 'documentShared', false)]);
    expect(await repo.isSuppressed('ASHA@example.in', 'documentShared')).toBe(true);
    expect(await repo.isSuppressed('asha@example.in', 'hearingReminders')).toBe(false);
    expect(await repo.suppressedFor('asha@example.in')).toEqual(['documentShared']);
    await repo.set('asha@example.in', 'documentShared', true);
    expect(await repo.suppressedFor('asha@example.in')).toEqual([]);
  });
});
