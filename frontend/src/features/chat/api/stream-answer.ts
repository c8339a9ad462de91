import {
  ChatAnswer, ChatAnswerAcceptedSchema, ChatDeltaEventSchema, ChatRequest, ChatResponse, ChatResponseSchema, ChatSectionEvent, ChatSectionEventSchema, JOB_SSE_EVENTS,
  JobStatusSchema,
} from '@lexmitra/contracts';
import { checkAnswer, http } from '../../../shared/http';
import { currentLanguage } from '../../../shared/i18n';

/** Whether this browser can follow an answer as it is written (jsdom and very old browsers cannot). */
export const canStream = () => typeof EventSource !== 'undefined';

/** POST /api/chat/answers: the answer's job starts; its text then arrives on the job's event stream. */
export const startAnswer = (body: ChatRequest) =>
  http.send(ChatAnswerAcceptedSchema, '/api/chat/answers', { json: { ...body, language: body.language ?? currentLanguage() } });

/** Stops the answer (and the model call behind it); the stream then ends as cancelled. */
export const stopAnswer = (jobId: string) => http.send(JobStatusSchema, `/api/jobs/${encodeURIComponent(jobId)}`, { method: 'DELETE' });

/** An answer while it is written: its text so far and the lists that are complete. */
export interface LiveAnswer {
  text: string;
  sections: Partial<Pick<ChatAnswer, ChatSectionEvent['name']>>;
}

export interface AnswerHandlers {
  onChange: (live: LiveAnswer) => void;
  onDone: (answer: ChatResponse) => void;
  /** `stopped`: the asker cancelled it; otherwise the server's words, if it gave any. */
  onFail: (stopped: boolean, message?: string) => void;
}

/**
 * Follows an answer's job stream (GET /api/jobs/:id/events). A `delta` replaces the text from its
 * `at` on, so a reconnect (EventSource retries by itself and is sent the text so far from 0) or a
 * retried answer never shows text twice. Returns a function that stops following.
 */
export function followAnswer(jobId: string, on: AnswerHandlers): () => void {
  const source = new EventSource(`/api/jobs/${encodeURIComponent(jobId)}/events`);
  let live: LiveAnswer = { text: '', sections: {} };
  let over = false;
  const end = () => {
    over = true;
    source.close();
  };
  const read = <T>(e: Event, parse: (v: unknown) => T): T | undefined => {
    try {
      return parse(JSON.parse((e as MessageEvent).data));
    } catch (err) {
      end();
      on.onFail(false, (err as Error).message);
      return undefined;
    }
  };
  source.addEventListener(JOB_SSE_EVENTS.delta, (e) => {
    const d = read(e, (v) => checkAnswer(ChatDeltaEventSchema, v, 'answer text'));
    if (!d) return;
    // A fresh start (at 0) also drops the lists of what it replaces.
    live = { text: live.text.slice(0, d.at) + d.text, sections: d.at === 0 ? {} : live.sections };
    on.onChange(live);
  });
  source.addEventListener(JOB_SSE_EVENTS.section, (e) => {
    const s = read(e, (v) => checkAnswer(ChatSectionEventSchema, v, 'answer section'));
    if (!s) return;
    live = { ...live, sections: { ...live.sections, [s.name]: s.items } };
    on.onChange(live);
  });
  source.addEventListener(JOB_SSE_EVENTS.status, (e) => {
    const status = read(e, (v) => checkAnswer(JobStatusSchema, v, 'answer status'));
    if (status?.kind !== 'chat.answer') return;
    if (status.state === 'completed' && status.result) {
      end();
      // The status union does not narrow its result by kind: the answer is checked on its own.
      let answer: ChatResponse;
      try {
        answer = checkAnswer(ChatResponseSchema, status.result, 'answer');
      } catch (err) {
        return on.onFail(false, (err as Error).message);
      }
      on.onDone(answer);
    } else if (status.state === 'failed' || status.state === 'cancelled') {
      end();
      on.onFail(status.state === 'cancelled', status.error?.error);
    }
  });
  source.onerror = () => {
    // EventSource reconnects by itself; a stream the server refused (the job is gone) is closed.
    if (!over && source.readyState === EventSource.CLOSED) {
      over = true;
      on.onFail(false);
    }
  };
  return end;
}
