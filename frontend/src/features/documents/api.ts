import type { DocumentListAnswer, UploadAnswer } from '@lexmitra/contracts';
import { getJson, HttpError, request } from '../../shared/http';

/** A document's bytes as the browser holds them for viewing or saving. */
export interface OpenedDocument {
  blob: Blob;
  name: string;
  contentType: string;
}

function nameFrom(disposition: string | null): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'document';
}

/**
 * Call 4 through XMLHttpRequest, because fetch cannot report upload progress. `email` is whom the
 * document is for; the server files it under the signed-in uploader either way.
 */
export function uploadDocument(file: File, email: string, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/pdf/upload');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { error?: string; code?: string } & Partial<UploadAnswer> = {};
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        /* a proxy's HTML error page: reported by status below */
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as UploadAnswer);
      reject(new HttpError(xhr.status, body.error ?? `Upload failed (${xhr.status}). Please try again.`, body.code));
    };
    xhr.onerror = () => reject(new HttpError(0, 'The upload was interrupted. Check your connection and try again.'));
    const form = new FormData();
    // The e-mail first: the server then knows the recipient before the file's bytes arrive.
    if (email.trim()) form.append('email', email.trim());
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export const documentsApi = {
  /** Call 5: the stored bytes, for the uploader or the person the document is for. */
  async open(uniqueID: string, email: string): Promise<OpenedDocument> {
    const res = await request('/api/pdf/access', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uniqueID: uniqueID.trim(), email: email.trim() }),
    });
    const contentType = res.headers.get('Content-Type') ?? 'application/octet-stream';
    return { blob: await res.blob(), name: nameFrom(res.headers.get('Content-Disposition')), contentType };
  },
  list: (page: number, pageSize = 10) => getJson<DocumentListAnswer>(`/api/pdf?page=${page}&pageSize=${pageSize}`),
  remove: async (uniqueID: string) => void (await request(`/api/pdf/${encodeURIComponent(uniqueID)}`, { method: 'DELETE' })),
};

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
