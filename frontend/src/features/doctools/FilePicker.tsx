import { DOC_AI_ACCEPTED_EXTENSIONS } from '@lexmitra/contracts';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';

const ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  // Photos of a notice or order: the server reads them by OCR (issue 18).
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** Drag-and-drop or browse for one PDF, DOC or DOCX file (SPEC §9 accepted types), or a JPEG/PNG photo of one. */
export function FilePicker({ file, onFile, disabled }: { file: File | null; onFile: (f: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const { getRootProps, getInputProps, isDragActive, fileRejections } = useDropzone({
    accept: ACCEPT,
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
