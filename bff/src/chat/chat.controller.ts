import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CHAT_TEXT, ChatEntry, ChatEntryQuerySchema, ChatRequest, ChatRequestSchema, KbTextLanguage } from '@lexmitra/contracts';
import { entryPage } from '@lexmitra/legal-kb';
import { notFound } from '../common/api-error';
import { AuthUser, CurrentUser, RequestId } from '../common/decorators';
import { RateLimit } from '../common/rate-limit';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ChatService } from './chat.service';

@ApiTags('chat')
@Controller()
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Post('chatbot')
  @HttpCode(200)
  @ApiOperation({ summary: 'Call 1: a legal question → lawyer_response, potential_charges, rights, next_steps, citations (+ conversationId)' })
  @RateLimit('chat', 'CHAT_RATE_LIMIT_PER_MINUTE')
  ask(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(ChatRequestSchema)) body: ChatRequest, @RequestId() requestId?: string) {
    return this.chat.ask(user, body, requestId);
  }

  @Post('api/chat/answers')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Call 1, streamed: starts the answer and returns {jobId, conversationId} at once; GET /api/jobs/:jobId/events then streams its text (`delta`), its lists (`section`) and the final answer (`status`); DELETE /api/jobs/:jobId stops it',
  })
  @RateLimit('chat', 'CHAT_RATE_LIMIT_PER_MINUTE')
  start(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(ChatRequestSchema)) body: ChatRequest, @RequestId() requestId?: string) {
    return this.chat.start(user, body, requestId);
  }

  @Get('api/chat/conversations')
  @ApiOperation({ summary: 'My conversations with the chatbot, most recent first' })
  list(@CurrentUser() user: AuthUser) {
    return this.chat.list(user);
  }

  @Get('api/chat/conversations/:id')
  @ApiOperation({ summary: 'One of my conversations with its messages (404 for anyone else)' })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.chat.get(user, id);
  }

  @Get('api/chat/entries/:id')
  @ApiOperation({ summary: "One legal knowledge-base entry in full (an answer's page of detail), in English, Hindi or Bengali (?language=hi, bn; English where the entry has no text in that language); 404 for an unknown id" })
  entry(@Param('id') id: string, @Query(new ZodValidationPipe(ChatEntryQuerySchema)) query: { language?: KbTextLanguage }): ChatEntry {
    const entry = entryPage(id, query.language);
    if (!entry) throw notFound(CHAT_TEXT.entryNotFound);
    return entry;
  }
}
