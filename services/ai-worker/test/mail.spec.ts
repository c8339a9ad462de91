/**
 * The mail outbox's worker side against the dev stack's real mail server (Mailpit) and Redis: a job
 * is rendered in its language and arrives with its unsubscribe headers; a job that cannot be
 * delivered is retried with backoff and ends in the failed set (the dead-letter view reads it).
 */
import { JOBS, MAIL_RETRY, QUEUES } from '@lexmitra/contracts';
import { startQueueWorker } from '@lexmitra/platform';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { randomInt } from 'node:crypto';
import net from 'node:net';
import { createTransport } from 'nodemailer';
import pino from 'pino';
import { requireMail, waitForMail } from '../../../tools/jest/mailbox';
import { requireStack } from '../../../tools/jest/require-stack';
import { mailSendHandler } from '../src/mail/mail-send.handler';

const logger = pino({ level: 'silent' });
const address = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${randomInt(1e9)}@example.in`;

describe('mail worker', () => {
  const { redisUrl } = requireStack();
  const { smtpUrl } = requireMail();
  const prefix = `mail${process.pid}`;
  const connection = { url: redisUrl };
  let queue: Queue;
  let events: QueueEvents;
  const workers: Worker[] = [];

  beforeAll(async () => {
    queue = new Queue(QUEUES.mail, { connection, prefix });
    events = new QueueEvents(QUEUES.mail, { connection, prefix });
    await events.waitUntilReady();
  });
  // One worker at a time: each test's worker must be the only one taking the queue's jobs.
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.close()));
  });
  afterAll(async () => {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await Promise.all([queue.close(), events.close()]);
  });

  const work = (url: string) => {
    const worker = startQueueWorker({ queue: QUEUES.mail, redisUrl, prefix, concurrency: 1, logger, handlers: { [JOBS.mailSend]: mailSendHandler(createTransport(url), 'LexMitra <no-reply@lexmitra.test>', logger) } });
    workers.push(worker);
    return worker;
  };

  it('sends a Hindi notification with text, HTML and one-click unsubscribe headers', async () => {
    work(smtpUrl);
    const to = address('hindi');
    const unsubscribe = { page: 'https://lexmitra.test/unsubscribe?a=abc', oneClick: 'https://lexmitra.test/api/mail/unsubscribe?a=abc' };
    const job = await queue.add(JOBS.mailSend, { to, template: 'documentShared', locale: 'hi', data: { senderEmail: 'a@x.in', documentName: 'notice.pdf', link: 'https://lexmitra.test/dashboard/available-documents' }, unsubscribe });
    await job.waitUntilFinished(events, 15_000);
    const mail = await waitForMail(to);
    expect(mail.subject).toBe('LexMitra पर आपके साथ एक दस्तावेज़ साझा किया गया');
    expect(mail.text).toContain('notice.pdf');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.headers['List-Unsubscribe']).toEqual([`<${unsubscribe.oneClick}>`]);
    expect(mail.text).toContain(unsubscribe.page);
    expect(mail.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
  });

  it('retries a mail the SMTP server does not take, with backoff, then keeps it in the failed set', async () => {
    // A port nobody listens on: every attempt fails to connect.
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((r) => server.close(() => r()));
    work(`smtp://127.0.0.1:${port}`);
    const to = address('dead');
    const started = Date.now();
    const job = await queue.add(JOBS.mailSend, { to, template: 'verifyEmail', data: { link: 'https://lexmitra.test/verify-email?token=x' } }, { attempts: 3, backoff: { type: 'exponential', delay: 200 } });
    await expect(job.waitUntilFinished(events, 20_000)).rejects.toThrow(/ECONNREFUSED|connect/i);
    const failed = await queue.getJob(job.id!);
    expect(failed!.attemptsMade).toBe(3);
    expect(await failed!.getState()).toBe('failed');
    // Backoff 200 ms then 400 ms between the three attempts.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect((await queue.getFailed()).map((j) => j.id)).toContain(job.id);
  });

  // `npm start` serves the product before Mailpit is built (tools/start.ts): a mail sent meanwhile
  // must wait and go out once the server is up, not fail for good.
  it('delivers a mail queued before the SMTP server is up, once it comes up', async () => {
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((r) => server.close(() => r()));
    // As the worker's mail module makes its transport (pooled connections).
    work(`smtp://127.0.0.1:${port}?pool=true&maxConnections=3`);
    const to = address('late');
    // Every producer's retry policy, with a short first backoff so the test waits 300 ms, not 15 s.
    const job = await queue.add(JOBS.mailSend, { to, template: 'verifyEmail', data: { link: 'https://lexmitra.test/verify-email?token=late' } }, { ...MAIL_RETRY, backoff: { ...MAIL_RETRY.backoff, delay: 300 } });
    for (let i = 0; i < 100 && !(await queue.getJob(job.id!))!.attemptsMade; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await queue.getJob(job.id!))!.attemptsMade).toBeGreaterThanOrEqual(1);
    expect(await job.getState()).not.toBe('failed');
    // The mail server "comes up" on that port: a plain TCP relay to the stack's Mailpit.
    const smtp = new URL(smtpUrl);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(smtp.port), smtp.hostname);
      sockets.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((r) => relay.listen(port, '127.0.0.1', r));
    try {
      await job.waitUntilFinished(events, 20_000);
      expect((await waitForMail(to)).text).toContain('https://lexmitra.test/verify-email?token=late');
    } finally {
      // The pooled transport keeps its connection open: end it, or the relay never closes.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((r) => relay.close(() => r()));
    }
  });

  it('retries for long enough to outwait a mail server that is still being built', () => {
    // Waits between MAIL_RETRY's attempts, added up: a first `npm start` brings Mailpit up minutes after the product.
    const waits = Array.from({ length: MAIL_RETRY.attempts - 1 }, (_, i) => MAIL_RETRY.backoff.delay * 2 ** i);
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(15 * 60_000);
  });

  it('fails a job that cannot render for good, without retrying', async () => {
    work(smtpUrl);
    const job = await queue.add(JOBS.mailSend, { to: address('bad'), template: 'verifyEmail', data: { link: 'javascript:alert(1)' } }, { attempts: 5, backoff: { type: 'fixed', delay: 100 } });
    await expect(job.waitUntilFinished(events, 15_000)).rejects.toThrow(/does not render/);
    expect((await queue.getJob(job.id!))!.attemptsMade).toBe(1);
  });
});
