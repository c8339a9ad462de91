import { ChatRequest, ChatResponseSchema } from '@lexmitra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { currentLanguage } from '../../../shared/i18n';
import { CONVERSATIONS_KEY } from './get-conversations';

/**
 * Call 1: POST /chatbot. The answer names the conversation it was kept in. The interface language
 * goes along: the answer is in it unless the question is written in another language.
 */
export const askChatbot = (body: ChatRequest) => http.send(ChatResponseSchema, '/chatbot', { json: { ...body, language: body.language ?? currentLanguage() } });

/** Asks, then refreshes the history list (a new conversation or a newer date) without waiting for it. */
export function useAskChatbot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askChatbot,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
