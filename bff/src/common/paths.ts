/** Names that several rooms of the BFF share, kept here so that none of them imports another room for a string. */

/** The session cookie the BFF sets on sign-in (HttpOnly; see auth/identity.service.ts). */
export const SESSION_COOKIE = 'lm_session';

/** Where operators find the BullMQ dashboard (admin/admin-queues.module.ts); everyone else gets 404. */
export const ADMIN_QUEUES_PATH = '/admin/queues';
