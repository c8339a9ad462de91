import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../shared/useObjectUrl';

export interface ViewedFile {
  blob: Blob;
  name: string;
  contentType: string;
}

/**
 * SPEC's 400px Document Viewer: its empty text until there is a file, then the PDF itself. DOC and
 * DOCX cannot be rendered by browsers, so those are offered for download instead.
 */
export function DocumentViewer({ emptyText, file, label: given }: { emptyText: string; file: ViewedFile | null; label?: string }) {
  const { t } = useTranslation();
  const label = given ?? t('documents.viewer');
  const url = useObjectUrl(file?.blob ?? null);
  const isPdf = file?.contentType === 'application/pdf' || /\.pdf$/i.test(file?.name ?? '');
  return (
    <section className="doc-viewer" aria-label={label}>
      <h3 className="doc-viewer__title">{label}</h3>
      {!file || !url ? (
        <p className="doc-viewer__empty muted">{emptyText}</p>
      ) : isPdf ? (
        <iframe className="doc-viewer__frame" src={url} title={`${label}: ${file.name}`} />
      ) : (
        <div className="doc-viewer__empty">
          <p>{t('documents.cannotShow', { name: file.name })}</p>
          <a className="btn btn--ghost" href={url} download={file.name}>{t('documents.downloadName', { name: file.name })}</a>
        </div>
      )}
    </section>
  );
}
