import type { DocumentSummary } from '@lexmitra/contracts';
import { ReactNode, useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../../shared/session';
import { AccessPdf, AccessRequestFromList } from './AccessPdf';
import { ClientUpload } from './ClientUpload';
import { DocumentList } from './DocumentList';
import './documents.css';

/** Documents belong to accounts, so the public routes ask visitors to sign in first. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <Spinner />;
  if (status === 'signedOut') {
    return (
      <div className="alert alert--info" role="status">
        <Trans i18nKey="documents.signIn" components={{ signin: <Link to="/sign-in" /> }} />
      </div>
    );
  }
  return <>{children}</>;
}

/** The list's View button opens the document in Access PDF and brings that into view. */
function useViewInAccess() {
  const [open, setOpen] = useState<AccessRequestFromList | null>(null);
  const view = useCallback((doc: DocumentSummary) => {
    setOpen({ uniqueID: doc.uniqueID, email: doc.email, nonce: Date.now() });
    document.getElementById('access-pdf')?.scrollIntoView({ behavior: 'smooth' });
  }, []);
  return { open, view };
}

type ScreenKey = 'available' | 'client' | 'lawyer';

function Page({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="documents stack" aria-labelledby="documents-title">
      <h1 id="documents-title">{t(`documents.screens.${screen}.title`)}</h1>
      <p className="muted">{t(`documents.screens.${screen}.intro`)}</p>
      <SignedInOnly>{children}</SignedInOnly>
    </section>
  );
}

/** Upload, open by ID, and the library: what Available Docs and the client's view both offer. */
function UploadAndAccess({ screen }: { screen: ScreenKey }) {
  const { open, view } = useViewInAccess();
  return (
    <Page screen={screen}>
      <div className="documents__tools">
        <ClientUpload />
        <AccessPdf open={open} />
      </div>
      <DocumentList onView={view} />
    </Page>
  );
}

/** /available-documents and /dashboard/available-documents: upload, open by ID, and the library. */
export const AvailableDocsScreen = () => (
  <UploadAndAccess screen="available" />
);

/** /client-view: a client sends documents to their advocate and sees what was shared. */
export const ClientViewScreen = () => (
  <UploadAndAccess screen="client" />
);

/** /lawyer-view: an advocate opens a client's document by its unique ID and e-mail. */
export function LawyerViewScreen() {
  const { open, view } = useViewInAccess();
  return (
    <Page screen="lawyer">
      <AccessPdf open={open} />
      <DocumentList onView={view} />
    </Page>
  );
}
