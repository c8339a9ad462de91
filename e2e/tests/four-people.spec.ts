/**
 * Four people walk through the product in Chromium, as a person would, with axe-core on every
 * screen they see and a screenshot of each (e2e/screenshots/walk-*.png):
 * a tenant whose browser is in Hindi, on a 360 px phone; an advocate of a firm on a laptop; a man
 * accused with his family in a dowry case; and someone who uses only the keyboard.
 */
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, rememberUser, shot, signUpAndIn } from '../support/browser';

/** A screen as the person leaves it: axe clean, nothing wider than the window, photographed. */
async function look(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ name, overflow: overflow > 0 }).toEqual({ name, overflow: false });
  await shot(page, `walk-${name}`);
}

const walk = (label: string, opts: Parameters<typeof launchBrowser>[0], body: (page: Page, errors: string[]) => Promise<void>) =>
  it(label, async () => {
    const { browser, close } = await launchBrowser(opts);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await body(page, errors);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

describe('four people, one session each', () => {
  walk('a tenant, in Hindi on a 360 px phone: asks about her deposit, reads the law, drafts the notice', { locale: 'hi-IN', viewport: { width: 360, height: 740 } }, async (page) => {
    await page.goto(baseUrl() + '/');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await expect(page.getByRole('combobox', { name: 'साइट की भाषा' }).isVisible()).resolves.toBe(true);
    await look(page, 'tenant-landing');
    await signUpAndIn(page, 'tenant');
    await page.goto(baseUrl() + '/dashboard');
    await page.getByRole('button', { name: 'मेनू' }).click();
    await page.getByRole('navigation', { name: 'डैशबोर्ड' }).getByRole('link', { name: 'प्रश्न बॉट' }).click();
    await expect(page.getByRole('button', { name: 'मेनू' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.waitForFunction(() => document.title === 'प्रश्न बॉट · LexMitra');
    await page.getByRole('textbox').first().fill('मकान मालिक ने बिजली काट दी और मेरी सिक्योरिटी डिपॉज़िट वापस नहीं कर रहा। मैं किरायेदार हूँ।');
    await page.getByRole('button', { name: 'भेजें' }).click();
    const answer = page.locator('.chat__message--bot').last();
    const chips = answer.locator('.chat__chips a');
    await chips.first().waitFor({ timeout: 20_000 });
    await expect(answer.locator('.chat__bot').getAttribute('lang')).resolves.toBe('hi');
    await look(page, 'tenant-answer');
    const chip = answer.locator('.chat__chips a', { hasText: /^MTA 2021 s\.20$/ });
    const target = (await chip.count()) ? chip.first() : chips.first();
    await target.click();
    await page.waitForURL((u) => u.pathname === '/dashboard/law');
    await page.getByRole('heading', { level: 2, name: 'कानून क्या कहता है, हमारे शब्दों में' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'इस प्रावधान पर फ़ैसले' }).waitFor();
    await look(page, 'tenant-provision');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/dashboard/query' && !!u.searchParams.get('c'));
    await page.locator('.chat__message--bot').first().waitFor();
    await page.goto(baseUrl() + '/dashboard/drafts');
    const picker = page.getByLabel('प्रारूप');
    await page.getByRole('option', { name: 'सिक्योरिटी डिपॉज़िट लौटाने का नोटिस', exact: true }).waitFor({ state: 'attached' });
    await picker.selectOption({ label: 'सिक्योरिटी डिपॉज़िट लौटाने का नोटिस' });
    const form = page.getByRole('form', { name: 'खाली जगहें भरें' });
    await form.getByLabel('डिपॉज़िट की राशि').fill('30,000');
    await form.getByLabel('मकान मालिक का पूरा नाम').fill('रमेश वर्मा');
    await form.getByRole('button').last().click();
    await page.getByText('₹ 30,000', { exact: false }).first().waitFor();
    await look(page, 'tenant-draft');
  });

  walk('an advocate of a firm, on a laptop: a reply to a cheque notice on the firm\'s behalf, the case law, the diary', { permissions: ['clipboard-read', 'clipboard-write'] }, async (page) => {
    await page.goto(baseUrl() + '/');
    // Kept where the sign-in page keeps it: the draft editor saves under it.
    await rememberUser(page, await signUpAndIn(page, 'advocate'));
    await page.goto(baseUrl() + '/dashboard');
    await page.getByRole('button', { name: 'Create a firm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a firm' });
    await dialog.getByLabel('Firm name').fill('Iyer & Rao Advocates');
    await dialog.getByRole('button', { name: 'Create Firm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await look(page, 'advocate-dashboard');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Drafts' }).click();
    await page.getByRole('option', { name: 'Reply to a Cheque Dishonour Notice (NI Act s.138)', exact: true }).waitFor({ state: 'attached' });
    await page.getByLabel('Template').selectOption({ label: 'Reply to a Cheque Dishonour Notice (NI Act s.138)' });
    const form = page.getByRole('form', { name: 'Fill in the blanks' });
    await expect(form.getByLabel('Firm name').inputValue()).resolves.toBe('Iyer & Rao Advocates');
    await form.getByLabel("Advocate's name", { exact: true }).fill('K. Iyer');
    await form.getByLabel('Cheque amount (₹)', { exact: true }).fill('2,50,000');
    await form.getByRole('button', { name: 'Fill in the draft' }).click();
    await page.getByText('Advocate, Iyer & Rao Advocates').first().waitFor();
    await page.getByText('presumption under section 139 of the Act is rebuttable', { exact: false }).first().waitFor();
    await look(page, 'advocate-draft');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Draft saved', { exact: false }).first().waitFor();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Case search' }).click();
    await page.getByRole('searchbox').fill('section 138 negotiable instruments act');
    await page.getByRole('button', { name: 'Submit' }).click();
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByRole('link', { name: 'Damodar S. Prabhu v. Sayed Babalal H.' }).waitFor();
    await look(page, 'advocate-cases');
    await results.getByRole('link', { name: 'Damodar S. Prabhu v. Sayed Babalal H.' }).click();
    await page.getByRole('heading', { level: 1, name: 'Damodar S. Prabhu v. Sayed Babalal H.' }).waitFor();
    await page.goBack();
    await results.getByRole('link', { name: 'Damodar S. Prabhu v. Sayed Babalal H.' }).waitFor();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('section 138 negotiable instruments act');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Adv Diary' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const feed = page.getByRole('region', { name: 'Subscribe in your calendar' });
    await feed.getByRole('button', { name: 'Create calendar link' }).click();
    await feed.getByRole('button', { name: 'Copy the calendar link' }).click();
    await feed.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    await look(page, 'advocate-diary');
  });

  walk('a man accused with his parents in a dowry case: anticipatory bail, the section, the application', {}, async (page) => {
    await signUpAndIn(page, 'accused');
    await page.goto(baseUrl() + '/dashboard/query');
    await page.getByPlaceholder('Enter your query').fill('My wife has filed a dowry harassment complaint against me and my parents. The police say they will arrest us. What can we do?');
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.locator('.chat__message--bot').last();
    await answer.getByRole('heading', { name: 'Next Steps:' }).waitFor({ timeout: 20_000 });
    const text = await answer.innerText();
    expect(text).toMatch(/anticipatory bail/i);
    await look(page, 'accused-answer');
    const chip = answer.getByRole('link', { name: 'BNSS 2023 s.482' });
    await chip.waitFor();
    await chip.click();
    await page.getByRole('heading', { level: 1, name: 'Section 482, Bharatiya Nagarik Suraksha Sanhita, 2023' }).waitFor();
    await page.getByRole('heading', { level: 3, name: /Anticipatory bail/i }).first().waitFor();
    await look(page, 'accused-provision');
    await page.goBack();
    await answer.getByRole('link', { name: 'BNSS 2023 s.482' }).waitFor();
    await page.goto(baseUrl() + '/dashboard/drafts');
    await page.getByRole('option', { name: 'Anticipatory Bail Application (BNSS s.482)', exact: true }).waitFor({ state: 'attached' });
    await page.getByLabel('Template').selectOption({ label: 'Anticipatory Bail Application (BNSS s.482)' });
    await page.getByRole('form', { name: 'Fill in the blanks' }).waitFor();
    await page.getByText('FORMERLY SECTION 438', { exact: false }).first().waitFor();
    await look(page, 'accused-draft');
  });

  walk('someone who uses only the keyboard: signs in, skips the sidebar, searches, opens a judgment and comes back', {}, async (page) => {
    const user = await signUpAndIn(page, 'keys');
    await page.request.post(baseUrl() + '/api/auth/logout', { data: {} });
    await page.goto(baseUrl() + '/sign-in');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await look(page, 'keys-sign-in');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('correct-horse-42');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/home');
    await page.goto(baseUrl() + '/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    // Through the sidebar by Tab to Case search, then Enter: the focus lands on the new page's heading.
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Case search') break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/dashboard/cases');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'Case search');
    await page.keyboard.press('Tab');
    await page.keyboard.type('basic structure');
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: 'Search results' });
    const kesavananda = results.getByRole('link', { name: 'Kesavananda Bharati v. State of Kerala' });
    await kesavananda.waitFor();
    await look(page, 'keys-results');
    await kesavananda.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Kesavananda Bharati v. State of Kerala' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await look(page, 'keys-judgment');
    // Alt+Left is the browser's own shortcut, which the DevTools protocol's key events do not reach: Back.
    await page.goBack();
    await kesavananda.waitFor();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('basic structure');
  });
});
