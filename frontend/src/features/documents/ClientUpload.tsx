import { ACCEPTED_UPLOAD_TYPES } from '@lexmitra/contracts';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Trans, useTranslation } from 'react-i18next';
import { formatBytes } from '../../shared/i18n/formatBytes';
import { readStoredUser } from '../../shared/storedUser';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useAuth } from '../../shared/session';
import { useOpenDocument } from './api/open-document';
import { useUploadDocument } from './api/upload-document';
import { CopyButton } from '../../shared/ui/CopyButton';
import { DocumentViewer, ViewedFile } from './DocumentViewer';

/** docs/product.md screen 3: choose a file, upload it (with progress), get its unique ID, review the stored copy. */
export function ClientUpload() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const upload = useUploadDocument();
  const review = useOpenDocument();
  const [file, setFile] = useState<File | null>(null);
  const [recipient, setRecipient] = useState('');
  const [progress, setProgress] = useState(0);
  const [rejected, setRejected] = useState(false);
  const email = recipient.trim() || user?.email || readStoredUser().email || '';
  const uploaded = upload.data ?? null;
  const stored = review.data ?? null;
  const failure = upload.error ?? review.error;
  const error = rejected ? t('documents.chooseOne') : failure ? failure.message : null;

  const dropzone = useDropzone({
    // The same kinds Doc AI takes (a photo of a notice included): one list in libs/contracts.
    accept: ACCEPTED_UPLOAD_TYPES,
    multiple: false,
    onDropAccepted: ([chosen]) => {
      setFile(chosen);
      setRejected(false);
      upload.reset();
      review.reset();
    },
    onDropRejected: () => setRejected(true),
  });

  function start() {
    if (!file || upload.isPending) return; // docs/product.md §5: Upload does nothing without a file.
    setRejected(false);
    review.reset();
    setProgress(0);
    upload.start({ file, email, onProgress: setProgress });
  }

  /** Review: shows the copy the server stored, fetched back with its unique ID. */
  function showStored() {
    if (!uploaded) return;
    setRejected(false);
    review.mutate({ uniqueID: uploaded.uniqueID, email });
  }

  const chosen: ViewedFile | null = file ? { blob: file, name: file.name, contentType: file.type } : null;
  return (
    <section className="card stack" aria-labelledby="client-upload-title">
      <h2 id="client-upload-title">{t('documents.clientUpload')}</h2>
      <div {...dropzone.getRootProps({ className: `dropzone${dropzone.isDragActive ? ' dropzone--active' : ''}` })}>
        <input {...dropzone.getInputProps({ 'aria-label': t('documents.choose') })} />
        <p>{file ? `${file.name} (${formatBytes(file.size)})` : t('documents.dragOrBrowse')}</p>
      </div>
      <Field label={t('documents.forClient')} type="email" name="recipient" autoComplete="off" value={recipient}
        onChange={(e) => setRecipient(e.target.value)} hint={user?.email ? t('documents.keepForYourselfEmail', { email: user.email }) : t('documents.keepForYourself')} />
      <div className="row">
        <button type="button" className="btn btn--primary" onClick={start} disabled={upload.isPending}>{t('documents.upload')}</button>
        <button type="button" className="btn btn--ghost" onClick={showStored} disabled={!uploaded}>{t('documents.review')}</button>
      </div>
      {upload.isPending && (
        <div className="upload-progress">
          <progress max={1} value={progress} aria-label={t('documents.uploadProgress')} />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      )}
      {uploaded && (
        <Alert kind="success">
          <Trans i18nKey="documents.uploaded" values={{ name: uploaded.name, size: formatBytes(uploaded.size), id: uploaded.uniqueID }} components={{ id: <code className="doc-id" /> }} />{' '}
          <CopyButton text={uploaded.uniqueID} label={t('documents.copyId')} />
        </Alert>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      <DocumentViewer emptyText={t('errors.noDocumentUploaded')} file={stored ?? chosen} />
    </section>
  );
}
