import type { DocAiExportKind, DocAiExportRequest } from '@lexmitra/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readStoredUser } from '../../shared/storedUser';
import { useAuth } from '../../shared/session';
import { useExportResult, useSaveResultAsDraft } from './api/keep-result';

export interface KeptResult {
  text: string;
  kind: DocAiExportKind;
  /** The translation's target language (docs/product.md §9's code), when it is a translation. */
  language?: string;
  sourceName: string;
}

/**
 * Issue 17, "keep a translation": the finished result downloads as PDF or DOCX in its own script
 * (the convert worker shapes Indian scripts and Urdu), or becomes a draft to edit and export later.
 * Plain buttons in a labelled group; progress, success and errors are announced in the page.
 */
export function KeepResult({ result }: { result: KeptResult }) {
  const { t } = useTranslation();
  const exporting = useExportResult();
  const saving = useSaveResultAsDraft();
  const { user } = useAuth();
  const [noUser, setNoUser] = useState(false);
  const busy = exporting.isPending || saving.isPending;
  const format = exporting.isPending ? exporting.variables.format : null;

  function download(which: 'pdf' | 'docx') {
    saving.reset();
    setNoUser(false);
    exporting.mutate({ text: result.text, format: which, kind: result.kind, language: result.language as DocAiExportRequest['language'], sourceName: result.sourceName });
  }

  function save() {
    exporting.reset();
    // Call 10 names the user: the signed-in session's (which the BFF checks it against), else the stored one.
    const userId = user?.uid ?? readStoredUser().userId;
    setNoUser(!userId);
    if (!userId) return;
    saving.mutate({ userId, documentContent: result.text, title: t('export.draftTitle', { kind: t(`export.kind.${result.kind}`), name: result.sourceName }).slice(0, 200) });
  }

  const failed = noUser ? t('errors.userIdNotFound') : exporting.error ? t('export.downloadFailed', { message: exporting.error.message }) : saving.error ? t('export.saveFailed', { message: saving.error.message }) : '';
  return (
    <div className="doctools__keep stack">
      <div className="row" role="group" aria-label={t('export.groupLabel')}>
        <button type="button" className="btn" disabled={busy} onClick={() => download('pdf')}>
          {format === 'pdf' ? t('export.preparing') : t('export.pdf')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => download('docx')}>
          {format === 'docx' ? t('export.preparing') : t('export.docx')}
        </button>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={save}>
          {saving.isPending ? t('export.saving') : t('export.saveDraft')}
        </button>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {exporting.isSuccess && t('export.downloaded')}
        {saving.isSuccess && (
          <>
            {t('export.saved', { title: saving.data.title })} <Link to="/dashboard/drafts">{t('export.openDrafts')}</Link>
          </>
        )}
      </p>
      {failed && <p className="doctools__error" role="alert">{failed}</p>}
    </div>
  );
}
