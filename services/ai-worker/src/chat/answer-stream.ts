/**
 * Publishes a chat answer while it is written: the text so far and each list once complete, as
 * the job's progress (ChatStreamProgress). The BFF turns each snapshot into `delta` and `section`
 * events for the pages following the job; a page that connects late reads the snapshot itself.
 * The first text goes out at once (time to first token is what the asker feels), later ones at most
 * every `flushMs`, so a fast model does not write to Redis on every token.
 */
import { randomUUID } from 'node:crypto';
import { CHAT_SECTION_NAMES, ChatSectionName, ChatStreamProgress } from '@lexmitra/contracts';

export type Sections = ChatStreamProgress['sections'];
type Publish = (progress: ChatStreamProgress) => Promise<unknown>;

export const STREAM_FLUSH_MS = 40;

export class AnswerStream {
  /** Unique per run of the job: a retried job's text replaces the earlier attempt's on the page. */
  private readonly run = randomUUID().slice(0, 8);
  private round = 0;
  private text = '';
  private sections: Sections = {};
  private published: { key: string; text: string; sections: number } = { key: '', text: '', sections: 0 };
  private lastAt = 0;
  private timer?: NodeJS.Timeout;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly publish: Publish | undefined, private readonly flushMs = STREAM_FLUSH_MS) {}

  /** The model started writing again (a second call): what it writes replaces the text shown. */
  restart(round: number): void {
    if (round === this.round) return;
    this.round = round;
    this.text = '';
    this.sections = {};
  }

  /** The answer so far; text that is not a continuation of the last starts a new round. */
  update(text: string, sections: Sections = {}): void {
    if (!text.startsWith(this.text)) this.round += 1000;
    this.text = text;
    this.sections = sections;
    this.schedule();
  }

  /** Publishes what is pending now and waits until every snapshot has been written. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.write();
    await this.chain;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private key(): string {
    return `${this.run}.${this.round}`;
  }

  private schedule(): void {
    if (!this.publish || this.timer) return;
    // The first text of a round goes at once; after that, at most one frame per flushMs.
    const wait = this.published.key !== this.key() ? 0 : Math.max(0, this.lastAt + this.flushMs - Date.now());
    if (wait === 0) return this.write();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write();
    }, wait);
  }

  private write(): void {
    if (!this.publish) return;
    const count = CHAT_SECTION_NAMES.filter((n) => this.sections[n]).length;
    const key = this.key();
    if (key === this.published.key && this.text === this.published.text && count === this.published.sections) return;
    // A new round with nothing written yet is not worth a frame: its first text will reset the page.
    if (key !== this.published.key && !this.text && !count) return;
    this.published = { key, text: this.text, sections: count };
    this.lastAt = Date.now();
    const snapshot: ChatStreamProgress = { kind: 'chat.stream', round: key, text: this.text, sections: { ...this.sections } };
    // In order, and a failed write (Redis gone for a moment) only loses a frame, not the answer.
    this.chain = this.chain.then(() => this.publish!(snapshot)).catch(() => undefined);
  }
}

/**
 * The lists of a partial structured answer that are complete: a list is complete once a later
 * field has begun (the model writes the fields in the schema's order), or when the answer is.
 */
export function completeSections(partial: Record<string, unknown>): Sections {
  const order: string[] = ['lawyer_response', ...CHAT_SECTION_NAMES];
  const started = order.filter((k) => k in partial);
  const last = started.at(-1);
  const out: Sections = {};
  for (const name of CHAT_SECTION_NAMES) {
    const value = partial[name];
    if (name === last || !Array.isArray(value)) continue;
    (out as Record<ChatSectionName, unknown>)[name] = value;
  }
  return out;
}
