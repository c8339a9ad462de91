import type { DiaryEntry } from '@lexmitra/contracts';
import { useEffect, useState } from 'react';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { diaryApi } from './api';

/** Shows an entry's PDF in the browser's own viewer, from the bytes the server sends. */
export function DocumentModal({ entry, onClose }: { entry: DiaryEntry; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    diaryApi.document(entry.id).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(made);
      },
      (err) => live && setError(err instanceof HttpError ? err.message : 'The document could not be opened. Please try again.'),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [entry.id]);
  return (
    <Modal title={entry.document?.name ?? 'Document'} onClose={onClose}>
      {error ? <Alert kind="error">{error}</Alert> : url ? <iframe className="diary-doc__frame" src={url} title={`Document: ${entry.document?.name ?? ''}`} /> : <Spinner />}
    </Modal>
  );
}
