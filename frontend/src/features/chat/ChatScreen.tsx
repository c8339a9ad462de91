import { CHAT_MESSAGE_MAX_CHARS, ChatAnswer, ChatResponse, Conversation } from '@lexmitra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { useAuth } from '../../shared/session';
import { useAskChatbot } from './api/ask-chatbot';
import { canStream } from './api/stream-answer';
import { partialAnswer, useStreamedAnswer } from './use-streamed-answer';
import { conversationQueryOptions } from './api/get-conversation';
import { useConversations } from './api/get-conversations';
import { BotReply } from './BotReply';
import { ConversationList } from './ConversationList';
import './chat.css';

type Message = { type: 'user'; content: string } | { type: 'bot'; content: ChatAnswer };

/** Our own refusals (too long, too many questions) say why; anything else is docs/product.md §8's text. */
function askFailure(t: TFunction, err: Error | null): string {
  if (!err) return '';
  const known = err instanceof HttpError && (err.status === 400 || err.status === 429);
  return known ? `${t('errors.fetchFailed')} ${err.message}` : t('errors.fetchFailed');
}

const toMessages = (c: Conversation): Message[] =>
  c.messages.map((m) => (m.type === 'user' ? { type: 'user', content: m.content } : { type: 'bot', content: m.content }));

/**
 * The conversations this page showed last, as shown. Back to a conversation (from a citation's page)
 * renders it at once from here, so the scroll restoration finds the page as tall as it was left;
 * the server's copy replaces it when it arrives. A few only: the server keeps them all.
 */
const shown = new Map<string, Message[]>();
const SHOWN_KEPT = 5;
function remember(id: string, messages: Message[]) {
  shown.delete(id);
  shown.set(id, messages);
  if (shown.size > SHOWN_KEPT) shown.delete(shown.keys().next().value!);
}

/** The open conversation is in the address (`?c=<id>`), so Back, a reload or a bookmark returns to it. */
const CONVERSATION_PARAM = 'c';

/**
 * docs/product.md screen 1, the legal chatbot (/query-page, /dashboard/query). Send appends the question,
 * clears the input and waits (button 'Sending...'); the answer is appended, or an error shown.
 * Where the browser can follow a stream, the answer's text is shown as it is written, its lists as
 * each is complete, and a Stop button cancels it. Screen readers hear the answer once, when it is
 * complete: the live region is marked busy while the text grows.
 */
