/**
 * Hearing reminders end to end: the BFF schedules delayed BullMQ jobs in real Redis, the real
 * ai-worker process (built dist) delivers them as notifications in MongoDB, and the BFF lists them.
 * REMINDER_TIME_SCALE shortens the clock: a wait of 10 hours becomes 1 second.
 */
import { hearingReminderJobId, istDate, istInstant, JOBS, QUEUES } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import type { Queue } from 'bullmq';
import path from 'node:path';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { QueueService } from '../src/infra/queue.service';
import { signedInAgent } from './documents-fixtures';
import { startApp, testConfig, waitFor } from './helpers';

const SCALE = 36_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('hearing reminders through the ai-worker process', () => {
  const prefix = `rem${process.pid}`;
  const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', BULLMQ_PREFIX: prefix, REMINDER_TIME_SCALE: String(SCALE) });
  let app: BffApp;
  let worker: RunningService;
  let queue: Queue;
  let asha: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    app = await startApp(config);
    queue = app.get(QueueService).queue(QUEUES.reminders);
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /"queue":"reminders"[^\n]*worker ready/, {
      BULLMQ_PREFIX: prefix, MONGO_URL: config.MONGO_URL, LOG_LEVEL: 'info',
    });
    asha = await signedInAgent(app, 'asha');
  }, 40_000);
  afterAll(async () => {
    await worker?.stop('SIGTERM');
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await app?.close();
  });

  const jobOf = (entryId: string, kind: 'dayBefore' | 'morningOf', date: string, time: string) => queue.getJob(hearingReminderJobId(entryId, kind, istInstant(date, time)));

  it('schedules 18:00 IST the day before and 08:00 IST on the day, moves them with the date, and delivers them at their (scaled) time', async () => {
    const today = istDate(new Date());
    const far = addDays(today, 30);
    const { body: entry } = await asha.agent.post('/api/diary/entries').send({ matterNo: 'OS 7/2025', partyName: 'Bose v. Das', upcomingDate: far, upcomingTime: '11:00', stage: 'Hearing' });

    const eve = await jobOf(entry.id, 'dayBefore', addDays(far, -1), '18:00');
    const morning = await jobOf(entry.id, 'morningOf', far, '08:00');
    expect(eve?.name).toBe(JOBS.hearingReminder);
    expect(eve?.data).toEqual({ entryId: entry.id, userId: asha.userId, kind: 'dayBefore', fireAt: `${addDays(far, -1)}T12:30:00.000Z` });
    expect(morning?.data.fireAt).toBe(`${far}T02:30:00.000Z`);
    expect(await eve!.getState()).toBe('delayed');
    expect(eve!.delay).toBeGreaterThan((Date.parse(eve!.data.fireAt) - Date.now()) / SCALE - 2000);
    expect(eve!.delay).toBeLessThan((Date.parse(eve!.data.fireAt) - Date.now()) / SCALE + 100);

    // Moving the hearing to the day after tomorrow replaces both jobs.
    const soon = addDays(today, 2);
    const movedAt = Date.now();
    expect((await asha.agent.patch(`/api/diary/entries/${entry.id}`).send({ upcomingDate: soon })).status).toBe(200);
    expect(await jobOf(entry.id, 'dayBefore', addDays(far, -1), '18:00')).toBeUndefined();
    expect(await jobOf(entry.id, 'morningOf', far, '08:00')).toBeUndefined();
    const eveFireAt = istInstant(addDays(soon, -1), '18:00').getTime();
    const morningFireAt = istInstant(soon, '08:00').getTime();

    // Due in 18-42 h and 32-56 h of real time: 1.8-4.2 s and 3.2-5.6 s on the scaled clock.
    const delivered = await waitFor(async () => {
      const { body } = await asha.agent.get('/api/notifications');
      return body.items.length >= 2 ? body : undefined;
    }, 15_000, 'two reminders');
    expect(delivered.unread).toBe(2);
    const [todayNote, tomorrowNote] = delivered.items; // newest first
    expect(tomorrowNote).toMatchObject({ kind: 'hearingReminder', entryId: entry.id, title: 'Hearing tomorrow: OS 7/2025 Bose v. Das', read: false });
    expect(todayNote.title).toBe('Hearing today: OS 7/2025 Bose v. Das');
    const [y, m, d] = soon.split('-').map(Number);
    const longDate = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
    expect(todayNote.body).toBe(`Hearing on ${longDate} at 11:00 AM IST.`);
    // Each came no earlier than its scaled due time (and not long after).
    for (const [note, fireAt] of [[tomorrowNote, eveFireAt], [todayNote, morningFireAt]] as const) {
      const due = movedAt + (fireAt - movedAt) / SCALE;
      expect(Date.parse(note.createdAt)).toBeGreaterThanOrEqual(due - 250);
      expect(Date.parse(note.createdAt)).toBeLessThan(due + 6000);
    }

    // Only the owner sees them; marking read clears the count.
    const ravi = await signedInAgent(app, 'ravi');
    expect((await ravi.agent.get('/api/notifications')).body).toEqual({ items: [], unread: 0 });
    expect((await asha.agent.post(`/api/notifications/${todayNote.id}/read`)).body).toEqual({ marked: 1 });
    expect((await asha.agent.get('/api/notifications')).body.unread).toBe(1);
  }, 40_000);

  it('cancels the reminders of a deleted entry, and a stale job delivers nothing', async () => {
    const date = addDays(istDate(new Date()), 10);
    const { body: entry } = await asha.agent.post('/api/diary/entries').send({ matterNo: 'CS 1/2026', upcomingDate: date, upcomingTime: '15:00' });
    expect(await jobOf(entry.id, 'morningOf', date, '08:00')).toBeDefined();
    expect((await asha.agent.delete(`/api/diary/entries/${entry.id}`)).status).toBe(204);
    expect(await jobOf(entry.id, 'dayBefore', addDays(date, -1), '18:00')).toBeUndefined();
    expect(await jobOf(entry.id, 'morningOf', date, '08:00')).toBeUndefined();

    // Jobs that escaped cancelling (say, already running) are checked against the entry by the worker.
    const { body: kept } = await asha.agent.post('/api/diary/entries').send({ matterNo: 'CS 2/2026', upcomingDate: date, upcomingTime: '15:00' });
    const gone = await queue.add(JOBS.hearingReminder, { entryId: entry.id, userId: asha.userId, kind: 'morningOf', fireAt: istInstant(date, '08:00').toISOString() });
    const moved = await queue.add(JOBS.hearingReminder, { entryId: kept.id, userId: asha.userId, kind: 'morningOf', fireAt: istInstant(addDays(date, 1), '08:00').toISOString() });
    const otherOwner = await queue.add(JOBS.hearingReminder, { entryId: kept.id, userId: '0123456789abcdef01234567', kind: 'morningOf', fireAt: istInstant(date, '08:00').toISOString() });
    const outcome = (id: string) => waitFor(async () => (await queue.getJob(id))?.returnvalue ?? undefined, 10_000, `job ${id}`);
    expect(await outcome(gone.id!)).toEqual({ delivered: false, reason: 'entry deleted' });
    expect(await outcome(moved.id!)).toEqual({ delivered: false, reason: 'entry rescheduled' });
    expect(await outcome(otherOwner.id!)).toEqual({ delivered: false, reason: 'entry deleted' });
    const notes = (await asha.agent.get('/api/notifications')).body.items.filter((n: { entryId: string }) => n.entryId === entry.id || n.entryId === kept.id);
    expect(notes).toEqual([]);
  }, 30_000);
});
