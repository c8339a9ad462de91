export { renderMail } from './render';
export { escapeHtml, safeUrl } from './layout';
export type { RenderedMail, MailContent } from './layout';
