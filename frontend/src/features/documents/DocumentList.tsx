import type { DocumentSummary } from '@lexmitra/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../shared/i18n/formatBytes';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../../shared/session';
import { useDeleteDocument } from './api/delete-document';
import { useDocumentList } from './api/get-documents';
import { useDownloadDocument } from './api/open-document';
import { CopyButton } from '../../shared/ui/CopyButton';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const formatDate = (date: Date, language: string) => {
  if (!dateFormats.has(language)) dateFormats.set(language, new Intl.DateTimeFormat(`${language}-IN`, { dateStyle: 'medium', timeStyle: 'short' }));
  return dateFormats.get(language)!.format(date);
};

/** Available Docs: what the user uploaded or was sent, newest first, ten to a page. */
export function DocumentList({ onView }: { onView: (doc: DocumentSummary) => void }) {
  const { t, i18n } = useTranslation();
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
      <h2 id="doc-list-title">{t('documents.yours')}</h2>
      {list.isPending && <Spinner label={t('documents.loading')} />}
      {list.isError && <Alert kind="error">{t('documents.loadFailed', { message: list.error.message })}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      {list.data && list.data.items.length === 0 && <p className="muted">{t('documents.empty')}</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="doc-list" aria-label={t('documents.list')}>
          {list.data.items.map((doc) => (
            <li key={doc.uniqueID} className="doc-list__item">
              <div className="doc-list__main">
                <strong className="doc-list__name">{doc.name}</strong>
                <span className="muted">
                  {formatBytes(doc.size)} · {formatDate(new Date(doc.uploadedAt), i18n.language)}
                  {doc.uploadedByMe ? (doc.email !== user?.email ? ` · ${t('documents.forEmail', { email: doc.email })}` : '') : ` · ${t('documents.sharedWithYou')}`}
                </span>
                <span className="doc-list__id">
                  <span className="muted">{t('documents.uniqueId')}</span> <code className="doc-id">{doc.uniqueID}</code>{' '}
                  <CopyButton text={doc.uniqueID} label={t('documents.copyIdOf', { name: doc.name })} />
                </span>
              </div>
              <div className="row doc-list__actions">
                <button type="button" className="btn btn--ghost btn--small" onClick={() => onView(doc)} aria-label={t('documents.viewName', { name: doc.name })}>{t('documents.view')}</button>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => save(doc)} aria-label={t('documents.downloadName', { name: doc.name })}>{t('documents.download')}</button>
                {doc.uploadedByMe && (
                  <button type="button" className="btn btn--ghost btn--small btn--danger" disabled={remove.isPending} aria-label={t('documents.deleteName', { name: doc.name })}
                    onClick={() => window.confirm(t('documents.confirmDelete', { name: doc.name })) && erase(doc)}>
                    {t('common.delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="row" aria-label={t('documents.pages')}>
          <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('cases.previous')}</button>
          <span>{t('cases.page', { page, pages })}</span>
          <button type="button" className="btn btn--ghost btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('cases.next')}</button>
        </nav>
      )}
    </section>
  );
}
