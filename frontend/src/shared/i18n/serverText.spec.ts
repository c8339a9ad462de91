import {
  ACCOUNT_SETTINGS_TEXT, AUDIT_TEXT, AUTH_TEXT, BAD_MAIL_LINK, CHAT_MESSAGE_MAX_CHARS, CHAT_TEXT, CONTACT_TEXT, DIARY_TEXT, DOC_AI_TEXT, DOCUMENT_TEXT,
  CASE_TEXT, DOCUMENT_ERROR_TEXT, DocumentLimit, documentLimitText, DRAFT_CONTENT_MAX_BYTES, DRAFT_TEXT, EMAIL_TEXT, FIRM_TEXT, JOB_TEXT, PASSWORD_TEXT, PRIVACY_TEXT, QUOTA_TEXT,
} from '@lexmitra/contracts';
import { act } from '@testing-library/react';
import shellEn from './locales/en/shell.json';
import screensEn from './locales/en/screens.json';
import serverEn from './locales/server/en.json';
import { changeLanguage, i18n, localizeError } from '.';

type Texts = Record<string, string | ((arg: never) => string)>;

/** One limit of each sentence of DOCUMENT_LIMIT_TEXT, as the worker reports it. */
const LIMITS: Record<string, DocumentLimit> = {
  pages: { limit: 'pages', max: 2000 }, chars: { limit: 'chars', max: 5_000_000 }, unzipped: { limit: 'unzipped', max: 50 },
  pixels: { limit: 'pixels', max: 50 }, stream: { limit: 'stream', max: 64 }, streams: { limit: 'streams', max: 512, seconds: 120 },
  ratio: { limit: 'ratio', max: 100 }, memory: { limit: 'memory', max: 384 }, time: { limit: 'time', max: 120 },
  ocrPages: { limit: 'ocrPages', max: 300, found: 412 }, ocrTime: { limit: 'ocrTime', max: 20, read: 150, total: 412 }, ocrTimeOne: { limit: 'ocrTime', max: 1, read: 0, total: 3 },
};
/** The worker's English sentences (filled in), for the group that checks them against en.json. */
const LIMIT_TEXTS: Texts = Object.fromEntries(Object.entries(LIMITS).map(([key, limit]) => [key, () => documentLimitText(limit)]));
const limitValues = (limit: DocumentLimit) =>
  Object.fromEntries(Object.entries(limit).filter(([, v]) => typeof v === 'number').map(([k, v]) => [k, (v as number).toLocaleString('en-IN')]));

/** locales/server/en.json's groups and the contracts constants they must repeat word for word. */
const GROUPS: Record<keyof typeof serverEn, Texts> = {
  diary: DIARY_TEXT, firm: FIRM_TEXT, chat: CHAT_TEXT, documents: DOCUMENT_TEXT, docAi: DOC_AI_TEXT,
  quota: QUOTA_TEXT, privacy: PRIVACY_TEXT, audit: AUDIT_TEXT, drafts: DRAFT_TEXT, accountSettings: ACCOUNT_SETTINGS_TEXT,
  auth: AUTH_TEXT, password: PASSWORD_TEXT, email: EMAIL_TEXT, mailLink: { bad: BAD_MAIL_LINK }, contact: CONTACT_TEXT, jobs: JOB_TEXT, cases: CASE_TEXT,
  documentLimits: LIMIT_TEXTS, documentErrors: DOCUMENT_ERROR_TEXT,
};

/** For texts the server fills in: the argument it is called with, and the placeholders' values that give the same sentence. */
const FILLED: Record<string, [unknown, Record<string, string>]> = {
  'diary.tooLarge': [5 * 1024 * 1024, { mb: '5' }],
  'documents.tooLarge': [25 * 1024 * 1024, { mb: '25' }],
  'firm.forbidden': ['manageTasks', { action: 'manageTasks' }],
  'quota.documents': [1024 ** 3, { size: '1 GB' }],
  'quota.drafts': [200, { limit: '200' }],
  'chat.tooLong': [undefined, { limit: CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-IN') }],
  'drafts.tooLarge': [undefined, { mb: String(DRAFT_CONTENT_MAX_BYTES / 1024 / 1024) }],
  'auth.tooManyAttempts': [42, { seconds: '42' }],
  'jobs.tooManyStreams': [3, { open: '3' }],
  ...Object.fromEntries(Object.entries(LIMITS).map(([key, limit]) => [`documentLimits.${key}`, [undefined, limitValues(limit)]])),
};

const fill = (template: string, values: Record<string, string>) => template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name]);

