/**
 * Hearing reminders by e-mail: queued on the mail outbox (worked by this same process when it has
 * SMTP_URL) in the account's language, with one-click unsubscribe links signed like the BFF's.
 */
import { MailJob } from '@lexmitra/contracts';
import type { MailSuppressionRepository, UsersRepository } from '@lexmitra/data';
import { HearingFields, noticeLocale, unsubscribeLinks } from '@lexmitra/mail';
import type { Queue } from 'bullmq';
import { queueMailOnce } from '../mail/queue-once';

export interface ReminderMailDeps {
  users: UsersRepository;
  suppressions: MailSuppressionRepository;
  mailQueue: Pick<Queue, 'add'>;
  /** The product's public origin (PUBLIC_URL) and MAIL_LINK_SECRET. */
  origin: string;
  secret: string;
}

export function reminderMailer(deps: ReminderMailDeps) {
  return async (userId: string, reminder: HearingFields, dedupeKey: string): Promise<void> => {
    const user = await deps.users.findById(userId);
    if (!user || (await deps.suppressions.isSuppressed(user.email, 'hearingReminders'))) return;
    // The entry's fields, not finished sentences: the template writes them in the mail's language.
    const { kind, matterNo = '', partyName = '', date, time = '', stage = '' } = reminder;
    const mail: MailJob = {
      to: user.email,
      template: 'hearingReminder',
      locale: noticeLocale(user.language),
      data: { kind, matterNo, partyName, date, time, stage, link: `${deps.origin}/dashboard/adv-diary` },
      unsubscribe: unsubscribeLinks(deps.origin, deps.secret, user.email, 'hearingReminders'),
    };
    await queueMailOnce(deps.mailQueue, mail, `hearing-reminder-mail-${dedupeKey}`);
  };
}
