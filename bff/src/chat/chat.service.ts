/**
 * The legal chatbot (call 1): the answer is produced on the ai-worker (`chat.answer`), with the
 * last turns of the conversation for context. POST /chatbot waits for the answer and keeps both
 * turns in the user's conversation. POST /api/chat/answers returns the job at once: the page
 * follows its text as it is written (GET /api/jobs/:id/events) and can stop it (DELETE
 * /api/jobs/:id); that job's worker keeps both turns once the answer is complete.
 */
import { HttpStatus, Injectable } from '@nestjs/common';
import {
  CHAT_TEXT, ChatAnswer, ChatAnswerAccepted, ChatAnswerJob, ChatAnswerResultSchema, ChatAnswerSchema, ChatMessage, ChatRequest, ChatResponse, Conversation,
  ConversationSummary, ErrorCodes, JOBS, QUEUES,
} from '@lexmitra/contracts';
import type { AuthUser } from '../common/decorators';
import { ApiException } from '../common/api-error';
import { ZodError } from 'zod';
import { FAILED_JOB_RETENTION_S, JobFailedError, JobTimeoutError, QueueService, randomJobId, withJobMeta } from '../infra/queue.service';
import { ChatRepository } from '@lexmitra/data';
import { ChatConversation, StoredChatMessage } from '@lexmitra/data';
import { requireAccess } from '../common/access';

/** How many earlier messages go with a question (three exchanges). */
const CONTEXT_MESSAGES = 6;
/** A model may retry and back off; an answer taking longer than this is given up on. */
const ANSWER_TIMEOUT_MS = 120_000;

@Injectable()
export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly queues: QueueService,
  ) {}

  /** Call 1: waits for the whole answer, then keeps both turns in the conversation. */
  async ask(user: AuthUser, body: ChatRequest, requestId?: string): Promise<ChatResponse> {
    const { job, existing } = await this.jobOf(user, body);
    const { userId: _u, conversationId: _c, title: _t, ...question } = job;
    const answer = await this.answer(question, requestId);
    const now = new Date();
    const turns: StoredChatMessage[] = [{ type: 'user', content: body.user_message, at: now }, { type: 'bot', content: answer, at: now }];
    if (existing) await this.repo.append(job.conversationId!, user.id, turns);
    const conversationId = existing ? job.conversationId! : await this.repo.create(user.id, job.title!, turns);
    return { ...answer, conversationId };
  }

  /**
   * Starts the answer and returns at once: the page follows its text on the job's event stream.
   * The conversation id is fixed now; the worker keeps both turns there (creating it if new) once
   * the answer is complete, so a cancelled or failed answer leaves nothing behind.
   */
  async start(user: AuthUser, body: ChatRequest, requestId?: string): Promise<ChatAnswerAccepted> {
    const { job } = await this.jobOf(user, body);
    const added = await this.queues.queue(QUEUES.chat).add(JOBS.chatAnswer, withJobMeta(job, requestId), {
      jobId: randomJobId(),
      attempts: 1,
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: FAILED_JOB_RETENTION_S },
    });
    return { jobId: added.id!, conversationId: job.conversationId! };
  }

  /** The job's data: the question, the last turns for context, and where the answer is kept. */
  private async jobOf(user: AuthUser, body: ChatRequest): Promise<{ job: ChatAnswerJob; existing: boolean }> {
    const conversation = body.conversationId ? requireAccess('conversation', 'write', user, await this.repo.findOwned(body.conversationId, user.id)) : null;
    const history = (conversation?.messages ?? []).slice(-CONTEXT_MESSAGES).map(toTurn);
    // The previous answer asked which side the user is on: this message is the reply, answer it.
    const last = conversation?.messages.at(-1);
    const asked = last?.type === 'bot' && !!(last.content as ChatAnswer | undefined)?.clarify;
    const job: ChatAnswerJob = {
      message: body.user_message,
      history,
      asked,
      ...(body.language ? { language: body.language } : {}),
      userId: user.id,
      conversationId: conversation ? body.conversationId : ChatRepository.newId(),
      title: titleOf(body.user_message),
    };
    return { job, existing: !!conversation };
  }

  async list(user: AuthUser): Promise<ConversationSummary[]> {
    return (await this.repo.listOwned(user.id, 50)).map(summaryOf);
  }

  async get(user: AuthUser, id: string): Promise<Conversation> {
    const c = requireAccess('conversation', 'read', user, await this.repo.findOwned(id, user.id));
    return { ...summaryOf(c), messages: c.messages.map(toMessage) };
  }

  /** `job.language` is the interface language: the worker answers in it when the question shows no language of its own. */
  private async answer(job: ChatAnswerJob, requestId?: string): Promise<ChatAnswer> {
    try {
      const result = ChatAnswerResultSchema.parse(
        await this.queues.run(QUEUES.chat, JOBS.chatAnswer, job, { timeoutMs: ANSWER_TIMEOUT_MS, attempts: 1, requestId }),
      );
      const { engine: _engine, language: _language, conversationId: _id, ...answer } = result;
      return ChatAnswerSchema.parse(answer);
    } catch (err) {
      throw toApiError(err);
    }
  }
}

/** A failed answer in words the page can show; the model's raw output never reaches the client. */
function toApiError(err: unknown): unknown {
  if (err instanceof ApiException) return err;
  // The worker's answer did not match the contract: a bad internal reply (502 from the filter).
  if (err instanceof ZodError) return err;
  if (err instanceof JobTimeoutError) return new ApiException(HttpStatus.GATEWAY_TIMEOUT, ErrorCodes.DEPENDENCY_DOWN, CHAT_TEXT.aiUnavailable);
  const code = err instanceof JobFailedError ? err.failure.code : undefined;
  switch (code) {
    case 'AI_MALFORMED': return new ApiException(HttpStatus.BAD_GATEWAY, ErrorCodes.DEPENDENCY_DOWN, CHAT_TEXT.aiBadAnswer);
    case 'AI_RATE_LIMITED': return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCodes.RATE_LIMITED, CHAT_TEXT.aiBusy, { 'Retry-After': '30' });
    default: return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCodes.DEPENDENCY_DOWN, CHAT_TEXT.aiUnavailable);
  }
}

function toTurn(m: StoredChatMessage): { role: 'user' | 'assistant'; content: string } {
  if (m.type === 'user') return { role: 'user', content: String(m.content) };
  const a = m.content as ChatAnswer;
  const charges = a.potential_charges?.length ? ` Potential charges: ${a.potential_charges.join('; ')}` : '';
  return { role: 'assistant', content: `${a.lawyer_response}${charges}`.slice(0, 2000) };
}

function toMessage(m: StoredChatMessage): ChatMessage {
  const at = m.at.toISOString();
  return m.type === 'user' ? { type: 'user', content: String(m.content), at } : { type: 'bot', content: ChatAnswerSchema.parse(m.content), at };
}

function summaryOf(c: Omit<ChatConversation, 'messages'>): ConversationSummary {
  return { id: c._id.toHexString(), title: c.title, updatedAt: c.updatedAt.toISOString(), messageCount: c.messageCount };
}

function titleOf(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
