/**
 * Firms in two real browsers against the built product: one advocate creates a firm, picks the role
 * of a new invite code and copies it, a second (own browser profile) joins with it as that role, and
 * each sees the other in the team by name, with the e-mail address beside it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';

async function signedInPage(label: string): Promise<{ browser: BrowserContext; close: () => Promise<void>; page: Page; email: string }> {
  const { browser, close } = await launchBrowser();
  const page = await browser.newPage();
  const { email } = await signUpAndIn(page, label);
  return { browser, close, page, email };
}

describe('firms in Chromium', () => {
  let asha: Awaited<ReturnType<typeof signedInPage>>;
  let ravi: Awaited<ReturnType<typeof signedInPage>>;
  let code = '';

  beforeAll(async () => {
    asha = await signedInPage('firm.asha');
    ravi = await signedInPage('firm.ravi');
  });
  afterAll(async () => {
    await asha?.close();
    await ravi?.close();
  });

  it('creates a firm and copies its invite code', async () => {
    const { page, browser } = asha;
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(baseUrl() + '/dashboard');
    await page.getByRole('button', { name: 'Create a firm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a firm' });
    await dialog.getByLabel('Firm name').fill('  Rao & Associates ');
    await dialog.getByLabel('Your name').fill('Asha Rao');
    await dialog.getByRole('button', { name: 'Create Firm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Your role: Senior Partner').waitFor();
    const invites = page.getByRole('group', { name: 'Invite codes' });
    // The inviter picks what a new code makes a person; the fewest rights are offered first, and no invite makes a Senior Partner.
    const role = invites.getByRole('combobox', { name: 'Role for new invites' });
    await expect(role.inputValue()).resolves.toBe('Junior Associate');
    await expect(role.locator('option').allTextContents()).resolves.toEqual(['Associate', 'Junior Associate', 'Paralegal']);
    await role.selectOption('Paralegal');
    await invites.getByRole('button', { name: 'New invite code' }).click();
    const paralegalCode = invites.getByRole('listitem').filter({ hasText: 'Paralegal' });
    await paralegalCode.waitFor();
    code = (await paralegalCode.locator('.invite-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    await paralegalCode.getByRole('button', { name: 'Copy code' }).click();
    await paralegalCode.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code);
    await shot(page, 'firms-created');
  });

  it('lets a second user join with the code as the role picked; both see each other in the team by name', async () => {
    const { page } = ravi;
    await page.goto(baseUrl() + '/dashboard');
    await page.getByRole('button', { name: 'Join a firm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join a firm' });
    await dialog.getByLabel('Invite code').fill('WRONGCODE1');
    await dialog.getByRole('button', { name: 'Join Firm' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This invite code is not valid.' }).waitFor();
    await dialog.getByLabel('Invite code').fill(` ${code} `);
    await dialog.getByLabel('Your name').fill('Ravi Kumar');
    await dialog.getByRole('button', { name: 'Join Firm' }).click();
    await dialog.waitFor({ state: 'detached' });
    const team = page.getByRole('list', { name: 'Team members' });
    // Names first, in bold; the address beside them, in muted type.
    await team.locator('strong', { hasText: 'Asha Rao' }).waitFor();
    await team.locator('strong', { hasText: 'Ravi Kumar' }).waitFor();
    await team.getByText(asha.email, { exact: false }).waitFor();
    await page.getByText('Your role: Paralegal').waitFor();
    // A Paralegal may not invite: no codes, no picker.
    expect(await page.getByRole('group', { name: 'Invite codes' }).count()).toBe(0);
    await shot(page, 'firms-joined');

    await asha.page.reload();
    await asha.page.getByRole('button', { name: 'Law Firm', exact: true }).click();
    const ashaTeam = asha.page.getByRole('list', { name: 'Team members' });
    await ashaTeam.locator('strong', { hasText: 'Ravi Kumar' }).waitFor();
    await expect(ashaTeam.getByRole('listitem').filter({ hasText: 'Ravi Kumar' }).textContent()).resolves.toMatch(new RegExp(`Ravi Kumar.*${ravi.email.replace(/\./g, '\\.')}.*Paralegal.*Online`));
  });
});
