import { z } from 'zod';

export const CHAT_MESSAGE_MAX_CHARS = 4000;

/** Call 1: POST /chatbot */
export const ChatRequestSchema = z.object({
  user_message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_CHARS),
  conversationId: z.string().optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const CitationSchema = z.object({ act: z.string(), section: z.string(), title: z.string().optional() });

export const ChatAnswerSchema = z.object({
  lawyer_response: z.string(),
  potential_charges: z.array(z.string()),
  rights: z.array(z.string()),
  next_steps: z.array(z.string()),
  citations: z.array(CitationSchema).default([]),
});
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;
