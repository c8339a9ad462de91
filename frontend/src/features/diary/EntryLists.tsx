import type { DiaryEntry } from '@lexmitra/contracts';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../shared/ui/Spinner';
import { EntryActions, EntryCard } from './EntryCard';
import { useDiarySearch } from './api/get-entries';

/** docs/product.md §4: only entries whose upcoming date is today; one detail panel open at a time. */
export function TodaysMatters({ entries, actions }: { entries: DiaryEntry[]; actions: EntryActions }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const today = format(new Date(), 'yyyy-MM-dd');
  const todays = entries.filter((e) => e.upcomingDate === today);
  return (
    <section className="card stack" aria-labelledby="todays-matters">
      <h2 id="todays-matters">{t('diary.todays')}</h2>
      {todays.length === 0 ? (
        <p className="muted">{t('diary.noneToday')}</p>
      ) : (
        <ul className="diary-list">
          {todays.map((e) => <EntryCard key={e.id} entry={e} open={openId === e.id} onToggle={() => setOpenId((id) => (id === e.id ? null : e.id))} actions={actions} />)}
        </ul>
      )}
    </section>
  );
}

/** docs/product.md §4: every entry, searched by matter number; several detail panels may be open at once. */
export function AllEntries({ actions }: { actions: EntryActions }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const results = useDiarySearch(search);
  const toggle = (id: string) => setOpen((s) => {
    const next = new Set(s);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  return (
    <section className="card stack" aria-labelledby="all-entries">
      <h2 id="all-entries">{t('diary.all')}</h2>
      <div className="field">
        <label htmlFor="diary-search">{t('diary.searchLabel')}</label>
        <input id="diary-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('diary.searchLabel')} />
      </div>
      {results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <p className="alert alert--error" role="alert">{results.error.message}</p>
      ) : results.data.length === 0 ? (
        <p className="muted">{search.trim() ? t('diary.noMatch') : t('diary.empty')}</p>
      ) : (
        <ul className="diary-list">
          {results.data.map((e) => <EntryCard key={e.id} entry={e} open={open.has(e.id)} onToggle={() => toggle(e.id)} actions={actions} />)}
        </ul>
      )}
    </section>
  );
}
