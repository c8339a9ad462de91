/**
 * `mail.send`: renders one mail of the outbox (libs/mail, the job's language) and hands it to the
 * SMTP server. A failure to send throws, and BullMQ retries with the backoff the producer set; a job
 * that cannot ever render (bad data) fails for good at once. Jobs that failed their last attempt
 * stay in the queue's failed set: the dead-letter view (GET /api/admin/mail/failed).
 */
import { MailJobSchema } from '@lexmitra/contracts';
import { renderMail } from '@lexmitra/mail';
import { JobFailureError, JobHandler } from '@lexmitra/platform';
import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export function mailSendHandler(transport: Pick<Transporter, 'sendMail'>, from: string, logger: Logger): JobHandler {
  return async (job: Job) => {
    const parsed = MailJobSchema.safeParse(job.data);
    if (!parsed.success) throw new JobFailureError('INVALID_JOB', `mail job data: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const mail = parsed.data;
    let rendered: ReturnType<typeof renderMail>;
    try {
      rendered = renderMail(mail);
    } catch (err) {
      throw new JobFailureError('INVALID_JOB', `mail ${mail.template} does not render: ${(err as Error).message}`);
    }
    const info = await transport.sendMail({
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      // RFC 2369 + RFC 8058: mail clients show an unsubscribe button that POSTs to this address.
      ...(mail.unsubscribe
        ? { list: { unsubscribe: mail.unsubscribe.oneClick }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    });
    logger.info({ jobId: job.id, template: mail.template, locale: mail.locale, messageId: info.messageId }, 'mail sent');
    return { messageId: info.messageId as string };
  };
}
