import { ConversationSummarySchema } from '@lexmitra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const CONVERSATIONS_KEY = ['chat', 'conversations'] as const;

const ConversationListSchema = ConversationSummarySchema.array();

/** The signed-in user's earlier conversations, newest first. */
export const getConversations = () => http.send(ConversationListSchema, '/api/chat/conversations');

export const conversationsQueryOptions = () => queryOptions({ queryKey: CONVERSATIONS_KEY, queryFn: getConversations });

export const useConversations = (enabled: boolean) => useQuery({ ...conversationsQueryOptions(), enabled });
