/**
 * A chat answer streamed into Chromium: the first words are on the page while the model is still
 * writing, the whole structured answer replaces them when it is complete, and Stop ends the model
 * call. The global product has no model, so this test runs its own BFF and ai-worker against the
 * local OpenAI-compatible server, streaming one word every 60 ms.
 */
import type { BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import { FakeOpenAi, startFakeOpenAi } from '../../tools/jest/fake-openai';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { seriousViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_STREAM_PORT ?? 8794);
const base = `http://127.0.0.1:${port}`;
const answer = {
  lawyer_response:
    'Snatching a phone is an offence under the Bharatiya Nyaya Sanhita, 2023. Go to the nearest police station and report it at once; the police must record your complaint, and you are entitled to a free copy of the FIR. Keep the phone bill and its IMEI number ready.',
  potential_charges: ['Snatching (BNS s.304)'],
  rights: ['A free copy of the FIR.'],
  next_steps: ['Report it at the nearest police station.', 'Block your SIM.'],
  citations: [{ act: 'Bharatiya Nyaya Sanhita, 2023', section: '304', title: 'Snatching' }],
};

describe('a chat answer streamed into the page', () => {
  let fake: FakeOpenAi;
  const services: RunningService[] = [];
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.setResponder(() => ({ json: answer, delayMs: 150, chunkDelayMs: 60 }));
    const env = {
      MONGO_URL: process.env.MONGO_URL!.replace(/\/[^/]*$/, '/lexmitra_e2e_stream'),
      BULLMQ_PREFIX: `e2es${process.pid}`, PORT: String(port), METRICS_PORT: '0', LOG_LEVEL: 'warn',
      OPENAI_API_KEY: '', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'e2e-model',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000', CHAT_RATE_LIMIT_PER_MINUTE: '1000', MAIL_RATE_LIMIT_PER_MINUTE: '1000',
    };
    services.push(await spawnService(path.join(root, 'services/ai-worker'), /"queue":"chat".*"worker ready"/, { ...env, LOG_LEVEL: 'info' }, 60_000));
    services.push(await spawnService(path.join(root, 'bff'), async () => (await fetch(`${base}/api/health/live`)).status === 200, env, 60_000));
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    const email = `stream.${Date.now()}@example.in`;
    expect((await page.request.post(`${base}/api/auth/register`, { data: { email, password: 'correct-horse-42' } })).status()).toBe(201);
    expect((await page.request.post(`${base}/api/auth/login`, { data: { email, password: 'correct-horse-42' } })).status()).toBe(200);
  }, 150_000);
  afterAll(async () => {
    await close?.();
    for (const s of services.reverse()) await s.stop('SIGTERM');
    await fake?.close();
  });

  it('shows the first words before the answer is complete, then the whole answer with its lists', async () => {
    await page.goto(`${base}/dashboard/query`);
    await page.getByPlaceholder('Enter your query').fill('Someone snatched my phone on the road. What can I do?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const live = page.locator('.chat__message--live');
    await live.getByText('Snatching a phone', { exact: false }).waitFor({ timeout: 20_000 });
    // Read in the page at that moment: part of the text, no lists yet, the region busy for screen readers.
    const partial = await live.locator('.chat__response').innerText();
    expect(answer.lawyer_response.startsWith(partial.trim())).toBe(true);
    expect(partial.length).toBeLessThan(answer.lawyer_response.length);
    await expect(page.getByLabel('Messages').getAttribute('aria-busy')).resolves.toBe('true');
    await expect(page.getByRole('heading', { name: 'Next Steps:' }).count()).resolves.toBe(0);
    // The page while the answer is written (its Stop button, the busy region) is as accessible as at rest.
    await expect(seriousViolations(page)).resolves.toEqual([]);

    const bot = page.locator('.chat__message--bot').last();
    await bot.getByRole('heading', { name: 'Next Steps:' }).waitFor({ timeout: 20_000 });
    await expect(bot.locator('.chat__response').innerText()).resolves.toBe(answer.lawyer_response);
    await bot.getByRole('list', { name: 'Sections cited' }).getByText('BNS 2023 s.304').waitFor();
    await expect(page.locator('.chat__message--live').count()).resolves.toBe(0);
    await expect(page.getByLabel('Messages').getAttribute('aria-busy')).resolves.toBe('false');
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });

  it('Stop ends the answer and the model call', async () => {
    fake.reset();
    fake.setResponder(() => ({ json: answer, delayMs: 150, chunkDelayMs: 60 }));
    await page.getByPlaceholder('Enter your query').fill('And if the snatcher threatened me with a knife?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('.chat__message--live').getByText('Snatching', { exact: false }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('The answer was stopped.').waitFor({ timeout: 10_000 });
    await expect(page.locator('.chat__message--live').count()).resolves.toBe(0);
    const deadline = Date.now() + 5000;
    while (fake.abandoned < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(fake.abandoned).toBe(1);
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
  });
});
