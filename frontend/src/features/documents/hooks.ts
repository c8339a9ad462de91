import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { documentsApi } from './api';

export const DOCUMENTS_KEY = ['documents'] as const;

export function useDocumentList(page: number, enabled: boolean) {
  return useQuery({ queryKey: [...DOCUMENTS_KEY, page], queryFn: () => documentsApi.list(page), enabled });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: documentsApi.remove,
    onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

/** A blob: URL for a Blob, revoked when the Blob changes or the component goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
