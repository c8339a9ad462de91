import type { ConvertFileRequest, DraftDetail, DraftSummary, SaveDraftRequest, TemplateEntry } from '@lexmitra/contracts';
import { getJson, postJson, request } from '../../shared/http';

/** Calls 8–11 plus "my drafts". Template urls are catalogue references, passed back as given. */
export const draftsApi = {
  templateNames: () => getJson<TemplateEntry[]>('/api/drafts/getAllTemplateNames'),
  template: async (url: string) => (await request(`/api/drafts/getTemplate?url=${encodeURIComponent(url)}`)).text(),
  save: (body: SaveDraftRequest) => postJson<DraftSummary>('/api/drafts/saveDraft', body),
  mine: () => getJson<DraftSummary[]>('/api/drafts'),
  open: (id: string) => getJson<DraftDetail>(`/api/drafts/${encodeURIComponent(id)}`),
  remove: async (id: string) => void (await request(`/api/drafts/${encodeURIComponent(id)}`, { method: 'DELETE' })),
  convert: async (body: ConvertFileRequest): Promise<Blob> => {
    const res = await request('/api/drafts/convertFile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.blob();
  },
};

/** SPEC: the download is named after the template file, without its path or extension. */
export function exportBaseName(templateUrl: string | null | undefined): string {
  const file = (templateUrl ?? '').split('/').pop() ?? '';
  return file.replace(/\.[^.]+$/, '') || 'draft';
}

/** Saves a blob through a temporary link, the one way browsers let a page name a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
