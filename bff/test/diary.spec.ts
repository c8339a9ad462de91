/**
 * The advocate diary over HTTP against the real dev stack: CRUD scoped to the owner, validation of
 * dates and times, PDF attachments in MinIO, search, and the iCalendar feed parsed back with node-ical.
 */
import { QUEUES } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import * as nodeIcal from 'node-ical';
import request from 'supertest';
import { QueueService } from '../src/infra/queue.service';
import { docx, pdf, sha256, signedInAgent } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

describe('advocate diary API', () => {
  let app: BffApp;
  let asha: Awaited<ReturnType<typeof signedInAgent>>;
  let ravi: Awaited<ReturnType<typeof signedInAgent>>;
  const prefix = `diary${process.pid}`;

  beforeAll(async () => {
    app = await startApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', DIARY_ATTACHMENT_MAX_BYTES: String(64 * 1024), BULLMQ_PREFIX: prefix }));
    asha = await signedInAgent(app, 'asha');
    ravi = await signedInAgent(app, 'ravi');
  });
  afterAll(async () => {
    await app.get(QueueService).queue(QUEUES.reminders).obliterate({ force: true }).catch(() => undefined);
    await app?.close();
  });

  it('needs a session', async () => {
    const res = await request(app.getHttpServer()).get('/api/diary/entries');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('creates, reads, updates, lists and deletes an entry of its owner only', async () => {
    const created = await asha.agent.post('/api/diary/entries').send({ matterNo: 'OS 12/2025', partyName: 'Sharma v. Rao', upcomingDate: '2030-05-06', upcomingTime: '14:30', nextDate: '2030-06-01', stage: 'Hearing', notes: 'Bring the lease deed' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/), matterNo: 'OS 12/2025', partyName: 'Sharma v. Rao', upcomingDate: '2030-05-06', upcomingTime: '14:30',
      nextDate: '2030-06-01', stage: 'Hearing', court: '', courtroom: '', notes: 'Bring the lease deed', document: null, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const id = created.body.id;

    expect((await asha.agent.get(`/api/diary/entries/${id}`)).body.matterNo).toBe('OS 12/2025');
    // Another user's entry does not exist for them: 404 on every verb, and it is left untouched.
    for (const res of [
      await ravi.agent.get(`/api/diary/entries/${id}`),
      await ravi.agent.patch(`/api/diary/entries/${id}`).send({ notes: 'mine now' }),
      await ravi.agent.delete(`/api/diary/entries/${id}`),
      await ravi.agent.get(`/api/diary/entries/${id}/document`),
      await ravi.agent.put(`/api/diary/entries/${id}/document`).attach('file', pdf(), 'x.pdf'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Diary entry not found.', code: 'NOT_FOUND' });
    }
    expect((await ravi.agent.get('/api/diary/entries')).body.items).toEqual([]);

    const patched = await asha.agent.patch(`/api/diary/entries/${id}`).send({ stage: 'Arguments', upcomingTime: '10:00' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ stage: 'Arguments', upcomingTime: '10:00', notes: 'Bring the lease deed' });
    expect((await asha.agent.get('/api/diary/entries')).body.items.map((e: { id: string }) => e.id)).toEqual([id]);

    expect((await asha.agent.delete(`/api/diary/entries/${id}`)).status).toBe(204);
    expect((await asha.agent.get(`/api/diary/entries/${id}`)).status).toBe(404);
    expect((await asha.agent.get('/api/diary/entries/not-an-id')).status).toBe(404);
  });

  it('keeps the court and the courtroom of a matter, and refuses ones too long to be names (issue 33)', async () => {
    const created = await asha.agent.post('/api/diary/entries').send({ matterNo: 'CC 101/2026', partyName: 'State v. Kumar', court: '  District Court, Saket ', courtroom: 'Court No. 4' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ court: 'District Court, Saket', courtroom: 'Court No. 4' });
    const moved = await asha.agent.patch(`/api/diary/entries/${created.body.id}`).send({ courtroom: 'Court No. 7' });
    expect(moved.body).toMatchObject({ court: 'District Court, Saket', courtroom: 'Court No. 7' });
    expect((await asha.agent.get(`/api/diary/entries/${created.body.id}`)).body.courtroom).toBe('Court No. 7');
    for (const body of [{ court: 'x'.repeat(201) }, { courtroom: 'x'.repeat(61) }, { court: 7 }]) {
      const res = await asha.agent.post('/api/diary/entries').send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    await asha.agent.delete(`/api/diary/entries/${created.body.id}`);
  });

  it('allows an empty entry (docs/product.md §5) but refuses dates and times that do not parse, and client-chosen owners', async () => {
    const empty = await asha.agent.post('/api/diary/entries').send({});
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ matterNo: '', partyName: '', upcomingDate: '', upcomingTime: '', nextDate: '', stage: '', court: '', courtroom: '', notes: '' });

    const bad: [Record<string, unknown>, RegExp][] = [
      [{ upcomingDate: '2025-02-30' }, /^upcomingDate: Please enter a real date/],
      [{ upcomingDate: '06/05/2030' }, /^upcomingDate/],
      [{ nextDate: 'tomorrow' }, /^nextDate/],
      [{ upcomingTime: '24:00' }, /^upcomingTime: Please enter a time/],
      [{ upcomingTime: '2:30 PM' }, /^upcomingTime/],
      [{ stage: 'Appeal' }, /^stage/],
      [{ ownerId: asha.userId }, /ownerId|Unrecognized/i],
    ];
    for (const [body, message] of bad) {
      const res = await asha.agent.post('/api/diary/entries').send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.error).toMatch(message);
    }
    const patch = await asha.agent.patch(`/api/diary/entries/${empty.body.id}`).send({ upcomingDate: '2025-13-01' });
    expect(patch.status).toBe(400);
    const range = await asha.agent.get('/api/diary/entries?from=2030-02-01&to=2030-01-01');
    expect(range.status).toBe(400);
    expect((await asha.agent.get('/api/diary/entries?from=someday')).status).toBe(400);
    await asha.agent.delete(`/api/diary/entries/${empty.body.id}`);
  });

  it('searches by part of the matter number, any case, and by an upcoming-date range', async () => {
    const add = (matterNo: string, upcomingDate: string) => ravi.agent.post('/api/diary/entries').send({ matterNo, upcomingDate });
    await add('CRL.A 45/2024', '2031-01-10');
    await add('crl.a 46/2024', '2031-01-20');
    await add('WP 7/2023', '2031-02-05');
    await add('CRL.(x) 1', '');
    const matters = async (q: string) => (await ravi.agent.get(`/api/diary/entries?${q}`)).body.items.map((e: { matterNo: string }) => e.matterNo);
    expect(await matters('matterNo=crl.a')).toEqual(['CRL.A 45/2024', 'crl.a 46/2024']);
    expect(await matters('matterNo=' + encodeURIComponent('(x)'))).toEqual(['CRL.(x) 1']);
    expect(await matters('from=2031-01-15&to=2031-02-05')).toEqual(['crl.a 46/2024', 'WP 7/2023']);
    expect(await matters('matterNo=crl&from=2031-01-01&to=2031-01-15')).toEqual(['CRL.A 45/2024']);
  });

  it('attaches a PDF (by its bytes), serves it inline or as a download, replaces and removes it', async () => {
    const { body: entry } = await asha.agent.post('/api/diary/entries').send({ matterNo: 'MA 3/2025' });
    const bytes = pdf(2000);
    const up = await asha.agent.put(`/api/diary/entries/${entry.id}/document`).attach('file', bytes, 'Vakalatnama.pdf');
    expect(up.status).toBe(200);
    expect(up.body.document).toEqual({ name: 'Vakalatnama.pdf', size: bytes.length, uploadedAt: expect.any(String) });

    const inline = await asha.agent.get(`/api/diary/entries/${entry.id}/document`).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(inline.status).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="Vakalatnama.pdf"/);
    expect(sha256(inline.body as Buffer)).toBe(sha256(bytes));
    const download = await asha.agent.get(`/api/diary/entries/${entry.id}/document?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Vakalatnama.pdf"/);

    // Not a PDF, whatever its name says: 415. Too large: 413. The first attachment stays.
    const renamed = await asha.agent.put(`/api/diary/entries/${entry.id}/document`).attach('file', docx(), 'fake.pdf');
    expect(renamed.status).toBe(415);
    expect(renamed.body.error).toBe('Only PDF files can be attached to a diary entry.');
    const big = await asha.agent.put(`/api/diary/entries/${entry.id}/document`).attach('file', pdf(64 * 1024 + 1), 'big.pdf');
    expect(big.status).toBe(413);
    expect((await asha.agent.get(`/api/diary/entries/${entry.id}`)).body.document.name).toBe('Vakalatnama.pdf');

    const replaced = await asha.agent.put(`/api/diary/entries/${entry.id}/document`).attach('file', pdf(500), 'Order.pdf');
    expect(replaced.body.document.name).toBe('Order.pdf');
    const removed = await asha.agent.delete(`/api/diary/entries/${entry.id}/document`);
    expect(removed.body.document).toBeNull();
    expect((await asha.agent.get(`/api/diary/entries/${entry.id}/document`)).status).toBe(404);
  });

  it('publishes an iCalendar feed behind a revocable token, with one-hour events in Asia/Kolkata', async () => {
    const http = request(app.getHttpServer());
    await asha.agent.post('/api/diary/entries').send({ matterNo: 'OS 99/2030', partyName: 'Iyer v. Menon', upcomingDate: '2030-03-04', upcomingTime: '10:30', stage: 'Judgment', notes: 'Court 4' });
    await asha.agent.post('/api/diary/entries').send({ matterNo: 'AS 5/2030', partyName: 'Kaur', upcomingDate: '2030-03-05' });
    await ravi.agent.post('/api/diary/entries').send({ matterNo: 'RAVI-ONLY', upcomingDate: '2030-03-04', upcomingTime: '09:00' });

    expect((await http.get('/api/diary/calendar.ics')).status).toBe(404);
    const first = await asha.agent.post('/api/diary/calendar-token');
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(/\/api\/diary\/calendar\.ics\?token=[\w-]{43}$/);

    const feed = await http.get(`/api/diary/calendar.ics?token=${first.body.token}`);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = feed.text;
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20300304T103000');
    expect(text).toContain('TZOFFSETTO:+0530');
    expect(text).not.toContain('RAVI-ONLY');

    const parsed = Object.values(nodeIcal.sync.parseICS(text)).filter((c): c is nodeIcal.VEvent => c?.type === 'VEVENT');
    const hearing = parsed.find((e) => e.summary === 'OS 99/2030 Iyer v. Menon')!;
    expect(hearing.start.toISOString()).toBe('2030-03-04T05:00:00.000Z'); // 10:30 IST
    expect(hearing.end!.toISOString()).toBe('2030-03-04T06:00:00.000Z');
    expect(hearing.start.tz).toBe('Asia/Kolkata');
    expect(hearing.description).toContain('Stage: Judgment');
    const allDay = parsed.find((e) => e.summary === 'AS 5/2030 Kaur')!;
    expect(allDay.datetype).toBe('date');

    // Rotating revokes the old address; revoking ends the new one too.
    const second = await asha.agent.post('/api/diary/calendar-token');
    expect(second.body.token).not.toBe(first.body.token);
    expect((await http.get(`/api/diary/calendar.ics?token=${first.body.token}`)).status).toBe(404);
    expect((await http.get(`/api/diary/calendar.ics?token=${second.body.token}`)).status).toBe(200);
    expect((await asha.agent.delete('/api/diary/calendar-token')).status).toBe(204);
    expect((await http.get(`/api/diary/calendar.ics?token=${second.body.token}`)).status).toBe(404);
  });
});
