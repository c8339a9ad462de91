import { z } from 'zod';
import { INTERFACE_LANGUAGE_CODES } from '../interface-languages';

export const InterfaceLanguageSchema = z.enum(INTERFACE_LANGUAGE_CODES);

/** PATCH /api/auth/me/preferences: what a signed-in user may change about how LexMitra talks to them. */
export const PreferencesRequestSchema = z.strictObject({ language: InterfaceLanguageSchema });
export type PreferencesRequest = z.infer<typeof PreferencesRequestSchema>;
/** GET and PATCH /api/auth/me/preferences answer: `language` null until the user has chosen one. */
export const PreferencesAnswerSchema = z.object({ language: InterfaceLanguageSchema.nullable() });
export type PreferencesAnswer = z.infer<typeof PreferencesAnswerSchema>;
