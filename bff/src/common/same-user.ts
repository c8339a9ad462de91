import { AUTH_TEXT } from '@lexmitra/contracts';
import { normalizeEmail } from '@lexmitra/data';
import { forbidden } from './api-error';
import type { AuthUser } from './decorators';

/**
 * The calls of docs/product.md §7 carry a `userId` or `email` from the browser; the server never trusts them. A value
 * that is present must name the signed-in user (e-mail in any case/spacing), or the call is refused
 * with 403.
 */
export function assertSameUser(user: AuthUser, claimed: { userId?: unknown; email?: unknown }): void {
  if (claimed.userId !== undefined && claimed.userId !== user.id) {
    throw forbidden(AUTH_TEXT.otherUser);
  }
  if (claimed.email !== undefined && (typeof claimed.email !== 'string' || normalizeEmail(claimed.email) !== normalizeEmail(user.email))) {
    throw forbidden(AUTH_TEXT.otherUser);
  }
}
