import { CHAT_MESSAGE_MAX_CHARS, ChatAnswer, UI_TEXT } from '@lexmitra/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { useAuth } from '../auth/AuthProvider';
import { chatApi, CONVERSATIONS_KEY } from './api';
import { BotReply } from './BotReply';
import { ConversationList } from './ConversationList';
import './chat.css';

type Message = { type: 'user'; content: string } | { type: 'bot'; content: ChatAnswer };

/**
 * SPEC screen 1, the legal chatbot (/query-page, /dashboard/query). Send appends the question,
 * clears the input and waits (button 'Sending...'); the answer is appended, or an error shown.
 */
export function ChatScreen() {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<Message[]>([]);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [conversationId, setConversationId] = useState<string | null>(null);
  const inputId = useId();
  const endRef = useRef<HTMLDivElement>(null);
  const signedIn = status === 'signedIn';
  const history = useQuery({ queryKey: CONVERSATIONS_KEY, queryFn: chatApi.conversations, enabled: signedIn });

  // Keep the newest message in view (jsdom has no scrollIntoView, hence the guard).
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, busy]);

  async function send(e: FormEvent) {
    e.preventDefault();
    const text = input.trim();
    if (!text) return setError(UI_TEXT.invalidQuery);
    if (!signedIn) return setError('Please sign in to ask a question.');
    setMessages((m) => [...m, { type: 'user', content: text }]);
    setInput('');
    setError('');
    setBusy(true);
    try {
      const { conversationId: id, ...answer } = await chatApi.ask({ user_message: text, ...(conversationId ? { conversationId } : {}) });
      setMessages((m) => [...m, { type: 'bot', content: answer }]);
      setConversationId(id);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    } catch (err) {
      // Our own refusals (too long, too many questions) say why; anything else is SPEC's text.
      const known = err instanceof HttpError && (err.status === 400 || err.status === 429);
      setError(known ? `${UI_TEXT.fetchFailed} ${err.message}` : UI_TEXT.fetchFailed);
    } finally {
      setBusy(false);
    }
  }

  async function open(id: string) {
    setError('');
    try {
      const c = await chatApi.conversation(id);
      setMessages(c.messages.map((m) => (m.type === 'user' ? { type: 'user', content: m.content } : { type: 'bot', content: m.content })));
      setConversationId(c.id);
    } catch {
      setError(UI_TEXT.fetchFailed);
    }
  }

  function startNew() {
    setMessages([]);
    setConversationId(null);
    setError('');
  }

  return (
    <section className="chat" aria-labelledby="chat-title">
      <div className="chat__main stack">
        <h1 id="chat-title">Legal Query Bot</h1>
        <Alert kind="info">{UI_TEXT.aiDisclaimer}</Alert>
        {status === 'signedOut' && (
          <p className="muted"><Link to="/sign-in">Sign in</Link> to ask a question and keep your conversations.</p>
        )}
        <div className="chat__messages card" aria-live="polite" aria-label="Messages">
          {messages.length === 0 && !busy && (
            <p className="muted">Describe your situation in your own words, for example: "Someone stole my phone on the bus. What can I do?"</p>
          )}
          <ol>
            {messages.map((m, i) => (
              <li key={i} className={`chat__message chat__message--${m.type}`}>
                <span className="visually-hidden">{m.type === 'user' ? 'You said:' : 'LexMitra answered:'}</span>
                {m.type === 'user' ? <p>{m.content}</p> : <BotReply answer={m.content} />}
              </li>
            ))}
          </ol>
          {busy && <p className="muted chat__typing" role="status">Looking up the law...</p>}
          <div ref={endRef} />
        </div>
        {error && (
          <Alert kind="error">
            {error} {error.startsWith('Please sign in') && <Link to="/sign-in">Sign in</Link>}
          </Alert>
        )}
        <form className="chat__form" onSubmit={send}>
          <label htmlFor={inputId} className="visually-hidden">Your question</label>
          <textarea id={inputId} rows={2} placeholder="Enter your query" value={input} maxLength={CHAT_MESSAGE_MAX_CHARS}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); e.currentTarget.form?.requestSubmit(); } }} />
          <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? 'Sending...' : 'Send'}</button>
        </form>
      </div>
      {signedIn && (
        <ConversationList items={history.data ?? []} loading={history.isPending} activeId={conversationId} onOpen={open} onNew={startNew} />
      )}
    </section>
  );
}