/** Every contracts text as the server sends it, with en.json's key for it. */
const cases = Object.entries(GROUPS).flatMap(([group, texts]) =>
  Object.entries(texts).map(([key, text]) => {
    const [arg, values] = FILLED[`${group}.${key}`] ?? [undefined, {}];
    const sent = typeof text === 'function' ? text(arg as never) : text;
    return { id: `${group}.${key}`, sent, values, english: (serverEn as Record<string, Record<string, string>>)[group]?.[key] };
  }),
);

describe('server texts', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('server/en.json repeats every contracts text word for word, and nothing else', () => {
    expect(cases.filter((c) => c.english === undefined || fill(c.english, c.values) !== c.sent).map((c) => c.id)).toEqual([]);
    expect(Object.entries(serverEn).flatMap(([g, t]) => Object.keys(t).map((k) => `${g}.${k}`)).sort()).toEqual(cases.map((c) => c.id).sort());
  });

  it('keeps the server texts out of the first download: loaded with the first language other than English', async () => {
    expect('serverText' in shellEn || 'serverText' in screensEn).toBe(false);
    expect(i18n.hasResourceBundle('en', 'server')).toBe(false);
    await act(() => changeLanguage('hi'));
    expect(i18n.hasResourceBundle('en', 'server') && i18n.hasResourceBundle('hi', 'server')).toBe(true);
  });

  it('shows each of them in Hindi, filled in with the values the server wrote, and keeps English in English', async () => {
    for (const c of cases) expect(localizeError('VALIDATION_FAILED', c.sent)).toBe(c.sent);
    await act(() => changeLanguage('hi'));
    const english = cases.filter((c) => /[A-Za-z]{3,} [a-z]{3,}/.test(localizeError('VALIDATION_FAILED', c.sent).replace(/YYYY-MM-DD|hh:mm|manageTasks/g, '')));
    expect(english.map((c) => c.id)).toEqual([]);
    expect(localizeError('VALIDATION_FAILED', DIARY_TEXT.tooLarge(5 * 1024 * 1024))).toBe('यह PDF 5 MB से बड़ी है।');
    expect(localizeError('FORBIDDEN', FIRM_TEXT.forbidden('manageTasks'))).toBe('फ़र्म में आपकी भूमिका इसकी अनुमति नहीं देती (manageTasks)।');
    expect(localizeError('RATE_LIMITED', AUTH_TEXT.tooManyAttempts(42))).toBe('बहुत बार कोशिश की गई। कृपया 42 सेकंड रुककर फिर से कोशिश करें।');
    // The judgment routes' refusals (bff/src/cases), including a validation message that names its field.
    expect(localizeError('NOT_FOUND', CASE_TEXT.notFound)).toBe('इस पहचान संख्या का कोई निर्णय नहीं मिला।');
    expect(localizeError('VALIDATION_FAILED', `lang: ${CASE_TEXT.badLanguage}`)).toBe('PDF की भाषा कोड के रूप में चुनें, जैसे en या hi।');
  });

  it('drops the field a validation message names, reads docs/product.md §8 texts the BFF also answers, and falls back to the code, then the words', async () => {
    await act(() => changeLanguage('hi'));
    expect(localizeError('VALIDATION_FAILED', `date: ${DIARY_TEXT.badDate}`)).toBe('कृपया सही तारीख YYYY-MM-DD के रूप में लिखें।');
    expect(localizeError('VALIDATION_FAILED', 'Please select a file and enter a question.')).toBe('कृपया एक फ़ाइल चुनें और अपना प्रश्न लिखें।');
    expect(localizeError('RATE_LIMITED', 'Too many attempts. Try again in 42 seconds.')).toBe('बहुत बार कोशिश की गई। कृपया थोड़ा रुककर फिर से कोशिश करें।');
    expect(localizeError('CONFLICT', 'Something only this server says.')).toBe('Something only this server says.');
  });
});
