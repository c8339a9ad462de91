import { ACCEPTED_UPLOAD_EXTENSIONS } from '@lexmitra/contracts';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';

const ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** Drag-and-drop or browse for one PDF, DOC or DOCX file (SPEC §9 accepted types). */
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
        <p className="muted">{ACCEPTED_UPLOAD_EXTENSIONS.join(', ')}</p>
        {file && <p><strong>{t('doctools.selected')}</strong> {file.name}</p>}
      </div>
      {fileRejections.length > 0 && <p className="alert alert--error" role="alert">{t('doctools.onlyTypes')}</p>}
    </div>
  );
}
