import { asciiDigits } from '@lexmitra/contracts';
import { FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../../shared/session';
import { useCasesMeta } from './api/get-cases-meta';
import { CaseQuery, useCaseResults } from './api/search-cases';
import { CaseResults } from './CaseResults';
import { courtName } from './readable';
import './cases.css';

/** A year typed in Latin, Bengali or Devanagari digits. */
const yearOf = (typed: string) => {
  const s = asciiDigits(typed.trim());
  return /^\d{4}$/.test(s) ? Number(s) : undefined;
};

/**
 * The search is in the address (/cases?q=…&court=…&from=1970&to=2017&page=2): Back from a judgment,
 * a reload or a shared link returns to the same query, filters and page. A chat answer's citation
 * chip links here the same way.
 */
export function searchOf(params: URLSearchParams): CaseQuery | null {
  const query = params.get('q')?.trim();
  if (!query) return null;
  const page = Number(params.get('page'));
  return {
    query,
    court: params.get('court') || undefined,
    yearFrom: yearOf(params.get('from') ?? ''),
    yearTo: yearOf(params.get('to') ?? ''),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function paramsOf(q: CaseQuery): Record<string, string> {
  const out: Record<string, string> = { q: q.query };
  if (q.court) out.court = q.court;
  if (q.yearFrom) out.from = String(q.yearFrom);
  if (q.yearTo) out.to = String(q.yearTo);
  if (q.page && q.page > 1) out.page = String(q.page);
  return out;
}

/**
 * docs/product.md screen 8 (case search). Blank query: 'Please enter a valid query.' without a call;
 * while busy the button reads 'Fetching...'; any failure shows docs/product.md §8's one failure text.
 * Search needs a session (POST /ask is behind the guard), so signed-out visitors are sent to sign in.
 */
export function CaseSearchScreen() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const meta = useCasesMeta(status === 'signedIn');
  const [params, setParams] = useSearchParams();
  const asked = searchOf(params);
  const results = useCaseResults(asked, status === 'signedIn');

  function submit(q: CaseQuery) {
    const next = paramsOf(q);
    // The same search again asks the server again (new judgments may have been imported).
    if (new URLSearchParams(next).toString() === new URLSearchParams(asked ? paramsOf(asked) : {}).toString()) void results.refetch();
    else setParams(next);
  }

  if (status === 'loading') return <Spinner />;
  return (
    <section className="case-search stack" aria-labelledby="case-search-title">
      <h1 id="case-search-title">{t('cases.title')}</h1>
      <p className="muted">{t('cases.lead')}</p>
      {status === 'signedOut' ? (
        <p className="alert alert--info" role="status">
          <Trans i18nKey="cases.signIn" components={{ signin: <Link to="/sign-in" /> }} />
        </p>
      ) : (
        // Keyed by the address: Back and Forward put the form back to the search they return to.
        <SearchForm key={params.toString()} asked={asked} courts={meta.data?.courts.map((c) => c.court) ?? []} yearMin={meta.data?.yearMin ?? undefined} yearMax={meta.data?.yearMax ?? undefined}
          busy={results.isFetching} failed={results.isError} onSearch={submit} />
      )}
      {results.data && asked && <CaseResults query={asked.query} answer={results.data} onPage={(page) => setParams(paramsOf({ ...asked, page }))} />}
    </section>
  );
}

function SearchForm({ asked, courts, yearMin, yearMax, busy, failed, onSearch }: {
  asked: CaseQuery | null; courts: string[]; yearMin?: number; yearMax?: number; busy: boolean; failed: boolean; onSearch(q: CaseQuery): void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(asked?.query ?? '');
  const [court, setCourt] = useState(asked?.court ?? '');
  const [yearFrom, setYearFrom] = useState(asked?.yearFrom ? String(asked.yearFrom) : '');
  const [yearTo, setYearTo] = useState(asked?.yearTo ? String(asked.yearTo) : '');
  const [invalid, setInvalid] = useState(false);
  const error = invalid ? t('errors.invalidQuery') : failed ? t('errors.fetchFailed') : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!query.trim()) return setInvalid(true);
    setInvalid(false);
    onSearch({ query: query.trim(), court: court || undefined, yearFrom: yearOf(yearFrom), yearTo: yearOf(yearTo), page: 1 });
  }

  return (
    <form className="stack" onSubmit={submit} aria-label={t('cases.form')} noValidate>
      <Field label={t('cases.search')} name="query" type="search" placeholder={t('cases.placeholder')} value={query} onChange={(e) => setQuery(e.target.value)} />
      <div className="case-search__filters">
        <div className="field">
          <label htmlFor="case-court">{t('cases.court')}</label>
          <select id="case-court" value={court} onChange={(e) => setCourt(e.target.value)}>
            <option value="">{t('cases.allCourts')}</option>
            {/* A court named in the address stays choosable while the list loads. */}
            {(court && !courts.includes(court) ? [court, ...courts] : courts).map((c) => <option key={c} value={c}>{courtName(t, c)}</option>)}
          </select>
        </div>
        <Field label={t('cases.fromYear')} name="yearFrom" inputMode="numeric" placeholder={yearMin ? String(yearMin) : t('cases.example', { year: 1950 })} value={yearFrom} onChange={(e) => setYearFrom(e.target.value)} />
        <Field label={t('cases.toYear')} name="yearTo" inputMode="numeric" placeholder={yearMax ? String(yearMax) : t('cases.example', { year: 2024 })} value={yearTo} onChange={(e) => setYearTo(e.target.value)} />
      </div>
      {error && <Alert kind="error">{error}</Alert>}
      <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('cases.fetching') : t('cases.submit')}</button>
    </form>
  );
}

// The judgment page shares this screen's lazy chunk (router.tsx).
export { JudgmentPage } from './JudgmentPage';
