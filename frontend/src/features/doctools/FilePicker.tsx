import { ACCEPTED_UPLOAD_TYPES, DOC_AI_ACCEPTED_EXTENSIONS } from '@lexmitra/contracts';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';

/** Drag-and-drop or browse for one PDF, DOC or DOCX file (docs/product.md §9 accepted types), or a JPEG/PNG photo of one. */
export function FilePicker({ file, onFile, disabled }: { file: File | null; onFile: (f: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const { getRootProps, getInputProps, isDragActive, fileRejections } = useDropzone({
    // Photos of a notice or order too: the server reads them by OCR (issue 18). Available Docs takes the same list.
    accept: ACCEPTED_UPLOAD_TYPES,
    multiple: false,
    disabled,
    onDropAccepted: (files) => onFile(files[0]),
  });
  return (
    <div className="stack">
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' dropzone--active' : ''}` })}>
        <input {...getInputProps({ 'aria-label': t('doctools.choose') })} />
        <p>{isDragActive ? t('doctools.dropHere') : t('doctools.dragOrBrowse')}</p>
        <p className="muted">{DOC_AI_ACCEPTED_EXTENSIONS.join(', ')}. {t('doctools.scansNote')}</p>
        {file && <p><strong>{t('doctools.selected')}</strong> {file.name}</p>}
      </div>
      {fileRejections.length > 0 && <p className="alert alert--error" role="alert">{t('doctools.onlyTypes')}</p>}
    </div>
  );
}
