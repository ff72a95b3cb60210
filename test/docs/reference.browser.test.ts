// Opens the published reference in a real browser (issue 7): Debian's Chromium, driven by
// playwright-core, against the real app. Chromium is a system package (.ci/run installs it), never
// downloaded by npm; CHROMIUM_PATH overrides where it is.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestServer, type TestServer } from '../helpers/server.js';

const root = join(import.meta.dirname, '../..');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumMissing = !existsSync(executablePath);
const missingMessage = `${executablePath} not found: the reference's browser test needs Debian's chromium (apt-get install -y --no-install-recommends chromium; .ci/run does this) or CHROMIUM_PATH`;

// In CI a missing browser fails the run; on a developer's machine the test is skipped, loudly.
if (chromiumMissing && !process.env.CI) console.warn(`SKIPPED test/docs/reference.browser.test.ts: ${missingMessage}`);

// What the callbacks run in the page use of it: the project compiles without the DOM library.
interface PageElement {
  textContent: string | null;
  querySelector(selector: string): PageElement | null;
}
declare const document: { compatMode: string; querySelector(selector: string): PageElement | null };

interface ContractOperation {
  operationId: string;
  summary: string;
  method: string;
  path: string;
}

/** Every operation of generated/openapi.yaml, webhooks (x-webhooks) included. */
function contractOperations(): ContractOperation[] {
  const doc = parse(readFileSync(join(root, 'generated/openapi.yaml'), 'utf8')) as Record<string, Record<string, Record<string, { operationId: string; summary: string }>>>;
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  return [doc.paths, doc['x-webhooks']].flatMap((items) =>
    Object.entries(items ?? {}).flatMap(([path, item]) =>
      methods.filter((m) => item[m]).map((m) => ({ operationId: item[m]!.operationId, summary: item[m]!.summary, method: m, path })),
    ),
  );
}

function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  // data: and blob: URLs are made in the page and never reach the network.
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

describe.skipIf(chromiumMissing && !process.env.CI)('the API reference at /docs in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const requested: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (chromiumMissing) throw new Error(missingMessage);
    server = await startTestServer();
    browser = await chromium.launch({
      executablePath,
      // Without the background-networking flags Chromium phones home at start-up.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    // The context sees the page's requests and its workers' (Redoc's search index runs in one).
    context.on('request', (request) => void requested.push(request.url()));
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => void consoleErrors.push(error.message));
    await page.goto(`${server.url}/docs`);
    const expected = contractOperations().map((op) => op.operationId);
    // Rendered: every operation has its section (Redoc renders them all once the document is read).
    await page.waitForFunction(
      (ids) => ids.every((id) => document.querySelector(`[data-section-id$="/operation/${id}"]`)),
      expected,
      { timeout: 20_000 },
    );
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists every operation of the contract in the sidebar and the page', async ({ onTestFailed }) => {
    onTestFailed(async () => {
      const shot = join(mkdtempSync(join(tmpdir(), 'verity-docs-')), 'reference.png');
      await page.screenshot({ path: shot, fullPage: true });
      console.error(`screenshot of /docs: ${shot}`);
    });
    const operations = contractOperations();
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const rendered = await page.evaluate(
      (ids) =>
        ids.map((id) => {
          const section = document.querySelector(`[data-section-id$="/operation/${id}"]`);
          const menuItem = document.querySelector(`[data-item-id$="/operation/${id}"]`);
          return { heading: section?.querySelector('h2')?.textContent?.trim() ?? null, text: section?.textContent ?? '', menu: menuItem?.textContent ?? null };
        }),
      operations.map((op) => op.operationId),
    );
    operations.forEach((op, i) => {
      const { heading, text, menu } = rendered[i]!;
      expect(heading, `${op.operationId}'s heading`).toContain(op.summary);
      expect(menu, `${op.operationId} in the sidebar`).toContain(op.summary);
      // Paths are shown with the operation; webhooks have a name, not a path of ours.
      if (op.path.startsWith('/')) expect(text, `${op.operationId}'s path`).toContain(op.path);
    });
  });

  it('renders in standards mode with the contract title', async () => {
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    expect(await page.title()).toMatch(/^Verity API .* reference$/);
    expect(await page.locator('h1').first().textContent()).toMatch(/Verity API/);
  });

  it('asks nothing of any host but this server, and breaks no rule of its CSP', async () => {
    // Search builds its index in a worker: use it, so its requests are counted too.
    await page.fill('input[placeholder^="Search"]', 'batch');
    await page.waitForSelector('[data-role="search:results"] li', { timeout: 10_000 });
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => !isLoopback(url))).toEqual([]);
    expect(requested.map((url) => new URL(url).pathname)).toEqual(expect.arrayContaining(['/docs', '/docs/redoc.standalone.js', '/docs/reference.js', '/openapi.json']));
    expect(consoleErrors).toEqual([]);
  });
});
