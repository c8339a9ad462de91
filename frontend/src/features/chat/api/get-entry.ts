import { ChatEntrySchema, KbTextLanguage } from '@lexmitra/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** One knowledge-base entry in full, for an answer's page of detail (GET /api/chat/entries/:id). */
export const useChatEntry = (id: string, language: KbTextLanguage) =>
  useQuery({
    queryKey: ['chat', 'entry', id, language],
    queryFn: () => http.send(ChatEntrySchema, `/api/chat/entries/${encodeURIComponent(id)}?language=${language}`),
    // The knowledge base changes with a release, not while the page is open.
    staleTime: 60 * 60_000,
  });
