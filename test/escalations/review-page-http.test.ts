// The review page's files over HTTP (issue 16): public like /docs, under a strict CSP, and 404 in
// the error envelope for a file that is not there. What the page does is tested in Chromium
// (review-page.browser.test.ts); this runs where no browser is installed too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('GET /review', () => {
  it('serves the page, its script and its style without an API key, under a same-origin CSP', async () => {
    for (const [path, type] of [
      ['/review', 'text/html; charset=utf-8'],
      ['/review/', 'text/html; charset=utf-8'],
      ['/review/review.js', 'text/javascript; charset=utf-8'],
      ['/review/review.css', 'text/css; charset=utf-8'],
      // Issue 25: the content view and the Markdown parser bundled for it, with its licences.
      ['/review/content-view.js', 'text/javascript; charset=utf-8'],
      ['/review/markdown-parser.js', 'text/javascript; charset=utf-8'],
      ['/review/markdown-parser.licenses.txt', 'text/plain; charset=utf-8'],
    ]) {
      const res = await fetch(t.url + path, { headers: { Authorization: 'Bearer not-a-key' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self';.*connect-src 'self'/);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
      await res.arrayBuffer();
    }
    const page = await (await fetch(`${t.url}/review`)).text();
    expect(page).toContain('<script type="module" src="/review/review.js"></script>');
    // The key is kept in memory only: no script of the page touches storage or cookies.
    for (const name of ['review.js', 'content-view.js', 'markdown-parser.js']) {
      const script = await (await fetch(`${t.url}/review/${name}`)).text();
      expect(script, name).not.toMatch(/localStorage|sessionStorage|document\.cookie|indexedDB/);
    }
  });

  it('answers 404 not_found in the error envelope for a file that is not part of the page', async () => {
    // content-view.d.ts types the view for the tests; it is no part of the page.
    for (const path of ['/review/nothing.js', '/review/content-view.d.ts']) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });
});
