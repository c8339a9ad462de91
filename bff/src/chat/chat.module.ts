import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';

/** The legal chatbot: call 1 and the signed-in user's conversations (docs/product.md screen 1). */
@Module({ controllers: [ChatController], providers: [ChatService] })
export class ChatModule {}
