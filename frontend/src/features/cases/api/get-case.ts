import { CaseDetailSchema } from '@lexmitra/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** One judgment for its page (GET /api/cases/:id). */
export const useCaseDetail = (id: string) =>
  useQuery({ queryKey: ['cases', 'detail', id], queryFn: () => http.send(CaseDetailSchema, `/api/cases/${encodeURIComponent(id)}`), staleTime: 5 * 60_000 });

export const casePdfUrl = (id: string, lang: string) => `/api/cases/${encodeURIComponent(id)}/pdf?lang=${lang}&download=1`;
