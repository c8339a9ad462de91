/**
 * Signed links in mails that act without a sign-in: one-click unsubscribe and the 'Get Updates'
 * confirmation. The signature is an HMAC-SHA256 (MAIL_LINK_SECRET) of the purpose and the address,
 * so a link works only for the address it was mailed to and cannot be made up for another.
 */
import { MAIL_CATEGORIES, MailCategory } from '@lexmitra/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = `unsubscribe:${MailCategory}` | 'updates-confirm';

export function linkSignature(secret: string, purpose: LinkPurpose, address: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${address.trim().toLowerCase()}`).digest('base64url');
}

export function validLinkSignature(secret: string, purpose: LinkPurpose, address: string, signature: string): boolean {
  const expected = Buffer.from(linkSignature(secret, purpose, address));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const isMailCategory = (value: unknown): value is MailCategory => typeof value === 'string' && (MAIL_CATEGORIES as readonly string[]).includes(value);

/**
 * The two unsubscribe addresses of a notification: `page` (the mail's footer: a page with a button,
 * so a link scanner's GET changes nothing) and `oneClick` (List-Unsubscribe: mail clients POST to it).
 */
export function unsubscribeLinks(origin: string, secret: string, address: string, category: MailCategory): { page: string; oneClick: string } {
  const params = new URLSearchParams({ a: address.trim().toLowerCase(), c: category, s: linkSignature(secret, `unsubscribe:${category}`, address) }).toString();
  const base = origin.replace(/\/+$/, '');
  return { page: `${base}/unsubscribe?${params}`, oneClick: `${base}/api/mail/unsubscribe?${params}` };
}
