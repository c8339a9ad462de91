/**
 * Control characters (NUL, ESC, BEL …) in free text are stripped by the contracts before anything
 * stores or answers them: a question made only of them is blank, and the calendar feed never
 * carries them raw. Tab and newline are kept.
 */
import type { BffApp } from '../src/app';
import request from 'supertest';
import { signedInAgent } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

const NUL = '\u0000';
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

describe('control characters in text fields', () => {
  let app: BffApp;
  let asha: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    app = await startApp(testConfig());
    asha = await signedInAgent(app, 'asha');
  });
  afterAll(async () => app?.close());

  it('answers a chat message or case query of only control characters as blank', async () => {
    const chat = await asha.agent.post('/chatbot').send({ user_message: `${NUL.repeat(20)}\u0007\u001b ` });
    expect(chat.status).toBe(400);
    expect(chat.body).toEqual({ error: 'user_message: Please enter a valid query.', code: 'VALIDATION_FAILED' });
    const ask = await asha.agent.post('/ask').send({ query: NUL.repeat(50) });
    expect(ask.status).toBe(400);
    expect(ask.body).toEqual({ error: 'Please enter a valid query.', code: 'BAD_REQUEST' });
  });

  it('stores diary text without controls, keeps tab and newline, and the .ics feed has none', async () => {
    const created = await asha.agent.post('/api/diary/entries').send({
      matterNo: `OS${NUL} 7/2026`, partyName: `Rao\u001b[31m v. Iyer${NUL}`, upcomingDate: '2030-03-04', upcomingTime: '10:30', notes: `Line one\tA\r\nLine two\u0008${NUL}`,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ matterNo: 'OS 7/2026', partyName: 'Rao[31m v. Iyer', notes: 'Line one\tA\nLine two' });
    const patched = await asha.agent.patch(`/api/diary/entries/${created.body.id}`).send({ partyName: `Rao${NUL}${NUL} v. Iyer` });
    expect(patched.body.partyName).toBe('Rao v. Iyer');

    const token = (await asha.agent.post('/api/diary/calendar-token')).body.token as string;
    const feed = await request(app.getHttpServer()).get(`/api/diary/calendar.ics?token=${token}`);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('SUMMARY:OS 7/2026 Rao v. Iyer');
    expect(feed.text.replace(/\r\n/g, '')).not.toMatch(CONTROLS);
  });

  it('strips controls from drafts and firm names', async () => {
    const draft = await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, title: `Notice${NUL}`, documentContent: `To${NUL} the tenant\u0007` });
    expect(draft.status).toBe(201);
    expect(draft.body.title).toBe('Notice');
    expect((await asha.agent.get(`/api/drafts/${draft.body.id}`)).body.documentContent).toBe('To the tenant');

    expect((await asha.agent.post('/api/firms').send({ name: NUL.repeat(3) })).status).toBe(400);
    const firm = await asha.agent.post('/api/firms').send({ name: `Rao${NUL} & Co` });
    expect(firm.status).toBe(201);
    expect(firm.body.firm.name).toBe('Rao & Co');
  });
});
