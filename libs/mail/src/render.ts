import { MailJob, MailJobSchema } from '@lexmitra/contracts';
import { en, enFooter } from './en';
import { bn, bnFooter } from './bn';
import { hi, hiFooter } from './hi';
import { RenderedMail, toHtml, toText } from './layout';

const TEXTS = { en: { messages: en, footer: enFooter }, hi: { messages: hi, footer: hiFooter }, bn: { messages: bn, footer: bnFooter } };

/** One mail job as its subject, plain-text part and HTML part, in the job's language. */
export function renderMail(job: MailJob): RenderedMail {
  const { template, locale, data, unsubscribe } = MailJobSchema.parse(job);
  const texts = TEXTS[locale];
  // A missing value renders empty rather than "undefined".
  const content = texts.messages[template](new Proxy(data, { get: (t, k) => (typeof k === 'string' ? (t[k] ?? '') : undefined) }));
  const footer = texts.footer(unsubscribe?.page);
  return { subject: content.subject.replace(/[\r\n]+/g, ' '), text: toText(content, footer), html: toHtml(content, footer, locale) };
}
