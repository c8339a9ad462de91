import { Connection, Types } from 'mongoose';
import { EmailTakenError, UsersRepository } from '../src';
import { scratchDatabase } from './db';

describe('UsersRepository against the dev stack', () => {
  let db: { connection: Connection; drop: () => Promise<void> };
  let users: UsersRepository;

  beforeAll(async () => {
    db = await scratchDatabase();
    users = new UsersRepository(db.connection);
  });
  afterAll(() => db.drop());

  it('findByIds answers every known id in one map and leaves out unknown and malformed ids', async () => {
    const asha = await users.createWithPassword(' Asha@Example.in ', 'hash-a');
    const ravi = await users.createWithPassword('ravi@example.in', 'hash-r');
    await users.createWithPassword('meera@example.in', 'hash-m');
    const unknown = new Types.ObjectId().toHexString();

    const found = await users.findByIds([String(asha._id), String(ravi._id), String(asha._id), unknown, 'not-an-id']);

    expect([...found.keys()].sort()).toEqual([String(asha._id), String(ravi._id)].sort());
    expect(found.get(String(asha._id))?.email).toBe('asha@example.in');
    expect(found.get(String(ravi._id))?.email).toBe('ravi@example.in');
    expect(found.has(unknown)).toBe(false);
    expect(await users.findByIds([])).toEqual(new Map());
    expect(await users.findByIds(['nope'])).toEqual(new Map());
  });

  it('keeps one account per normalised e-mail and finds it however it is spelt', async () => {
    await users.createWithPassword('kiran@example.in', 'h1');
    await expect(users.createWithPassword(' KIRAN@example.in', 'h2')).rejects.toBeInstanceOf(EmailTakenError);
    expect((await users.findByEmail('Kiran@Example.IN '))?.passwordHash).toBe('h1');
  });

  it('links a Clerk identity whose address Clerk verified to the verified account with its e-mail, once', async () => {
    const local = await users.createWithPassword('clerk@example.in', 'h');
    expect(await users.markEmailVerified(String(local._id), 'CLERK@example.in')).toBe(true);
    const linked = await users.findOrLinkClerkUser('user_123', 'Clerk@Example.in', true);
    expect(String(linked.user?._id)).toBe(String(local._id));
    expect(linked.passwordRemoved).toBe(false);
    expect((await users.findById(String(local._id)))?.passwordHash).toBe('h');
    // Seen before: found by its sub, even without an e-mail.
    expect(String((await users.findOrLinkClerkUser('user_123', undefined, false)).user?._id)).toBe(String(local._id));
    expect((await users.findOrLinkClerkUser('user_unknown', undefined, false)).user).toBeNull();
  });

  it('never links an unverified Clerk address to an existing account, and takes the password off an unverified account for a verified one', async () => {
    const squatter = await users.createWithPassword('victim@example.in', 'attacker-hash');
    expect((await users.findOrLinkClerkUser('user_fake', 'victim@example.in', false)).user).toBeNull();
    const owner = await users.findOrLinkClerkUser('user_real', 'victim@example.in', true);
    expect(String(owner.user?._id)).toBe(String(squatter._id));
    expect(owner.passwordRemoved).toBe(true);
    const after = await users.findById(String(squatter._id));
    expect(after?.passwordHash).toBeUndefined();
    expect(after?.emailVerifiedAt).toBeInstanceOf(Date);
    // A new address Clerk has not verified gets an unverified account of its own.
    const fresh = await users.findOrLinkClerkUser('user_new', 'new@example.in', false);
    expect(fresh.user?.emailVerifiedAt).toBeUndefined();
    expect(await users.isEmailVerified(String(fresh.user?._id))).toBe(false);
  });

  it('marks an address verified only for the address the account has, and a reset verifies too', async () => {
    const u = await users.createWithPassword('mark@example.in', 'h');
    expect(await users.markEmailVerified(String(u._id), 'other@example.in')).toBe(false);
    expect(await users.isEmailVerified(String(u._id))).toBe(false);
    await users.resetPassword(String(u._id), 'h2');
    expect(await users.isEmailVerified(String(u._id))).toBe(true);
    expect((await users.findById(String(u._id)))?.passwordHash).toBe('h2');
    expect(await users.markEmailVerified('not-an-id')).toBe(false);
  });
});
