import { answerLanguage } from '@lexmitra/ai';
import { answerFromPassages, OfflineTextLanguage, plainText, simplifyText, summarizeExtractive } from '@lexmitra/documents';
import { JobFailureError } from '@lexmitra/platform';
import { DocAiEngine, DocOperationInput } from './engine';

/** Sentences in an offline summary: a few for a short paper, more for a long one, never a wall. */
const summaryLength = (chars: number) => Math.min(15, Math.max(4, Math.round(chars / 2500)));
/** The engine's own words (not the quoted document) follow the question's language, else the interface's: Hindi or English. */
const wordsIn = ({ query, interfaceLanguage }: DocOperationInput): OfflineTextLanguage => (answerLanguage(query, interfaceLanguage).code === 'hi' ? 'hi' : 'en');
const termsNote: Record<OfflineTextLanguage, (n: number) => string> = {
  en: (n) => `(${n} legal term${n === 1 ? '' : 's'} rewritten or explained in plain words.)`,
  hi: (n) => `(${n} कानूनी शब्द आसान शब्दों में बदले या समझाए गए।)`,
};

/** docs/architecture.md §6's offline engine: nothing leaves the machine, and it says what it cannot do. */
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

  async simplify(input: DocOperationInput): Promise<string> {
    input.onProgress(0, 1);
    const { text, replaced, explained } = simplifyText(plainText(input.doc));
    input.onProgress(1, 1);
    const changed = replaced.length + explained.length;
    return changed === 0 ? text : `${text}\n\n${termsNote[wordsIn(input)](changed)}`;
  }

  async answer(input: DocOperationInput): Promise<string> {
    const { doc, query, onProgress } = input;
    onProgress(0, 1);
    const answer = answerFromPassages(doc, query, wordsIn(input));
    onProgress(1, 1);
    return answer;
  }
}
