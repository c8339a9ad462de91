import type { DraftSummary } from '@lexmitra/contracts';
import { HttpError } from '../../shared/http';
import { useDeleteDraft, useMyDrafts } from './api/my-drafts';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in user's saved drafts, newest first, to reopen or delete. */
export function MyDrafts({ currentId, disabled, onOpen }: { currentId: string | null; disabled: boolean; onOpen: (draft: DraftSummary) => void }) {
  const mine = useMyDrafts();
  const remove = useDeleteDraft();

  let body;
  if (mine.isPending) body = <p className="muted">Loading your drafts…</p>;
  else if (mine.error) body = <p className="muted">{mine.error instanceof HttpError && mine.error.status === 401 ? 'Sign in to see your saved drafts.' : 'Your saved drafts could not be loaded.'}</p>;
  else if (!mine.data.length) body = <p className="muted">No saved drafts yet. Drafts you save appear here.</p>;
  else {
    body = (
      <ul className="drafts__list">
        {mine.data.map((d) => (
          <li key={d.id} className={d.id === currentId ? 'drafts__item drafts__item--current' : 'drafts__item'}>
            <div className="drafts__item-text">
              <span className="drafts__item-title">{d.title}</span>
              <span className="muted">Version {d.version} · {when(d.updatedAt)}</span>
            </div>
            <div className="row">
              <button type="button" className="btn btn--ghost" disabled={disabled} onClick={() => onOpen(d)} aria-label={`Open ${d.title}`}>Open</button>
              <button type="button" className="btn btn--link" disabled={disabled || remove.isPending} aria-label={`Delete ${d.title}`}
                onClick={() => window.confirm(`Delete "${d.title}" and all its versions?`) && remove.mutate(d.id)}>Delete</button>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card stack" aria-labelledby="my-drafts-title">
      <h2 id="my-drafts-title">My drafts</h2>
      {body}
      {remove.error && <p className="alert alert--error" role="alert">The draft could not be deleted: {remove.error.message}</p>}
    </section>
  );
}
