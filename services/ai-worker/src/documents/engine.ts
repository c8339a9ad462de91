import type { ExtractedDocument } from '@lexmitra/documents';

/** Progress within the processing stage: chunks (or steps) done out of total. */
export type OnProgress = (done: number, total: number) => void;

export interface DocOperationInput {
  doc: ExtractedDocument;
  query: string;
  translationLanguage?: string;
  /** The asker's interface language: the answer's language when the question shows none (docs/product.md §5's fixed English queries show none). */
  interfaceLanguage?: string;
  onProgress: OnProgress;
  /** Throws when the caller cancelled; engines call it between chunks. */
  checkCancelled: () => Promise<void>;
  /** Takes `calls` model calls from the job's and the user's budgets, or throws (call-budget.ts); called once before the first call. */
  reserveCalls: (calls: number) => Promise<void>;
}

/** Answers the four document operations; one engine uses a model, the other works offline. */
export interface DocAiEngine {
  readonly name: 'provider' | 'offline';
  translate(input: DocOperationInput): Promise<string>;
  summarize(input: DocOperationInput): Promise<string>;
  simplify(input: DocOperationInput): Promise<string>;
  answer(input: DocOperationInput): Promise<string>;
}
