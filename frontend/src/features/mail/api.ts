import { ContactAnswerSchema, MailCategory, MailPreferences, MailPreferencesSchema, UnsubscribeAnswerSchema, UpdatesConfirmAnswerSchema } from '@lexmitra/contracts';
import { http } from '../../shared/http';

export const MAIL_PREFERENCES_KEY = ['mail', 'preferences'] as const;

/** The signed parameters of an unsubscribe link (a = address, c = category, s = signature), passed on as they came. */
export const unsubscribe = (search: string) => http.send(UnsubscribeAnswerSchema, `/api/mail/unsubscribe?${new URLSearchParams(search).toString()}`, { method: 'POST' });
export const confirmUpdates = (a: string, s: string) => http.send(UpdatesConfirmAnswerSchema, '/api/updates/confirm', { json: { a, s } });
export const sendContact = (input: { name: string; email: string; message: string }) => http.send(ContactAnswerSchema, '/api/contact', { json: input });
export const getMailPreferences = () => http.send(MailPreferencesSchema, '/api/mail/preferences');
export const setMailPreference = (category: MailCategory, wanted: boolean) =>
  http.send(MailPreferencesSchema, '/api/mail/preferences', { method: 'PUT', json: { [category]: wanted } as Partial<MailPreferences> });
