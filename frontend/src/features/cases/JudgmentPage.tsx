import { CASE_DATASETS, CASE_LICENCE, type CaseDetail, type CaseLink } from '@lexmitra/contracts';
import { Fragment, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Spinner } from '../../shared/ui/Spinner';
import { casePdfUrl, useCaseDetail } from './api/get-case';
import './cases.css';
import { numbersItself, readingParagraphs } from './paragraphs';
import { courtName, readableDate } from './readable';

/** The words of the search that led here (3+ letters), to mark in the text. */
const wordsOf = (q: string | null) => [...new Set((q ?? '').toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A paragraph with the search's words in <mark>, as text nodes and elements only. */
function Marked({ text, words }: { text: string; words: RegExp | null }) {
  if (!words) return <>{text}</>;
  const parts = text.split(words);
  return <>{parts.map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>))}</>;
}

function CaseLinks({ links, label }: { links: CaseLink[]; label: string }) {
  return (
    <ul aria-label={label} className="judgment__links">
      {links.map((c) => (
        <li key={c.case_id}><Link to={`/cases/${encodeURIComponent(c.case_id)}`}>{c.title}</Link>{c.citation ? ` — ${c.citation}` : ''}</li>
      ))}
    </ul>
  );
}

function Meta({ c }: { c: CaseDetail }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string | undefined][] = [
    [t('judgment.court'), courtName(t, c.court)],
    [t('judgment.bench'), c.judges?.join(', ')],
    [t('judgment.date'), readableDate(c.date, i18n.language)],
    [t('judgment.citation'), c.citation],
    [t('judgment.neutralCitation'), c.neutral_citation],
    [t('judgment.petitioner'), c.petitioner ?? c.parties?.[0]],
    [t('judgment.respondent'), c.respondent ?? c.parties?.[1]],
    [t('judgment.disposal'), c.disposal],
    [t('judgment.caseNo'), c.case_no],
  ];
  return (
    <dl className="judgment__meta">
      {rows.filter(([, v]) => v).map(([k, v]) => (
        <div key={k}><dt>{k}</dt><dd>{v}</dd></div>
      ))}
    </dl>
  );
}

/**
 * Brings the first searched paragraph into view without hiding the page's top under the sticky
 * header: when the paragraph is already on the first screen the page stays at its title and
 * metadata; otherwise it scrolls the paragraph to just below the header.
 */
function revealBelowHeader(el: HTMLElement) {
  const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
  const box = el.getBoundingClientRect();
  if (box.top >= header && box.bottom <= window.innerHeight) return;
  el.style.scrollMarginTop = `${Math.ceil(header) + 16}px`;
  el.scrollIntoView?.({ block: 'start' });
}

/** Under a summary: that it is one, and the full text (another language's) or the original PDF when we hold them. */
function SummaryNote({ c }: { c: CaseDetail }) {
  const { t } = useTranslation();
  const pdf = c.pdfLanguages[0];
  const otherText = c.languages?.some((l) => l.lang !== 'en' && l.text);
  return (
    <p className="muted judgment__summary-note">
      {t('judgment.summaryOnly')}{' '}
      {pdf ? (
        <a href={casePdfUrl(c.case_id, pdf)}>{t('judgment.fullTextPdf')}</a>
      ) : otherText ? (
        <a href="#judgment-other">{t('judgment.fullTextOther')}</a>
      ) : null}
    </p>
  );
}

/**
 * `/cases/:id`: a judgment with its metadata, the full text in numbered paragraphs (the words of
 * `?q=` marked, the first marked paragraph scrolled into view), the original PDF and its other
 * language versions, what it cites and what cites it, and the dataset's CC-BY attribution.
 */
