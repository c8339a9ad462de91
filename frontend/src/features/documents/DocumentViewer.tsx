import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../shared/useObjectUrl';

export interface ViewedFile {
  blob: Blob;
  name: string;
  contentType: string;
}

/**
 * docs/product.md screen 3's 400px Document Viewer: its empty text until there is a file, then the PDF itself. DOC and
 * DOCX cannot be rendered by browsers, so those are offered for download instead.
 */
export function DocumentViewer({ emptyText, file, label: given }: { emptyText: string; file: ViewedFile | null; label?: string }) {
  const { t } = useTranslation();
  const label = given ?? t('documents.viewer');
  const url = useObjectUrl(file?.blob ?? null);
  const isPdf = file?.contentType === 'application/pdf' || /\.pdf$/i.test(file?.name ?? '');
  const isImage = /^image\/(jpeg|png)$/.test(file?.contentType ?? '') || /\.(jpe?g|png)$/i.test(file?.name ?? '');
  return (
    <section className="doc-viewer" aria-label={label}>
      <h3 className="doc-viewer__title">{label}</h3>
      {/* Empty, it is one line: two 400px blank boxes made the page three screens long on a phone. */}
      {!file || !url ? (
        <p className="doc-viewer__none muted">{emptyText}</p>
      ) : isPdf ? (
        <iframe className="doc-viewer__frame" src={url} title={`${label}: ${file.name}`} />
      ) : isImage ? (
        <img className="doc-viewer__image" src={url} alt={t('documents.photoOf', { name: file.name })} />
      ) : (
        <div className="doc-viewer__empty">
          <p>{t('documents.cannotShow', { name: file.name })}</p>
          <a className="btn btn--ghost" href={url} download={file.name}>{t('documents.downloadName', { name: file.name })}</a>
        </div>
      )}
    </section>
  );
}
