import { forbidden } from '../common/api-error';
import type { AuthUser } from './decorators';

/**
 * SPEC's calls carry a `userId` or `email` in the body; the server never trusts them. A value that
 * is present must name the signed-in user, or the call is refused with 403.
 */
export function assertSameUser(user: AuthUser, claimed: { userId?: unknown; email?: unknown }): void {
  if (claimed.userId !== undefined && claimed.userId !== user.id) {
    throw forbidden('This request names another user. Please sign in again.');
  }
  if (claimed.email !== undefined && String(claimed.email).toLowerCase() !== user.email.toLowerCase()) {
    throw forbidden('This request names another user. Please sign in again.');
  }
}
