import type { AskAnswer } from '@lexmitra/contracts';
import { format, parseISO } from 'date-fns';
import { Highlight } from './Highlight';

const readableDate = (iso: string) => {
  const d = parseISO(iso);
  return Number.isNaN(d.getTime()) ? iso : format(d, 'd MMMM yyyy');
};

/** Result cards (court, date, description) with the matched passages, and the pager. */
export function CaseResults({ answer, onPage }: { answer: AskAnswer; onPage: (page: number) => void }) {
  const page = answer.page ?? 1;
  const pages = Math.max(1, Math.ceil((answer.total ?? answer.cases.length) / (answer.pageSize ?? 10)));
  if (!answer.cases.length) return <p className="alert alert--info" role="status">No cases matched your search. Try other words or wider filters.</p>;
  return (
    <section className="stack" aria-label="Search results">
      <p className="muted" role="status">{answer.total ?? answer.cases.length} cases found</p>
      <ol className="case-results">
        {answer.cases.map((c) => (
          <li key={c.case_id} className="card case-card">
            {c.title && <h2 className="case-card__title">{c.title}</h2>}
            <p className="case-card__meta">
              <span className="case-card__court">{c.court}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={c.date}>{readableDate(c.date)}</time>
              {c.citation && <><span aria-hidden="true"> · </span><span className="case-card__citation">{c.citation}</span></>}
            </p>
            <p>{c.description}</p>
            {!!c.highlights?.length && (
              <ul className="case-card__highlights" aria-label="Matching passages">
                {c.highlights.map((h, i) => <li key={i}><Highlight text={h} /></li>)}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="row case-pager" aria-label="Result pages">
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
          <span>Page {page} of {pages}</span>
          <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</button>
        </nav>
      )}
    </section>
  );
}
