import { Global, Module } from '@nestjs/common';
import { MailAdminController } from './mail-admin.controller';
import { MailOutbox } from './mail-outbox.service';

/** The outbox (MailOutbox, for every module that sends mail) and its dead-letter view. */
@Global()
@Module({ controllers: [MailAdminController], providers: [MailOutbox], exports: [MailOutbox] })
export class MailModule {}
