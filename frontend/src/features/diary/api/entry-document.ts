import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const entryPath = (id: string) => `/api/diary/entries/${encodeURIComponent(id)}`;

/** The attached PDF's bytes, for the viewer and for saving (`download` asks for an attachment). */
export async function getEntryDocument(id: string, download = false): Promise<Blob> {
  return (await http.file(`${entryPath(id)}/document${download ? '?download=1' : ''}`)).blob();
}

/** The viewer's copy, typed as a PDF so the browser's own viewer shows it. */
export const entryDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['diary', 'document', id],
    queryFn: async () => new Blob([await getEntryDocument(id)], { type: 'application/pdf' }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useEntryDocument = (id: string) => useQuery(entryDocumentQueryOptions(id));
