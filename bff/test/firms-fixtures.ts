/** A firm with one member per role, built through the real endpoints (create, join, change role). */
import type { FirmRole } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import { signedInAgent } from './documents-fixtures';
import { testConfig } from './helpers';

export type Agent = Awaited<ReturnType<typeof signedInAgent>>;
export const firmsConfig = (overrides: Parameters<typeof testConfig>[0] = {}) => testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000', ...overrides });

export async function createFirm(owner: Agent, name = 'Rao & Associates') {
  const res = await owner.agent.post('/api/firms').send({ name, description: 'Civil and property matters' });
  if (res.status !== 201) throw new Error(`create firm ${res.status}: ${JSON.stringify(res.body)}`);
  return { firmId: String(res.body.firm.id), code: String(res.body.inviteCode) };
}

/** A fresh account that joined the firm and, if asked, was given a role by the Senior Partner. */
export async function joinAs(app: BffApp, owner: Agent, firm: { firmId: string; code: string }, role: FirmRole, label: string): Promise<Agent> {
  const who = await signedInAgent(app, label);
  const joined = await who.agent.post('/api/firms/join').send({ inviteCode: firm.code });
  if (joined.status !== 200) throw new Error(`join ${joined.status}: ${JSON.stringify(joined.body)}`);
  if (role !== 'Associate') {
    const res = await owner.agent.patch(`/api/firms/${firm.firmId}/members/${who.userId}`).send({ role });
    if (res.status !== 200) throw new Error(`role ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return who;
}
