import { MAIL_TEMPLATES } from '@lexmitra/contracts';
import { renderMail } from './index';

const data = { link: 'https://lexmitra.test/verify-email?token=abc', resetUrl: 'https://lexmitra.test/reset', signInUrl: 'https://lexmitra.test/sign-in', title: 'Hearing tomorrow: 12/2025', body: 'Hearing on Tue', firmName: 'Rao & Co', inviterEmail: 'a@x.in', code: 'ABC', documentName: 'notice.pdf', senderEmail: 's@x.in', count: '5', name: 'Asha', email: 'asha@x.in', message: 'Hello' };

describe('mail templates', () => {
  it.each(MAIL_TEMPLATES.flatMap((t) => [[t, 'en'], [t, 'hi']] as const))('%s in %s renders a subject, text and HTML', (template, locale) => {
    const mail = renderMail({ to: 'a@x.in', template, locale, data });
    expect(mail.subject.length).toBeGreaterThan(3);
    expect(mail.text).not.toContain('undefined');
    expect(mail.html).toContain(`<html lang="${locale}">`);
    if (locale === 'hi' && template !== 'hearingReminder') expect(mail.text).toMatch(/[\u0900-\u097F]/);
  });

  it('puts the action link in both parts and escapes data in the HTML part', () => {
    const mail = renderMail({ to: 'a@x.in', template: 'contactMessage', data: { name: '<b>x</b>', email: 'e@x.in', message: '<script>alert(1)</script>' } });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    const verify = renderMail({ to: 'a@x.in', template: 'verifyEmail', data });
    expect(verify.text).toContain(data.link);
    expect(verify.html).toContain('href="https://lexmitra.test/verify-email?token=abc"');
  });

  it('refuses a link that is not http(s), and keeps subjects on one line', () => {
    expect(() => renderMail({ to: 'a@x.in', template: 'verifyEmail', data: { link: 'javascript:alert(1)' } })).toThrow(/http/);
    const mail = renderMail({ to: 'a@x.in', template: 'hearingReminder', data: { ...data, title: 'a\r\nBcc: x@y.in' } });
    expect(mail.subject).toBe('a Bcc: x@y.in');
  });

  it('adds the unsubscribe link to the footer of notifications', () => {
    const mail = renderMail({ to: 'a@x.in', template: 'documentShared', locale: 'hi', data, unsubscribe: { page: 'https://lexmitra.test/unsubscribe?a=x', oneClick: 'https://lexmitra.test/api/mail/unsubscribe?a=x' } });
    expect(mail.text).toContain('https://lexmitra.test/unsubscribe?a=x');
  });
});
