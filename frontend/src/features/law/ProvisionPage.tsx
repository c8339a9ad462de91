import type { Provision } from '@lexmitra/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../../shared/session';
import { courtName, readableDate } from '../cases';
import { useProvision } from './api/get-provision';
import './law.css';

/** Where a statute chip leads: /law?act=<the act's name>&section=<its number> (inside the dashboard, /dashboard/law). */
export function provisionLink(act: string, section: string, base = '/law'): string {
  return `${base}?${new URLSearchParams({ act, section })}`;
}

const isArticle = (act: string, section: string) => /^Constitution/i.test(act) || /^art/i.test(section);

/**
 * One provision of a statute as the product knows it: the knowledge base's summaries that rest on it
 * (in the interface language where they are written in it) and the judgments of the corpus that cite
 * it. Never a search of the chip's words: a provision no judgment cites says so.
 */
export function ProvisionPage() {
  const { t, i18n } = useTranslation();
  const { status } = useAuth();
  const [params] = useSearchParams();
  const act = params.get('act')?.trim() ?? '';
  const section = params.get('section')?.trim() ?? '';
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const provision = useProvision(act, section, lang, status === 'signedIn');
  const number = section.replace(/^art(icle)?\.?\s*/i, '');
  const heading = act && section ? t(isArticle(act, section) ? 'law.article' : /^\d/.test(section) ? 'law.section' : 'law.other', { section: number, act: provision.data?.act ?? act }) : t('law.missing');

  return (
    <article className="provision stack" aria-labelledby="provision-title">
      <h1 id="provision-title">{heading}</h1>
      {status === 'loading' ? <Spinner /> : status === 'signedOut' ? (
        <p className="alert alert--info" role="status"><Trans i18nKey="law.signIn" components={{ signin: <Link to="/sign-in" /> }} /></p>
      ) : !act || !section ? (
        <Alert kind="error">{t('law.missing')}</Alert>
      ) : provision.isPending ? <Spinner /> : provision.isError ? (
        <Alert kind="error">{provision.error instanceof HttpError && provision.error.status === 404 ? t('law.unknownAct') : t('errors.fetchFailed')}</Alert>
      ) : (
        <ProvisionBody provision={provision.data} />
      )}
    </article>
  );
}

function ProvisionBody({ provision }: { provision: Provision }) {
  const { t, i18n } = useTranslation();
  const inDashboard = useLocation().pathname.startsWith('/dashboard');
  return (
    <>
      <section className="stack" aria-labelledby="provision-entries">
        <h2 id="provision-entries">{t('law.entries')}</h2>
        {provision.entries.length === 0 ? <p className="muted">{t('law.noEntries')}</p> : (
          <ul className="list-plain provision__entries">
            {provision.entries.map((e) => (
              <li key={e.id} className="card stack" lang={e.language}>
                <h3>{e.title}</h3>
                <p>{e.summary}</p>
                {e.punishment && <p><strong>{t('law.punishment', { lng: e.language })}</strong> {e.punishment}</p>}
                {e.forum && <p><strong>{t('law.forum', { lng: e.language })}</strong> {e.forum}</p>}
              </li>
            ))}
          </ul>
        )}
        <p className="muted">{t('law.note')}</p>
      </section>
      <section className="stack" aria-labelledby="provision-judgments">
        <h2 id="provision-judgments">{t('law.judgments')}</h2>
        {provision.judgments.length === 0 ? <p className="muted" role="status">{t('law.noJudgments')}</p> : (
          <ul className="list-plain provision__judgments">
            {provision.judgments.map((j) => (
              <li key={j.case_id} className="card">
                <h3 className="case-card__title"><Link to={`/cases/${encodeURIComponent(j.case_id)}`}>{j.title ?? j.case_id}</Link></h3>
                <p className="muted">
                  {courtName(t, j.court)}<span aria-hidden="true"> · </span><time dateTime={j.date}>{readableDate(j.date, i18n.language)}</time>
                  {j.citation && <><span aria-hidden="true"> · </span>{j.citation}</>}
                </p>
                <p>{j.description}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p><Link to={inDashboard ? '/dashboard/query' : '/query-page'}>{t('law.ask')}</Link></p>
    </>
  );
}
