/** The one shape every mail has: a greeting line, paragraphs, an optional button, a closing note. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** The one thing the mail asks the reader to do, as a button (HTML) and a bare link (text). */
  action?: { label: string; url: string };
  /** After the action: e.g. "If you did not ask for this, ignore this mail." */
  note?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value in the HTML part comes from data (names, messages people typed): escaped, always. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Links in mails must be web links: a `javascript:` or `data:` URL in data never becomes an href. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.toString();
  } catch {
    // falls through
  }
  throw new Error('mail link is not an http(s) URL');
}

export function toText(c: MailContent, footer: string): string {
  const parts = [...c.paragraphs];
  if (c.action) parts.push(`${c.action.label}:\n${safeUrl(c.action.url)}`);
  if (c.note) parts.push(c.note);
  parts.push(`--\n${footer}`);
  return parts.join('\n\n') + '\n';
}

export function toHtml(c: MailContent, footer: string, lang: string): string {
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(safeUrl(c.action.url))}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(safeUrl(c.action.url))}</p>`
    : '';
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,\'Noto Sans Devanagari\',sans-serif;color:#1c1917;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    '<p style="margin:0 0 16px;font-weight:bold;font-size:18px">LexMitra</p>',
    ...c.paragraphs.map(p),
    button,
    c.note ? p(c.note) : '',
    `<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0"><p style="margin:0;font-size:12px;color:#78716c">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
}
