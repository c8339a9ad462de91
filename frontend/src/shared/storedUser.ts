/**
 * Browser-kept session data of docs/product.md §3 (userId, email). The UI reads it to greet the user and to
 * guard /drafts, /client-view and /lawyer-view; the server never trusts it and uses the session.
 */
const USER_ID = 'userId';
const EMAIL = 'email';

export interface StoredUser {
  userId: string | null;
  email: string | null;
}

export function readStoredUser(): StoredUser {
  return { userId: localStorage.getItem(USER_ID), email: localStorage.getItem(EMAIL) };
}

export function storeUserId(userId: string): void {
  localStorage.setItem(USER_ID, userId);
}

export function storeUser(userId: string, email: string): void {
  localStorage.setItem(USER_ID, userId);
  localStorage.setItem(EMAIL, email);
}

export function clearStoredUser(): void {
  localStorage.removeItem(USER_ID);
  localStorage.removeItem(EMAIL);
}
