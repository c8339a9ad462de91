import type { AskAnswer } from '@lexmitra/contracts';
import { asciiDigits } from '@lexmitra/contracts';
import { FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../../shared/session';
import { useCasesMeta } from './api/get-cases-meta';
import { CaseQuery, useCaseSearch } from './api/search-cases';
import { CaseResults } from './CaseResults';
import { courtName } from './readable';
import './cases.css';

/** A year typed in Latin, Bengali or Devanagari digits. */
const yearOf = (typed: string) => {
  const s = asciiDigits(typed.trim());
  return /^\d{4}$/.test(s) ? Number(s) : undefined;
};

/**
 * docs/product.md screen 8 ('Documents', case search). Blank query: 'Please enter a valid query.' without a
 * call; while busy the button reads 'Fetching...'; any failure shows docs/product.md §8's one failure text.
 * Search needs a session (POST /ask is behind the guard), so signed-out visitors are sent to sign in.
 */
export function CaseSearchScreen() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const search = useCaseSearch();
  const meta = useCasesMeta(status === 'signedIn');
  // A link may carry the search (a chat answer's citation chip: `?q=Section 138 …`); it runs on arrival.
  const [params] = useSearchParams();
  const linked = params.get('q')?.trim() ?? '';
  const [query, setQuery] = useState(linked);
  const [court, setCourt] = useState('');
  const [yearFrom, setYearFrom] = useState('');
  const [yearTo, setYearTo] = useState('');
  const [invalid, setInvalid] = useState(false);
  // The last answer stays on screen while the next page loads or when a later search fails.
  const [shown, setShown] = useState<{ asked: CaseQuery; answer: AskAnswer } | null>(null);
  const error = invalid ? t('errors.invalidQuery') : search.isError ? t('errors.fetchFailed') : null;

  function run(q: CaseQuery) {
    setInvalid(false);
    search.mutate(q, { onSuccess: (answer) => setShown({ asked: q, answer }) });
  }

  const ranLinked = useRef(false);
  useEffect(() => {
    if (!linked || status !== 'signedIn' || ranLinked.current) return;
    ranLinked.current = true;
    run({ query: linked, page: 1 });
    // `run` is a plain function of this render; the search is asked once, for the linked query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, status]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!query.trim()) {
      search.reset();
      setInvalid(true);
      return;
    }
    run({ query: query.trim(), court: court || undefined, yearFrom: yearOf(yearFrom), yearTo: yearOf(yearTo), page: 1 });
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
        <form className="stack" onSubmit={submit} aria-label={t('cases.form')} noValidate>
          <Field label={t('cases.search')} name="query" type="search" placeholder={t('cases.placeholder')} value={query} onChange={(e) => setQuery(e.target.value)} />
          <div className="case-search__filters">
            <div className="field">
              <label htmlFor="case-court">{t('cases.court')}</label>
              <select id="case-court" value={court} onChange={(e) => setCourt(e.target.value)}>
                <option value="">{t('cases.allCourts')}</option>
                {meta.data?.courts.map((c) => <option key={c.court} value={c.court}>{courtName(t, c.court)}</option>)}
              </select>
            </div>
            <Field label={t('cases.fromYear')} name="yearFrom" inputMode="numeric" placeholder={meta.data?.yearMin ? String(meta.data.yearMin) : t('cases.example', { year: 1950 })} value={yearFrom} onChange={(e) => setYearFrom(e.target.value)} />
            <Field label={t('cases.toYear')} name="yearTo" inputMode="numeric" placeholder={meta.data?.yearMax ? String(meta.data.yearMax) : t('cases.example', { year: 2024 })} value={yearTo} onChange={(e) => setYearTo(e.target.value)} />
          </div>
          {error && <Alert kind="error">{error}</Alert>}
          <button type="submit" className="btn btn--primary" disabled={search.isPending}>{search.isPending ? t('cases.fetching') : t('cases.submit')}</button>
        </form>
      )}
      {shown && <CaseResults query={shown.asked.query} answer={shown.answer} onPage={(page) => run({ ...shown.asked, page })} />}
    </section>
  );
}

// The judgment page shares this screen's lazy chunk (router.tsx).
export { JudgmentPage } from './JudgmentPage';
