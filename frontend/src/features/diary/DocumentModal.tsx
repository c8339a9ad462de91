import type { DiaryEntry } from '@lexmitra/contracts';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http';
import { useObjectUrl } from '../../shared/useObjectUrl';
import { Alert } from '../../shared/ui/Alert';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { useEntryDocument } from './api/entry-document';

/** Shows an entry's PDF in the browser's own viewer, from the bytes the server sends. */
export function DocumentModal({ entry, onClose }: { entry: DiaryEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const doc = useEntryDocument(entry.id);
  const url = useObjectUrl(doc.data);
  const error = doc.error ? (doc.error instanceof HttpError ? doc.error.message : t('diary.openFailed')) : null;
  return (
    <Modal title={entry.document?.name ?? t('diary.document')} onClose={onClose}>
      {error ? <Alert kind="error">{error}</Alert> : url ? <iframe className="diary-doc__frame" src={url} title={t('diary.documentNamed', { name: entry.document?.name ?? '' })} /> : <Spinner />}
    </Modal>
  );
}
