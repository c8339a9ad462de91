import { z } from 'zod';
import { text } from '../text';
import { UI_TEXT } from '../errors';
import { TRANSLATION_LANGUAGE_CODES, TranslationLanguageCode } from '../languages';

export const CHAT_MESSAGE_MAX_CHARS = 4000;
export const CHAT_TEXT = {
  tooLong: `Your message is too long: the limit is ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-IN')} characters.`,
  aiBadAnswer: 'The AI assistant could not produce a usable answer. Please try again.',
  aiBusy: 'The AI assistant is busy right now. Please try again in a minute.',
  aiUnavailable: 'The AI assistant is unavailable right now. Please try again shortly.',
  conversationNotFound: 'Conversation not found.',
  entryNotFound: 'No such entry in the legal knowledge base.',
} as const;

/** Languages an answer can be written in: English and docs/product.md §9's thirteen. */
export const ANSWER_LANGUAGE_CODES = ['en', ...TRANSLATION_LANGUAGE_CODES] as ['en', ...TranslationLanguageCode[]];
export const AnswerLanguageSchema = z.enum(ANSWER_LANGUAGE_CODES, { error: 'Unknown language.' });
export type AnswerLanguageCode = z.infer<typeof AnswerLanguageSchema>;
/** An i18next language tag ("hi", "hi-IN") as its base code. */
const InterfaceTagSchema = z.string().transform((s) => s.trim().toLowerCase().split(/[-_]/)[0]).pipe(AnswerLanguageSchema);

/** Call 1: POST /chatbot. A blank message gets docs/product.md §8's text; the limit is stated when exceeded. */
export const ChatRequestSchema = z.strictObject({
  user_message: text({ error: UI_TEXT.invalidQuery, max: CHAT_MESSAGE_MAX_CHARS, maxError: CHAT_TEXT.tooLong })
    .trim()
    .min(1, UI_TEXT.invalidQuery),
  conversationId: z.string().regex(/^[0-9a-f]{24}$/, 'Unknown conversation.').optional(),
  /** Additive: the interface language; the answer is in the question's language when it shows one, else this. */
  language: InterfaceTagSchema.optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/**
 * A statute's section, or a judgment (the court as `act`, the case name as `section`). A judgment the
 * corpus holds carries its `case_id`: its chip opens the judgment page (/cases/:id). A statute's
 * `act_short` is the name people and courts know it by ("POSH Act", "NI Act"), which its chip shows.
 */
export const CitationSchema = z.object({ act: z.string(), section: z.string(), title: z.string().optional(), case_id: z.string().optional(), act_short: z.string().optional() });
export type Citation = z.infer<typeof CitationSchema>;

/**
 * Additive to docs/product.md §7's answer: when the engine cannot tell which side of a dispute the asker is on,
 * it asks. The screen shows the options as buttons; the chosen one is sent back as the next message.
 */
export const ClarifySchema = z.object({ question: z.string().min(1), options: z.array(z.string().min(1)).min(2).max(4) });
export type Clarify = z.infer<typeof ClarifySchema>;

/**
 * Additive: what kind of question an answer answered. `legal` is a situation answered from the law; the
 * others are answered as asked (the product, privacy, cost, free legal aid, outside law), or `not-known`:
 * no entry fits, so the answer says so, asks one question and points to free legal aid.
 */
export const CHAT_ANSWER_KINDS = ['legal', 'not-known', 'meta', 'privacy', 'cost', 'legal-aid', 'out-of-scope'] as const;
export const ChatAnswerKindSchema = z.enum(CHAT_ANSWER_KINDS);
export type ChatAnswerKind = z.infer<typeof ChatAnswerKindSchema>;

/** Additive: a knowledge-base entry an answer rests on; its full text is on the entry page (GET /api/chat/entries/:id). */
export const ChatEntryLinkSchema = z.object({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), title: z.string() });
export type ChatEntryLink = z.infer<typeof ChatEntryLinkSchema>;

export const ChatAnswerSchema = z.object({
  lawyer_response: z.string(),
  potential_charges: z.array(z.string()),
  rights: z.array(z.string()),
  next_steps: z.array(z.string()),
  citations: z.array(CitationSchema).default([]),
  clarify: ClarifySchema.optional(),
  kind: ChatAnswerKindSchema.optional(),
  entries: z.array(ChatEntryLinkSchema).max(8).optional(),
});
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;

/** What /chatbot returns: the answer plus the conversation it was kept in. */
export const ChatResponseSchema = ChatAnswerSchema.extend({ conversationId: z.string() });
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** A chat message as docs/product.md §3 describes it: user text, or the bot's answer object. */
export const ChatMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), content: z.string(), at: z.string() }),
  z.object({ type: z.literal('bot'), content: ChatAnswerSchema, at: z.string() }),
]);
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSummarySchema = z.object({ id: z.string(), title: z.string(), updatedAt: z.string(), messageCount: z.number().int() });
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;
export const ConversationSchema = ConversationSummarySchema.extend({ messages: z.array(ChatMessageSchema) });
export type Conversation = z.infer<typeof ConversationSchema>;

