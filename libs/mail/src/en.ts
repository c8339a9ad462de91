/** English texts of every mail (our own words). */
import type { MailTemplate } from '@lexmitra/contracts';
import type { MailContent } from './layout';
import { reminderOf } from './notifications';

export type Data = Record<string, string>;

export const en: Record<MailTemplate, (d: Data) => MailContent> = {
  verifyEmail: (d) => ({
    subject: 'Confirm your e-mail address for LexMitra',
    paragraphs: [
      'Welcome to LexMitra.',
      'Please confirm that this address is yours. Until you do, documents that others share with this address stay hidden, and you cannot join a law firm by invite. Everything else works already.',
    ],
    action: { label: 'Confirm my e-mail address', url: d.link },
    note: 'The link works once and for 24 hours. If you did not create a LexMitra account, you can ignore this mail: nothing happens without a click.',
  }),
  signupAttempt: (d) => ({
    subject: 'Someone tried to create a LexMitra account with your address',
    paragraphs: [
      'Someone just tried to sign up to LexMitra with this e-mail address. You already have an account, so no new one was made and nothing about your account changed.',
      'If it was you, sign in instead. If you have forgotten your password, you can choose a new one.',
    ],
    action: { label: 'Choose a new password', url: d.resetUrl },
    note: `Sign in: ${d.signInUrl}\nIf it was not you, you need not do anything.`,
  }),
  passwordReset: (d) => ({
    subject: 'Choose a new LexMitra password',
    paragraphs: ['We received a request to reset the password of the LexMitra account of this address.'],
    action: { label: 'Choose a new password', url: d.link },
    note: 'The link works once and for 30 minutes. Choosing a new password signs you out on every device. If you did not ask for this, ignore this mail: your password stays as it is.',
  }),
  passwordChanged: (d) => ({
    subject: 'Your LexMitra password was changed',
    paragraphs: [
      d.scope === 'others'
        ? 'The password of your LexMitra account was just changed in its settings. The device where this was done stays signed in; every other device has been signed out.'
        : 'The password of your LexMitra account was just changed, and every device that was signed in has been signed out.',
      'If you did not do this, choose a new password at once and tell us through the contact page.',
    ],
    action: { label: 'Choose a new password', url: d.resetUrl },
  }),
  loginFailures: (d) => ({
    subject: 'Failed sign-in attempts on your LexMitra account',
    paragraphs: [
      `There were ${d.count} failed attempts to sign in to your LexMitra account in the last hour. Further attempts from the same place are being slowed down.`,
      'If it was you, you can reset your password. If not, your account is still safe as long as your password is not known to anyone else; a long password you use nowhere else is best.',
    ],
    action: { label: 'Choose a new password', url: d.resetUrl },
  }),
  hearingReminder: (d) => {
    const { title, body } = reminderOf('en', d);
    return {
      subject: title,
      paragraphs: ['A reminder from your LexMitra diary.', title, body],
      action: { label: 'Open my diary', url: d.link },
    };
  },
  firmInvite: (d) => ({
    subject: `You are invited to join ${d.firmName} on LexMitra`,
    paragraphs: [
      `${d.inviterEmail} invites you to join the law firm "${d.firmName}" on LexMitra.`,
      `Sign in (or create an account with this address and confirm it), open Law Firm and enter this invite code: ${d.code}`,
    ],
    action: { label: 'Open LexMitra', url: d.link },
    note: 'The code expires; if it no longer works, ask for a new one. If you do not know this firm, ignore this mail.',
  }),
  documentShared: (d) => ({
    subject: 'A document was shared with you on LexMitra',
    paragraphs: [`${d.senderEmail} shared the document "${d.documentName}" with this address on LexMitra.`, 'Sign in with this address to see it in your documents.'],
    action: { label: 'See my documents', url: d.link },
  }),
  updatesConfirm: (d) => ({
    subject: 'Confirm your LexMitra updates subscription',
    paragraphs: ['Someone, hopefully you, asked to receive LexMitra updates at this address. We send nothing until you confirm.'],
    action: { label: 'Yes, send me updates', url: d.link },
    note: 'If this was not you, ignore this mail and you will hear nothing more from us.',
  }),
  contactMessage: (d) => ({
    subject: `Contact form: ${d.name || d.email}`,
    paragraphs: [`From: ${d.name} <${d.email}>`, d.message],
  }),
  exportReady: (d) => ({
    subject: 'Your LexMitra data export is ready',
    paragraphs: [
      'The copy of your LexMitra data that you asked for is ready: one ZIP file with your documents, diary, drafts, conversations and account details.',
      'Sign in and open the Privacy page to download it. This mail carries no download link of its own: the page gives you a fresh one that works for a short while, so the file only ever reaches you.',
    ],
    action: { label: 'Open the Privacy page', url: d.link },
    note: `${d.expires ? `The file is kept until ${d.expires}, then deleted; you can ask for a new export at any time. ` : ''}If you did not ask for an export, change your password and tell us through the contact page.`,
  }),
  emailChangeVerify: (d) => ({
    subject: 'Confirm the new e-mail address of your LexMitra account',
    paragraphs: [
      `You asked for this address to become the sign-in and contact address of your LexMitra account (at present ${d.oldEmail}).`,
      'Nothing changes until you follow the link below. Once you do, you sign in with this address, and every other device is signed out.',
    ],
    action: { label: 'Use this address', url: d.link },
    note: 'The link works once and for 24 hours. If you did not ask for this, ignore this mail: the account stays as it is.',
  }),
  emailChangeNotice: (d) => ({
    subject: 'The e-mail address of your LexMitra account is being changed',
    paragraphs: [
      `Someone signed in to your LexMitra account, with its password, asked to change its address to ${d.newEmail}. The change happens only when the link sent to that address is followed.`,
      'If this was you, there is nothing more to do here. If it was not you, someone knows your password: choose a new one at once. That signs out every other device and stops the change.',
    ],
    action: { label: 'Choose a new password', url: d.resetUrl },
  }),
  emailChangeAttempt: (d) => ({
    subject: 'Someone tried to move a LexMitra account to your address',
    paragraphs: [
      'A LexMitra user asked to change the address of their account to this one. This address already belongs to your account, so nothing was changed and your account is as it was.',
      'If you meant to merge two accounts, that is not possible: keep using this one. If you have forgotten your password, you can choose a new one.',
    ],
    action: { label: 'Choose a new password', url: d.resetUrl },
    note: `Sign in: ${d.signInUrl}\nIf this means nothing to you, you need not do anything.`,
  }),
  deletionScheduled: (d) => ({
    subject: 'Your LexMitra account is due to be deleted',
    paragraphs: [
      `Your LexMitra account, and everything in it (documents, diary, drafts, conversations), will be deleted on ${d.eraseAt}. The request came from a signed-in session, confirmed with the account's password.`,
      'Every session of the account has been signed out. To keep the account, sign in before then and choose to cancel the deletion when you are asked.',
    ],
    action: { label: 'Keep my account', url: d.link },
    note: 'If you did not ask for this, someone knows your password: cancel the deletion, then choose a new password.',
  }),
  deletionFailures: (d) => ({
    subject: 'Failed attempts to delete your LexMitra account',
    paragraphs: [
      `In the last hour, someone signed in to your LexMitra account tried ${d.count} times to delete it with a wrong password. The account has not been deleted, and further tries from the same place are being slowed down.`,
      'If this was not you, someone is using one of your signed-in devices: sign out everywhere in your account settings, then choose a new password.',
    ],
    action: { label: 'Choose a new password', url: d.resetUrl },
  }),
};

export const enFooter = (unsubscribeUrl?: string) =>
  unsubscribeUrl
    ? `You receive this because of your LexMitra notification settings. Stop these mails: ${unsubscribeUrl}`
    : 'LexMitra - legal help for India. This is an automatic mail about your account.';
