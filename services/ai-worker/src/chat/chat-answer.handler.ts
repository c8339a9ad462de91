/**
 * `chat.answer`: retrieve the relevant knowledge-base entries, then answer with the configured
 * model grounded in them, or, with no provider, compose the answer from the entries (offline
 * engine). Model failures are reported with a tag the BFF reads; they are not retried by BullMQ
 * because the provider already retried what was worth retrying.
 */
import { ACTS, composeOfflineAnswer, KbHit, legalKb } from '@lexmitra/legal-kb';
import { AiError, aiErrorTag, AiProvider } from '@lexmitra/ai';
import { ChatAnswerJobSchema, ChatAnswerResult } from '@lexmitra/contracts';
import { Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { groundingText, ModelChatAnswerSchema, SYSTEM_PROMPT } from './prompt';

export function chatAnswerHandler(provider: AiProvider | null, logger: Logger) {
  const kb = legalKb();
  return async (job: Pick<Job, 'data' | 'id'>): Promise<ChatAnswerResult> => {
    const parsed = ChatAnswerJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid chat.answer data: ${parsed.error.issues[0]?.message}`);
    const { message, history } = parsed.data;
    const hits = kb.find(message, history.filter((h) => h.role === 'user').map((h) => h.content));
    if (!provider) return { ...composeOfflineAnswer(kb, hits), engine: 'offline' };
    try {
      const answer = await provider.structured({
        name: 'legal_chat_answer',
        schema: ModelChatAnswerSchema,
        system: `${SYSTEM_PROMPT}\n\n${groundingText(hits)}`,
        messages: [...history.slice(-6), { role: 'user', content: message }],
      });
      return { ...answer, citations: answer.citations.length ? answer.citations : citationsOf(hits), engine: 'provider' };
    } catch (err) {
      if (err instanceof AiError) {
        logger.warn({ jobId: job.id, kind: err.kind, err: err.message }, 'chat answer failed at the AI provider');
        throw new UnrecoverableError(`${aiErrorTag(err.kind)} ${err.message}`);
      }
      throw err;
    }
  };
}

/** When the model cites nothing, the entries it was given are what grounded it. */
function citationsOf(hits: KbHit[]) {
  return hits.slice(0, 4).flatMap(({ entry }) => entry.sections.map((s) => ({ act: ACTS[s.act], section: s.section, title: entry.title })));
}
