import type { DocumentSummary } from '@lexmitra/contracts';
import { useState } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../auth/AuthProvider';
import { useDeleteDocument } from './api/delete-document';
import { useDocumentList } from './api/get-documents';
import { useDownloadDocument } from './api/open-document';
import { CopyButton } from './CopyButton';
import { formatBytes } from './formatBytes';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Available Docs: what the user uploaded or was sent, newest first, ten to a page. */
export function DocumentList({ onView }: { onView: (doc: DocumentSummary) => void }) {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const list = useDocumentList(page);
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  // One message at a time: starting either action clears the other's failure.
  const error = (download.error ?? remove.error)?.message ?? null;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / (list.data?.pageSize ?? 10)));

  const save = (doc: DocumentSummary) => {
    remove.reset();
    download.mutate({ uniqueID: doc.uniqueID, email: doc.email });
  };
  const erase = (doc: DocumentSummary) => {
    download.reset();
    remove.mutate(doc.uniqueID);
  };

  return (
    <section className="card stack" aria-labelledby="doc-list-title">
      <h2 id="doc-list-title">Your documents</h2>
      {list.isPending && <Spinner label="Loading your documents..." />}
      {list.isError && <Alert kind="error">Could not load your documents: {list.error.message}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      {list.data && list.data.items.length === 0 && <p className="muted">No documents yet. Upload one above and it will be listed here.</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="doc-list" aria-label="Documents">
          {list.data.items.map((doc) => (
            <li key={doc.uniqueID} className="doc-list__item">
              <div className="doc-list__main">
                <strong className="doc-list__name">{doc.name}</strong>
                <span className="muted">
                  {formatBytes(doc.size)} · {dateFormat.format(new Date(doc.uploadedAt))}
                  {doc.uploadedByMe ? (doc.email !== user?.email ? ` · for ${doc.email}` : '') : ' · shared with you'}
                </span>
                <span className="doc-list__id">
                  <span className="muted">Unique ID:</span> <code className="doc-id">{doc.uniqueID}</code>{' '}
                  <CopyButton text={doc.uniqueID} label={`Copy the unique ID of ${doc.name}`} />
                </span>
              </div>
              <div className="row doc-list__actions">
                <button type="button" className="btn btn--ghost btn--small" onClick={() => onView(doc)} aria-label={`View ${doc.name}`}>View</button>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => save(doc)} aria-label={`Download ${doc.name}`}>Download</button>
                {doc.uploadedByMe && (
                  <button type="button" className="btn btn--ghost btn--small btn--danger" disabled={remove.isPending} aria-label={`Delete ${doc.name}`}
                    onClick={() => window.confirm(`Delete ${doc.name}? This cannot be undone.`) && erase(doc)}>
                    Delete
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="row" aria-label="Document pages">
          <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
          <span>Page {page} of {pages}</span>
          <button type="button" className="btn btn--ghost btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
        </nav>
      )}
    </section>
  );
}
