import { ApiErrorSchema, UploadAnswer, UploadAnswerSchema } from '@lexmitra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { checkAnswer, HttpError } from '../../../shared/http';
import { i18n, localizeError } from '../../../shared/i18n';
import { useImmediateMutation } from '../../../shared/useImmediateMutation';
import { DOCUMENTS_KEY } from './get-documents';

export interface UploadInput {
  file: File;
  /** Whom the document is for; the server files it under the signed-in uploader either way. */
  email: string;
  onProgress: (fraction: number) => void;
}

const ErrorBody = ApiErrorSchema.partial();

/** Call 4 through XMLHttpRequest, because fetch cannot report upload progress. */
export function uploadDocument({ file, email, onProgress }: UploadInput): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/pdf/upload');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        /* a proxy's HTML error page: reported by status below */
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve(checkAnswer(UploadAnswerSchema, body, 'POST /api/pdf/upload'));
        } catch (err) {
          return reject(err);
        }
      }
      const error = ErrorBody.safeParse(body);
      const { error: message, code } = error.success ? error.data : {};
      reject(new HttpError(xhr.status, localizeError(code, message ?? i18n.t('errors.uploadFailed', { status: xhr.status })), code));
    };
    xhr.onerror = () => reject(new HttpError(0, i18n.t('errors.uploadInterrupted')));
    const form = new FormData();
    // The e-mail first: the server then knows the recipient before the file's bytes arrive.
    if (email.trim()) form.append('email', email.trim());
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Uploads and, once stored, reloads the document list. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useImmediateMutation(uploadDocument, { onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }) });
}
