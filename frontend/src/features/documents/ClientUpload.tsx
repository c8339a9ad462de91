import { ACCEPTED_UPLOAD_MIME, UI_TEXT, UploadAnswer } from '@lexmitra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { readStoredUser } from '../../shared/storedUser';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useAuth } from '../auth/AuthProvider';
import { documentsApi, formatBytes, uploadDocument } from './api';
import { CopyButton } from './CopyButton';
import { DocumentViewer, ViewedFile } from './DocumentViewer';
import { DOCUMENTS_KEY } from './hooks';

const ACCEPT = { [ACCEPTED_UPLOAD_MIME.pdf]: ['.pdf'], [ACCEPTED_UPLOAD_MIME.doc]: ['.doc'], [ACCEPTED_UPLOAD_MIME.docx]: ['.docx'] };

/** SPEC screen 3: choose a file, upload it (with progress), get its unique ID, review the stored copy. */
export function ClientUpload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [recipient, setRecipient] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<UploadAnswer | null>(null);
  const [stored, setStored] = useState<ViewedFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const email = recipient.trim() || user?.email || readStoredUser().email || '';

  const dropzone = useDropzone({
    accept: ACCEPT,
    multiple: false,
    onDropAccepted: ([chosen]) => {
      setFile(chosen);
      setUploaded(null);
      setStored(null);
      setError(null);
    },
    onDropRejected: () => setError('Please choose one PDF, DOC or DOCX file.'),
  });

  async function upload() {
    if (!file || progress !== null) return; // SPEC §5: Upload does nothing without a file.
    setError(null);
    setUploaded(null);
    setStored(null);
    setProgress(0);
    try {
      setUploaded(await uploadDocument(file, email, setProgress));
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setProgress(null);
    }
  }

  /** Review: shows the copy the server stored, fetched back with its unique ID. */
  async function review() {
    if (!uploaded) return;
    setError(null);
    try {
      setStored(await documentsApi.open(uploaded.uniqueID, email));
    } catch (err) {
      setError((err as Error).message);
    }
  }

  const chosen: ViewedFile | null = file ? { blob: file, name: file.name, contentType: file.type } : null;
  return (
    <section className="card stack" aria-labelledby="client-upload-title">
      <h2 id="client-upload-title">Client Upload</h2>
      <div {...dropzone.getRootProps({ className: `dropzone${dropzone.isDragActive ? ' dropzone--active' : ''}` })}>
        <input {...dropzone.getInputProps({ 'aria-label': 'Choose a PDF, DOC or DOCX file' })} />
        <p>{file ? `${file.name} (${formatBytes(file.size)})` : 'Drag and drop a PDF, DOC or DOCX file here, or click to browse.'}</p>
      </div>
      <Field label="For client e-mail (optional)" type="email" name="recipient" autoComplete="off" value={recipient}
        onChange={(e) => setRecipient(e.target.value)} hint={`Leave empty to keep it for yourself${user?.email ? ` (${user.email})` : ''}.`} />
      <div className="row">
        <button type="button" className="btn btn--primary" onClick={upload} disabled={progress !== null}>Upload</button>
        <button type="button" className="btn btn--ghost" onClick={review} disabled={!uploaded}>Review</button>
      </div>
      {progress !== null && (
        <div className="upload-progress">
          <progress max={1} value={progress} aria-label="Upload progress" />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      )}
      {uploaded && (
        <Alert kind="success">
          Uploaded {uploaded.name} ({formatBytes(uploaded.size)}). Unique ID: <code className="doc-id">{uploaded.uniqueID}</code>{' '}
          <CopyButton text={uploaded.uniqueID} label="Copy the unique ID" />
        </Alert>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      <DocumentViewer emptyText={UI_TEXT.noDocumentUploaded} file={stored ?? chosen} />
    </section>
  );
}
