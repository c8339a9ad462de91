import { Global, Module } from '@nestjs/common';
import { MailAdminController } from './mail-admin.controller';
import { MailLinksController } from './mail-links.controller';
import { MailOutbox } from './mail-outbox.service';
import { Notifier } from './notifier.service';

/** The outbox (MailOutbox), notifications (Notifier), their unsubscribe links and settings, the contact form and the dead-letter view. */
@Global()
@Module({ controllers: [MailAdminController, MailLinksController], providers: [MailOutbox, Notifier], exports: [MailOutbox, Notifier] })
export class MailModule {}
