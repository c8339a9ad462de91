import { placeholdersOf } from '@lexmitra/contracts';
import type { DraftSummary } from '@lexmitra/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedLanguage } from '../../shared/i18n/useLoadedLanguage';
import { readStoredUser } from '../../shared/storedUser';
import { Alert } from '../../shared/ui/Alert';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { myFirmQueryOptions } from '../dashboard';
import { useExportDraft } from './api/export-draft';
import { getTemplate, useTemplates } from './api/get-templates';
import { getDraft } from './api/my-drafts';
import { useSaveDraft } from './api/save-draft';
import { draftLanguage, templateName } from './draftLanguage';
import { DraftPreview } from './DraftPreview';
import { applyBlanks } from './fillBlanks';
import { MyDrafts } from './MyDrafts';
import { PlaceholderForm } from './PlaceholderForm';
import { TemplatePicker } from './TemplatePicker';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';
import './drafts.css';

type Source = { kind: 'template'; url: string; name: string } | { kind: 'draft'; id: string };
interface Loaded { text: string; url: string; id: string | null; title: string }

/** What the editor opens: a template's text (a new draft, named after it) or a saved draft's latest version. */
async function loadSource(source: Source): Promise<Loaded> {
  if (source.kind === 'template') return { text: await getTemplate(source.url), url: source.url, id: null, title: source.name };
  const draft = await getDraft(source.id);
  return { text: draft.documentContent, url: draft.templateUrl ?? '', id: draft.id, title: draft.title };
}

/** docs/product.md screen 9 (/drafts, /dashboard/drafts): pick a template, edit, save, download as PDF or DOCX. */
export function DraftEditor() {
  const { t, i18n } = useTranslation();
  const discard = t('drafts.discard');
  const templates = useTemplates();
  const opening = useMutation({ mutationFn: loadSource });
  const saving = useSaveDraft();
  const exporting = useExportDraft();
  const [templateUrl, setTemplateUrl] = useState('');
  const [content, setContent] = useState('');
  const [savedContent, setSavedContent] = useState('');
  const [draftId, setDraftId] = useState<string | null>(null);
  // The draft's own name, so several notices made from one template can be told apart; saved with it.
  const [title, setTitle] = useState('');
  const [savedTitle, setSavedTitle] = useState('');
  // The blanks this draft was opened with and the values last put in them: the form outlives the filling.
  const [blanks, setBlanks] = useState<string[]>([]);
  const [filled, setFilled] = useState<Record<string, string>>({});
  // Read shows the draft as it will print; Edit shows the text itself.
  const [mode, setMode] = useState<'read' | 'edit'>('read');
  // A member of a firm sends notices on its behalf: the firm's details are offered in the advocate's
  // blanks (the person can change them before filling). Without a session or a firm: nothing offered.
  const firm = useQuery({ ...myFirmQueryOptions(), refetchInterval: false, retry: false, select: (a) => a.firm }).data;
  const suggested = useMemo((): Record<string, string> => (firm ? { firm_name: firm.name } : {}), [firm]);
  const [noUser, setNoUser] = useState(false);
  const editorId = useId();
  const titleId = useId();
  const previewId = useId();

  const dirty = content !== savedContent || title.trim() !== savedTitle.trim();
  const blocker = useUnsavedChangesWarning(dirty);
  const loading = opening.isPending || saving.isPending || exporting.isPending || templates.isPending;
  const placeholders = useMemo(() => placeholdersOf(content), [content]);
  const formNames = useMemo(() => [...new Set([...blanks, ...placeholders])], [blanks, placeholders]);
  const lng = useLoadedLanguage(draftLanguage(content)) ?? i18n.language;
  const reading = mode === 'read' && content.trim() !== '';
  // docs/product.md §8's texts are errors.* keys (en.json holds them to the letter; contracts' uiText builds the same).
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

  const load = ({ text, url, id, title: name }: Loaded) => {
    setContent(text);
    setSavedContent(text);
    setTemplateUrl(url);
    setDraftId(id);
    setTitle(name);
    setSavedTitle(name);
    setBlanks(placeholdersOf(text));
    setFilled({});
    setMode('read');
  };

  function chooseTemplate(url: string) {
    if (!url || (dirty && !window.confirm(discard))) return;
    setTemplateUrl(url);
    startOnly(opening);
    const entry = templates.data?.find((e) => e.url === url);
    opening.mutate({ kind: 'template', url, name: entry ? templateName(t, entry.url, entry.name) : '' }, { onSuccess: load });
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
    saving.start({ userId, documentContent: text, title: title.trim() || undefined, templateUrl: templateUrl || undefined, draftId: draftId ?? undefined }, {
      onSuccess: (saved) => {
        setDraftId(saved.id);
        setSavedContent(text);
        setTitle(saved.title);
        setSavedTitle(saved.title);
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
            <label htmlFor={titleId}>{t('drafts.name')}</label>
            <input id={titleId} value={title} maxLength={200} disabled={loading} placeholder={t('drafts.namePlaceholder')} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="field">
            <div className="drafts__head">
              <label htmlFor={editorId}>{t('drafts.text')}{dirty && <span className="drafts__unsaved"> {t('drafts.unsaved')}</span>}</label>
              {content.trim() !== '' && (
                <div className="view-toggle" role="group" aria-label={t('drafts.view')}>
                  <button type="button" aria-pressed={reading} onClick={() => setMode('read')}>{t('drafts.read')}</button>
                  <button type="button" aria-pressed={!reading} onClick={() => setMode('edit')}>{t('drafts.edit')}</button>
                </div>
              )}
            </div>
            {reading && <DraftPreview id={previewId} text={content} lng={lng} />}
            {/* Kept in the page while reading (hidden), so the text and its label stay one control. */}
            <textarea id={editorId} className="drafts__editor" rows={24} value={content} disabled={loading} spellCheck hidden={reading}
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
          <PlaceholderForm key={`${templateUrl}|${draftId}|${blanks.join()}|${firm?.id ?? ''}`} names={formNames} filled={filled} suggested={suggested} left={placeholders.length} lng={lng} disabled={loading}
            onFill={(values) => {
              setContent((c) => applyBlanks(c, filled, values));
              setFilled(values);
            }} />
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
