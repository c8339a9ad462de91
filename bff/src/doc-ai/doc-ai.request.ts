import {
  DOC_AI_OPERATIONS, DOC_AI_QUERIES, DOC_AI_QUESTION_MAX_CHARS, DOC_AI_TEXT, DocAiOperation, DOCUMENT_KINDS, INTERFACE_LANGUAGE_CODES, InterfaceLanguage, TRANSLATION_LANGUAGE_CODES,
  UI_TEXT,
} from '@lexmitra/contracts';
import { z } from 'zod';
import { badRequest } from '../common/api-error';
import type { UploadKind } from '../uploads/file-kind';
import { DOCUMENT_UPLOAD_TEXTS, ReceiveOptions } from '../uploads/uploads.service';

/** The document tools take the library's kinds and photos of a document (read by OCR), by magic bytes. */
export const DOC_AI_UPLOAD: Pick<ReceiveOptions<UploadKind>, 'kinds' | 'texts'> = {
  kinds: DOCUMENT_KINDS,
  texts: { ...DOCUMENT_UPLOAD_TEXTS, unsupported: DOC_AI_TEXT.unsupported },
};

const Fields = z.object({
  query: z.string().trim().max(DOC_AI_QUESTION_MAX_CHARS, DOC_AI_TEXT.questionTooLong).optional(),
  operation: z.enum(DOC_AI_OPERATIONS).optional(),
  translation_language: z.string().trim().optional(),
  language: z.string().trim().optional(),
  interface_language: z.string().trim().optional(),
});

export interface DocAiRequest {
  operation: DocAiOperation;
  query: string;
  translationLanguage?: (typeof TRANSLATION_LANGUAGE_CODES)[number];
  /** The language dropdown's choice: OCR reads it first in a scan or photo. */
  language?: (typeof TRANSLATION_LANGUAGE_CODES)[number];
  /** The asker's interface language: the answer's language when the question shows none. */
  interfaceLanguage?: InterfaceLanguage;
}

const isLanguage = (code: string | undefined): code is (typeof TRANSLATION_LANGUAGE_CODES)[number] =>
  !!code && (TRANSLATION_LANGUAGE_CODES as readonly string[]).includes(code);
const isInterfaceLanguage = (code: string | undefined): code is InterfaceLanguage => !!code && (INTERFACE_LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * Reads call 2's multipart fields. docs/product.md §2's screens send only `file`, `query` and, for translation,
 * `translation_language`; the operation is then inferred from those (our screens also send
 * `operation` to say it outright).
 */
export function readDocAiFields(raw: Record<string, string>): DocAiRequest {
  const parsed = Fields.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message, 'VALIDATION_FAILED');
  const { query, operation, translation_language: lang, language, interface_language: ui } = parsed.data;
  if (lang && !isLanguage(lang)) {
    throw badRequest(`Unknown translation language "${lang}". Use one of: ${TRANSLATION_LANGUAGE_CODES.join(', ')}.`, 'VALIDATION_FAILED');
  }
  if (language && !isLanguage(language)) {
    throw badRequest(`Unknown language "${language}". Use one of: ${TRANSLATION_LANGUAGE_CODES.join(', ')}.`, 'VALIDATION_FAILED');
  }
  if (ui && !isInterfaceLanguage(ui)) {
    throw badRequest(`Unknown interface language "${ui}". Use one of: ${INTERFACE_LANGUAGE_CODES.join(', ')}.`, 'VALIDATION_FAILED');
  }
  const op: DocAiOperation = operation ?? (lang ? 'translate' : inferOperation(query ?? ''));
  if (op === 'translate' && !lang) throw badRequest(UI_TEXT.needFileAndLanguage, 'VALIDATION_FAILED');
  if (op === 'answer' && !query) throw badRequest(UI_TEXT.needFileAndQuestion, 'VALIDATION_FAILED');
  const finalQuery = query || (op === 'simplify' ? DOC_AI_QUERIES.simplify : op === 'summarize' ? DOC_AI_QUERIES.summarize : DOC_AI_QUERIES.explainEveryLine);
  // An empty field is "not given": '' must not reach the job, whose schema allows only real codes.
  return { operation: op, query: finalQuery, ...(isLanguage(lang) ? { translationLanguage: lang } : {}), ...(isLanguage(language) ? { language } : {}), ...(isInterfaceLanguage(ui) ? { interfaceLanguage: ui } : {}) };
}

function inferOperation(query: string): DocAiOperation {
  if (!query) return 'summarize';
  if (query === DOC_AI_QUERIES.simplify) return 'simplify';
  if (/^summari[sz]e the document$/i.test(query)) return 'summarize';
  return 'answer';
}
