/**
 * Who an invite is for and what it makes them: an invite mailed to an address is that address's,
 * and usable once; the inviter picks the role it gives, never one above their own; and the team
 * list names people by the name they gave, with the e-mail address beside it.
 */
import { FIRM_TEXT } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import { signedInAgent } from './documents-fixtures';
import { Agent, createFirm, firmsConfig, joinAs } from './firms-fixtures';
import { startApp } from './helpers';

describe('firm invites: for one address, once, with a role the inviter picks', () => {
  let app: BffApp;
  let owner: Agent;
  let firm: { firmId: string; code: string };
  const err = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

  beforeAll(async () => {
    app = await startApp(firmsConfig({ MAIL_RATE_LIMIT_PER_MINUTE: '1000' }));
    owner = await signedInAgent(app, 'invite-owner');
    firm = await createFirm(owner);
  });
  afterAll(async () => app?.close());

  it('binds a mailed invite to its address: another account gets 403, the addressee joins once, a second use gets 400', async () => {
    const priya = await signedInAgent(app, 'priya');
    const ravi = await signedInAgent(app, 'ravi');
    const mailed = await owner.agent.post(`/api/firms/${firm.firmId}/invites/email`).send({ email: priya.email.toUpperCase(), role: 'Junior Associate' });
    expect(mailed.status).toBe(202);
    const code = String(mailed.body.code);

    const stranger = await ravi.agent.post('/api/firms/join').send({ inviteCode: code });
    expect(err(stranger)).toEqual({ status: 403, body: { error: FIRM_TEXT.inviteForAnother, code: 'FORBIDDEN' } });
    expect((await ravi.agent.get('/api/firms/mine')).body.firm).toBeNull();

    const joined = await priya.agent.post('/api/firms/join').send({ inviteCode: code, yourName: '  Priya Sharma ' });
    expect(joined.status).toBe(200);
    expect(joined.body.firm).toMatchObject({ id: firm.firmId, myRole: 'Junior Associate' });
    // Used: it leaves the open list, and it lets no one in again, not even its addressee after leaving.
    expect((await owner.agent.get('/api/firms/mine')).body.firm.invites.map((i: { code: string }) => i.code)).not.toContain(code);
    expect((await priya.agent.post(`/api/firms/${firm.firmId}/leave`)).status).toBe(204);
    const again = await priya.agent.post('/api/firms/join').send({ inviteCode: code });
    expect(err(again)).toEqual({ status: 400, body: { error: FIRM_TEXT.usedCode, code: 'BAD_REQUEST' } });
  });

  it('gives the role the inviter picked, and refuses a role above the inviter’s own', async () => {
    const picked = await owner.agent.post(`/api/firms/${firm.firmId}/invites`).send({ role: 'Paralegal' });
    expect(picked.status).toBe(201);
    expect(picked.body).toMatchObject({ code: expect.any(String), role: 'Paralegal', email: null });
    const clerk = await signedInAgent(app, 'paralegal');
    expect((await clerk.agent.post('/api/firms/join').send({ inviteCode: picked.body.code })).body.firm).toMatchObject({ myRole: 'Paralegal' });

    // No invite makes a Senior Partner (that is a promotion in the team list), and a role without
    // the invite right gives none: nobody invites above their own right.
    const associate = await joinAs(app, owner, firm, 'Associate', 'assoc-inviter');
    const above = await associate.agent.post(`/api/firms/${firm.firmId}/invites`).send({ role: 'Senior Partner' });
    expect(err(above)).toEqual({ status: 400, body: { error: expect.stringContaining(FIRM_TEXT.inviteRole), code: 'VALIDATION_FAILED' } });
    const mailedAbove = await associate.agent.post(`/api/firms/${firm.firmId}/invites/email`).send({ email: 'someone@example.in', role: 'Senior Partner' });
    expect(mailedAbove.status).toBe(400);
    const junior = await joinAs(app, owner, firm, 'Junior Associate', 'junior-inviter');
    const byJunior = await junior.agent.post(`/api/firms/${firm.firmId}/invites`).send({ role: 'Paralegal' });
    expect(err(byJunior)).toEqual({ status: 403, body: { error: FIRM_TEXT.forbidden('invite'), code: 'FORBIDDEN' } });
    // Their own level and below are theirs to give.
    expect((await associate.agent.post(`/api/firms/${firm.firmId}/invites`).send({ role: 'Associate' })).status).toBe(201);
    expect((await associate.agent.post(`/api/firms/${firm.firmId}/invites`).send({ role: 'Junior Associate' })).status).toBe(201);
    // Not a role at all: a 400 that says so.
    expect((await owner.agent.post(`/api/firms/${firm.firmId}/invites`).send({ role: 'Boss' })).body.code).toBe('VALIDATION_FAILED');
  });

  it('lists the team by name, with the e-mail address beside it', async () => {
    const named = await signedInAgent(app, 'named');
    const code = (await owner.agent.post(`/api/firms/${firm.firmId}/invites`).send({ role: 'Associate' })).body.code;
    expect((await named.agent.post('/api/firms/join').send({ inviteCode: code, yourName: 'Kavita Rao' })).status).toBe(200);
    const team = (await owner.agent.get('/api/firms/mine')).body.firm.members as { userId: string; name: string | null; email: string }[];
    expect(team.find((m) => m.userId === named.userId)).toMatchObject({ name: 'Kavita Rao', email: named.email });
    // A name is set on creating a firm too, and may be changed by its owner.
    const founder = await signedInAgent(app, 'founder');
    const created = await founder.agent.post('/api/firms').send({ name: 'Sen Chambers', yourName: 'Anjali Sen' });
    expect(created.body.firm.members).toEqual([expect.objectContaining({ userId: founder.userId, name: 'Anjali Sen' })]);
    const renamed = await named.agent.patch(`/api/firms/${firm.firmId}/members/me`).send({ yourName: 'Kavita S. Rao' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.firm.members.find((m: { userId: string }) => m.userId === named.userId).name).toBe('Kavita S. Rao');
  });
});
