/**
 * The offline chat turn as a whole: what the engine answers for one message with no language model.
 * Every step that decides what kind of answer it is runs here, in order, so the worker and the
 * evaluation call the same thing.
 */
import { composeOfflineAnswer, KbAnswer } from './offline';
import type { LegalKbIndex } from './search';
import { triage, Triage, TriageOptions } from './triage';

export interface OfflineTurn {
  answer: KbAnswer;
  /** The triage behind a legal answer (absent when the message was not a legal question). */
  triage?: Triage;
}

export function answerOffline(kb: LegalKbIndex, message: string, context: string[] = [], options: TriageOptions = {}, interfaceLanguage?: string): OfflineTurn {
  const t = triage(kb, message, context, options);
  return { answer: composeOfflineAnswer(kb, t, message, interfaceLanguage), triage: t };
}
