/**
 * Firms over HTTP against the real dev stack: create and join, invite code reuse / revoke / expiry,
 * the one-firm rule (also under racing requests), the last Senior Partner, tasks, and the dashboard
 * built from the members' real diary entries and documents, with presence.
 */
import { FIRM_TEXT, istDate } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import { MongoService } from '../src/infra/mongo.service';
import { RedisService } from '../src/infra/redis.service';
import { presenceKey } from '../src/users/presence.recorder';
import { pdf, signedInAgent } from './documents-fixtures';
import { Agent, createFirm, firmsConfig, joinAs } from './firms-fixtures';
import { startApp } from './helpers';

describe('firms API', () => {
  let app: BffApp;
  let asha: Agent;
  const db = () => app.get(MongoService).connection;
  const err = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

  beforeAll(async () => {
    app = await startApp(firmsConfig());
    asha = await signedInAgent(app, 'asha');
  });
  afterAll(async () => app?.close());

  it('creates a firm with its creator as Senior Partner and an invite code; name is required', async () => {
    const blank = await asha.agent.post('/api/firms').send({ name: '   ' });
    expect(err(blank)).toEqual({ status: 400, body: { error: expect.stringContaining(FIRM_TEXT.nameRequired), code: 'VALIDATION_FAILED' } });
    expect((await asha.agent.get('/api/firms/mine')).body).toEqual({ firm: null });

    const res = await asha.agent.post('/api/firms').send({ name: '  Rao & Associates ' });
    expect(res.status).toBe(201);
    expect(res.body.inviteCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(res.body.firm).toMatchObject({ name: 'Rao & Associates', description: '', myRole: 'Senior Partner', members: [{ userId: asha.userId, email: asha.email, role: 'Senior Partner', presence: 'Online' }] });
    expect(res.body.firm.invites).toEqual([{ code: res.body.inviteCode, createdAt: expect.any(String), expiresAt: expect.any(String), role: 'Associate', email: null }]);
    // Even the first code expires, after FIRM_INVITE_TTL_DAYS (7 by default).
    const left = Date.parse(res.body.firm.invites[0].expiresAt) - Date.now();
    expect(left).toBeGreaterThan(6.99 * 86_400_000);
    expect(left).toBeLessThanOrEqual(7 * 86_400_000);

    const again = await asha.agent.post('/api/firms').send({ name: 'Second firm' });
    expect(err(again)).toEqual({ status: 409, body: { error: FIRM_TEXT.alreadyInAFirm, code: 'CONFLICT' } });
  });

  it('joins with a trimmed code in any case as Associate, reusably, and refuses a second firm', async () => {
    const firm = await createFirm(await signedInAgent(app, 'owner'));
    const ravi = await signedInAgent(app, 'ravi');
    const bad = await ravi.agent.post('/api/firms/join').send({ inviteCode: 'NOSUCHCODE' });
    expect(err(bad)).toEqual({ status: 400, body: { error: FIRM_TEXT.badCode, code: 'BAD_REQUEST' } });
    const blank = await ravi.agent.post('/api/firms/join').send({ inviteCode: '  ' });
    expect(blank.status).toBe(400);

    const joined = await ravi.agent.post('/api/firms/join').send({ inviteCode: `  ${firm.code.toLowerCase()}\n` });
    expect(joined.status).toBe(200);
    expect(joined.body.firm).toMatchObject({ id: firm.firmId, myRole: 'Associate' });
    expect(joined.body.firm.members.map((m: { email: string }) => m.email)).toContain(ravi.email);

    const twice = await ravi.agent.post('/api/firms/join').send({ inviteCode: firm.code });
    expect(err(twice)).toEqual({ status: 409, body: { error: FIRM_TEXT.alreadyInThisFirm, code: 'CONFLICT' } });
    const other = await createFirm(await signedInAgent(app, 'other'));
    const elsewhere = await ravi.agent.post('/api/firms/join').send({ inviteCode: other.code });
    expect(err(elsewhere)).toEqual({ status: 409, body: { error: FIRM_TEXT.alreadyInAFirm, code: 'CONFLICT' } });
    expect(err(await ravi.agent.post('/api/firms').send({ name: 'Breakaway' }))).toEqual({ status: 409, body: { error: FIRM_TEXT.alreadyInAFirm, code: 'CONFLICT' } });

    // The same code admits a second person.
    const meera = await signedInAgent(app, 'meera');
    expect((await meera.agent.post('/api/firms/join').send({ inviteCode: firm.code })).status).toBe(200);
    expect((await meera.agent.get('/api/firms/mine')).body.firm.members).toHaveLength(3);
  });

  it('keeps one firm per user when two creates race', async () => {
    const kiran = await signedInAgent(app, 'kiran');
    const results = await Promise.all([1, 2, 3].map((i) => kiran.agent.post('/api/firms').send({ name: `Race ${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const winner = results.find((r) => r.status === 201)!.body.firm.id;
    expect((await kiran.agent.get('/api/firms/mine')).body.firm.id).toBe(winner);
    expect(await db().collection('firms').countDocuments({ createdBy: kiran.userId })).toBe(1);
  });

  it('revokes a code and refuses an expired one', async () => {
    const owner = await signedInAgent(app, 'owner2');
    const firm = await createFirm(owner);
    const latecomer = await signedInAgent(app, 'late');
    expect((await owner.agent.delete(`/api/firms/${firm.firmId}/invites/${firm.code}`)).status).toBe(204);
    expect(err(await owner.agent.delete(`/api/firms/${firm.firmId}/invites/${firm.code}`))).toEqual({ status: 404, body: { error: FIRM_TEXT.inviteNotFound, code: 'NOT_FOUND' } });
    expect(err(await latecomer.agent.post('/api/firms/join').send({ inviteCode: firm.code }))).toEqual({ status: 400, body: { error: FIRM_TEXT.revokedCode, code: 'BAD_REQUEST' } });
    expect((await owner.agent.get('/api/firms/mine')).body.firm.invites).toEqual([]);

    const invite = await owner.agent.post(`/api/firms/${firm.firmId}/invites`).send({ expiresInDays: 7 });
    expect(invite.status).toBe(201);
    expect(Date.parse(invite.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await owner.agent.post(`/api/firms/${firm.firmId}/invites`).send({ expiresInDays: 0 })).status).toBe(400);
    await db().collection('firm_invites').updateOne({ code: invite.body.code }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(err(await latecomer.agent.post('/api/firms/join').send({ inviteCode: invite.body.code }))).toEqual({ status: 400, body: { error: FIRM_TEXT.expiredCode, code: 'BAD_REQUEST' } });
    expect((await owner.agent.get('/api/firms/mine')).body.firm.invites).toEqual([]);
  });

  it('gives a code made without expiresInDays the configured lifetime', async () => {
    const short = await startApp(firmsConfig({ FIRM_INVITE_TTL_DAYS: '2' }));
    try {
      const owner = await signedInAgent(short, 'ttl');
      const created = await owner.agent.post('/api/firms').send({ name: 'Iyer Chambers' });
      const code = await owner.agent.post(`/api/firms/${created.body.firm.id}/invites`).send({});
      for (const expiresAt of [created.body.firm.invites[0].expiresAt, code.body.expiresAt]) {
        expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(1.99 * 86_400_000);
        expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);
      }
    } finally {
      await short.close();
    }
  });

  it('never lets the last Senior Partner go', async () => {
    const owner = await signedInAgent(app, 'owner3');
    const firm = await createFirm(owner);
    expect(err(await owner.agent.post(`/api/firms/${firm.firmId}/leave`))).toEqual({ status: 409, body: { error: FIRM_TEXT.lastSeniorPartner, code: 'CONFLICT' } });
    const demote = await owner.agent.patch(`/api/firms/${firm.firmId}/members/${owner.userId}`).send({ role: 'Associate' });
    expect(err(demote)).toEqual({ status: 409, body: { error: FIRM_TEXT.keepOneSeniorPartner, code: 'CONFLICT' } });

    const partner = await joinAs(app, owner, firm, 'Senior Partner', 'partner');
    // Two Senior Partners leaving at once: exactly one may go.
    const both = await Promise.all([owner.agent.post(`/api/firms/${firm.firmId}/leave`), partner.agent.post(`/api/firms/${firm.firmId}/leave`)]);
    expect(both.map((r) => r.status).sort()).toEqual([204, 409]);
    const stayer = both[0].status === 409 ? owner : partner;
    const { firm: left } = (await stayer.agent.get('/api/firms/mine')).body;
    expect(left.members.map((m: { role: string }) => m.role)).toEqual(['Senior Partner']);

    const assoc = await joinAs(app, stayer, firm, 'Associate', 'assoc');
    expect((await assoc.agent.post(`/api/firms/${firm.firmId}/leave`)).status).toBe(204);
    expect((await assoc.agent.get('/api/firms/mine')).body).toEqual({ firm: null });
    expect(err(await stayer.agent.delete(`/api/firms/${firm.firmId}/members/${assoc.userId}`))).toEqual({ status: 404, body: { error: FIRM_TEXT.memberNotFound, code: 'NOT_FOUND' } });
  });

  it('keeps a task list with priority, due date and done', async () => {
    const owner = await signedInAgent(app, 'owner4');
    const { firmId } = await createFirm(owner);
    const base = `/api/firms/${firmId}/tasks`;
    expect((await owner.agent.post(base).send({ title: 'x', priority: 'Urgent' })).status).toBe(400);
    expect(err(await owner.agent.post(base).send({ title: 'x', dueDate: '2030-02-30' }))).toMatchObject({ status: 400, body: { error: expect.stringContaining(FIRM_TEXT.badDueDate) } });
    const created = await owner.agent.post(base).send({ title: ' Draft reply to notice ', priority: 'High', dueDate: '2030-01-05' });
    expect(created.body).toEqual({ id: expect.any(String), title: 'Draft reply to notice', priority: 'High', dueDate: '2030-01-05', done: false, createdAt: expect.any(String) });
    const patched = await owner.agent.patch(`${base}/${created.body.id}`).send({ done: true, priority: 'Low' });
    expect(patched.body).toMatchObject({ done: true, priority: 'Low' });
    expect((await owner.agent.get(base)).body.items).toEqual([patched.body]);
    expect((await owner.agent.delete(`${base}/${created.body.id}`)).status).toBe(204);
    expect(err(await owner.agent.delete(`${base}/${created.body.id}`))).toEqual({ status: 404, body: { error: FIRM_TEXT.taskNotFound, code: 'NOT_FOUND' } });
    expect((await owner.agent.get(base)).body.items).toEqual([]);
  });

  it("builds the dashboard from members' diaries and documents, and shows presence", async () => {
    const owner = await signedInAgent(app, 'owner5');
    const firm = await createFirm(owner);
    const assoc = await joinAs(app, owner, firm, 'Associate', 'assoc5');
    const outsider = await signedInAgent(app, 'outsider5');
    const today = istDate(new Date());
    const entry = (who: Agent, body: object) => who.agent.post('/api/diary/entries').send(body).expect(201);
    await entry(owner, { matterNo: 'OS 12/2025', partyName: 'Sharma', upcomingDate: today, upcomingTime: '14:30', stage: 'Hearing' });
    await entry(assoc, { matterNo: 'os 12/2025', partyName: 'sharma ', upcomingDate: today, upcomingTime: '10:00', stage: 'Affidavit' });
    await entry(assoc, { matterNo: 'CS 4/2026', partyName: 'Nair Traders', upcomingDate: '2020-01-01' });
    await entry(outsider, { matterNo: 'WP 1/2026', partyName: 'Elsewhere', upcomingDate: today });
    await assoc.agent.post('/api/pdf/upload').attach('file', pdf(), 'order.pdf').expect(201);

    const res = await owner.agent.get(`/api/firms/${firm.firmId}/dashboard`);
    expect(res.body).toEqual({
      today,
      stats: { cases: 2, clients: 2, hearings: 2, documents: 1 },
      schedule: [
        { time: '10:00', title: 'os 12/2025', type: 'Affidavit', client: 'sharma', urgent: false, advocate: assoc.email },
        { time: '14:30', title: 'OS 12/2025', type: 'Hearing', client: 'Sharma', urgent: true, advocate: owner.email },
      ],
    });

    // Presence is a mark in Redis; one six minutes old is past the Online window.
    await app.get(RedisService).client.set(presenceKey(assoc.userId), String(Date.now() - 6 * 60_000));
    const members = (await owner.agent.get('/api/firms/mine')).body.firm.members;
    expect(members.map((m: { email: string; presence: string }) => [m.email, m.presence])).toEqual([[owner.email, 'Online'], [assoc.email, 'Away']]);
  });
});
