/**
 * "Your data export is ready" by e-mail, queued on the mail outbox in the account's language.
 * Always sent, with no unsubscribe: the person asked for this export and is waiting for it (a
 * transactional mail, like a password reset), so no notification setting turns it off. It links
 * to the Privacy page, never to the download itself: the download link carries a short-lived token
 * that the page makes for a signed-in owner, and a mailbox is no place for it.
 */
import { istDate, MailJob } from '@lexmitra/contracts';
import { calendarDate, noticeLocale } from '@lexmitra/mail';
import type { Queue } from 'bullmq';
import { queueMailOnce } from '../mail/queue-once';
import type { ExportReady } from './export-account';

/** The SPA's Privacy page (frontend/src/app/router.tsx: dashboard › privacy), where the export is downloaded. */
export const PRIVACY_PAGE_PATH = '/dashboard/privacy';

export function exportReadyMailer(deps: { mailQueue: Pick<Queue, 'add'>; origin: string }) {
  return async ({ exportId, email, language, expiresAt }: ExportReady): Promise<void> => {
    const locale = noticeLocale(language);
    const mail: MailJob = {
      to: email,
      template: 'exportReady',
      locale,
      data: { link: `${deps.origin}${PRIVACY_PAGE_PATH}`, expires: calendarDate(locale, istDate(expiresAt)) },
    };
    await queueMailOnce(deps.mailQueue, mail, `export-ready-mail-${exportId}`);
  };
}
