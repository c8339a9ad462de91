import type { ConversationSummary } from '@lexmitra/contracts';
import { useTranslation } from 'react-i18next';

/** The side list of earlier conversations; the current one is marked for assistive tech too. */
export function ConversationList({ items, activeId, onOpen, onNew, loading }: {
  items: ConversationSummary[]; activeId: string | null; onOpen(id: string): void; onNew(): void; loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <nav className="chat__history card" aria-label={t('chat.history')}>
      <div className="row chat__history-head">
        <h2>{t('chat.historyTitle')}</h2>
        <button type="button" className="btn btn--ghost" onClick={onNew}>{t('chat.newChat')}</button>
      </div>
      {loading ? <p className="muted">{t('common.loading')}</p> : items.length === 0 ? <p className="muted">{t('chat.noConversations')}</p> : (
        <ul>
          {items.map((c) => (
            <li key={c.id}>
              <button type="button" className="chat__history-item" aria-current={c.id === activeId ? 'true' : undefined} onClick={() => onOpen(c.id)}>
                <span className="chat__history-title">{c.title}</span>
                <span className="muted chat__history-date">{new Date(c.updatedAt).toLocaleDateString(`${i18n.language}-IN`, { day: 'numeric', month: 'short' })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
