/**
 * Debian's Chromium driven by playwright-core (its own browser downloads do not work here), with a
 * fresh profile per launch and the flags that keep it off the network.
 */
import { Browser, BrowserContext, chromium, Locator, Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkIn, waitForMail } from '../../tools/jest/mailbox';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the product');
  return url;
};

export const screenshotDir = path.resolve(__dirname, '../screenshots');

/** The flags every Chromium of ours starts with (the browser tests here, tools/bench/lighthouse.ts). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `locale` is what the browser asks for (navigator.languages, Accept-Language): 'bn-IN' for a Bengali reader. */
export async function launchBrowser({ locale }: { locale?: string } = {}): Promise<{ browser: BrowserContext; close: () => Promise<void> }> {
  const executablePath = chromiumPath();
  if (!fs.existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium package`);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexmitra-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    ...(locale ? { locale } : {}),
  });
  return {
    browser: context,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Waits until a field shows `expected`: React applies state after the request that triggered it
 * resolves, so reading the value once right after a list updates can still see the old one.
 */
export async function waitForValue(field: Locator, expected: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await field.inputValue();
  while (value !== expected) {
    if (Date.now() > deadline) throw new Error(`field still shows ${JSON.stringify(value)}, expected ${JSON.stringify(expected)}`);
    await new Promise((r) => setTimeout(r, 50));
    value = await field.inputValue();
  }
}

/**
 * A new account signed up and in through the real endpoints from the page's own context, so its
 * cookie jar holds the session. Fails loudly when either step is refused. Unless `verify` is false
 * the address is confirmed the way a person does it: the verification mail is read from the mail
 * server's API and its token posted, so shared documents and firm invites work for the account.
 */
export async function signUpAndIn(page: Page, label: string, password = 'correct-horse-42', opts: { verify?: boolean } = {}): Promise<{ uid: string; email: string }> {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const reg = await page.request.post(baseUrl() + '/api/auth/register', { data: { email, password } });
  if (reg.status() !== 201) throw new Error(`register answered ${reg.status()}: ${await reg.text()}`);
  if (opts.verify !== false) {
    const link = linkIn(await waitForMail(email, { subject: /Confirm your e-mail address/ }), '/verify-email');
    const token = new URLSearchParams(link.hash.slice(1)).get('token');
    const verified = await page.request.post(baseUrl() + '/api/auth/verify-email', { data: { token } });
    if (verified.status() !== 200) throw new Error(`verify-email answered ${verified.status()}: ${await verified.text()}`);
  }
  const login = await page.request.post(baseUrl() + '/api/auth/login', { data: { email, password } });
  if (login.status() !== 200) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
  return (await login.json()).user;
}

/** Keeps the user where the sign-in page keeps it, for the screens that read it from local storage. */
export async function rememberUser(page: Page, user: { uid: string; email: string }): Promise<void> {
  // Runs in the page; typed without the DOM lib because tools (the benches) type-check this file too.
  await page.evaluate((u) => {
    const store = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
    store.setItem('userId', u.uid);
    store.setItem('email', u.email);
  }, user);
}

export type { Browser, Page };
