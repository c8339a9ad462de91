import { ProvisionSchema } from '@lexmitra/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** GET /api/law/provision: the knowledge base's entries on one provision and the judgments citing it. */
export const useProvision = (act: string, section: string, lang: string, enabled: boolean) =>
  useQuery({
    queryKey: ['law', 'provision', act, section, lang],
    queryFn: () => http.send(ProvisionSchema, `/api/law/provision?${new URLSearchParams({ act, section, lang })}`),
    enabled: enabled && !!act && !!section,
    staleTime: 5 * 60_000,
    retry: false,
  });
