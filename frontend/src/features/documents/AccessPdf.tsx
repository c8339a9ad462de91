import { FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredUser } from '../../shared/storedUser';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useAuth } from '../../shared/session';
import { useOpenDocument } from './api/open-document';
import { DocumentViewer } from './DocumentViewer';

/** A request from elsewhere on the page (the list's View button) to open a document here. */
export interface AccessRequestFromList {
  uniqueID: string;
  email: string;
  nonce: number;
}

/** docs/product.md screen 4: open a stored document by its e-mail and unique ID; the PDF shows in the page. */
export function AccessPdf({ open }: { open?: AccessRequestFromList | null }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [email, setEmail] = useState(() => user?.email ?? readStoredUser().email ?? '');
  const [uniqueID, setUniqueID] = useState('');
  const access = useOpenDocument();
  const { mutate } = access;

  useEffect(() => {
    if (!open) return;
    setEmail(open.email);
    setUniqueID(open.uniqueID);
    mutate({ uniqueID: open.uniqueID, email: open.email });
  }, [open, mutate]);

  function submit(e: FormEvent) {
    e.preventDefault();
    access.mutate({ uniqueID, email });
  }

  return (
    <section className="card stack" aria-labelledby="access-pdf-title" id="access-pdf">
      <h2 id="access-pdf-title">{t('documents.access')}</h2>
      <form className="stack" onSubmit={submit} aria-label={t('documents.access')}>
        <Field label={t('auth.email')} type="email" name="email" placeholder={t('documents.enterEmail')} required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field label={t('documents.uniqueIdLabel')} name="uniqueID" placeholder={t('documents.enterId')} required autoComplete="off" spellCheck={false}
          value={uniqueID} onChange={(e) => setUniqueID(e.target.value)} />
        <div className="row">
          <button type="submit" className="btn btn--primary" disabled={access.isPending}>{t('landing.submit')}</button>
        </div>
      </form>
      {access.isPending && <p className="muted" role="status">{t('documents.opening')}</p>}
      {access.isError && <Alert kind="error">{access.error.message}</Alert>}
      <DocumentViewer emptyText={t('errors.noDocumentAccessed')} file={access.isSuccess ? access.data : null} />
    </section>
  );
}
