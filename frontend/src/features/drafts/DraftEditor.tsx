import { fillPlaceholders, placeholdersOf } from '@lexmitra/contracts';
import type { DraftSummary } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredUser } from '../../shared/storedUser';
import { Alert } from '../../shared/ui/Alert';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { useExportDraft } from './api/export-draft';
import { getTemplate, useTemplates } from './api/get-templates';
import { getDraft } from './api/my-drafts';
import { useSaveDraft } from './api/save-draft';
import { MyDrafts } from './MyDrafts';
import { PlaceholderForm } from './PlaceholderForm';
import { TemplatePicker } from './TemplatePicker';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';
import './drafts.css';

type Source = { kind: 'template'; url: string } | { kind: 'draft'; id: string };
interface Loaded { text: string; url: string; id: string | null }

/** What the editor opens: a template's text (a new draft) or a saved draft's latest version. */
async function loadSource(source: Source): Promise<Loaded> {
  if (source.kind === 'template') return { text: await getTemplate(source.url), url: source.url, id: null };
  const draft = await getDraft(source.id);
  return { text: draft.documentContent, url: draft.templateUrl ?? '', id: draft.id };
}

/** SPEC screen 9 (/drafts, /dashboard/drafts): pick a template, edit, save, download as PDF or DOCX. */
export function DraftEditor() {
  const { t } = useTranslation();
  const discard = t('drafts.discard');
  const templates = useTemplates();
  const opening = useMutation({ mutationFn: loadSource });
  const saving = useSaveDraft();
  const exporting = useExportDraft();
  const [templateUrl, setTemplateUrl] = useState('');
  const [content, setContent] = useState('');
  const [savedContent, setSavedContent] = useState('');
  const [draftId, setDraftId] = useState<string | null>(null);
  const [noUser, setNoUser] = useState(false);
  const editorId = useId();

  const dirty = content !== savedContent;
  const blocker = useUnsavedChangesWarning(dirty);
  const loading = opening.isPending || saving.isPending || exporting.isPending || templates.isPending;
  const placeholders = useMemo(() => placeholdersOf(content), [content]);
  // SPEC's texts are errors.* keys (en.json holds them to the letter; contracts' uiText builds the same).
  const error = noUser ? t('errors.userIdNotFound')
    : opening.error ? (opening.variables?.kind === 'template' ? t('errors.templateContentFailed') : t('drafts.openFailed', { message: opening.error.message }))
    : saving.error ? t('errors.saveDraftFailed', { message: saving.error.message })
    : exporting.error ? t('errors.downloadFailed', { kind: exporting.variables?.fileType === 'pdf' ? 'PDF' : 'DOCX', message: exporting.error.message })
    : '';
  const shownError = error || (templates.isError ? t('errors.templateTypesFailed') : '');
  const success = saving.isSuccess ? t('errors.draftSaved') : '';

  /** One action at a time owns the message area: starting one clears what the others said. */
  function startOnly(current: { reset(): void }) {
    setNoUser(false);
    for (const m of [opening, saving, exporting]) if (m !== current) m.reset();
  }

  const load = ({ text, url, id }: Loaded) => {
    setContent(text);
    setSavedContent(text);
    setTemplateUrl(url);
    setDraftId(id);
  };

  function chooseTemplate(url: string) {
    if (!url || (dirty && !window.confirm(discard))) return;
    setTemplateUrl(url);
    startOnly(opening);
    opening.mutate({ kind: 'template', url }, { onSuccess: load });
  }

  function openDraft(draft: DraftSummary) {
    if (dirty && !window.confirm(discard)) return;
    startOnly(opening);
    opening.mutate({ kind: 'draft', id: draft.id }, { onSuccess: load });
  }

  function save() {
    const { userId } = readStoredUser();
    startOnly(saving);
    if (!userId) {
      saving.reset();
      return setNoUser(true);
    }
    const text = content;
    saving.start({ userId, documentContent: text, templateUrl: templateUrl || undefined, draftId: draftId ?? undefined }, {
      onSuccess: (saved) => {
        setDraftId(saved.id);
        setSavedContent(text);
      },
    });
  }

  function download(fileType: 'pdf' | 'docx') {
    startOnly(exporting);
    exporting.mutate({ content, fileType, templateUrl });
  }

  return (
    <section className="drafts stack" aria-labelledby="drafts-title">
      <h1 id="drafts-title">{t('drafts.title')}</h1>
      <div className="drafts__layout">
        <div className="stack drafts__main">
          <TemplatePicker templates={templates.data ?? []} value={templateUrl} disabled={loading} onChoose={chooseTemplate} />
          <div className="field">
            <label htmlFor={editorId}>{t('drafts.text')}{dirty && <span className="drafts__unsaved"> {t('drafts.unsaved')}</span>}</label>
            <textarea id={editorId} className="drafts__editor" rows={24} value={content} disabled={loading} spellCheck
              placeholder={t('drafts.placeholder')} onChange={(e) => setContent(e.target.value)} />
          </div>
          <div className="row">
            <button type="button" className="btn btn--primary" disabled={loading} onClick={save}>{t('common.save')}</button>
            <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => download('pdf')}>PDF</button>
            <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => download('docx')}>DOCX</button>
          </div>
          {loading && <Spinner />}
          {shownError && (
            <div className="alert alert--error" role="alert"><strong>{t('drafts.error')} </strong>{shownError}</div>
          )}
          {success && <Alert kind="success">{success}</Alert>}
        </div>
        <aside className="stack drafts__side" aria-label={t('drafts.tools')}>
          <PlaceholderForm key={`${templateUrl}|${draftId}`} names={placeholders} disabled={loading} onFill={(values) => setContent((c) => fillPlaceholders(c, values))} />
          <MyDrafts currentId={draftId} disabled={loading} onOpen={openDraft} />
        </aside>
      </div>
      {blocker.state === 'blocked' && (
        <Modal title={t('drafts.leaveTitle')} onClose={() => blocker.reset()}>
          <p>{t('drafts.leaveText')}</p>
          <div className="row">
            <button type="button" className="btn btn--primary" onClick={() => blocker.reset()}>{t('drafts.stay')}</button>
            <button type="button" className="btn btn--ghost" onClick={() => blocker.proceed()}>{t('drafts.leave')}</button>
          </div>
        </Modal>
      )}
    </section>
  );
}
