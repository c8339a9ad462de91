import { CASE_DATASETS, type AskAnswer } from '@lexmitra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Highlight } from './Highlight';
import { courtName, readableDate } from './readable';

/** Result cards (court, date, description) with the matched passages, and the pager. */
export function CaseResults({ answer, onPage, query }: { answer: AskAnswer; onPage: (page: number) => void; query?: string }) {
  const { t, i18n } = useTranslation();
  const page = answer.page ?? 1;
  const pages = Math.max(1, Math.ceil((answer.total ?? answer.cases.length) / (answer.pageSize ?? 10)));
  // The OpenSearch engine stops counting at a bound (totalRelation 'gte'): say "or more", never a false exact count.
  const more = answer.totalRelation === 'gte';
  if (!answer.cases.length) return <p className="alert alert--info" role="status">{t('cases.noResults')}</p>;
  return (
    <section className="stack" aria-label={t('cases.results')}>
      <p className="muted" role="status">{t(more ? 'cases.foundAtLeast' : 'cases.found', { count: answer.total ?? answer.cases.length })}</p>
      <ol className="case-results">
        {answer.cases.map((c) => (
          <li key={c.case_id} className="card case-card">
            <h2 className="case-card__title">
              {/* Every result opens its judgment page, which marks the searched words. */}
              <Link to={`/cases/${encodeURIComponent(c.case_id)}${query ? `?q=${encodeURIComponent(query)}` : ''}`}>{c.title ?? c.case_id}</Link>
            </h2>
            <p className="case-card__meta">
              <span className="case-card__court">{courtName(t, c.court)}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={c.date}>{readableDate(c.date, i18n.language)}</time>
              {c.citation && <><span aria-hidden="true"> · </span><span className="case-card__citation">{c.citation}</span></>}
            </p>
            <p>{c.description}</p>
            {!!c.highlights?.length && (
              <ul className="case-card__highlights" aria-label={t('cases.passages')}>
                {c.highlights.map((h, i) => <li key={i}><Highlight text={h} /></li>)}
              </ul>
            )}
            {!!c.passages?.length && (
              <ul className="case-card__highlights" aria-label={t('cases.passages')}>
                {c.passages.map((p) => <li key={p.paragraph}><span className="muted">¶ {p.paragraph} </span><Highlight text={p.html} /></li>)}
              </ul>
            )}
            {c.source && <p className="muted case-card__source">{t('judgment.source')} {CASE_DATASETS[c.source.dataset].name}, {c.source.licence}</p>}
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="row case-pager" aria-label={t('cases.pages')}>
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('cases.previous')}</button>
          <span>{t(more ? 'cases.pageAtLeast' : 'cases.page', { page, pages })}</span>
          <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('cases.next')}</button>
        </nav>
      )}
    </section>
  );
}
