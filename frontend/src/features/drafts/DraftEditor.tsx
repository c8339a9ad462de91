import { DraftSummary, fillPlaceholders, placeholdersOf, UI_TEXT, uiText } from '@lexmitra/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { readStoredUser } from '../../shared/storedUser';
import { Alert } from '../../shared/ui/Alert';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { draftsApi, exportBaseName, saveBlob } from './api';
import { MY_DRAFTS_KEY, MyDrafts } from './MyDrafts';
import { PlaceholderForm } from './PlaceholderForm';
import { TemplatePicker } from './TemplatePicker';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';
import './drafts.css';

type Busy = 'template' | 'open' | 'save' | 'pdf' | 'docx' | null;
const DISCARD = 'You have unsaved changes in the editor. Discard them?';

/** SPEC screen 9 (/drafts, /dashboard/drafts): pick a template, edit, save, download as PDF or DOCX. */
export function DraftEditor() {
  const queryClient = useQueryClient();
  const templates = useQuery({ queryKey: ['drafts', 'templates'], queryFn: draftsApi.templateNames, staleTime: 10 * 60_000, retry: false });
  const [templateUrl, setTemplateUrl] = useState('');
  const [content, setContent] = useState('');
  const [savedContent, setSavedContent] = useState('');
  const [draftId, setDraftId] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const editorId = useId();

  const dirty = content !== savedContent;
  const blocker = useUnsavedChangesWarning(dirty);
  const loading = busy !== null || templates.isPending;
  const placeholders = useMemo(() => placeholdersOf(content), [content]);
  const shownError = error || (templates.isError ? UI_TEXT.templateTypesFailed : '');

  async function run(kind: Exclude<Busy, null>, work: () => Promise<void>, failure: (message: string) => string) {
    setError('');
    setSuccess('');
    setBusy(kind);
    try {
      await work();
    } catch (err) {
      setError(failure((err as Error).message));
    } finally {
      setBusy(null);
    }
  }

  const load = (text: string, url: string, id: string | null) => {
    setContent(text);
    setSavedContent(text);
    setTemplateUrl(url);
    setDraftId(id);
  };

  function chooseTemplate(url: string) {
    if (!url || (dirty && !window.confirm(DISCARD))) return;
    setTemplateUrl(url);
    void run('template', async () => load(await draftsApi.template(url), url, null), () => UI_TEXT.templateContentFailed);
  }

  function openDraft(draft: DraftSummary) {
    if (dirty && !window.confirm(DISCARD)) return;
    void run('open', async () => {
      const detail = await draftsApi.open(draft.id);
      load(detail.documentContent, detail.templateUrl ?? '', detail.id);
    }, (m) => `The draft could not be opened: ${m}`);
  }

  function save() {
    const { userId } = readStoredUser();
    if (!userId) {
      setSuccess('');
      return setError(UI_TEXT.userIdNotFound);
    }
    const text = content;
    void run('save', async () => {
      const saved = await draftsApi.save({ userId, documentContent: text, templateUrl: templateUrl || undefined, draftId: draftId ?? undefined });
      setDraftId(saved.id);
      setSavedContent(text);
      setSuccess(UI_TEXT.draftSaved);
      void queryClient.invalidateQueries({ queryKey: MY_DRAFTS_KEY });
    }, uiText.saveDraftFailed);
  }

  function download(fileType: 'pdf' | 'docx') {
    const fileName = exportBaseName(templateUrl);
    void run(fileType, async () => saveBlob(await draftsApi.convert({ content, fileType, fileName }), `${fileName}.${fileType}`),
      (m) => uiText.downloadFailed(fileType === 'pdf' ? 'PDF' : 'DOCX', m));
  }

  return (
    <section className="drafts stack" aria-labelledby="drafts-title">
      <h1 id="drafts-title">Drafts</h1>
      <div className="drafts__layout">
        <div className="stack drafts__main">
          <TemplatePicker templates={templates.data ?? []} value={templateUrl} disabled={loading} onChoose={chooseTemplate} />
          <div className="field">
            <label htmlFor={editorId}>Draft text{dirty && <span className="drafts__unsaved"> (unsaved changes)</span>}</label>
            <textarea id={editorId} className="drafts__editor" rows={24} value={content} disabled={loading} spellCheck
              placeholder="Choose a template above, or start typing your draft here." onChange={(e) => setContent(e.target.value)} />
          </div>
          <div className="row">
            <button type="button" className="btn btn--primary" disabled={loading} onClick={save}>Save</button>
            <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => download('pdf')}>PDF</button>
            <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => download('docx')}>DOCX</button>
          </div>
          {loading && <Spinner />}
          {shownError && (
            <div className="alert alert--error" role="alert"><strong>Error: </strong>{shownError}</div>
          )}
          {success && <Alert kind="success">{success}</Alert>}
        </div>
        <aside className="stack drafts__side" aria-label="Draft tools">
          <PlaceholderForm key={`${templateUrl}|${draftId}`} names={placeholders} disabled={loading} onFill={(values) => setContent((c) => fillPlaceholders(c, values))} />
          <MyDrafts currentId={draftId} disabled={loading} onOpen={openDraft} />
        </aside>
      </div>
      {blocker.state === 'blocked' && (
        <Modal title="Leave without saving?" onClose={() => blocker.reset()}>
          <p>Your draft has changes that are not saved. If you leave now, they are lost.</p>
          <div className="row">
            <button type="button" className="btn btn--primary" onClick={() => blocker.reset()}>Stay and keep editing</button>
            <button type="button" className="btn btn--ghost" onClick={() => blocker.proceed()}>Leave without saving</button>
          </div>
        </Modal>
      )}
    </section>
  );
}
