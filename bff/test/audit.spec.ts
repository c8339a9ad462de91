/**
 * The audit trail end to end against the dev stack: each recorded action done over HTTP, then its
 * record read back (right actor, owner, firm, IP, user agent and the server's request id); who may
 * read which records (everyone else 404); the CSV export; and the counts that make a lost event show.
 */
import type { AuditAction } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import path from 'node:path';
import request from 'supertest';
import { spawnService } from '../../tools/jest/spawn-service';
import { AuditConsumer } from '../src/audit/audit-consumer.service';
import { AuditTrail } from '../src/audit/audit-trail.service';
import { EmailTokensService } from '../src/auth/email-tokens.service';
import { MongoService } from '../src/infra/mongo.service';
import { RedisService } from '../src/infra/redis.service';
import { pdf, signedInAgent } from './documents-fixtures';
import { Agent, createFirm, firmsConfig, joinAs } from './firms-fixtures';
import { startApp, waitFor } from './helpers';

interface Row { action: AuditAction; actorId: string; ownerId: string; targetType: string; targetId: string; targetLabel: string | null; firmId: string | null; ip: string | null; userAgent: string | null; requestId: string; producer: string; seq: number }

describe('audit trail', () => {
  let app: BffApp;
  let asha: Agent;
  let bina: Agent;
  const prefix = `audit${process.pid}`;
  const records = () => app.get(MongoService).connection.collection<Row>('audit_records');
  /** Waits until `count` records match (the consumer stores them moments after the request). */
  const stored = (filter: Partial<Row>, count = 1) =>
    waitFor(async () => {
      const rows = await records().find(filter).toArray();
      return rows.length >= count ? rows : undefined;
    }, 10_000, `${count} audit record(s) ${JSON.stringify(filter)}`);

  beforeAll(async () => {
    app = await startApp(firmsConfig({ BULLMQ_PREFIX: prefix }));
    asha = await signedInAgent(app, 'asha');
    bina = await signedInAgent(app, 'bina');
  });
  afterAll(() => app?.close());

  const upload = async (who: Agent, forEmail: string, name = 'lease.pdf') => {
    const res = await who.agent.post('/api/pdf/upload').field('email', forEmail).attach('file', pdf(), name);
    expect(res.status).toBe(201);
    return String(res.body.uniqueID);
  };

  it('records sign-in and sign-out of the account', async () => {
    const [signIn] = await stored({ action: 'auth.signed_in', actorId: asha.userId });
    expect(signIn).toMatchObject({ ownerId: asha.userId, targetType: 'account', targetId: asha.userId });
    const carl = await signedInAgent(app, 'carl');
    expect((await carl.agent.post('/api/auth/logout').send({})).status).toBe(200);
    const [out] = await stored({ action: 'auth.signed_out', actorId: carl.userId });
    expect(out.ownerId).toBe(carl.userId);
  });

  it('records a password changed through the reset link, and signing out everywhere', async () => {
    const dev = await signedInAgent(app, 'dev');
    // The token the mailed link would carry (mail delivery itself is tested in mail-flows.spec.ts).
    const token = await app.get(EmailTokensService).issue('reset', dev.userId, dev.email);
    expect((await request(app.getHttpServer()).post('/api/auth/reset-password').set('User-Agent', 'reset-browser').send({ token, password: 'a-brand-new-pass-42' })).status).toBe(200);
    const [changed] = await stored({ action: 'auth.password_changed', actorId: dev.userId });
    expect(changed).toMatchObject({ ownerId: dev.userId, targetType: 'account', userAgent: 'reset-browser' });
    const again = await signedInAgent(app, 'eli');
    expect((await again.agent.post('/api/auth/sessions/sign-out-everywhere').send({})).status).toBe(200);
    const [everywhere] = await stored({ action: 'auth.signed_out', actorId: again.userId });
    expect(everywhere).toMatchObject({ ownerId: again.userId, targetLabel: 'everywhere' });
  });

  it("records a document's upload, its opening by the person it is for (owner: the uploader) and its deletion, with IP, user agent and the server's request id", async () => {
    const id = await upload(asha, bina.email);
    const opened = await bina.agent.post('/api/pdf/access').set('User-Agent', 'audit-spec/1.0').set('x-request-id', 'caller-chosen-id-123').send({ uniqueID: id, email: bina.email });
    expect(opened.status).toBe(200);
    const [up] = await stored({ action: 'document.uploaded', targetId: id });
    expect(up).toMatchObject({ actorId: asha.userId, ownerId: asha.userId, targetType: 'document', targetLabel: 'lease.pdf' });
    const [access] = await stored({ action: 'document.accessed', targetId: id });
    expect(access).toMatchObject({ actorId: bina.userId, ownerId: asha.userId, userAgent: 'audit-spec/1.0', ip: expect.stringMatching(/127\.0\.0\.1|::1/) });
    // The server's own id, not the one the caller sent.
    expect(access.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // A refused access (wrong e-mail) is not an access.
    expect((await bina.agent.post('/api/pdf/access').send({ uniqueID: id, email: 'someone@example.in' })).status).toBe(404);
    expect((await asha.agent.delete(`/api/pdf/${id}`)).status).toBe(204);
    const [gone] = await stored({ action: 'document.deleted', targetId: id });
    expect(gone).toMatchObject({ actorId: asha.userId, ownerId: asha.userId });
    expect(await records().countDocuments({ action: 'document.accessed', targetId: id })).toBe(1);
  });

  it('records a draft created, saved again and deleted', async () => {
    const first = await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'AFFIDAVIT\n\nOne', title: 'Affidavit of Asha' });
    expect(first.status).toBe(201);
    const draftId = String(first.body.id);
    expect((await asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, documentContent: 'AFFIDAVIT\n\nTwo', draftId })).status).toBe(201);
    expect((await asha.agent.delete(`/api/drafts/${draftId}`)).status).toBe(204);
    for (const action of ['draft.created', 'draft.saved', 'draft.deleted'] as const) {
      const [row] = await stored({ action, targetId: draftId });
      expect(row).toMatchObject({ actorId: asha.userId, ownerId: asha.userId, targetType: 'draft' });
    }
  });

  it('records a draft exported (by the real convert-worker), known by its file name', async () => {
    const worker = await spawnService(path.resolve(__dirname, '../../services/convert-worker'), /worker ready/, { BULLMQ_PREFIX: prefix, LOG_LEVEL: 'info' });
    try {
      const res = await asha.agent.post('/api/drafts/convertFile').send({ content: 'AFFIDAVIT\n\nI, Asha, state the facts.', fileType: 'pdf', fileName: 'affidavit-asha' }).buffer(true);
      expect(res.status).toBe(200);
    } finally {
      await worker.stop('SIGTERM');
    }
    const [exported] = await stored({ action: 'draft.exported', actorId: asha.userId });
    expect(exported).toMatchObject({ ownerId: asha.userId, targetType: 'draft', targetLabel: 'affidavit-asha.pdf' });
  });

  it('records a diary attachment uploaded, opened, removed, and removed with its entry', async () => {
    const entry = await asha.agent.post('/api/diary/entries').send({ matterNo: 'OS 1/2026', partyName: 'Rao', upcomingDate: '2030-05-06', upcomingTime: '10:30' });
    const id = String(entry.body.id);
    expect((await asha.agent.put(`/api/diary/entries/${id}/document`).attach('file', pdf(), 'order.pdf')).status).toBe(200);
    expect((await asha.agent.get(`/api/diary/entries/${id}/document`)).status).toBe(200);
    expect((await asha.agent.delete(`/api/diary/entries/${id}/document`)).status).toBe(200);
    const other = String((await asha.agent.post('/api/diary/entries').send({ matterNo: 'OS 2/2026' })).body.id);
    expect((await asha.agent.put(`/api/diary/entries/${other}/document`).attach('file', pdf(), 'bail.pdf')).status).toBe(200);
    expect((await asha.agent.delete(`/api/diary/entries/${other}`)).status).toBe(204);
    for (const action of ['diary.attachment.uploaded', 'diary.attachment.opened', 'diary.attachment.deleted'] as const) {
      const [row] = await stored({ action, targetId: id });
      expect(row).toMatchObject({ actorId: asha.userId, ownerId: asha.userId, targetType: 'diaryAttachment' });
    }
    const [withEntry] = await stored({ action: 'diary.attachment.deleted', targetId: other });
    expect(withEntry.targetLabel).toBe('bail.pdf');
  });

  describe('firms', () => {
    let sp: Agent;
    let associate: Agent;
    let outsider: Agent;
    let firm: { firmId: string; code: string };
    let otherSp: Agent;
    let otherFirm: { firmId: string; code: string };

    beforeAll(async () => {
      sp = await signedInAgent(app, 'sp');
      firm = await createFirm(sp, 'Audit & Co');
      associate = await joinAs(app, sp, firm, 'Associate', 'assoc');
      outsider = await signedInAgent(app, 'outsider');
      otherSp = await signedInAgent(app, 'othersp');
      otherFirm = await createFirm(otherSp, 'Elsewhere LLP');
    });

    it('records firm created, joined, invite created and revoked, role changed and member removed, filed under the firm', async () => {
      const para = await joinAs(app, sp, firm, 'Paralegal', 'para');
      const invite = await sp.agent.post(`/api/firms/${firm.firmId}/invites`).send({});
      expect(invite.status).toBe(201);
      expect((await sp.agent.delete(`/api/firms/${firm.firmId}/invites/${invite.body.code}`)).status).toBe(204);
      expect((await sp.agent.delete(`/api/firms/${firm.firmId}/members/${para.userId}`)).status).toBe(204);

      const [created] = await stored({ action: 'firm.created', firmId: firm.firmId });
      expect(created).toMatchObject({ actorId: sp.userId, ownerId: sp.userId, targetId: firm.firmId });
      const [joined] = await stored({ action: 'firm.joined', actorId: para.userId });
      expect(joined.firmId).toBe(firm.firmId);
      const [role] = await stored({ action: 'firm.role_changed', targetId: para.userId });
      expect(role).toMatchObject({ actorId: sp.userId, ownerId: para.userId, targetLabel: 'Paralegal', firmId: firm.firmId });
      const [removed] = await stored({ action: 'firm.member_removed', targetId: para.userId });
      expect(removed).toMatchObject({ actorId: sp.userId, ownerId: para.userId, firmId: firm.firmId });
      const invites = await stored({ action: 'firm.invite_created', firmId: firm.firmId }, 2);
      const [revoked] = await stored({ action: 'firm.invite_revoked', firmId: firm.firmId });
      // The code itself is a credential: only a reference to it is kept, the same for creation and revocation.
      expect(invites.map((r) => r.targetId)).toContain(revoked.targetId);
      expect(JSON.stringify([...invites, revoked])).not.toContain(String(invite.body.code));
    });

    it("files a member's document actions under the firm, and a Senior Partner filters, pages and exports them", async () => {
      const id = await upload(associate, associate.email, '=SUM(1,2)+cmd.pdf');
      await stored({ action: 'document.uploaded', targetId: id, firmId: firm.firmId });

      const all = await sp.agent.get(`/api/firms/${firm.firmId}/audit`);
      expect(all.status).toBe(200);
      expect(all.body.total).toBeGreaterThanOrEqual(4);
      const byMember = await sp.agent.get(`/api/firms/${firm.firmId}/audit`).query({ member: associate.userId, action: 'document.uploaded' });
      expect(byMember.body.items).toEqual([expect.objectContaining({ action: 'document.uploaded', actor: { id: associate.userId, email: associate.email, isYou: false }, target: expect.objectContaining({ id }) })]);
      const paged = await sp.agent.get(`/api/firms/${firm.firmId}/audit`).query({ pageSize: 2, page: 2 });
      expect(paged.body).toMatchObject({ page: 2, pageSize: 2, total: all.body.total });
      expect(paged.body.items).toHaveLength(2);
      expect(paged.body.items[0].id).toBe(all.body.items[2].id);
      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
      expect((await sp.agent.get(`/api/firms/${firm.firmId}/audit`).query({ from: today, to: today })).body.total).toBe(all.body.total);
      expect((await sp.agent.get(`/api/firms/${firm.firmId}/audit`).query({ to: '2020-01-01' })).body.total).toBe(0);
      for (const bad of [{ from: '2026-02-31' }, { from: '2026-03-02', to: '2026-03-01' }, { action: 'document.stolen' }, { member: 'x' }]) {
        expect((await sp.agent.get(`/api/firms/${firm.firmId}/audit`).query(bad)).status).toBe(400);
      }

      const csv = await sp.agent.get(`/api/firms/${firm.firmId}/audit.csv`).query({ member: associate.userId }).buffer(true);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\n');
      expect(lines[0]).toBe('time,action,actor_email,actor_id,target_type,target_id,target_name,owner_email,owner_id,ip,user_agent');
      const uploadLine = lines.find((l) => l.includes(id))!;
      // Quoted (it holds a comma) and defused: the cell starts with ' so no spreadsheet runs it as a formula.
      expect(uploadLine).toContain(`"'=SUM(1,2)+cmd.pdf"`);
      expect(lines.length - 1).toBe((await sp.agent.get(`/api/firms/${firm.firmId}/audit`).query({ member: associate.userId })).body.total);
    });

    it("answers 404 to everyone but the firm's Senior Partners: members of other roles, outsiders, another firm's Senior Partner", async () => {
      for (const who of [associate, outsider, otherSp]) {
        for (const path of [`/api/firms/${firm.firmId}/audit`, `/api/firms/${firm.firmId}/audit.csv`]) {
          const res = await who.agent.get(path);
          expect(res.status).toBe(404);
          expect(res.body.code).toBe('NOT_FOUND');
        }
      }
      expect((await sp.agent.get(`/api/firms/${otherFirm.firmId}/audit`)).status).toBe(404);
      expect((await sp.agent.get('/api/firms/000000000000000000000000/audit')).status).toBe(404);
      expect((await request(app.getHttpServer()).get(`/api/firms/${firm.firmId}/audit`)).status).toBe(401);
      expect((await request(app.getHttpServer()).get(`/api/firms/${firm.firmId}/audit.csv`)).status).toBe(401);
    });
  });

  it("shows 'Activity on my documents' to the owner only: who opened my document and when, paged", async () => {
    const dana = await signedInAgent(app, 'dana');
    const eve = await signedInAgent(app, 'eve');
    const id = await upload(dana, eve.email, 'sale-deed.pdf');
    expect((await eve.agent.post('/api/pdf/access').set('User-Agent', 'eve-private-browser/1.0').send({ uniqueID: id, email: eve.email })).status).toBe(200);
    await stored({ action: 'document.accessed', targetId: id });

    const mine = await dana.agent.get('/api/audit/my-activity');
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.items[0]).toMatchObject({ action: 'document.accessed', actor: { id: eve.userId, email: eve.email, isYou: false }, target: { type: 'document', id, label: 'sale-deed.pdf' }, owner: { id: dana.userId, email: dana.email } });
    expect(Date.parse(mine.body.items[0].at)).toBeGreaterThan(Date.now() - 60_000);
    expect(mine.body.items[1]).toMatchObject({ action: 'document.uploaded', actor: { isYou: true } });
    // Who opened what and when, but not the recipient's network address or browser (issue 28): those
    // stay for one's own actions (and the firm's security audit).
    expect(mine.body.items[0]).toMatchObject({ ip: null, userAgent: null });
    expect(JSON.stringify(mine.body)).not.toContain('eve-private-browser');
    expect(mine.body.items[1].ip).toEqual(expect.any(String));
    const page2 = await dana.agent.get('/api/audit/my-activity').query({ page: 2, pageSize: 1 });
    expect(page2.body).toMatchObject({ page: 2, pageSize: 1, total: 2, items: [expect.objectContaining({ action: 'document.uploaded' })] });

    // The document's own history (by target), for its uploader only.
    const history = await dana.agent.get(`/api/audit/documents/${id}`);
    expect(history.status).toBe(200);
    expect(history.body.items.map((r: { action: string }) => r.action)).toEqual(['document.accessed', 'document.uploaded']);
    expect(history.body.items[0]).toMatchObject({ ip: null, userAgent: null });
    for (const res of [await eve.agent.get(`/api/audit/documents/${id}`), await dana.agent.get('/api/audit/documents/no-such-document')]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await request(app.getHttpServer()).get(`/api/audit/documents/${id}`)).status).toBe(401);

    // Eve opened it but does not own it: nothing of Dana's shows for her (nor her own sign-in: only papers are listed).
    const theirs = await eve.agent.get('/api/audit/my-activity');
    expect(theirs.body).toMatchObject({ total: 0, items: [] });
    expect((await dana.agent.get('/api/audit/my-activity').query({ pageSize: 1000 })).status).toBe(400);
    expect((await request(app.getHttpServer()).get('/api/audit/my-activity')).status).toBe(401);
  });

  it('stores exactly one record per action under load, and no sequence number of this process is missing', async () => {
    const id = await upload(asha, asha.email, 'burst.pdf');
    const N = 40;
    const answers = await Promise.all(Array.from({ length: N }, () => asha.agent.post('/api/pdf/access').send({ uniqueID: id, email: asha.email })));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    await stored({ action: 'document.accessed', targetId: id }, N);
    await new Promise((r) => setTimeout(r, 300));
    expect(await records().countDocuments({ action: 'document.accessed', targetId: id })).toBe(N);
    const trail = app.get(AuditTrail);
    await waitFor(async () => ((await records().countDocuments({ producer: trail.producer })) === trail.lastSeq ? true : undefined), 10_000, 'every event of this process stored');
    expect(await trail.checkGaps(trail.lastSeq)).toBe(0);
  });

  it('makes a lost event show: an event dropped from the stream leaves a gap the check reports (metric and count)', async () => {
    const trail = app.get(AuditTrail);
    const consumer = app.get(AuditConsumer);
    const redis = app.get(RedisService).client;
    await consumer.stop();
    const ctx = { ip: '10.1.2.3', userAgent: 'spec', requestId: 'spec-request' };
    const before = trail.lastSeq;
    for (let i = 0; i < 3; i++) trail.record(ctx, { action: 'document.accessed', actorId: asha.userId, target: { type: 'document', id: `lost-${i}` }, ownerId: asha.userId });
    const entries = await waitFor(async () => {
      const list = (await redis.xrange(trail.streamKey, '-', '+')) as [string, string[]][];
      return list.length >= 3 ? list : undefined;
    }, 5000, 'three events in the stream');
    const middle = entries.find(([, fields]) => fields[1].includes('"lost-1"'))!;
    await redis.xdel(trail.streamKey, middle[0]);
    consumer.start();
    await stored({ targetId: 'lost-2' });
    await stored({ targetId: 'lost-0' });
    expect(await records().countDocuments({ producer: trail.producer, seq: { $gt: before } })).toBe(2);
    expect(await trail.checkGaps(trail.lastSeq)).toBe(1);
    const metrics = await request(app.getHttpServer()).get('/api/metrics');
    expect(metrics.text).toMatch(/^lexmitra_audit_events_missing 1$/m);
  });
});
