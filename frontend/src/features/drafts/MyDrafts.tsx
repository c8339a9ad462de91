import type { DraftSummary } from '@lexmitra/contracts';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http';
import { useDeleteDraft, useMyDrafts } from './api/my-drafts';

const when = (iso: string, language: string) => new Date(iso).toLocaleString(`${language}-IN`, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in user's saved drafts, newest first, to reopen or delete. */
export function MyDrafts({ currentId, disabled, onOpen }: { currentId: string | null; disabled: boolean; onOpen: (draft: DraftSummary) => void }) {
  const { t, i18n } = useTranslation();
  const mine = useMyDrafts();
  const remove = useDeleteDraft();

  let body;
  if (mine.isPending) body = <p className="muted">{t('drafts.loading')}</p>;
  else if (mine.error) body = <p className="muted">{mine.error instanceof HttpError && mine.error.status === 401 ? t('drafts.signIn') : t('drafts.loadFailed')}</p>;
  else if (!mine.data.length) body = <p className="muted">{t('drafts.empty')}</p>;
  else {
    body = (
      <ul className="drafts__list">
        {mine.data.map((d) => (
          <li key={d.id} className={d.id === currentId ? 'drafts__item drafts__item--current' : 'drafts__item'}>
            <div className="drafts__item-text">
              <span className="drafts__item-title">{d.title}</span>
              <span className="muted">{t('drafts.version', { version: d.version })} · {when(d.updatedAt, i18n.language)}</span>
            </div>
            <div className="row">
              <button type="button" className="btn btn--ghost" disabled={disabled} onClick={() => onOpen(d)} aria-label={t('drafts.openName', { title: d.title })}>{t('drafts.open')}</button>
              <button type="button" className="btn btn--link" disabled={disabled || remove.isPending} aria-label={t('drafts.deleteName', { title: d.title })}
                onClick={() => window.confirm(t('drafts.confirmDelete', { title: d.title })) && remove.mutate(d.id)}>{t('common.delete')}</button>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card stack" aria-labelledby="my-drafts-title">
      <h2 id="my-drafts-title">{t('drafts.mine')}</h2>
      {body}
      {remove.error && <p className="alert alert--error" role="alert">{t('drafts.deleteFailed', { message: remove.error.message })}</p>}
    </section>
  );
}
