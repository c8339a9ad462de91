import type { ChatRequest, ChatResponse, Conversation, ConversationSummary } from '@lexmitra/contracts';
import { getJson, postJson } from '../../shared/http';

/** Call 1 and the conversation history of the signed-in user. */
export const chatApi = {
  ask: (body: ChatRequest) => postJson<ChatResponse>('/chatbot', body),
  conversations: () => getJson<ConversationSummary[]>('/api/chat/conversations'),
  conversation: (id: string) => getJson<Conversation>(`/api/chat/conversations/${encodeURIComponent(id)}`),
};

export const CONVERSATIONS_KEY = ['chat', 'conversations'] as const;
