import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ChatController } from './chat.controller';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';

/** The legal chatbot: call 1 and the signed-in user's conversations (SPEC screen 1). */
@Module({ imports: [AuthModule], controllers: [ChatController], providers: [ChatService, ChatRepository], exports: [ChatRepository] })
export class ChatModule {}
