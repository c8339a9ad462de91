import { DynamicModule, Module } from '@nestjs/common';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { AiWorkerConfig, QueueWorkerLifecycle } from '@lexmitra/platform';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import { mailSendHandler } from './mail-send.handler';

/**
 * The `mail` queue (the outbox) inside ai-worker, the general background worker: sending mail is
 * light I/O, and a service of its own would cost another process, image and deployment for it.
 * Without SMTP_URL nothing works the queue and mail waits there until a worker that has it starts.
 */
@Module({})
export class MailWorkerModule {
  static forRoot(config: AiWorkerConfig, logger: Logger): DynamicModule {
    if (!config.SMTP_URL) {
      logger.warn('SMTP_URL is not set: the mail queue is not worked here, so mail waits in it');
      return { module: MailWorkerModule };
    }
    // A pool keeps a few SMTP connections open between mails instead of one handshake per mail.
    const transport = createTransport(`${config.SMTP_URL}${config.SMTP_URL.includes('?') ? '&' : '?'}pool=true&maxConnections=3`);
    const handlers = { [JOBS.mailSend]: mailSendHandler(transport, config.MAIL_FROM, logger) };
    return {
      module: MailWorkerModule,
      providers: [
        { provide: 'MAIL_WORKER', useValue: new QueueWorkerLifecycle({ queue: QUEUES.mail, config, handlers, logger }) },
        { provide: 'MAIL_TRANSPORT', useValue: { onApplicationShutdown: () => transport.close() } },
      ],
    };
  }
}
