import { KB_TEXT_LANGUAGES } from '@lexmitra/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Spinner } from '../../shared/ui/Spinner';
import { useChatEntry } from './api/get-entry';
import { chipText, citationLink } from './BotReply';
import './chat.css';

/**
 * One knowledge-base entry in full: what a chat answer links to for the detail a phone-sized answer leaves
 * out (its summary, punishment, whether the police may act without a Magistrate, where to go, every right
 * and step, the sections). In the answer's language (`?language=hi`, `bn`), else the interface's.
 */
export function EntryPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const inDashboard = useLocation().pathname.startsWith('/dashboard');
  const asked = params.get('language') ?? i18n.language;
  const language = KB_TEXT_LANGUAGES.find((l) => l === asked) ?? 'en';
  const entry = useChatEntry(id, language);

  const back = (
    <p>
      <button type="button" className="btn btn--ghost" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(inDashboard ? '/dashboard/query' : '/query-page'))}>
        {t('chat.entry.back')}
      </button>
    </p>
  );
  if (entry.isPending) return <Spinner />;
  if (entry.isError) {
    const missing = entry.error instanceof HttpError && (entry.error.status === 404 || entry.error.status === 400);
    return (
      <div className="stack">
        <p className="alert alert--error" role="alert">{missing ? t('chat.entry.notFound') : t('errors.fetchFailed')}</p>
        {back}
      </div>
    );
  }
  const e = entry.data;
  const lng = e.language;
  const flags = [
    e.cognizable === undefined ? '' : t(e.cognizable ? 'chat.entry.cognizable' : 'chat.entry.nonCognizable', { lng }),
    e.bailable === undefined ? '' : t(e.bailable ? 'chat.entry.bailable' : 'chat.entry.nonBailable', { lng }),
  ].filter(Boolean);
  return (
    <article className="chat-entry stack" aria-labelledby="entry-title" lang={lng}>
      {back}
      <h1 id="entry-title">{e.title}</h1>
      <p>{e.summary}</p>
      {e.punishment && (
        <p><strong>{t('chat.entry.punishment', { lng })}</strong> {e.punishment}</p>
      )}
      {flags.map((f) => <p key={f} className="muted">{f}</p>)}
      {e.forum && (
        <p><strong>{t('chat.entry.forum', { lng })}</strong> {e.forum}</p>
      )}
      {e.rights.length > 0 && (
        <section className="chat__list">
          <h2>{t('chat.rights', { lng })}</h2>
          <ul>{e.rights.map((r, i) => <li key={i}>{r}</li>)}</ul>
        </section>
      )}
      {e.steps.length > 0 && (
        <section className="chat__list">
          <h2>{t('chat.nextSteps', { lng })}</h2>
          <ol>{e.steps.map((s, i) => <li key={i}>{s}</li>)}</ol>
        </section>
      )}
      {e.citations.length > 0 && (
        <ul className="chat__chips" aria-label={t('chat.cited', { lng })}>
          {e.citations.map((c, i) => {
            const to = citationLink(c, inDashboard ? '/dashboard' : '');
            return (
              <li key={`${c.act}-${c.section}-${i}`}>
                {to ? (
                  <Link className="chat__chip" to={to} title={t('chat.chipTitle', { what: c.act })}>{chipText(c.act, c.section)}</Link>
                ) : (
                  <span className="chat__chip chat__chip--plain" title={t('chat.chipTitle', { what: c.act })}>{chipText(c.act, c.section)}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="muted">{t('chat.entry.disclaimer', { lng })}</p>
    </article>
  );
}
