export { renderMail } from './render';
export { escapeHtml, safeUrl } from './layout';
export type { RenderedMail, MailContent } from './layout';
export { isMailCategory, linkSignature, unsubscribeLinks, validLinkSignature } from './links';
export type { LinkPurpose } from './links';
