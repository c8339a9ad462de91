import { answerLanguage } from '@lexmitra/ai';
import {
  answerFromFacts, answerFromPassages, extractPaperFacts, keySentences, OfflineTextLanguage, plainText, renderPaperSummary, simplifyText,
} from '@lexmitra/documents';
import { JobFailureError } from '@lexmitra/platform';
import { DocAiEngine, DocOperationInput } from './engine';
import { paperNotes } from './paper-notes';

/** The engine's own words (not the quoted document) follow the question's language, else the interface's: Hindi or English. */
export const wordsIn = ({ query, interfaceLanguage }: Pick<DocOperationInput, 'query' | 'interfaceLanguage'>): OfflineTextLanguage =>
  (answerLanguage(query, interfaceLanguage).code === 'hi' ? 'hi' : 'en');
/** Simplify's own line is one sentence, so it is also written in Bengali (the glossary reads Bengali papers); the summary's words are not yet. */
type NoteLanguage = OfflineTextLanguage | 'bn';
const noteIn = (input: Pick<DocOperationInput, 'query' | 'interfaceLanguage'>): NoteLanguage =>
  (answerLanguage(input.query, input.interfaceLanguage).code === 'bn' ? 'bn' : wordsIn(input));
const termsNote: Record<NoteLanguage, (n: number) => string> = {
  en: (n) => `(${n} legal term${n === 1 ? '' : 's'} rewritten or explained in plain words.)`,
  hi: (n) => `(${n} कानूनी शब्द आसान शब्दों में बदले या समझाए गए।)`,
  bn: (n) => `(${new Intl.NumberFormat('bn-IN').format(n)}টি আইনি শব্দ সহজ ভাষায় বদলানো বা বোঝানো হয়েছে।)`,
};

/** docs/architecture.md §6's offline engine: nothing leaves the machine, and it says what it cannot do. */
export class OfflineDocEngine implements DocAiEngine {
  readonly name = 'offline' as const;

  async translate(): Promise<string> {
    throw new JobFailureError('AI_PROVIDER_REQUIRED', 'Translation needs an AI provider to be configured');
  }

  /**
   * A summary a person can act on: the paper's kind, parties, court and case number, what it asks
   * or decided, amounts, dates and time limits, sections (with the knowledge base's word for each),
   * the next step, the legal words explained, then the key sentences; every fact with its paragraph.
   */
  async summarize(input: DocOperationInput): Promise<string> {
    const { doc, onProgress } = input;
    onProgress(0, 1);
    const lang = wordsIn(input);
    const facts = extractPaperFacts(doc);
    const words = simplifyText(plainText(doc)).meanings;
    const summary = renderPaperSummary(facts, lang, { ...paperNotes(facts, lang), words, keySentences: keySentences(doc, facts) }, doc.pages.length > 1);
    onProgress(1, 1);
    return summary;
  }

  async simplify(input: DocOperationInput): Promise<string> {
    input.onProgress(0, 1);
    const { text, replaced, explained } = simplifyText(plainText(input.doc));
    input.onProgress(1, 1);
    const changed = replaced.length + explained.length;
    return changed === 0 ? text : `${text}\n\n${termsNote[noteIn(input)](changed)}`;
  }

  /** Questions are answered from the facts read from the paper first, then by the passages that use the question's words. */
  async answer(input: DocOperationInput): Promise<string> {
    const { doc, query, onProgress } = input;
    onProgress(0, 1);
    const lang = wordsIn(input);
    const fromFacts = answerFromFacts(extractPaperFacts(doc), query, lang);
    const passages = answerFromPassages(doc, query, lang);
    onProgress(1, 1);
    return [fromFacts, passages].filter(Boolean).join('\n\n');
  }
}
