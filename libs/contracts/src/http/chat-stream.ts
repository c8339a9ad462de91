/**
 * A chat answer written as it arrives: POST /api/chat/answers starts the answer as a job, and the
 * job's event stream (GET /api/jobs/:id/events) carries its text and sections before the final
 * `status` event brings the whole structured answer (ChatResponse).
 */
import { z } from 'zod';
import { CitationSchema } from './chat';

/** POST /api/chat/answers → 202: the job writing the answer, and the conversation it will be kept in. */
export const ChatAnswerAcceptedSchema = z.object({ jobId: z.string(), conversationId: z.string() });
export type ChatAnswerAccepted = z.infer<typeof ChatAnswerAcceptedSchema>;

/** The answer's lists, in the order the answer gives them; each is sent once it is complete. */
export const CHAT_SECTION_NAMES = ['potential_charges', 'rights', 'next_steps', 'citations'] as const;
export type ChatSectionName = (typeof CHAT_SECTION_NAMES)[number];

const ListSections = z.object({
  potential_charges: z.array(z.string()).optional(),
  rights: z.array(z.string()).optional(),
  next_steps: z.array(z.string()).optional(),
  citations: z.array(CitationSchema).optional(),
});

/**
 * What the worker has written so far, kept as the job's progress (so a client that connects late
 * or reconnects reads the text so far, not a gap). `round` changes whenever the text starts again:
 * a retried job, or a second model call after an unusable answer. Within a round `text` only grows.
 */
export const ChatStreamProgressSchema = z.object({
  kind: z.literal('chat.stream'),
  round: z.string().max(64),
  text: z.string(),
  sections: ListSections,
});
export type ChatStreamProgress = z.infer<typeof ChatStreamProgressSchema>;

/**
 * SSE `delta`: the answer's text from character `at` on. A page keeps `text.slice(0, at) + delta`,
 * so `at: 0` replaces what it shows (a retried answer, or a fresh connection's text so far).
 */
export const ChatDeltaEventSchema = z.object({ type: z.literal('delta'), at: z.number().int().nonnegative(), text: z.string() });
export type ChatDeltaEvent = z.infer<typeof ChatDeltaEventSchema>;

/** SSE `section`: one complete list of the answer. */
export const ChatSectionEventSchema = z.discriminatedUnion('name', [
  z.object({ type: z.literal('section'), name: z.literal('potential_charges'), items: z.array(z.string()) }),
  z.object({ type: z.literal('section'), name: z.literal('rights'), items: z.array(z.string()) }),
  z.object({ type: z.literal('section'), name: z.literal('next_steps'), items: z.array(z.string()) }),
  z.object({ type: z.literal('section'), name: z.literal('citations'), items: z.array(CitationSchema) }),
]);
export type ChatSectionEvent = z.infer<typeof ChatSectionEventSchema>;
