import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

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

export interface OpenInput { uniqueID: string; email: string }

/** Call 5: the stored bytes, for the uploader or the person the document is for. */
export async function openDocument({ uniqueID, email }: OpenInput): Promise<OpenedDocument> {
  const res = await http.file('/api/pdf/access', { json: { uniqueID: uniqueID.trim(), email: email.trim() } });
  const contentType = res.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: await res.blob(), name: nameFrom(res.headers.get('Content-Disposition')), contentType };
}

/** Opening is a POST (the ID and e-mail are the credentials), asked for by a button: a mutation. */
export const useOpenDocument = () => useMutation({ mutationFn: openDocument });

/** Saves a document through a temporary link, as a browser download. */
export async function downloadDocument(input: OpenInput): Promise<void> {
  const opened = await openDocument(input);
  const url = URL.createObjectURL(opened.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = opened.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
