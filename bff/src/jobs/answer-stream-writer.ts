/**
 * One client's view of a chat answer being written. The worker publishes snapshots (the text so
 * far and the complete lists, ChatStreamProgress); each client is sent only what it has not seen:
 * `delta` from the character it has, `section` once per list. A new round (a retried job or a second
 * model call) starts again at character 0, so a page never shows the same text twice. A client
 * that is not reading (backpressure) is skipped without losing its place: the next snapshot it can
 * take carries everything since.
 */
import { CHAT_SECTION_NAMES, ChatDeltaEvent, ChatSectionEvent, ChatStreamProgress, JOB_SSE_EVENTS } from '@lexmitra/contracts';

export type WriteEvent = (event: string, data: ChatDeltaEvent | ChatSectionEvent) => void;

export class AnswerStreamWriter {
  private round: string | null = null;
  private sent = 0;
  private readonly sections = new Set<string>();

  constructor(private readonly write: WriteEvent) {}

  push(p: ChatStreamProgress): void {
    if (p.round !== this.round) {
      this.round = p.round;
      this.sections.clear();
      this.write(JOB_SSE_EVENTS.delta, { type: 'delta', at: 0, text: p.text });
      this.sent = p.text.length;
    } else if (p.text.length > this.sent) {
      // An older snapshot read on connecting may arrive after a newer one: only growth is sent.
      this.write(JOB_SSE_EVENTS.delta, { type: 'delta', at: this.sent, text: p.text.slice(this.sent) });
      this.sent = p.text.length;
    }
    for (const name of CHAT_SECTION_NAMES) {
      const items = p.sections[name];
      if (!items || this.sections.has(name)) continue;
      this.sections.add(name);
      this.write(JOB_SSE_EVENTS.section, { type: 'section', name, items } as ChatSectionEvent);
    }
  }
}
