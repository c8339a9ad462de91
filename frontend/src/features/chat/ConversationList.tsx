import type { ConversationSummary } from '@lexmitra/contracts';

/** The side list of earlier conversations; the current one is marked for assistive tech too. */
export function ConversationList({ items, activeId, onOpen, onNew, loading }: {
  items: ConversationSummary[]; activeId: string | null; onOpen(id: string): void; onNew(): void; loading: boolean;
}) {
  return (
    <nav className="chat__history card" aria-label="Conversation history">
      <div className="row chat__history-head">
        <h2>History</h2>
        <button type="button" className="btn btn--ghost" onClick={onNew}>New chat</button>
      </div>
      {loading ? <p className="muted">Loading...</p> : items.length === 0 ? <p className="muted">No conversations yet.</p> : (
        <ul>
          {items.map((c) => (
            <li key={c.id}>
              <button type="button" className="chat__history-item" aria-current={c.id === activeId ? 'true' : undefined} onClick={() => onOpen(c.id)}>
                <span className="chat__history-title">{c.title}</span>
                <span className="muted chat__history-date">{new Date(c.updatedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
