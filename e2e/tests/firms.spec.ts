/**
 * Firms in two real browsers against the built product: one advocate creates a firm and copies its
 * invite code, a second (own browser profile) joins with it, and each sees the other in the team.
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
    await dialog.getByRole('button', { name: 'Create Firm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Your role: Senior Partner').waitFor();
    const invites = page.getByRole('group', { name: 'Invite codes' });
    code = (await invites.locator('.invite-code').first().textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    await invites.getByRole('button', { name: 'Copy code' }).first().click();
    await invites.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code);
    await shot(page, 'firms-created');
  });

  it('lets a second user join with the code; both see each other in the team', async () => {
    const { page } = ravi;
    await page.goto(baseUrl() + '/dashboard');
    await page.getByRole('button', { name: 'Join a firm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join a firm' });
    await dialog.getByLabel('Invite code').fill('WRONGCODE1');
    await dialog.getByRole('button', { name: 'Join Firm' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This invite code is not valid.' }).waitFor();
    await dialog.getByLabel('Invite code').fill(` ${code} `);
    await dialog.getByRole('button', { name: 'Join Firm' }).click();
    await dialog.waitFor({ state: 'detached' });
    const team = page.getByRole('list', { name: 'Team members' });
    await team.getByText(asha.email).waitFor();
    await team.getByText(ravi.email).waitFor();
    await page.getByText('Your role: Associate').waitFor();
    await shot(page, 'firms-joined');

    await asha.page.reload();
    await asha.page.getByRole('button', { name: 'Law Firm', exact: true }).click();
    const ashaTeam = asha.page.getByRole('list', { name: 'Team members' });
    await ashaTeam.getByText(ravi.email).waitFor();
    await expect(ashaTeam.getByRole('listitem').filter({ hasText: ravi.email }).textContent()).resolves.toMatch(/Associate.*Online/);
  });
});