export function JudgmentPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const detail = useCaseDetail(id);
  const words = useMemo(() => {
    const list = wordsOf(params.get('q'));
    return list.length ? new RegExp(`(${list.map(escape).join('|')})`, 'giu') : null;
  }, [params]);
  const shown = useMemo(() => readingParagraphs(detail.data?.paragraphs ?? []), [detail.data]);
  // The stored position (p-n) of the first paragraph holding a searched word; -1 for none.
  const firstHit = useMemo(() => (words ? (shown.find((p) => new RegExp(words.source, 'iu').test(p.text))?.n ?? -1) : -1), [words, shown]);

  useEffect(() => {
    const hit = firstHit >= 0 ? document.getElementById(`p-${firstHit}`) : null;
    if (hit) revealBelowHeader(hit);
  }, [firstHit]);

  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    const missing = detail.error instanceof HttpError && (detail.error.status === 404 || detail.error.status === 400);
    return <p className="alert alert--error" role="alert">{missing ? t('judgment.notFound') : t('errors.fetchFailed')}</p>;
  }
  const c = detail.data;
  // A judgment we hold only as our own summary has it in Hindi too: the Hindi interface shows that.
  const summaryOnly = c.paragraphs.length === 1 && c.paragraphs[0] === c.description;
  const hindi = i18n.language === 'hi' && summaryOnly && c.description_hi ? c.description_hi : null;
  const paragraphs = hindi ? [{ n: 1, text: hindi }] : shown;
  const ownNumbers = numbersItself(paragraphs);
  const dataset = c.source ? CASE_DATASETS[c.source.dataset] : null;
  const resolved = c.cites.filter((x) => x.case).map((x) => x.case!);
  const unresolved = c.cites.filter((x) => !x.case).map((x) => x.citation);
  return (
    <article className="judgment stack" aria-labelledby="judgment-title">
      <h1 id="judgment-title">{c.title}</h1>
      <Meta c={c} />
      {dataset && (
        <p className="muted judgment__source">
          {t('judgment.source')} <a href={dataset.url}>{dataset.name}</a>, <a href={CASE_LICENCE.url}>{CASE_LICENCE.id}</a>
        </p>
      )}
      {c.pdfLanguages.length > 0 && (
        <ul className="row judgment__pdfs" aria-label={t('judgment.pdfs')}>
          {c.pdfLanguages.map((lang) => (
            <li key={lang}><a className="btn btn--ghost" href={casePdfUrl(c.case_id, lang)} download>{t('judgment.pdf', { language: t(`judgment.languages.${lang}`, { defaultValue: lang }) })}</a></li>
          ))}
        </ul>
      )}
      <section aria-labelledby="judgment-text">
        {/* A judgment held only as a summary says so, and points to the full text where there is one. */}
        <h2 id="judgment-text">{summaryOnly ? t('judgment.summary') : t('judgment.text')}</h2>
        {summaryOnly && <SummaryNote c={c} />}
        {firstHit < 0 && words && <p className="muted" role="status">{t('judgment.noHits')}</p>}
        <ol className={`judgment__paragraphs${ownNumbers ? ' judgment__paragraphs--own' : ''}`} {...(hindi ? { lang: 'hi' } : {})}>
          {paragraphs.map((p) => (
            <li key={p.n} id={`p-${p.n}`} value={p.n} className={p.n === firstHit ? 'judgment__hit' : undefined}>
              <Marked text={p.text} words={words} />
            </li>
          ))}
        </ol>
      </section>
      {c.languages?.some((l) => l.lang !== 'en' && l.text) && (
        <section aria-labelledby="judgment-other">
          <h2 id="judgment-other">{t('judgment.otherLanguages')}</h2>
          {c.languages.filter((l) => l.lang !== 'en' && l.text).map((l) => (
            <div key={l.lang} lang={l.lang}>
              <h3>{t(`judgment.languages.${l.lang}`, { defaultValue: l.lang })}</h3>
              {l.text!.split(/\n\s*\n/).map((p, i) => <p key={i}>{p}</p>)}
            </div>
          ))}
        </section>
      )}
      <section aria-labelledby="judgment-cites">
        <h2 id="judgment-cites">{t('judgment.cites', { count: c.cites.length })}</h2>
        {c.cites.length === 0 ? <p className="muted">{t('judgment.citesNone')}</p> : <CaseLinks links={resolved} label={t('judgment.citesHeld')} />}
        {unresolved.length > 0 && <p className="muted">{t('judgment.citesOther', { list: unresolved.join('; ') })}</p>}
      </section>
      <section aria-labelledby="judgment-cited-by">
        <h2 id="judgment-cited-by">{t('judgment.citedBy', { count: c.citedByCount })}</h2>
        {c.citedBy.length === 0 ? <p className="muted">{t('judgment.citedByNone')}</p> : <CaseLinks links={c.citedBy} label={t('judgment.citedByList')} />}
      </section>
    </article>
  );
}
