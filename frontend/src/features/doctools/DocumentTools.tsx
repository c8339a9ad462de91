import { DOC_AI_OPERATIONS, DOC_AI_QUERIES, DocAiOperation, PaperMeta, TRANSLATION_LANGUAGES } from '@lexmitra/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { useAuth, useClientConfig } from '../../shared/session';
import { useProcessDocument } from './api/process-document';
import { cleanText } from './cleanText';
import { FilePicker } from './FilePicker';
import { KeepResult, KeptResult } from './KeepResult';
import { OfflineNote } from './OfflineNote';
import { PaperNextDate } from './PaperNextDate';
import './doctools.css';

type Operation = DocAiOperation;

// docs/product.md §8's texts, as `errors.*` keys of the locale files (en.json holds them to the letter).
const FAILED = { translate: 'errors.translateFailed', summarize: 'errors.summarizeFailed', simplify: 'errors.simplifyFailed', answer: 'errors.answerFailed' } as const satisfies Record<Operation, string>;
// Said instead when the failure will not go away by trying again (no model here, a file refused, a limit spent).
const REFUSED = { translate: 'doctools.refused.translate', summarize: 'doctools.refused.summarize', simplify: 'doctools.refused.simplify', answer: 'doctools.refused.answer' } as const satisfies Record<Operation, string>;
/** Failures that may pass: only these keep docs/product.md §8's "Please try again". */
const PASSING = new Set(['INTERNAL', 'AI_MALFORMED', 'AI_RATE_LIMITED', 'AI_UPSTREAM', 'AI_TIMEOUT', 'RATE_LIMITED', 'DEPENDENCY_DOWN']);
const EMPTY = { translate: 'errors.noTranslation', summarize: 'errors.noSummary', simplify: 'errors.noSimplified', answer: 'errors.noAnswer' } as const satisfies Record<Operation, string>;
/** One button per operation of the contracts' list, labelled by the `doctools.<operation>` key. */
const OPERATIONS = DOC_AI_OPERATIONS.map((op) => [op, `doctools.${op}`] as const);

/**
 * docs/product.md §8's failure text for a failure that may pass (it says "Please try again"); a permanent one (no
 * model on this server, a file refused, a limit spent) says what happened and why, never "try again".
 * A cancel says nothing.
 */
function failureText(t: TFunction, err: Error | null, operation: Operation | undefined): string {
  if (!err || !operation) return '';
  const code = err instanceof HttpError ? err.code : undefined;
  if (code === 'CANCELLED') return '';
  if (!code || code === 'INTERNAL') return t(FAILED[operation]);
  return PASSING.has(code) ? `${t(FAILED[operation])} ${err.message}` : `${t(REFUSED[operation])} ${err.message}`;
}

/** What the progress line names in each stage of a document job (OCR is the slow one). */
const STAGE_KEY = { reading: 'doctools.stageReading', ocr: 'doctools.stageOcr', processing: 'doctools.stageProcessing' } as const;

/**
 * docs/product.md screen 2. `translate` (/idk, /dashboard/translate) previews the chosen file and asks, by
 * default, for a line-by-line explanation; `docai` (/doc.ai, /dashboard/docai) defaults to a summary.
 */