/** GET /api/chat/entries/:id?language=: one knowledge-base entry's full text, for the answer's detail page. */
/** The languages the knowledge base is written in (libs/legal-kb content/languages.yaml); an entry without a text in one is given in English. */
export const KB_TEXT_LANGUAGES = ['en', 'hi', 'bn'] as const;
export type KbTextLanguage = (typeof KB_TEXT_LANGUAGES)[number];
export const ChatEntryQuerySchema = z.strictObject({ language: z.enum(KB_TEXT_LANGUAGES, { error: 'Unknown language.' }).optional() });
export const ChatEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['offence', 'right', 'procedure', 'civil']),
  language: z.enum(KB_TEXT_LANGUAGES),
  title: z.string(),
  summary: z.string(),
  punishment: z.string().optional(),
  /** For an offence: whether the police may register and investigate it without a Magistrate's order, and bail. */
  cognizable: z.boolean().optional(),
  bailable: z.boolean().optional(),
  forum: z.string().optional(),
  rights: z.array(z.string()),
  steps: z.array(z.string()),
  citations: z.array(CitationSchema),
});
export type ChatEntry = z.infer<typeof ChatEntrySchema>;

/** Job data of `chat.answer` on the ai queue: the question and the last turns for context. */
export const ChatAnswerJobSchema = z.object({
  message: z.string().min(1).max(CHAT_MESSAGE_MAX_CHARS),
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })).max(20).default([]),
  /** The previous answer was a clarifying question: answer this turn rather than ask again. */
  asked: z.boolean().default(false),
  /** The asker's interface language, used when the question itself does not show a language. */
  language: AnswerLanguageSchema.optional(),
  /**
   * The signed-in asker: the job is theirs to follow and cancel, and the worker keeps both turns
   * in their conversation once the answer is complete (never a partial one).
   */
  userId: z.string().min(1).max(64).optional(),
  /** With userId: the conversation to add to, created with `title` when it does not exist yet. */
  conversationId: z.string().regex(/^[0-9a-f]{24}$/).optional(),
  title: z.string().max(200).optional(),
});
export type ChatAnswerJob = z.infer<typeof ChatAnswerJobSchema>;
/** The job's result: the answer and which engine produced it. */
export const ChatAnswerResultSchema = ChatAnswerSchema.extend({
  engine: z.enum(['provider', 'offline']),
  /** The language the answer is written in (for logs and tests; docs/product.md §7's response does not carry it). */
  language: AnswerLanguageSchema.optional(),
  /** The conversation the answer was kept in (jobs with a userId). */
  conversationId: z.string().optional(),
});
export type ChatAnswerResult = z.infer<typeof ChatAnswerResultSchema>;
