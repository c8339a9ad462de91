/**
 * Reads the dev stack's mail server (Mailpit) over its HTTP API, for tests that follow the links
 * the product mails. Fails loudly (never skips) when no mail server is configured.
 */
export interface Mail {
  id: string;
  subject: string;
  to: string[];
  text: string;
  html: string;
  headers: Record<string, string[]>;
}

export function requireMail(): { smtpUrl: string; webUrl: string } {
  const smtpUrl = process.env.SMTP_URL;
  const webUrl = process.env.MAIL_WEB_URL;
  if (!smtpUrl || !webUrl) {
    throw new Error('Mail tests need the dev stack\'s mail server: run `npm run stack:up` (or `npm test`), or set SMTP_URL and MAIL_WEB_URL.');
  }
  return { smtpUrl, webUrl: webUrl.replace(/\/$/, '') };
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${requireMail().webUrl}${path}`);
  if (!res.ok) throw new Error(`mail server ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

interface Summary {
  ID: string;
  Subject: string;
  To: { Address: string }[] | null;
  Created: string;
}

/** Every message to this address, newest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const found = await api<{ messages: Summary[] }>(`/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}&limit=50`);
  return Promise.all(
    found.messages.map(async (m) => {
      const full = await api<{ Text: string; HTML: string; Subject: string; To: { Address: string }[] }>(`/api/v1/message/${m.ID}`);
      const headers = await api<Record<string, string[]>>(`/api/v1/message/${m.ID}/headers`);
      return { id: m.ID, subject: full.Subject, to: full.To.map((t) => t.Address), text: full.Text, html: full.HTML, headers };
    }),
  );
}

/** Waits until `count` messages to the address match (subject test optional); returns the newest match. */
export async function waitForMail(address: string, opts: { subject?: RegExp; count?: number; timeoutMs?: number } = {}): Promise<Mail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  let seen: Mail[] = [];
  while (Date.now() < deadline) {
    seen = (await mailsTo(address)).filter((m) => !opts.subject || opts.subject.test(m.subject));
    if (seen.length >= (opts.count ?? 1)) return seen[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${address}${opts.subject ? ` matching ${opts.subject}` : ''} within ${opts.timeoutMs ?? 15_000} ms (saw ${seen.length})`);
}

/** The first link in the mail's text part whose path starts with `pathPrefix`. */
export function linkIn(mail: Mail, pathPrefix: string): URL {
  for (const raw of mail.text.match(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(raw);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in mail "${mail.subject}":\n${mail.text}`);
}
