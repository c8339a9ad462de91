import { MAIL_TEMPLATES } from '@lexmitra/contracts';
import { hearingReminderText, noticeLocale, privacyNoticeText, renderMail } from './index';

const hearing = { kind: 'dayBefore' as const, matterNo: 'OS 12/2026', partyName: 'Bose v. Das', date: '2026-03-03', time: '14:30', stage: 'Arguments' };
const data = { link: 'https://lexmitra.test/verify-email?token=abc', resetUrl: 'https://lexmitra.test/reset', signInUrl: 'https://lexmitra.test/sign-in', ...hearing, firmName: 'Rao & Co', inviterEmail: 'a@x.in', code: 'ABC', documentName: 'notice.pdf', senderEmail: 's@x.in', count: '5', name: 'Asha', email: 'asha@x.in', message: 'Hello', expires: '3 Apr 2026', oldEmail: 'old@x.in', newEmail: 'new@x.in', eraseAt: '27 November 2026, 6:30 pm' };

describe('mail templates', () => {
  it.each(MAIL_TEMPLATES.flatMap((t) => [[t, 'en'], [t, 'hi'], [t, 'bn']] as const))('%s in %s renders a subject, text and HTML', (template, locale) => {
    const mail = renderMail({ to: 'a@x.in', template, locale, data });
    expect(mail.subject.length).toBeGreaterThan(3);
    expect(mail.text).not.toContain('undefined');
    expect(mail.html).toContain(`<html lang="${locale}">`);
    // Hindi mails are Hindi throughout: the subject too, whatever the data (English names stay as typed).
    if (locale === 'hi') expect(mail.subject).toMatch(/[\u0900-\u097F]/);
    if (locale === 'bn') expect(mail.subject).toMatch(/[\u0980-\u09FF]/);
  });

  it('puts the action link in both parts and escapes data in the HTML part', () => {
    const mail = renderMail({ to: 'a@x.in', template: 'contactMessage', data: { name: '<b>x</b>', email: 'e@x.in', message: '<script>alert(1)</script>' } });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    const verify = renderMail({ to: 'a@x.in', template: 'verifyEmail', data });
    expect(verify.text).toContain(data.link);
    expect(verify.html).toContain('href="https://lexmitra.test/verify-email?token=abc"');
  });

  it('words "password changed" for a change in settings (this device stays signed in) and for a reset', () => {
    for (const locale of ['en', 'hi'] as const) {
      const reset = renderMail({ to: 'a@x.in', template: 'passwordChanged', locale, data: { resetUrl: data.resetUrl } });
      const settings = renderMail({ to: 'a@x.in', template: 'passwordChanged', locale, data: { resetUrl: data.resetUrl, scope: 'others' } });
      expect(settings.text).not.toBe(reset.text);
    }
    expect(renderMail({ to: 'a@x.in', template: 'passwordChanged', data: { resetUrl: data.resetUrl, scope: 'others' } }).text).toMatch(/stays signed in; every other device/);
    const notice = renderMail({ to: 'a@x.in', template: 'emailChangeNotice', locale: 'hi', data });
    expect(notice.text).toContain('new@x.in');
    expect(renderMail({ to: 'new@x.in', template: 'emailChangeVerify', data }).text).toContain('old@x.in');
  });

  it('refuses a link that is not http(s), and keeps subjects on one line', () => {
    expect(() => renderMail({ to: 'a@x.in', template: 'verifyEmail', data: { link: 'javascript:alert(1)' } })).toThrow(/http/);
    const mail = renderMail({ to: 'a@x.in', template: 'hearingReminder', data: { ...data, partyName: 'a\r\nBcc: x@y.in' } });
    expect(mail.subject).toBe('Hearing tomorrow: OS 12/2026 a Bcc: x@y.in');
  });

  it('adds the unsubscribe link to the footer of notifications', () => {
    const mail = renderMail({ to: 'a@x.in', template: 'documentShared', locale: 'hi', data, unsubscribe: { page: 'https://lexmitra.test/unsubscribe?a=x', oneClick: 'https://lexmitra.test/api/mail/unsubscribe?a=x' } });
    expect(mail.text).toContain('https://lexmitra.test/unsubscribe?a=x');
  });

  it('writes hearing reminders in the account language with the hearing filled in (IST), the case as typed', () => {
    // Dates as ICU writes them for India (the comma before the year varies between ICU versions).
    const en = hearingReminderText('en', { ...hearing, kind: 'dayBefore' });
    expect(en.title).toBe('Hearing tomorrow: OS 12/2026 Bose v. Das');
    expect(en.body).toMatch(/^Arguments on Tue, 3 Mar,? 2026 at 02:30 PM IST\.$/);
    expect(hearingReminderText('hi', { ...hearing, kind: 'morningOf' })).toEqual({ title: 'आज सुनवाई है: OS 12/2026 Bose v. Das', body: 'बहस: मंगलवार, 3 मार्च 2026 को दोपहर 2:30 बजे (भारतीय समय, IST)।' });
    expect(hearingReminderText('hi', { kind: 'dayBefore', date: '2026-03-03', time: '' })).toEqual({ title: 'कल सुनवाई है: डायरी प्रविष्टि', body: 'सूचीबद्ध: मंगलवार, 3 मार्च 2026 को।' });
    expect(hearingReminderText('hi', { ...hearing, time: '08:05' }).body).toContain('सुबह 8:05 बजे');

    const hindi = renderMail({ to: 'a@x.in', template: 'hearingReminder', locale: 'hi', data: { ...hearing, link: 'https://lexmitra.test/dashboard/adv-diary' } });
    expect(hindi.subject).toBe('कल सुनवाई है: OS 12/2026 Bose v. Das');
    expect(hindi.text).toContain('बहस: मंगलवार, 3 मार्च 2026 को दोपहर 2:30 बजे');
    expect(hindi.text).not.toMatch(/Hearing|Arguments|PM/);
    expect(hindi.html).toContain('Bose v. Das');
    // A reminder mail queued before reminders carried the entry's fields still shows its text.
    expect(renderMail({ to: 'a@x.in', template: 'hearingReminder', data: { title: 'Hearing today: X', body: 'Listed on Tue.', link: 'https://lexmitra.test/' } }).text).toContain('Listed on Tue.');
  });

  it('writes Bengali mails in Bengali, with Bengali digits and the hearing in Indian time', () => {
    expect(noticeLocale('bn-IN')).toBe('bn');
    expect(noticeLocale('bn')).toBe('bn');
    const reminder = hearingReminderText('bn', { ...hearing, kind: 'dayBefore' });
    expect(reminder.title).toBe('আগামীকাল শুনানি: OS 12/2026 Bose v. Das');
    expect(reminder.body).toMatch(/^সওয়াল: মঙ্গলবার, ৩ মার্চ,? ২০২৬, দুপুর ২:৩০ \(ভারতীয় মান সময়, IST\)।$/);
    expect(hearingReminderText('bn', { ...hearing, time: '08:05' }).body).toContain('সকাল ৮:০৫');
    const bare = hearingReminderText('bn', { kind: 'morningOf', date: '2026-03-03', time: '' });
    expect(bare.title).toBe('আজ শুনানি: ডায়েরির এন্ট্রি');
    expect(bare.body).toMatch(/^তালিকাভুক্ত: মঙ্গলবার, ৩ মার্চ,? ২০২৬।$/);
    const failures = renderMail({ to: 'a@x.in', template: 'loginFailures', locale: 'bn', data });
    expect(failures.text).toContain('৫টি ব্যর্থ চেষ্টা');
    for (const template of MAIL_TEMPLATES.filter((t) => t !== 'contactMessage')) {
      const mail = renderMail({ to: 'a@x.in', template, locale: 'bn', data: { ...data, link: 'https://lexmitra.test/x', resetUrl: 'https://lexmitra.test/r', signInUrl: 'https://lexmitra.test/s', expires: '৩ এপ্রিল ২০২৬', eraseAt: '২৭ নভেম্বর ২০২৬' } });
      // Only what the person typed (names, case numbers, addresses) and links may be in Latin letters.
      const typed = [data.matterNo, data.partyName, data.firmName, data.inviterEmail, data.code, data.documentName, data.senderEmail, data.oldEmail, data.newEmail, 'IST'];
      const own = typed.reduce((text, t) => text.split(t).join(''), mail.text.replace(/https?:\S+/g, ''));
      expect(own).not.toMatch(/[A-Za-z]{2,}/);
    }
    for (const kind of ['exportReady', 'deletionCancelled'] as const) {
      const { title, body } = privacyNoticeText('bn', kind);
      expect(`${title} ${body}`).toMatch(/^[\u0980-\u09FF\s।,:]+$/);
    }
  });

  it('mails "export ready" with a link to the Privacy page, no download token, and no way to unsubscribe', () => {
    for (const locale of ['en', 'hi'] as const) {
      const mail = renderMail({ to: 'a@x.in', template: 'exportReady', locale, data: { link: 'https://lexmitra.test/dashboard/privacy', expires: '3 Apr 2026' } });
      expect(mail.text).toContain('https://lexmitra.test/dashboard/privacy');
      expect(mail.html).toContain('href="https://lexmitra.test/dashboard/privacy"');
      expect(mail.text).toContain('3 Apr 2026');
      expect(mail.text).not.toMatch(/unsubscribe|token/i);
    }
    expect(renderMail({ to: 'a@x.in', template: 'exportReady', locale: 'hi', data: { link: 'https://lexmitra.test/dashboard/privacy' } }).subject).toBe('आपका LexMitra डेटा एक्सपोर्ट तैयार है');
  });

  it('gives the privacy notices in Hindi for a Hindi account, and PRIVACY_TEXT unchanged in English', () => {
    expect(noticeLocale('hi-IN')).toBe('hi');
    expect(noticeLocale(null)).toBe('en');
    expect(privacyNoticeText('en', 'exportReady')).toEqual({ title: 'Your data export is ready', body: 'Download it from the Privacy page before the link expires.' });
    for (const kind of ['exportReady', 'deletionCancelled'] as const) {
      const { title, body } = privacyNoticeText('hi', kind);
      expect(`${title} ${body}`).not.toMatch(/[A-Za-z]/);
    }
  });
});
