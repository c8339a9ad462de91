/**
 * The permission table (FIRM_PERMISSIONS) enforced on every firm endpoint: each role × each action is
 * tried over HTTP and must succeed exactly when the table allows it; a non-member is refused everywhere.
 */
import { can, FIRM_ACTIONS, FIRM_ROLES, FirmAction, FirmRole, istDate } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import { signedInAgent } from './documents-fixtures';
import { Agent, createFirm, firmsConfig, joinAs } from './firms-fixtures';
import { startApp } from './helpers';

describe('firm permission table', () => {
  let app: BffApp;
  let firm: { firmId: string; code: string };
  const actors = {} as Record<FirmRole, Agent>;
  let taskId: string;
  let n = 0;
  const fresh = (role: FirmRole) => joinAs(app, actors['Senior Partner'], firm, role, `target${n++}`);

  beforeAll(async () => {
    app = await startApp(firmsConfig());
    actors['Senior Partner'] = await signedInAgent(app, 'senior');
    firm = await createFirm(actors['Senior Partner']);
    for (const role of FIRM_ROLES.filter((r) => r !== 'Senior Partner')) actors[role] = await joinAs(app, actors['Senior Partner'], firm, role, role.replace(/ /g, ''));
    const task = await actors['Senior Partner'].agent.post(`/api/firms/${firm.firmId}/tasks`).send({ title: 'File vakalatnama', priority: 'High', dueDate: '2030-01-10' });
    taskId = task.body.id;
    // A hearing today in the Senior Partner's diary: the schedule would show its client's name.
    const today = istDate(new Date());
    expect((await actors['Senior Partner'].agent.post('/api/diary/entries').send({ matterNo: 'CS 9/2026', partyName: 'Mehta v. Kapoor', upcomingDate: today, stage: 'Hearing' })).status).toBe(201);
  }, 120_000);
  afterAll(async () => app?.close());

  /** Each action as one request; resolves to whether the server allowed it. */
  const attempt: Record<FirmAction, (who: Agent) => Promise<boolean>> = {
    invite: async (who) => status(await who.agent.post(`/api/firms/${firm.firmId}/invites`).send({}), 201),
    changeRole: async (who) => {
      const target = await fresh('Associate');
      return status(await who.agent.patch(`/api/firms/${firm.firmId}/members/${target.userId}`).send({ role: 'Paralegal' }), 200);
    },
    removeMember: async (who) => {
      const target = await fresh('Paralegal');
      return status(await who.agent.delete(`/api/firms/${firm.firmId}/members/${target.userId}`), 204);
    },
    viewDiary: async (who) => {
      const res = await who.agent.get(`/api/firms/${firm.firmId}/dashboard`);
      expect(res.status).toBe(200);
      return res.body.stats.cases !== null;
    },
    viewSchedule: async (who) => {
      const res = await who.agent.get(`/api/firms/${firm.firmId}/dashboard`);
      expect(res.status).toBe(200);
      // A role without the right gets no schedule at all, so no client name can leak through it.
      if (res.body.schedule !== null) expect(res.body.schedule).toEqual([expect.objectContaining({ client: 'Mehta v. Kapoor' })]);
      return res.body.schedule !== null;
    },
    viewDocuments: async (who) => {
      const res = await who.agent.get(`/api/firms/${firm.firmId}/dashboard`);
      expect(res.status).toBe(200);
      return res.body.stats.documents !== null;
    },
    manageTasks: async (who) => status(await who.agent.post(`/api/firms/${firm.firmId}/tasks`).send({ title: 'Draft reply', priority: 'Low' }), 201),
    completeTasks: async (who) => status(await who.agent.patch(`/api/firms/${firm.firmId}/tasks/${taskId}`).send({ done: true }), 200),
  };
  function status(res: { status: number; body: { code?: string } }, ok: number): boolean {
    if (res.status === ok) return true;
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    return false;
  }

  const table = FIRM_ROLES.flatMap((role) => FIRM_ACTIONS.map((action) => [role, action, can(role, action)] as const));
  it.each(table)('%s may %s: %s', async (role, action, allowed) => {
    await expect(attempt[action](actors[role])).resolves.toBe(allowed);
  }, 60_000);

  it('lets every member see the team and tasks, and a non-member nothing', async () => {
    for (const role of FIRM_ROLES) {
      expect((await actors[role].agent.get('/api/firms/mine')).body.firm.id).toBe(firm.firmId);
      expect((await actors[role].agent.get(`/api/firms/${firm.firmId}/tasks`)).status).toBe(200);
    }
    const outsider = await signedInAgent(app, 'outsider');
    const base = `/api/firms/${firm.firmId}`;
    const target = actors.Associate.userId;
    const calls = [
      outsider.agent.get(`${base}/tasks`), outsider.agent.get(`${base}/dashboard`), outsider.agent.post(`${base}/invites`).send({}),
      outsider.agent.delete(`${base}/invites/${firm.code}`), outsider.agent.patch(`${base}/members/${target}`).send({ role: 'Paralegal' }),
      outsider.agent.delete(`${base}/members/${target}`), outsider.agent.post(`${base}/leave`), outsider.agent.post(`${base}/tasks`).send({ title: 'x' }),
      outsider.agent.patch(`${base}/tasks/${taskId}`).send({ done: false }), outsider.agent.delete(`${base}/tasks/${taskId}`),
    ];
    for (const res of await Promise.all(calls)) expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await outsider.agent.get('/api/firms/mine')).body).toEqual({ firm: null });
  });

  it('shows open invite codes only to roles that may invite', async () => {
    for (const role of FIRM_ROLES) {
      const { firm: mine } = (await actors[role].agent.get('/api/firms/mine')).body;
      expect(mine.myRole).toBe(role);
      expect(mine.invites.some((i: { code: string }) => i.code === firm.code)).toBe(can(role, 'invite'));
    }
  });
});
