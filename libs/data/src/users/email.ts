/** One spelling per mailbox: accounts are found by e-mail, so " Asha@Example.in" and "asha@example.in" must meet. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
