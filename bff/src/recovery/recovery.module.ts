import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ChatModule } from '../chat/chat.module';
import { DiaryModule } from '../diary/diary.module';
import { DocumentsModule } from '../documents/documents.module';
import { DraftsModule } from '../drafts/drafts.module';
import { RecoveryController } from './recovery.controller';

/** The owner's review of what a squatter of the account's address made (see auth/account-recovery.service.ts). */
@Module({ imports: [AuthModule, DraftsModule, DiaryModule, DocumentsModule, ChatModule], controllers: [RecoveryController] })
export class RecoveryModule {}
