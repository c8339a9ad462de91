/**
 * The outbox: every mail the BFF sends is a `mail.send` job on the mail queue, worked by ai-worker.
 * Nothing talks to SMTP on the request path. Retries: 8 attempts, exponential backoff from 15 s
 * (about an hour in all); jobs that still fail stay 7 days in the failed set (GET /api/admin/mail/failed).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JOBS, MAIL_RETRY, MailJob, MailJobSchema, MailLocale, QUEUES } from '@lexmitra/contracts';
import { noticeLocale } from '@lexmitra/mail';
import { APP_CONFIG, AppConfig, publicOrigin } from '../infra/config.provider';
import { FAILED_JOB_RETENTION_S, QueueService, randomJobId } from '../infra/queue.service';


/** The account's interface language when it is one we have mail texts for, else English (libs/mail decides). */
export const mailLocale = (language: string | null | undefined): MailLocale => noticeLocale(language);

@Injectable()
export class MailOutbox {
  private readonly logger = new Logger('MailOutbox');

  constructor(
    private readonly queues: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** An absolute link into the product (PUBLIC_URL, else this server's own address). */
  link(path: string, params: Record<string, string> = {}, fragment?: Record<string, string>): string {
    const url = new URL(path, `${publicOrigin(this.config)}/`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    // Secrets travel in the fragment: browsers never send it to a server, so it stays out of logs.
    if (fragment) url.hash = new URLSearchParams(fragment).toString();
    return url.toString();
  }

  /**
   * Queues one mail. Returns false (and logs) when Redis is away: callers answer the same either
   * way, and the person can ask again (resend, forgot password).
   */
  async send(mail: MailJob): Promise<boolean> {
    const job = MailJobSchema.parse(mail);
    try {
      await this.queues.queue(QUEUES.mail).add(JOBS.mailSend, job, {
        jobId: randomJobId(),
        ...MAIL_RETRY,
        // A sent mail's job (its links hold tokens) is dropped at once.
        removeOnComplete: true,
        removeOnFail: { age: FAILED_JOB_RETENTION_S },
      });
      return true;
    } catch (err) {
      this.logger.error(`mail ${job.template} not queued: ${(err as Error).message}`);
      return false;
    }
  }
}
