import type { ChatAnswer, ChatRequest, ChatResponse } from '@lexmitra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CONVERSATIONS_KEY } from './api/get-conversations';
import { followAnswer, LiveAnswer, startAnswer, stopAnswer } from './api/stream-answer';

export interface StreamCallbacks {
  onDone: (answer: ChatResponse) => void;
  onStopped: () => void;
  onError: (err: Error) => void;
}

/** The answer being written, shaped as an answer: its lists empty until they arrive. */
export const partialAnswer = ({ text, sections }: LiveAnswer): ChatAnswer => ({
  lawyer_response: text,
  potential_charges: sections.potential_charges ?? [],
  rights: sections.rights ?? [],
  next_steps: sections.next_steps ?? [],
  citations: sections.citations ?? [],
});

/**
 * One question at a time, answered as it is written: starts the answer's job, follows its text,
 * and can stop it. `live` is null when no answer is being written.
 */
export function useStreamedAnswer() {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<{ jobId: string | null; answer: LiveAnswer } | null>(null);
  const stopFollowing = useRef<(() => void) | null>(null);
  // Leaving the screen stops following (the answer is still kept in the conversation when it ends).
  useEffect(() => () => stopFollowing.current?.(), []);

  function ask(body: ChatRequest, on: StreamCallbacks) {
    setLive({ jobId: null, answer: { text: '', sections: {} } });
    const settle = () => {
      stopFollowing.current = null;
      setLive(null);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    };
    startAnswer(body).then(
      ({ jobId }) => {
        setLive((l) => l && { ...l, jobId });
        stopFollowing.current = followAnswer(jobId, {
          onChange: (answer) => setLive({ jobId, answer }),
          onDone: (answer) => {
            settle();
            on.onDone(answer);
          },
          onFail: (stopped, message) => {
            settle();
            if (stopped) on.onStopped();
            else on.onError(new Error(message ?? ''));
          },
        });
      },
      (err: Error) => {
        setLive(null);
        on.onError(err);
      },
    );
  }

  function stop() {
    if (live?.jobId) void stopAnswer(live.jobId).catch(() => undefined);
  }

  return { live, ask, stop };
}
