import { AiProvider, answerLanguage, knownLanguage, languageInstruction } from '@lexmitra/ai';
import { Chunk, chunkDocument, findPassages } from '@lexmitra/documents';
import { JobFailureError } from '@lexmitra/platform';
import { DocAiEngine, DocOperationInput } from './engine';
import { mapLimit } from './map-limit';

/** Characters per chunk: well inside small models' context with room for the answer. */
export const CHUNK_CHARS = 6000;
const PLAIN = 'Answer in plain text only: no markdown, no HTML. Keep the paragraphs of the text in the same order.';
const SCOPE = 'You help people in India understand legal documents. Do not invent facts that are not in the text.';
/**
 * The reply's language: the question's when it shows one (its script, or romanised Hindi), else the
 * interface's, else English. Plain English shows none, so docs/product.md §5's fixed "Summarize the document" from a
 * Hindi screen (and an English question typed there) is answered in Hindi, as the chat does.
 */
const replyIn = (input: DocOperationInput) => languageInstruction(answerLanguage(input.query, input.interfaceLanguage));

/**
 * Document operations through a model: long documents are cut into chunks that are processed
 * concurrently (bounded), reassembled in order; summaries of several chunks are map-reduced.
 */
export class ProviderDocEngine implements DocAiEngine {
  readonly name = 'provider' as const;

  constructor(private readonly ai: AiProvider, private readonly concurrency: number) {}

  async translate(input: DocOperationInput): Promise<string> {
    const target = knownLanguage(input.translationLanguage);
    if (!target || target.code === 'en') throw new JobFailureError('VALIDATION_FAILED', 'Unknown translation language.');
    // The script is named too: Punjabi is also written in Shahmukhi, and Hindi is often typed in Latin letters.
    const system = `${SCOPE} Translate the user's text into ${target.name} (${target.native}), written in the ${target.script}. Keep names, section numbers, dates and amounts exactly. ${PLAIN}\nThe reader's request: ${input.query}`;
    return (await this.eachChunk(input, (chunk) => this.ai.complete({ system, messages: [{ role: 'user', content: chunk.text }] }))).join('\n\n');
  }

  async simplify(input: DocOperationInput): Promise<string> {
    const system = `${SCOPE} Rewrite the user's text in simple, everyday words a non-lawyer understands. Explain legal terms briefly in brackets. ${replyIn(input)} ${PLAIN}`;
    return (await this.eachChunk(input, (chunk) => this.ai.complete({ system, messages: [{ role: 'user', content: chunk.text }] }))).join('\n\n');
  }

  async summarize(input: DocOperationInput): Promise<string> {
    const ask = (text: string, what: string) =>
      this.ai.complete({ system: `${SCOPE} ${what} Mention parties, key facts, orders, amounts and deadlines. ${replyIn(input)} Answer in plain text only: no markdown, no HTML.`, messages: [{ role: 'user', content: text }] });
    const chunks = chunkDocument(input.doc, CHUNK_CHARS);
    if (chunks.length === 1) {
      await input.reserveCalls(1);
      input.onProgress(0, 1);
      const summary = await ask(chunks[0].text, `Summarise the text for this request: ${input.query}`);
      input.onProgress(1, 1);
      return summary;
    }
    // One call per part and one to combine them, reserved together before the first.
    await input.reserveCalls(chunks.length + 1);
    const partial = await this.eachChunk(input, (chunk) => ask(chunk.text, `Summarise this part (pages ${chunk.firstPage}-${chunk.lastPage}) of a longer document.`), 1, chunks);
    await input.checkCancelled();
    const combined = partial.map((s, i) => `Part ${i + 1}:\n${s}`).join('\n\n');
    const result = await ask(combined, `These are summaries of consecutive parts of one document. Combine them into one summary for this request: ${input.query}`);
    input.onProgress(chunks.length + 1, chunks.length + 1);
    return result;
  }

  async answer(input: DocOperationInput): Promise<string> {
    // Retrieval first, so a long document costs one call: the best passages, with their pages.
    const passages = findPassages(input.doc, input.query, 8);
    const context = (passages.length ? passages : input.doc.pages.flatMap((p) => p.paragraphs.slice(0, 3).map((text) => ({ page: p.number, text }))).slice(0, 8))
      .map((p) => `[page ${p.page}] ${p.text}`)
      .join('\n\n');
    await input.reserveCalls(1);
    input.onProgress(0, 1);
    const answer = await this.ai.complete({
      system: `${SCOPE} Answer the question using only the passages given, citing page numbers like (page 3). If they do not answer it, say so. ${replyIn(input)} Answer in plain text only: no markdown, no HTML.`,
      messages: [{ role: 'user', content: `Passages:\n${context}\n\nQuestion: ${input.query}` }],
    });
    input.onProgress(1, 1);
    return answer;
  }

  /**
   * Runs `fn` over the chunks, bounded, reporting progress; `extraSteps` counts a final step.
   * Without `reserved` chunks the calls are reserved here, before the first.
   */
  private async eachChunk(input: DocOperationInput, fn: (chunk: Chunk) => Promise<string>, extraSteps = 0, reserved?: Chunk[]): Promise<string[]> {
    const chunks = reserved ?? chunkDocument(input.doc, CHUNK_CHARS);
    if (!reserved) await input.reserveCalls(chunks.length);
    const total = chunks.length + extraSteps;
    let done = 0;
    input.onProgress(0, total);
    return mapLimit(chunks, this.concurrency, async (chunk) => {
      await input.checkCancelled();
      const out = await fn(chunk);
      input.onProgress(++done, total);
      return out.trim();
    });
  }
}
