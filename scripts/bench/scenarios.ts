// The request scenarios of the benchmark (issue 8, part 1). Each prepares itself with real
// requests (records to read, a cache entry to hit) and returns what autocannon sends.
import { authHeaders, call2xx, type Api } from './api.js';
import { claim, claimSequence, type ClaimKind } from './claims.js';
import type { LoadSpec } from './load.js';

export interface Scenario {
  name: string;
  /** Which baseline its requests/s are compared with. */
  baseline: 'GET' | 'POST';
  /** Sends the preflight requests and returns the load; throws EndpointUnavailable or Error. */
  prepare(api: Api): Promise<LoadSpec>;
}

/** The body of POST /v1/verify for a content and methods. */
export function verifyBody(content: string, methods: Record<string, number>): string {
  return JSON.stringify({ content, methods });
}

const METHOD_SETS: { label: string; methods: Record<string, number>; kind: ClaimKind }[] = [
  { label: '{semantic}', methods: { semantic: 1 }, kind: 'element' },
  { label: '{formal}', methods: { formal: 1 }, kind: 'arithmetic' },
  // Every method of the Free plan (README "Accounts").
  { label: '{semantic,reasoning}', methods: { semantic: 1, reasoning: 1 }, kind: 'mixed' },
];

/** Where each scenario's claims start, so scenarios never hit each other's cache entries. */
const OFFSET = 1_000_000;

export function verifyScenarios(): Scenario[] {
  const scenarios: Scenario[] = [
    {
      name: 'GET /v1/status',
      baseline: 'GET',
      async prepare(api) {
        await call2xx(api, 'GET', '/v1/status');
        return { url: api.url, method: 'GET', path: '/v1/status', headers: authHeaders(api, false) };
      },
    },
    {
      name: 'GET /v1/verify/:id',
      baseline: 'GET',
      async prepare(api) {
        const created = await call2xx(api, 'POST', '/v1/verify', { json: { content: claim('element', 0), methods: { semantic: 1 } } });
        const path = `/v1/verify/${encodeURIComponent(String(created.body.id))}`;
        await call2xx(api, 'GET', path);
        return { url: api.url, method: 'GET', path, headers: authHeaders(api, false) };
      },
    },
  ];
  METHOD_SETS.forEach(({ label, methods, kind }, n) => {
    scenarios.push({
      name: `POST /v1/verify ${label} cache miss`,
      baseline: 'POST',
      async prepare(api) {
        const next = claimSequence(kind, (2 * n + 1) * OFFSET);
        await call2xx(api, 'POST', '/v1/verify', { json: { content: next(), methods } });
        return { url: api.url, method: 'POST', path: '/v1/verify', headers: authHeaders(api, true), body: () => verifyBody(next(), methods) };
      },
    });
    scenarios.push({
      name: `POST /v1/verify ${label} cache hit`,
      baseline: 'POST',
      async prepare(api) {
        const body = verifyBody(claim(kind, (2 * n + 2) * OFFSET), methods);
        await call2xx(api, 'POST', '/v1/verify', { json: JSON.parse(body) });
        const again = await call2xx(api, 'POST', '/v1/verify', { json: JSON.parse(body) });
        if (again.body?.cached !== true) throw new Error(`a repeated identical POST /v1/verify was not served from cache (cached: ${JSON.stringify(again.body?.cached)})`);
        return { url: api.url, method: 'POST', path: '/v1/verify', headers: authHeaders(api, true), body };
      },
    });
  });
  return scenarios;
}
