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
    // The key is kept in memory only: the script never touches storage or cookies.
    const script = await (await fetch(`${t.url}/review/review.js`)).text();
    expect(script).not.toMatch(/localStorage|sessionStorage|document\.cookie|indexedDB/);
  });

  it('answers 404 not_found in the error envelope for a file that is not part of the page', async () => {
    const res = await t.request('GET', '/review/nothing.js');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