export function DocumentTools({ variant }: { variant: 'translate' | 'docai' }) {
  const { t } = useTranslation();
  const job = useProcessDocument();
  const config = useClientConfig().data;
  const needsModel: readonly Operation[] = config?.needsModel ?? [];
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState('');
  const [question, setQuestion] = useState('');
  // The last result stays on screen when a later run fails or is cancelled.
  const [output, setOutput] = useState('');
  // The result as the worker gave it, offered for download or as a draft (not the empty-result text).
  const [kept, setKept] = useState<KeptResult | null>(null);
  // What a summary read about the paper (its kind, the next date), for the diary button.
  const [paper, setPaper] = useState<PaperMeta | null>(null);
  const signedIn = useAuth().status === 'signedIn';
  const [notice, setNotice] = useState('');
  const ids = { lang: useId(), question: useId(), offline: useId() };
  const preview = usePreviewUrl(variant === 'translate' ? file : null);
  const busy: Operation | null = job.isPending ? job.variables.operation : null;
  const error = failureText(t, job.error, job.variables?.operation);
  const progress = job.progress;

  function run(operation: Operation) {
    setNotice('');
    const typed = question.trim();
    if (operation === 'translate' && (!file || !language)) return setNotice(t('errors.needFileAndLanguage'));
    if ((operation === 'summarize' || operation === 'simplify') && !file) return setNotice(t('errors.needFile'));
    if (operation === 'answer' && (!file || !typed)) return setNotice(t('errors.needFileAndQuestion'));
    const query =
      operation === 'translate' ? typed || (variant === 'translate' ? DOC_AI_QUERIES.explainEveryLine : DOC_AI_QUERIES.summariseDefault)
      : operation === 'summarize' ? typed || DOC_AI_QUERIES.summarize
      : operation === 'simplify' ? DOC_AI_QUERIES.simplify
      : typed;
    job.mutate({ file: file!, query, operation, translationLanguage: operation === 'translate' ? language : undefined, language: language || undefined }, {
      onSuccess: (answer) => {
        const text = String((operation === 'translate' ? answer.translated_answer : answer.answer) ?? '');
        setOutput(text.trim() ? cleanText(text) : t(EMPTY[operation]));
        const kind = operation === 'translate' ? 'translation' : operation === 'answer' ? 'answer' : 'summary';
        setKept(text.trim() ? { text: cleanText(text), kind, language: operation === 'translate' ? language : undefined, sourceName: file!.name } : null);
        setPaper((answer.paper as PaperMeta | undefined) ?? null);
      },
    });
  }

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <section className="doctools stack" aria-labelledby="doctools-title">
      <h1 id="doctools-title">{variant === 'translate' ? t('doctools.translateTitle') : t('doctools.docaiTitle')}</h1>
      <Alert kind="info">{t('errors.aiDisclaimer')}</Alert>
      {config?.docEngine === 'offline' && <OfflineNote id={ids.offline} needsModel={needsModel} />}
      <FilePicker file={file} onFile={(f) => { setFile(f); setOutput(''); setKept(null); setPaper(null); job.reset(); }} disabled={busy !== null} />
      {preview && <iframe className="doctools__preview" src={preview} title={t('doctools.preview', { name: file?.name })} />}
      <div className="doctools__controls">
        <div className="field">
          <label htmlFor={ids.lang}>{t('doctools.language')}</label>
          <select id={ids.lang} value={language} onChange={(e) => setLanguage(e.target.value)} disabled={busy !== null}>
            <option value="">{t('doctools.selectLanguage')}</option>
            {TRANSLATION_LANGUAGES.map((l) => <option key={l.code} value={l.code}>{t(`languages.${l.code}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.question}>{t('doctools.question')}</label>
          <input id={ids.question} placeholder={t('doctools.questionPlaceholder')} value={question} onChange={(e) => setQuestion(e.target.value)} disabled={busy !== null} />
        </div>
      </div>
      <div className="row">
        {OPERATIONS.map(([op, label]) => (
          <button key={op} type="button" className="btn btn--primary" disabled={busy !== null || needsModel.includes(op)} aria-describedby={needsModel.includes(op) ? ids.offline : undefined} onClick={() => run(op)}>
            {busy === op ? t('doctools.working') : t(label)}
          </button>
        ))}
        {busy && <button type="button" className="btn btn--ghost" onClick={job.cancel}>{t('common.cancel')}</button>}
      </div>
      {notice && <Alert kind="error">{notice}</Alert>}
      {busy && (
        <div className="stack" aria-live="polite">
          <progress className="doctools__progress" max={100} value={percent ?? undefined} aria-label={t('doctools.progress')} />
          <span className="muted">{percent === null ? t('doctools.reading') : `${t(STAGE_KEY[progress!.stage ?? 'processing'])}: ${t('doctools.percent', { percent, done: progress!.done, total: progress!.total })}`}</span>
        </div>
      )}
      <section className="card doctools__output" aria-labelledby="output-title">
        <h2 id="output-title">{t('doctools.output')}</h2>
        <div className="doctools__output-text" tabIndex={0} aria-live="polite">{output || <span className="muted">{t('doctools.resultHere')}</span>}</div>
        {error && <p className="doctools__error" role="alert">{error}</p>}
        {paper && output && <PaperNextDate paper={paper} signedIn={signedIn} />}
        {kept && output && <KeepResult result={kept} />}
      </section>
    </section>
  );
}

/** A blob URL for previewing a chosen PDF; Word files cannot be shown by the browser. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !/\.pdf$/i.test(file.name)) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
