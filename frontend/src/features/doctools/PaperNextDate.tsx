import type { PaperMeta } from '@lexmitra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAddToDiary } from './api/add-to-diary';

/** A date as the reader's language writes it (7 December 2026 / 7 दिसंबर 2026). */
function longDate(iso: string, language: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Below a summary: the kind of paper, and the next date it sets with a button that puts that date
 * into the diary of a signed-in user (an advocate keeps hearings there). Everything shown was read
 * from the paper by the summary.
 */
export function PaperNextDate({ paper, signedIn }: { paper: PaperMeta; signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const add = useAddToDiary();
  const date = paper.nextDate ? longDate(paper.nextDate.date, i18n.language) : null;
  if (!paper.kindName && !date) return null;
  return (
    <div className="doctools__paper" aria-label={t('doctools.paper.label')} role="group">
      {paper.kindName && <p><strong>{t('doctools.paper.kind')}</strong> {paper.kindName}</p>}
      {date && <p><strong>{t('doctools.paper.nextDate')}</strong> {date}</p>}
      {date && signedIn && (add.isSuccess ? (
        <p role="status">{t('doctools.paper.added', { date })} <Link to="/dashboard/adv-diary">{t('doctools.paper.openDiary')}</Link></p>
      ) : (
        <>
          <button type="button" className="btn btn--ghost" onClick={() => add.mutate(paper)} disabled={add.isPending}>
            {add.isPending ? t('doctools.working') : t('doctools.paper.addToDiary', { date })}
          </button>
          {add.isError && <p className="doctools__error" role="alert">{t('doctools.paper.addFailed')} {add.error.message}</p>}
        </>
      ))}
    </div>
  );
}
