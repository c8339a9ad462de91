/**
 * Notification mails (as opposed to account mails): each has a category the recipient can turn off,
 * and carries one-click unsubscribe links signed for its address. Nothing is sent to an address
 * that turned the category off.
 */
import { Inject, Injectable } from '@nestjs/common';
import { MailCategory, MailJob } from '@lexmitra/contracts';
import { MailSuppressionRepository, UsersRepository } from '@lexmitra/data';
import { unsubscribeLinks } from '@lexmitra/mail';
import { APP_CONFIG, AppConfig, publicOrigin } from '../infra/config.provider';
import { mailLocale, MailOutbox } from './mail-outbox.service';

@Injectable()
export class Notifier {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly suppressions: MailSuppressionRepository,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queues the notification unless the address turned the category off; true when queued. */
  async notify(to: string, category: MailCategory, mail: Pick<MailJob, 'template' | 'data'>): Promise<boolean> {
    if (await this.suppressions.isSuppressed(to, category)) return false;
    const account = await this.users.findByEmail(to);
    const unsubscribe = unsubscribeLinks(publicOrigin(this.config), this.config.MAIL_LINK_SECRET, to, category);
    return this.outbox.send({ ...mail, to, locale: mailLocale((account as { language?: string } | null)?.language), unsubscribe });
  }

  documentShared(to: string, senderEmail: string, documentName: string): Promise<boolean> {
    return this.notify(to, 'documentShared', { template: 'documentShared', data: { senderEmail, documentName, link: this.outbox.link('/dashboard/available-documents') } });
  }

  firmInvite(to: string, inviterEmail: string, firmName: string, code: string): Promise<boolean> {
    return this.notify(to, 'firmInvites', { template: 'firmInvite', data: { inviterEmail, firmName, code, link: this.outbox.link('/dashboard') } });
  }
}
