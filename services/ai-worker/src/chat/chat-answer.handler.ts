/**
 * `chat.answer`: triage the situation (who is asking, which field of law) and retrieve within that
 * frame, then answer with the configured model grounded in the ranked entries, or, with no
 * provider, compose the answer from the entries (offline engine). A clarifying question is asked
 * by the engine itself: no model call is spent on a question whose side is unknown. Model failures are reported as a JobFailure whose code the BFF reads; they are not retried by BullMQ
 * because the provider already retried what was worth retrying.
 *
 * The answer is streamed (answer-stream.ts): the model's text as it writes it, the offline engine's
 * sections one after another. A cancel (DELETE /api/jobs/:id) aborts the model call itself. A job
 * with a userId keeps both turns in the asker's conversation once the answer is complete.
 */
import { answerOffline, legalKb, triage, warmUp } from '@lexmitra/legal-kb';
import { AiError, AiProvider, answerLanguage, partialJson } from '@lexmitra/ai';
import { CHAT_SECTION_NAMES, ChatAnswerJobSchema, ChatAnswerResult, ChatStreamProgress } from '@lexmitra/contracts';
import { JobFailureError } from '@lexmitra/platform';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { aiJobFailure } from '../ai-failure';
import { cancelled, watchCancel } from '../documents/job-guards';
import { AnswerStream, completeSections, Sections } from './answer-stream';
import { chatSystemPrompt, groundedCitations, ModelChatAnswerSchema } from './prompt';

/** Where a finished answer is kept (libs/data ChatRepository). */
export interface ChatStore {
  appendOrCreate(id: string, userId: string, title: string, messages: { type: 'user' | 'bot'; content: unknown; at: Date }[]): Promise<void>;
}

export interface ChatAnswerDeps {
  /** With a prefix: cancels (DELETE /api/jobs/:id) are watched and stop the model call. */
  redis?: Redis;
  prefix?: string;
  chats?: ChatStore;
  flushMs?: number;
}

type ChatJob = Pick<Job, 'data' | 'id'> & Partial<Pick<Job, 'updateProgress'>>;

export function chatAnswerHandler(provider: AiProvider | null, logger: Logger, deps: ChatAnswerDeps = {}) {
  const kb = legalKb();
  warmUp(kb);
  return async (job: ChatJob): Promise<ChatAnswerResult> => {
    const parsed = ChatAnswerJobSchema.safeParse(job.data);
    if (!parsed.success) throw new JobFailureError('INVALID_JOB', `invalid chat.answer data: ${parsed.error.issues[0]?.message}`);
    const data = parsed.data;
    const stream = new AnswerStream(job.updateProgress && ((p: ChatStreamProgress) => job.updateProgress!(p)), deps.flushMs);
    const watch = deps.redis && deps.prefix && job.id ? watchCancel(deps.redis, deps.prefix, job.id) : undefined;
    try {
      const answer = await answerOf(data, stream, watch?.signal, job.id);
      await watch?.check();
      await stream.flush();
      return await keep(data, answer);
    } finally {
      stream.stop();
      watch?.stop();
    }
  };

  async function answerOf(data: ReturnType<typeof ChatAnswerJobSchema.parse>, stream: AnswerStream, signal: AbortSignal | undefined, jobId: string | undefined): Promise<ChatAnswerResult> {
    const { message, history, asked, language: ui } = data;
    const context = history.filter((h) => h.role === 'user').map((h) => h.content);
    const turn = answerOffline(kb, message, context, { asked }, ui);
    // Questions about the product, privacy, cost or legal aid, and things outside law, are answered as asked
    // even with a model: only this product's own texts say truly who can read a chat.
    const asItIs = turn.answer.kind !== undefined && turn.answer.kind !== 'legal' && turn.answer.kind !== 'not-known';
    const t = turn.triage ?? triage(kb, message, context, { asked });
    if (!provider || t.clarify || asItIs) {
      const { askPlace: _askPlace, ...offline } = turn.answer;
      const answer: ChatAnswerResult = { ...offline, engine: 'offline' };
      // The text first, then each list as it is ready: the page fills in the same order as a model's answer.
      stream.update(answer.lawyer_response);
      const sections: Sections = {};
      for (const name of CHAT_SECTION_NAMES) {
        (sections as Record<string, unknown>)[name] = answer[name];
        stream.update(answer.lawyer_response, { ...sections });
        await stream.flush();
      }
      return answer;
    }
    // The question's own language first (its script, or romanised Hindi), then the interface's.
    const language = answerLanguage(message, ui);
    try {
      const answer = await provider.structured(
        {
          name: 'legal_chat_answer',
          schema: ModelChatAnswerSchema,
          system: chatSystemPrompt(t, language),
          messages: [...history.slice(-6), { role: 'user', content: message }],
        },
        {
          signal,
          onText: (text, round) => {
            stream.restart(round);
            const partial = partialJson(text);
            if (!partial || typeof partial !== 'object') return;
            const p = partial as Record<string, unknown>;
            stream.update(typeof p.lawyer_response === 'string' ? p.lawyer_response : '', completeSections(p));
          },
        },
      );
      const { citations, dropped } = groundedCitations(answer.citations, t);
      if (dropped.length) logger.warn({ jobId, dropped }, 'model cited sections it was not given; dropped');
      return { ...answer, citations, language: language.code as ChatAnswerResult['language'], engine: 'provider' };
    } catch (err) {
      if (signal?.aborted) throw cancelled();
      if (err instanceof AiError) {
        logger.warn({ jobId, kind: err.kind, err: err.message }, 'chat answer failed at the AI provider');
        throw aiJobFailure(err, { retry: false });
      }
      throw err;
    }
  }

  /** Both turns into the asker's conversation, once, with the complete answer (no partial text is ever stored). */
  async function keep(data: ReturnType<typeof ChatAnswerJobSchema.parse>, answer: ChatAnswerResult): Promise<ChatAnswerResult> {
    if (!data.userId || !data.conversationId || !deps.chats) return answer;
    const { engine: _engine, language: _language, conversationId: _c, ...content } = answer;
    const at = new Date();
    await deps.chats.appendOrCreate(data.conversationId, data.userId, data.title ?? '', [
      { type: 'user', content: data.message, at },
      { type: 'bot', content, at },
    ]);
    return { ...answer, conversationId: data.conversationId };
  }
}
