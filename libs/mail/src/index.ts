export { renderMail } from './render';
export { escapeHtml, safeUrl } from './layout';
export type { RenderedMail, MailContent } from './layout';
export { isMailCategory, linkSignature, unsubscribeLinks, validLinkSignature } from './links';
export type { LinkPurpose } from './links';
export { calendarDate, hearingReminderText, hearingTime, noticeLocale, privacyNoticeText } from './notifications';
export type { HearingFields, NoticeText } from './notifications';
