import { ConversationSchema } from '@lexmitra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { CONVERSATIONS_KEY } from './get-conversations';

/** One earlier conversation with all its messages. */
export const getConversation = (id: string) => http.send(ConversationSchema, `/api/chat/conversations/${encodeURIComponent(id)}`);

// Not cached: a conversation grows with every question, so reopening it asks the server again.
export const conversationQueryOptions = (id: string) => queryOptions({ queryKey: [...CONVERSATIONS_KEY, id], queryFn: () => getConversation(id), staleTime: 0, gcTime: 0 });