export function ChatScreen() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const ask = useAskChatbot();
  const streamed = useStreamedAnswer();
  const live = streamed.live;
  const [streamError, setStreamError] = useState<Error | null>(null);
  const [stopped, setStopped] = useState(false);
  const [params, setParams] = useSearchParams();
  const linkedId = params.get(CONVERSATION_PARAM);
  const [messages, setMessages] = useState<Message[]>(() => (linkedId && shown.get(linkedId)) || []);
  const [input, setInput] = useState('');
  // What is refused before any call (blank, signed out) or when an earlier conversation cannot be opened.
  const [problem, setProblem] = useState('');
  const [conversationId, setConversationId] = useState<string | null>(() => (linkedId && shown.has(linkedId) ? linkedId : null));
  const inputId = useId();
  const endRef = useRef<HTMLDivElement>(null);
  const signedIn = status === 'signedIn';
  const history = useConversations(signedIn);
  const busy = ask.isPending || live !== null;
  const error = problem || askFailure(t, ask.error ?? streamError);

  // A new answer is shown from its start (a long one is read top down; its end holds the sources);
  // a question just sent keeps the 'thinking' line in view. Only after the person asks or opens
  // something here: a conversation shown on arrival (Back) stays where the scroll restoration puts it.
  // jsdom has no scrollIntoView, hence the guards.
  const lastRef = useRef<HTMLLIElement>(null);
  const follow = useRef(false);
  useEffect(() => {
    if (!follow.current) return;
    const last = messages[messages.length - 1];
    if (last?.type === 'bot' && !busy) lastRef.current?.scrollIntoView?.({ block: 'start' });
    else if (messages.length > 0 || busy) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, busy]);

  function sendText(raw: string) {
    // One question at a time: Enter can submit the form even while the Send button is disabled.
    if (busy) return;
    const text = raw.trim();
    ask.reset();
    setStreamError(null);
    setStopped(false);
    if (!text) return setProblem(t('errors.invalidQuery'));
    if (!signedIn) return setProblem(t('chat.signInToAsk'));
    setProblem('');
    follow.current = true;
    setMessages((m) => [...m, { type: 'user', content: text }]);
    setInput('');
    const body = { user_message: text, ...(conversationId ? { conversationId } : {}) };
    const done = ({ conversationId: id, ...answer }: ChatResponse) => {
      setMessages((m) => [...m, { type: 'bot', content: answer }]);
      setConversationId(id);
      // A new conversation's first answer names it: the address follows without a new history entry,
      // and the page stays at the answer (no scroll reset for the changed address).
      if (id !== linkedIdRef.current) setParams({ [CONVERSATION_PARAM]: id }, { replace: true, preventScrollReset: true });
    };
    if (!canStream()) return ask.mutate(body, { onSuccess: done });
    streamed.ask(body, { onDone: done, onStopped: () => setStopped(true), onError: setStreamError });
  }

  function send(e: FormEvent) {
    e.preventDefault();
    sendText(input);
  }

  // A question still being answered is not dropped: only a settled one's error is cleared.
  const clearAskError = () => {
    if (busy) return;
    ask.reset();
    setStreamError(null);
    setStopped(false);
  };

  // What the screen shows follows the address: opening one from the list, New chat, Back and Forward
  // all change `?c=` and this loads (or clears) to match.
  const linkedIdRef = useRef(linkedId);
  linkedIdRef.current = linkedId;
  const shownId = useRef(conversationId);
  shownId.current = conversationId;
  useEffect(() => {
    if (linkedId === shownId.current) return;
    setProblem('');
    if (!linkedId) {
      setMessages([]);
      setConversationId(null);
      return;
    }
    if (!signedIn) return;
    let current = true;
    queryClient.fetchQuery(conversationQueryOptions(linkedId)).then(
      (c) => {
        if (!current) return;
        setMessages(toMessages(c));
        setConversationId(c.id);
      },
      () => current && setProblem(t('errors.fetchFailed')),
    );
    return () => {
      current = false;
    };
  }, [linkedId, signedIn, queryClient, t]);

  // Kept as shown, for Back (see `shown`).
  useEffect(() => {
    if (conversationId && !busy) remember(conversationId, messages);
  }, [conversationId, messages, busy]);

  function open(id: string) {
    clearAskError();
    follow.current = true;
    if (id === linkedId) return;
    setParams({ [CONVERSATION_PARAM]: id });
  }

  function startNew() {
    setProblem('');
    clearAskError();
    if (linkedId) setParams({});
    else {
      setMessages([]);
      setConversationId(null);
    }
  }

  return (
    <section className="chat" aria-labelledby="chat-title">
      <div className="chat__main stack">
        <h1 id="chat-title">{t('chat.title')}</h1>
        <Alert kind="info">{t('errors.aiDisclaimer')}</Alert>
        {status === 'signedOut' && (
          <p className="muted"><Trans i18nKey="chat.signInPrompt" components={{ signin: <Link to="/sign-in" /> }} /></p>
        )}
        <div className="chat__messages card" aria-live="polite" aria-busy={live !== null} aria-label={t('chat.messages')}>
          {messages.length === 0 && !busy && (
            <p className="muted">{t('chat.empty')}</p>
          )}
          <ol>
            {messages.map((m, i) => (
              <li key={i} ref={i === messages.length - 1 ? lastRef : undefined} className={`chat__message chat__message--${m.type}`}>
                <span className="visually-hidden">{m.type === 'user' ? t('chat.youSaid') : t('chat.botSaid')}</span>
                {m.type === 'user' ? <p>{m.content}</p> : <BotReply answer={m.content} busy={busy} onReply={i === messages.length - 1 ? sendText : undefined} />}
              </li>
            ))}
            {live && live.answer.text && (
              <li className="chat__message chat__message--bot chat__message--live">
                <span className="visually-hidden">{t('chat.botSaid')}</span>
                <BotReply answer={partialAnswer(live.answer)} busy />
              </li>
            )}
          </ol>
          {busy && !live?.answer.text && <p className="muted chat__typing" role="status">{t('chat.thinking')}</p>}
          {stopped && <p className="muted chat__typing">{t('chat.stopped')}</p>}
          <div ref={endRef} />
        </div>
        {error && (
          <Alert kind="error">
            {error} {problem === t('chat.signInToAsk') && <Link to="/sign-in">{t('common.signIn')}</Link>}
          </Alert>
        )}
        <form className="chat__form" onSubmit={send}>
          <label htmlFor={inputId} className="visually-hidden">{t('chat.yourQuestion')}</label>
          <textarea id={inputId} rows={2} placeholder={t('chat.placeholder')} value={input} maxLength={CHAT_MESSAGE_MAX_CHARS}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); e.currentTarget.form?.requestSubmit(); } }} />
          {live?.jobId ? (
            <button type="button" className="btn btn--ghost" onClick={streamed.stop}>{t('chat.stop')}</button>
          ) : (
            <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('chat.sending') : t('chat.send')}</button>
          )}
        </form>
      </div>
      {signedIn && (
        <ConversationList items={history.data ?? []} loading={history.isPending} activeId={conversationId} onOpen={open} onNew={startNew} />
      )}
    </section>
  );
}
