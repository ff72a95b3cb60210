// The review page at /review in a real browser (issues 16 and 25): Debian's Chromium, driven by
// playwright-core, against the real app, launched and skipped as test/docs/reference.browser.test.ts
// does (CI installs chromium; CHROMIUM_PATH overrides where it is). With more escalations than one
// page of the API holds, the page must list them compactly and page through them, open one at a
// time with the keyboard, mark the false statements of a Markdown answer on their text with the
// reason on focus and hover, render hostile content as text, resolve through the API, and explain
// a wrong key. It also saves docs/review.png, the screenshot the README's "Review" section shows.
import { existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { ESCALATING_CLAIM, MARKDOWN_ANSWER, MARKDOWN_EVIDENCE, escalate, escalationTestEngine } from './helpers.js';

const root = join(import.meta.dirname, '../..');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumMissing = !existsSync(executablePath);
const missingMessage = `${executablePath} not found: the review page's browser test needs Debian's chromium (apt-get install -y --no-install-recommends chromium; .ci/run does this) or CHROMIUM_PATH`;

// In CI a missing browser fails the run; on a developer's machine the test is skipped, loudly.
if (chromiumMissing && !process.env.CI) console.warn(`SKIPPED test/escalations/review-page.browser.test.ts: ${missingMessage}`);

// What the callbacks run in the page use of it: the project compiles without the DOM library.
declare const document: any;
declare const window: any;
declare const localStorage: { length: number };
declare const sessionStorage: { length: number };

/** Content a model could write to attack the reviewer's page; it escalates (nothing in it decides). */
const HOSTILE = `${ESCALATING_CLAIM}\n\n<img src=x onerror="window.pwned = 1"> <script>window.pwned = 2</script> [open](javascript:window.pwned=3)`;
/** More than the page's 20 a page, so the queue has a second page. */
const LOW_ONES = 21;

describe.skipIf(chromiumMissing && !process.env.CI)('the review page at /review in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let apiKey: string;
  let markdown: any;
  let hostile: any;
  let lows: any[];
  const requested: string[] = [];
  const consoleErrors: string[] = [];
  const dialogs: string[] = [];

  const active = () => page.evaluate(() => ({ tag: document.activeElement.tagName, text: document.activeElement.textContent, id: document.activeElement.id, statement: document.activeElement.dataset.statement }));
  const selectedId = () => page.locator('#queue-list [aria-selected=true]').getAttribute('data-escalation-id');

  beforeAll(async () => {
    if (chromiumMissing) throw new Error(missingMessage);
    // A fixed clock keeps the deadlines in the screenshot the same from run to run.
    server = await startTestServer({ clock: createManualClock('2026-11-24T09:30:00.000Z'), engine: escalationTestEngine() });
    // Pro: the set-up's two dozen verifications fit its rate limit.
    ({ apiKey } = await server.createOrg({ name: 'Acme', plan: 'pro' }));
    // Earliest deadline first: the Markdown answer (high, 24 h), the hostile one (medium, 72 h),
    // then the low ones (7 days). Made at once: a seventh of the time one after another takes.
    [markdown, hostile, ...lows] = await Promise.all([
      escalate(server, apiKey, undefined, { content: MARKDOWN_ANSWER, context: { evidence: MARKDOWN_EVIDENCE } }),
      escalate(server, apiKey, { reason: 'insufficient_evidence', priority: 'medium' }, { content: HOSTILE }),
      ...Array.from({ length: LOW_ONES }, (_, i) => escalate(server, apiKey, undefined, { metadata: { ticket: `T-${i}` } })),
    ]);
    expect(markdown.escalation).toMatchObject({ reason: 'conflicting_verdicts', priority: 'high' });
    // Another organization's escalation must not appear.
    await escalate(server, (await server.createOrg()).apiKey);
    browser = await chromium.launch({
      executablePath,
      // Without the background-networking flags Chromium phones home at start-up.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    // A fixed zone and locale keep the dates in the screenshot the same wherever it is taken.
    const context = await browser.newContext({ viewport: { width: 1280, height: 960 }, timezoneId: 'UTC', locale: 'en-GB' });
    context.on('request', (request) => void requested.push(request.url()));
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => void consoleErrors.push(error.message));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
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
    expect(await page.locator('#workspace').isHidden()).toBe(true);
  });

  it('lists a page of open escalations compactly, earliest deadline first, and opens the first', async () => {
    await page.fill('#api-key', apiKey);
    await page.fill('#reviewer', 'Ana');
    await page.click('button[type=submit]');
    const options = page.locator('#queue-list [role=option]');
    await options.nth(19).waitFor({ timeout: 10_000 });
    expect(await page.locator('#error').isHidden()).toBe(true);
    expect(await page.locator('#api-key').inputValue()).toBe('');
    expect(await options.count()).toBe(20);
    expect(await page.locator('#queue-range').textContent()).toBe(`1–20 of ${LOW_ONES + 2}`);
    expect(await options.nth(0).getAttribute('data-escalation-id')).toBe(markdown.escalation.id);
    expect(await options.nth(1).getAttribute('data-escalation-id')).toBe(hostile.escalation.id);
    // Preview without Markdown syntax, priority, deadline, and what each method said.
    const first = options.nth(0);
    expect(await first.locator('.preview').textContent()).toMatch(/^Budget check The first shop sells 12 apples/);
    expect(await first.locator('.badge').textContent()).toBe('high');
    expect(await first.locator('.due').textContent()).toBe('due 25 Nov, 09:30');
    expect(await first.locator('.methods').textContent()).toBe('semantic true · reasoning false');
    // The first is open and the list has the focus, so the keys work at once.
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await active()).toMatchObject({ tag: 'LI' });
    expect(await page.locator('article.escalation').getAttribute('data-escalation-id')).toBe(markdown.escalation.id);
    expect(await page.locator('#detail-title').textContent()).toBe(`Escalation 1 of ${LOW_ONES + 2}: conflicting verdicts`);
  });

  it('renders the Markdown and marks the false statements on their text, the reason shown on focus and hover', async () => {
    const content = page.locator('.content.markdown');
    for (const selector of ['h5.md-h2', 'ol li em', 'ol li strong', 'ol li code', 'table td']) expect(await content.locator(selector).count(), selector).toBeGreaterThan(0);
    // Each false step's first mark holds exactly its text: in bold in a list item, and in a table cell.
    const falseMarks = content.locator('mark.verdict-false[tabindex="0"]');
    expect(await falseMarks.allTextContents()).toEqual(['7 * 8 = 54', '9 * 2 = 19']);
    expect(await content.locator('li strong mark.verdict-false').allTextContents()).toEqual(['7 * 8 = 54']);
    expect(await content.locator('td mark.verdict-false').allTextContents()).toEqual(['9 * 2 = 19']);
    // TeX: in escaped parentheses the check lands on the formula, not on the parentheses; in
    // dollars on the formula inside them.
    expect(await content.locator('mark.verdict-true', { hasText: /^2\^3 = 8$/ }).textContent()).toBe('2^3 = 8');
    expect(await content.locator('mark.verdict-true', { hasText: /^\\frac/ }).textContent()).toBe('\\frac{1}{2} \\cdot 6 \\cdot 4 = 12');

    // Tab order: heading, the content's two controls, then the checked statements in order, each
    // with its finding shown.
    await page.focus('#detail-title');
    for (const id of ['next-false', 'show-source']) {
      await page.keyboard.press('Tab');
      expect(await active()).toMatchObject({ id });
    }
    await page.keyboard.press('Tab');
    // The heading is no claim (grounding, issue 23): the first is the list item's sentence,
    // marked in pieces around its emphasis.
    expect(await active()).toMatchObject({ tag: 'MARK', text: 'The ', statement: '1' });
    const tip = page.locator('#step-tip');
    expect(await tip.isVisible()).toBe(true);
    expect(await tip.textContent()).toContain('semantic true: Supported: supported by document 2');

    // f: the next false statement, its reason and computed value on screen and as its description.
    await page.keyboard.press('f');
    expect(await active()).toMatchObject({ tag: 'MARK', text: '7 * 8 = 54' });
    expect(await tip.textContent()).toBe('false “7 * 8 = 54”reasoning false: 7 × 8 is 56, not 54. Computed: 56');
    const description = await page.evaluate(() => document.getElementById(document.activeElement.getAttribute('aria-describedby')).textContent);
    expect(description).toBe('reasoning: false. 7 × 8 is 56, not 54. Computed value: 56.');
    await page.keyboard.press('f');
    expect(await active()).toMatchObject({ tag: 'MARK', text: '9 * 2 = 19' });
    expect(await tip.textContent()).toContain('9 × 2 is 18, not 19. Computed: 18');
    // Escape hides it; hovering a statement shows its own.
    await page.keyboard.press('Escape');
    expect(await tip.isHidden()).toBe(true);
    await content.locator('mark.verdict-true', { hasText: /^2\^3 = 8$/ }).hover();
    expect(await tip.textContent()).toMatch(/^true “2\^3 = 8”.*reasoning true: .+ Computed: 8$/);

    // The plain text view marks the same statements on the content as written.
    await page.check('#show-source');
    expect(await page.locator('.content.source mark.verdict-false[tabindex="0"]').allTextContents()).toEqual(['7 * 8 = 54', '9 * 2 = 19']);
    expect(await page.locator('.content.source pre').textContent()).toBe(MARKDOWN_ANSWER);
    await page.uncheck('#show-source');

    // Each method's reasoning is folded away, one summary line each.
    const folded = page.locator('details.method');
    expect(await folded.count()).toBe(1 + markdown.paradigmResults.length);
    expect(await page.locator('details.method[open]').count()).toBe(0);
    expect(await page.locator('details.method p.reasoning').first().isVisible()).toBe(false);

    // The README's screenshot, with the queue, the marks and the reason of a false statement. It
    // is rewritten only when asked (UPDATE_SCREENSHOTS=1): a test run must not change tracked
    // files (the escalation ids differ from run to run).
    await page.mouse.move(0, 0);
    await page.keyboard.press('f');
    const shot = process.env['UPDATE_SCREENSHOTS'] === '1' ? join(root, 'docs/review.png') : join(mkdtempSync(join(tmpdir(), 'verity-review-')), 'review.png');
    mkdirSync(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot });
    expect(statSync(shot).size).toBeGreaterThan(10_000);
  });

  it('moves through the queue with the keys, on to the next page of the API and back', async () => {
    // j from the content: the next escalation opens and its heading takes the focus.
    await page.keyboard.press('j');
    expect(await selectedId()).toBe(hostile.escalation.id);
    expect(await active()).toMatchObject({ id: 'detail-title', text: `Escalation 2 of ${LOW_ONES + 2}: insufficient evidence` });
    // Hostile content is shown as text: nothing ran, loaded or links to script.
    const content = page.locator('.content.markdown');
    expect(await content.textContent()).toContain('<script>window.pwned = 2</script>');
    expect(await content.locator('img, script, a').count()).toBe(0);
    expect(await page.evaluate(() => window.pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.keyboard.press('k');
    expect(await selectedId()).toBe(markdown.escalation.id);

    // In the list: End, then ↓ past the last loads the next page of the API.
    await page.focus('#queue-list [aria-selected=true]');
    await page.keyboard.press('End');
    expect(await page.locator('#queue-list [aria-selected=true]').getAttribute('id')).toBe(`option-${await page.locator('#queue-list [role=option]').nth(19).getAttribute('data-escalation-id')}`);
    await page.keyboard.press('ArrowDown');
    await page.locator('#queue-range', { hasText: `21–${LOW_ONES + 2} of ${LOW_ONES + 2}` }).waitFor({ timeout: 10_000 });
    expect(await page.locator('#queue-list [role=option]').count()).toBe(LOW_ONES + 2 - 20);
    expect(await active()).toMatchObject({ tag: 'LI' });
    expect(requested.some((url) => new URL(url).searchParams.get('offset') === '20')).toBe(true);
    expect(await page.locator('#next-page').isDisabled()).toBe(true);
    // ↑ from the first of page 2 goes back to the last of page 1.
    await page.keyboard.press('ArrowUp');
    await page.locator('#queue-range', { hasText: '1–20 of' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('#queue-list [role=option]').nth(19).getAttribute('aria-selected')).toBe('true');
    // The pager's button does the same as the keys.
    await page.click('#next-page');
    await page.locator('#queue-range', { hasText: '21–' }).waitFor({ timeout: 10_000 });
    expect(lows.map((v) => v.escalation.id)).toContain(await selectedId());
  });

  it('resolves the open escalation with the keys, and the API answers the new state', async () => {
    const id = await selectedId();
    const verification = lows.find((v) => v.escalation.id === id);
    await page.keyboard.press('n');
    expect(await active()).toMatchObject({ id: 'note' });
    await page.keyboard.type('Sales figures confirm it.');
    // Keys typed in the note are text, not commands; Escape leaves it.
    expect(await selectedId()).toBe(id);
    await page.keyboard.press('Escape');
    await page.keyboard.press('r');
    expect(await active()).toMatchObject({ tag: 'BUTTON', text: 'Reject' });
    await page.keyboard.press('Enter');
    await page.locator('#outcome', { hasText: 'Resolved' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('#outcome').textContent()).toBe('Resolved: reject by Ana. The verification is now completed. Press j for the next one.');
    expect(await page.locator(`#option-${id} .closed-note`).textContent()).toBe('rejected');

    const got = await server.request('GET', `/v1/escalations/${id}`, { apiKey });
    expect(got.body).toMatchObject({ status: 'resolved', review: { decision: 'reject', note: 'Sales figures confirm it.', reviewer: 'Ana' }, verification: { status: 'completed' } });
    expect((await server.request('GET', `/v1/verify/${verification.id}`, { apiKey })).body).toMatchObject({ status: 'completed', decision: 'escalate', review: { decision: 'reject' } });
    expect((await server.request('GET', '/v1/escalations?status=pending&limit=100', { apiKey })).body.pagination.total).toBe(LOW_ONES + 1);
  });

  it('asks nothing of any host but this server, stores nothing, and breaks no rule of its CSP', async () => {
    expect(requested.filter((url) => !['127.0.0.1', 'localhost'].includes(new URL(url).hostname))).toEqual([]);
    expect(requested.map((url) => new URL(url).pathname)).toEqual(
      expect.arrayContaining(['/review', '/review/review.js', '/review/content-view.js', '/review/markdown-parser.js', '/review/review.css', '/v1/escalations']),
    );
    const stored = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie }));
    expect(stored).toEqual({ local: 0, session: 0, cookie: '' });
    // A CSP violation (an inline style, a script) would be reported here as an error.
    expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});
