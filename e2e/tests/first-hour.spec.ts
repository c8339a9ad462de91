/**
 * Issue 33, a newcomer's first hour, in Chromium against the built product (no model configured,
 * as on a fresh `npm start`). Two people:
 * - a litigant on a 360px phone in Hindi: signs up from the home page, gets the verification mail in
 *   Hindi, lands on tools ordered for them, reads a chat answer from its start with linked citations,
 *   learns before any upload what works without a model, keeps a photo in Available Docs, and fills a
 *   Hindi rent agreement whose blanks are asked in Hindi;
 * - an advocate on a 1366px laptop in English: the diary (court, Next Date on the calendar, week view
 *   at working hours, dates as written in India, month view at 360px) and a named draft.
 * Button colours are measured in every state on Available Docs and the diary details (≥ 4.5:1), axe
 * runs on each screen touched, and screenshots go to e2e/screenshots/ (git-ignored).
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { linkIn, waitForMail } from '../../tools/jest/mailbox';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, rememberUser, screenshotDir, shot, signUpAndIn, waitForValue } from '../support/browser';
import { below, buttonContrasts } from '../support/contrast';

const PASSWORD = 'correct-horse-42';
const NOTICE_LINES = [
  'LEGAL NOTICE',
  'My client lent you a sum aggregating to Rs. 2,50,000 in March 2026 for your shop.',
  'You promised to repay the whole sum within six months, and you have paid nothing.',
  'You are called upon to pay Rs. 2,50,000 within 15 days of receiving this notice.',
  'Failing which my client shall file a suit for recovery with interest and costs.',
];

async function noticePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  NOTICE_LINES.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 10, font }));
  return Buffer.from(await doc.save());
}

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectAxeClean(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const found = await seriousViolations(page);
  if (found.length) {
    // Name the offending nodes, so a failure says what to fix.
    const detail = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
      const { violations } = await axe.run(document, { resultTypes: ['violations'] });
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 4).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join(' | ')}`);
    });
    throw new Error(`axe on ${where}:\n${detail.join('\n')}`);
  }
}

describe('the first hour of a litigant, in Hindi, on a 360px phone', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const email = `litigant.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
  });
  afterAll(async () => close?.());

  it('signs up from the home page in Hindi and gets the verification mail in Hindi', async () => {
    await page.goto(baseUrl() + '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('combobox', { name: 'Site language' }).selectOption('hi');
    const signUp = page.getByRole('link', { name: 'मुफ़्त साइन अप करें' });
    await signUp.waitFor();
    await shot(page, 'first-hour-litigant-home');
    await expectAxeClean(page, 'home, signed out, Hindi');
    await signUp.click();
    const form = page.getByRole('form', { name: 'साइन अप' });
    await form.getByLabel(/^ई-?मेल$/).fill(email);
    await form.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
    await form.getByLabel('पासवर्ड दोबारा लिखें').fill(PASSWORD);
    // No hosted sign-in is configured on this server: no Google button to disappoint anyone.
    await expect(page.getByRole('button', { name: /Google/ }).count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'साइन अप करें' }).click();
    await page.waitForURL(/\/sign-in$/);

    const mail = await waitForMail(email, { subject: /LexMitra के लिए अपने ई-मेल पते की पुष्टि करें/ });
    expect(mail.html).toContain('<html lang="hi">');
    const token = new URLSearchParams(linkIn(mail, '/verify-email').hash.slice(1)).get('token');
    // Confirmed in the account's own session (elsewhere the link asks for a new password first).
    expect((await page.request.post(baseUrl() + '/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
    expect(await (await page.request.post(baseUrl() + '/api/auth/verify-email', { data: { token } })).json()).toMatchObject({ verified: true });
    expect((await page.request.post(baseUrl() + '/api/auth/logout')).status()).toBeLessThan(300);
  });

  it('signs in, and from the home page reaches tools ordered for a litigant', async () => {
    const form = page.getByRole('form', { name: 'साइन इन' });
    await form.getByLabel(/^ई-?मेल$/).fill(email);
    await form.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'लॉग इन' }).click();
    const toTools = page.getByRole('link', { name: 'अपने टूल पर जाएँ' });
    await toTools.waitFor({ timeout: 15_000 });
    await toTools.click();
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor();
    const cards = page.locator('a.card--link h3');
    await cards.first().waitFor();
    expect((await cards.allInnerTexts()).slice(0, 2)).toEqual(['प्रश्न बॉट', 'डॉक AI']);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await shot(page, 'first-hour-litigant-dashboard');
    await expectAxeClean(page, 'dashboard, Hindi, phone');
  });

  it('shows a chat answer from its start, in the page, with citations that lead to judgments', async () => {
    await page.goto(baseUrl() + '/dashboard/query');
    await page.getByPlaceholder('अपना प्रश्न लिखें').fill('मेरा चेक बाउंस हो गया है, मैं क्या करूँ?');
    await page.getByRole('button', { name: 'भेजें' }).click();
    const bot = page.locator('.chat__message--bot').last();
    await bot.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300); // the scroll to the new answer runs after it is painted
    const layout = await page.evaluate(() => {
      const box = document.querySelector('.chat__messages') as HTMLElement;
      const answer = Array.from(document.querySelectorAll('.chat__message--bot')).pop() as HTMLElement;
      const rect = answer.getBoundingClientRect();
      return { inner: box.scrollHeight - box.clientHeight, top: rect.top, bottom: rect.bottom, height: window.innerHeight, page: document.documentElement.scrollHeight };
    });
    // No box of its own that scrolls: the page does, and the answer's first line is on screen. An
    // answer longer than the screen starts in its upper half; a short one may sit lower, whole.
    expect(layout.inner).toBeLessThanOrEqual(1);
    expect(layout.top).toBeGreaterThanOrEqual(0);
    if (layout.bottom > layout.height) expect(layout.top).toBeLessThan(layout.height / 2);
    else expect(layout.top).toBeLessThan(layout.height - 40);
    const chips = bot.getByRole('list', { name: 'उल्लिखित धाराएँ' }).getByRole('link');
    expect(await chips.count()).toBeGreaterThan(0);
    // A judgment's chip opens its page; a statute's opens what the product knows of that provision.
    for (const href of await chips.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/cases\/[a-z0-9-]+$|^\/dashboard\/law\?act=.+&section=.+/);
    await shot(page, 'first-hour-litigant-chat');
    await expectAxeClean(page, 'query bot with an answer, Hindi, phone');
  });

  it('says before an upload what works without a model, and answers a Hindi question about an English notice honestly', async () => {
    await page.goto(baseUrl() + '/dashboard/translate');
    await page.getByText('अनुवाद के लिए मॉडल चाहिए, इसलिए यह इस सर्वर पर नहीं हो सकता।').waitFor();
    await expect(page.getByRole('button', { name: 'अनुवाद करें' }).isDisabled()).resolves.toBe(true);
    await shot(page, 'first-hour-litigant-translate');
    await expectAxeClean(page, 'translate without a model, Hindi, phone');

    await page.goto(baseUrl() + '/dashboard/docai');
    await page.getByLabel('दस्तावेज़ चुनें').setInputFiles({ name: 'loan-notice.pdf', mimeType: 'application/pdf', buffer: await noticePdf() });
    await page.getByText('loan-notice.pdf').first().waitFor();
    await page.getByRole('button', { name: 'सारांश बनाएँ' }).click();
    const output = page.locator('.doctools__output-text');
    await page.getByRole('group', { name: 'यह परिणाम रखें' }).waitFor({ timeout: 60_000 });
    const summary = (await output.innerText()).trim();
    // Never cut mid-sentence: it ends at a sentence's end, or at a quoted sentence and its paragraph mark.
    expect(summary).toMatch(/[.!?।](?:” \[¶\d+\])?$/);
    expect(summary).not.toMatch(/Rs\.(?:” \[¶\d+\])?$/);
    expect(summary).toContain('यह क्या है:');

    await page.getByLabel('प्रश्न', { exact: true }).fill('उधार की रकम कितनी है?');
    await page.getByRole('button', { name: 'उत्तर पाएँ' }).click();
    await page.getByText(/AI मॉडल नहीं है/).waitFor({ timeout: 60_000 });
    expect(await output.innerText()).not.toContain('कोई उत्तर उपलब्ध नहीं है');
    await shot(page, 'first-hour-litigant-docai');
  });

  it('keeps a photo in Available Docs, in plain Hindi, with readable buttons in every state', async () => {
    const photo = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 200, height: 120 } });
    await page.goto(baseUrl() + '/dashboard/available-documents');
    const upload = page.getByRole('region', { name: 'अपना दस्तावेज़ अपलोड करें' });
    await upload.waitFor();
    expect(await page.locator('main, body').first().innerText()).not.toContain('मुवक्किल');
    await upload.getByLabel('PDF, DOC या DOCX फ़ाइल या फ़ोटो चुनें').setInputFiles({ name: 'notice-photo.png', mimeType: 'image/png', buffer: photo });
    await upload.getByRole('button', { name: 'अपलोड करें' }).click();
    const list = page.getByRole('region', { name: 'आपके दस्तावेज़' });
    await list.getByText('notice-photo.png').waitFor({ timeout: 15_000 });
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    // Two empty viewers no longer stretch the page to three screens.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2100);
    const contrasts = await buttonContrasts(page, page.locator('.documents'));
    expect(contrasts.some((c) => c.name.includes('हटाएँ'))).toBe(true);
    expect(below(contrasts)).toEqual([]);
    await shot(page, 'first-hour-litigant-documents');
    await expectAxeClean(page, 'available docs, Hindi, phone');
  });

  it('fills the Hindi rent agreement with its blanks asked in Hindi, and reads it rendered', async () => {
    await page.goto(baseUrl() + '/dashboard/drafts');
    await page.getByLabel('प्रारूप').selectOption({ label: 'किरायानामा, 11 महीने' });
    const form = page.getByRole('form', { name: 'खाली जगहें भरें' });
    await form.getByLabel('मकान मालिक का पूरा नाम').fill('सुरेश कुमार');
    await form.getByLabel('किरायेदार का पूरा नाम').fill('अनीता देवी');
    await form.getByRole('button', { name: 'ड्राफ़्ट में भरें' }).click();
    const preview = page.locator('.drafts__preview');
    await preview.getByRole('heading', { name: 'किरायानामा' }).waitFor();
    await preview.getByText(/सुरेश कुमार/).first().waitFor();
    const text = await preview.innerText();
    expect(text).not.toMatch(/#|\{\{/);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await shot(page, 'first-hour-litigant-draft');
    await expectAxeClean(page, 'drafts, Hindi rent agreement, phone');
  });
});

describe('the first hour of an advocate, in English, on a 1366px laptop', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const today = new Date();
  const next = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2);
  // Its own matter number on each attempt (a retried test must not meet the first attempt's entry).
  const matter = () => `CC ${Math.floor(Math.random() * 900) + 100}/2026`;
  let matterNo = '';

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    const user = await signUpAndIn(page, 'advocate');
    await page.goto(baseUrl() + '/dashboard');
    // Drafts are saved under the stored user id, as the sign-in page keeps it.
    await rememberUser(page, user);
  });
  afterAll(async () => close?.());

  it('records a hearing with its court, sees it and its Next Date on the calendar, dated as in India', async () => {
    await page.goto(baseUrl() + '/dashboard/adv-diary');
    const form = page.getByRole('form', { name: 'Add New Entry' });
    matterNo = matter();
    await form.getByLabel('Matter Number').fill(matterNo);
    await form.getByLabel('Party Name').fill('State v. Kumar');
    await form.getByLabel('Upcoming Date').fill(localDate(today));
    await form.getByLabel(/^Upcoming Time/).fill('10:30');
    await form.getByLabel('AM/PM').selectOption('AM');
    await form.getByLabel('Next Date').fill(localDate(next));
    await form.getByLabel('Court', { exact: true }).fill('District Court, Saket');
    await form.getByLabel('Courtroom or bench').fill('Court No. 4');
    await form.getByRole('button', { name: 'Add Entry' }).click();

    const calendar = page.getByRole('region', { name: 'Calendar', exact: true });
    const hearing = calendar.locator('.diary-calendar__event', { hasText: `${matterNo} State v. Kumar` }).first();
    await hearing.waitFor();
    await expect(hearing.innerText()).resolves.toBe(`10:30 AM ${matterNo} State v. Kumar`);
    if (next.getMonth() === today.getMonth()) await calendar.locator('.diary-calendar__event', { hasText: `Next date: ${matterNo}` }).first().waitFor();

    const todays = page.getByRole('region', { name: "Today's Matters" });
    const item = todays.locator('li.diary-entry').filter({ hasText: matterNo });
    await item.getByRole('button', { name: 'Show Details' }).click();
    const written = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
    await item.getByText(written.format(next)).waitFor();
    await item.getByText('District Court, Saket').first().waitFor();
    expect(await item.innerText()).not.toContain(localDate(today));
    await shot(page, 'first-hour-advocate-diary');

    const contrasts = await buttonContrasts(page, item);
    expect(contrasts.some((c) => c.name === 'Delete')).toBe(true);
    expect(below(contrasts)).toEqual([]);
    await item.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(below(await buttonContrasts(page, dialog))).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectAxeClean(page, 'diary with details open, laptop');
  });

  it('opens the week view at working hours, not at midnight', async () => {
    const calendar = page.getByRole('region', { name: 'Calendar', exact: true });
    await calendar.getByRole('button', { name: 'Week' }).click();
    const content = calendar.locator('.rbc-time-content');
    await content.waitFor();
    await page.waitForTimeout(300);
    const { scrollTop, scrollHeight } = await content.evaluate((el) => ({ scrollTop: el.scrollTop, scrollHeight: el.scrollHeight }));
    // 08:00 is a third of the day down.
    expect(scrollTop / scrollHeight).toBeGreaterThan(0.3);
    expect(scrollTop / scrollHeight).toBeLessThan(0.4);
    // The hearing shows its time and its whole title, not only "10:30 AM – 11:30 AM".
    await expect(calendar.locator('.rbc-time-content .diary-calendar__event', { hasText: matterNo }).first().innerText()).resolves.toBe(`10:30 AM ${matterNo} State v. Kumar`);
    await shot(page, 'first-hour-advocate-week');
  });

  it('shows every weekday column of the month on a 360px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    const calendar = page.getByRole('region', { name: 'Calendar', exact: true });
    const heads = calendar.locator('.rbc-month-header .rbc-header');
    await heads.first().waitFor();
    expect(await heads.count()).toBe(7);
    const last = (await heads.last().boundingBox())!;
    const box = (await calendar.boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width);
    expect(last.x + last.width).toBeLessThanOrEqual(360);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await calendar.screenshot({ path: path.join(screenshotDir, 'first-hour-advocate-month-360.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('names a draft, fills every blank and can still change one afterwards', async () => {
    await page.goto(baseUrl() + '/dashboard/drafts');
    await page.getByLabel('Template').selectOption({ label: 'Legal Notice for Cheque Dishonour (NI Act s.138)' });
    const name = page.getByLabel('Draft name');
    await waitForValue(name, 'Legal Notice for Cheque Dishonour (NI Act s.138)');
    await name.fill('Notice to Rohan Mehta, cheque 004512');
    const form = page.getByRole('form', { name: 'Fill in the blanks' });
    const fields = form.locator('input');
    const count = await fields.count();
    for (let i = 0; i < count; i++) await fields.nth(i).fill(`value ${i + 1}`);
    await form.getByLabel('Name of the person who gave the cheque').fill('Rohan Mehta');
    await form.getByRole('button', { name: 'Fill in the draft' }).click();
    await form.getByText(/Every blank is filled/).waitFor();
    await form.getByLabel('Name of the person who gave the cheque').fill('Rohan K. Mehta');
    await form.getByRole('button', { name: 'Update the draft' }).click();
    await page.locator('.drafts__preview').getByText(/Rohan K\. Mehta/).first().waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Draft saved successfully').waitFor();
    await page.getByRole('region', { name: 'My drafts' }).getByText('Notice to Rohan Mehta, cheque 004512').waitFor();
    await shot(page, 'first-hour-advocate-draft');
    await expectAxeClean(page, 'drafts, named and filled, laptop');
  });

  it('offers no Google sign-in on a server without a hosted provider', async () => {
    const other = await browser.newPage();
    await other.goto(baseUrl() + '/sign-in');
    await other.getByRole('button', { name: 'Login' }).waitFor();
    await expect(other.getByRole('button', { name: /Google/ }).count()).resolves.toBe(0);
    await expectAxeClean(other, 'sign-in');
    await other.close();
  });
});
