// The review page at /review in a real browser (issue 16): Debian's Chromium, driven by
// playwright-core, against the real app, launched and skipped as test/docs/reference.browser.test.ts
// does (CI installs chromium; CHROMIUM_PATH overrides where it is). The page must list an
// escalation this test made, resolve it through the API, and explain a wrong key. It also saves
// docs/review.png, the screenshot the README's "Review" section shows.
import { existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { ESCALATING_CLAIM, escalate, escalationTestEngine } from './helpers.js';

const root = join(import.meta.dirname, '../..');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumMissing = !existsSync(executablePath);
const missingMessage = `${executablePath} not found: the review page's browser test needs Debian's chromium (apt-get install -y --no-install-recommends chromium; .ci/run does this) or CHROMIUM_PATH`;

// In CI a missing browser fails the run; on a developer's machine the test is skipped, loudly.
if (chromiumMissing && !process.env.CI) console.warn(`SKIPPED test/escalations/review-page.browser.test.ts: ${missingMessage}`);

// What the callbacks run in the page use of it: the project compiles without the DOM library.
declare const document: { cookie: string };
declare const localStorage: { length: number };
declare const sessionStorage: { length: number };

describe.skipIf(chromiumMissing && !process.env.CI)('the review page at /review in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let apiKey: string;
  let high: any;
  let low: any;
  const requested: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (chromiumMissing) throw new Error(missingMessage);
    // A fixed clock keeps the deadlines in the screenshot the same from run to run.
    server = await startTestServer({ clock: createManualClock('2026-11-24T09:30:00.000Z'), engine: escalationTestEngine() });
    ({ apiKey } = await server.createOrg({ name: 'Acme' }));
    low = await escalate(server, apiKey, undefined, { metadata: { ticket: 'T-17' } });
    high = await escalate(server, apiKey, { reason: 'conflicting_verdicts', priority: 'high' });
    // Another organization's escalation must not appear.
    await escalate(server, (await server.createOrg()).apiKey);
    browser = await chromium.launch({
      executablePath,
      // Without the background-networking flags Chromium phones home at start-up.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    context.on('request', (request) => void requested.push(request.url()));
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => void consoleErrors.push(error.message));
    await page.goto(`${server.url}/review`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a readable error for a wrong key, and lists nothing', async () => {
    await page.fill('#api-key', 'vrt_live_0000000000000000000000000000000000000000');
    await page.click('button[type=submit]');
    const error = page.locator('#error');
    await error.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await error.textContent()).toMatch(/^The API key was not accepted: .+ Check that you pasted the whole key .*\(request id req_\w+\)$/);
    expect(await page.locator('article.escalation').count()).toBe(0);
  });

  it('lists the organization’s open escalations, earliest deadline first, with content, per-method results and steps', async () => {
    await page.fill('#api-key', apiKey);
    await page.fill('#reviewer', 'Ana');
    await page.click('button[type=submit]');
    await page.locator('article.escalation').nth(1).waitFor({ timeout: 10_000 });
    expect(await page.locator('#error').isHidden()).toBe(true);
    expect(await page.locator('#api-key').inputValue()).toBe('');
    const cards = page.locator('article.escalation');
    expect(await cards.count()).toBe(2);
    expect(await Promise.all([0, 1].map((i) => cards.nth(i).getAttribute('data-escalation-id')))).toEqual([high.escalation.id, low.escalation.id]);
    const first = cards.first();
    expect(await first.locator('pre.content').textContent()).toBe(ESCALATING_CLAIM);
    expect(await first.locator('.badge').textContent()).toBe('high priority');
    // One row per method, each listing the steps it checked (paradigmResults[].steps).
    const methods = await first.locator('tbody tr td:first-child').allTextContents();
    expect(methods.sort()).toEqual(high.paradigmResults.map((r: { paradigm: string }) => r.paradigm).sort());
    const steps = await first.locator('ol.steps li q').allTextContents();
    const expected = high.paradigmResults.flatMap((r: { steps: Array<{ text: string }> }) => r.steps.map((s) => s.text));
    expect(expected.length).toBeGreaterThan(0);
    expect(steps).toEqual(expected);

    // The README's screenshot is rewritten only when asked (UPDATE_SCREENSHOTS=1): a test run must
    // not change tracked files (the escalation ids differ from run to run).
    const shot = process.env['UPDATE_SCREENSHOTS'] === '1' ? join(root, 'docs/review.png') : join(mkdtempSync(join(tmpdir(), 'verity-review-')), 'review.png');
    mkdirSync(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot, fullPage: true });
    expect(statSync(shot).size).toBeGreaterThan(10_000);
  });

  it('resolves an escalation from the page, and the API answers the new state', async () => {
    const card = page.locator(`article[data-escalation-id="${low.escalation.id}"]`);
    await card.locator('textarea').fill('Sales figures confirm it.');
    await card.locator('button.reject').click();
    await card.locator('.outcome', { hasText: 'Resolved' }).waitFor({ timeout: 10_000 });
    expect(await card.locator('.outcome').textContent()).toBe('Resolved: reject by Ana. The verification is now completed.');

    const got = await server.request('GET', `/v1/escalations/${low.escalation.id}`, { apiKey });
    expect(got.body).toMatchObject({ status: 'resolved', review: { decision: 'reject', note: 'Sales figures confirm it.', reviewer: 'Ana' }, verification: { status: 'completed' } });
    const verification = await server.request('GET', `/v1/verify/${low.id}`, { apiKey });
    expect(verification.body).toMatchObject({ status: 'completed', decision: 'escalate', review: { decision: 'reject' } });
    // The other one is still open.
    expect((await server.request('GET', '/v1/escalations?status=pending', { apiKey })).body.data.map((e: { id: string }) => e.id)).toEqual([high.escalation.id]);
  });

  it('asks nothing of any host but this server, stores nothing, and breaks no rule of its CSP', async () => {
    expect(requested.filter((url) => !['127.0.0.1', 'localhost'].includes(new URL(url).hostname))).toEqual([]);
    expect(requested.map((url) => new URL(url).pathname)).toEqual(expect.arrayContaining(['/review', '/review/review.js', '/review/review.css', '/v1/escalations']));
    const stored = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie }));
    expect(stored).toEqual({ local: 0, session: 0, cookie: '' });
    expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});
