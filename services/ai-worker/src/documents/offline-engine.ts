import { answerFromPassages, plainText, simplifyText, summarizeExtractive } from '@lexmitra/documents';
import { JobFailureError } from '@lexmitra/platform';
import { DocAiEngine, DocOperationInput } from './engine';

/** Sentences in an offline summary: a few for a short paper, more for a long one, never a wall. */
const summaryLength = (chars: number) => Math.min(15, Math.max(4, Math.round(chars / 2500)));

/** DESIGN §6's offline engine: nothing leaves the machine, and it says what it cannot do. */
export class OfflineDocEngine implements DocAiEngine {
  readonly name = 'offline' as const;

  async translate(): Promise<string> {
    throw new JobFailureError('AI_PROVIDER_REQUIRED', 'Translation needs an AI provider to be configured');
  }

  async summarize({ doc, onProgress }: DocOperationInput): Promise<string> {
    onProgress(0, 1);
    const summary = summarizeExtractive(doc, summaryLength(doc.chars));
    onProgress(1, 1);
    return summary;
  }

  async simplify({ doc, onProgress }: DocOperationInput): Promise<string> {
    onProgress(0, 1);
    const { text, replaced, explained } = simplifyText(plainText(doc));
    onProgress(1, 1);
    const changed = replaced.length + explained.length;
    return changed === 0 ? text : `${text}\n\n(${changed} legal term${changed === 1 ? '' : 's'} rewritten or explained in plain words.)`;
  }

  async answer({ doc, query, onProgress }: DocOperationInput): Promise<string> {
    onProgress(0, 1);
    const answer = answerFromPassages(doc, query);
    onProgress(1, 1);
    return answer;
  }
}
