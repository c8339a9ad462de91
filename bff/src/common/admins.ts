import type { AppConfig } from '../infra/config.provider';

/**
 * The operators: the addresses in ADMIN_EMAILS, lower-cased. One rule for every room that shows
 * operators more (the queue dashboard, the mail outbox's dead letters, the workers' round trip).
 */
export function adminEmails(config: Pick<AppConfig, 'ADMIN_EMAILS'>): Set<string> {
  return new Set((config.ADMIN_EMAILS ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean));
}
