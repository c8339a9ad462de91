/**
 * `chat.answer`: triage the situation (who is asking, which field of law) and retrieve within that
 * frame, then answer with the configured model grounded in the ranked entries, or, with no
 * provider, compose the answer from the entries (offline engine). A clarifying question is asked
 * by the engine itself: no model call is spent on a question whose side is unknown. Model failures are reported as a JobFailure whose code the BFF reads; they are not retried by BullMQ
 * because the provider already retried what was worth retrying.
 */
import { composeOfflineAnswer, legalKb, triage } from '@lexmitra/legal-kb';
import { AiError, AiProvider, answerLanguage } from '@lexmitra/ai';
import { ChatAnswerJobSchema, ChatAnswerResult } from '@lexmitra/contracts';
import { JobFailureError } from '@lexmitra/platform';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { aiJobFailure } from '../ai-failure';
import { chatSystemPrompt, groundedCitations, ModelChatAnswerSchema } from './prompt';

export function chatAnswerHandler(provider: AiProvider | null, logger: Logger) {
  const kb = legalKb();
  return async (job: Pick<Job, 'data' | 'id'>): Promise<ChatAnswerResult> => {
    const parsed = ChatAnswerJobSchema.safeParse(job.data);
    if (!parsed.success) throw new JobFailureError('INVALID_JOB', `invalid chat.answer data: ${parsed.error.issues[0]?.message}`);
    const { message, history, asked, language: ui } = parsed.data;
    const t = triage(kb, message, history.filter((h) => h.role === 'user').map((h) => h.content), { asked });
    if (!provider || t.clarify) return { ...composeOfflineAnswer(kb, t, message, ui), engine: 'offline' };
    // The question's own language first (its script, or romanised Hindi), then the interface's.
    const language = answerLanguage(message, ui);
    try {
      const answer = await provider.structured({
        name: 'legal_chat_answer',
        schema: ModelChatAnswerSchema,
        system: chatSystemPrompt(t, language),
        messages: [...history.slice(-6), { role: 'user', content: message }],
      });
      const { citations, dropped } = groundedCitations(answer.citations, t);
      if (dropped.length) logger.warn({ jobId: job.id, dropped }, 'model cited sections it was not given; dropped');
      return { ...answer, citations, language: language.code as ChatAnswerResult['language'], engine: 'provider' };
    } catch (err) {
      if (err instanceof AiError) {
        logger.warn({ jobId: job.id, kind: err.kind, err: err.message }, 'chat answer failed at the AI provider');
        throw aiJobFailure(err, { retry: false });
      }
      throw err;
    }
  };
}
