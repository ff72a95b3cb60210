// The admin CLI runs as its own process against the file of a running server (WAL + busy timeout).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_CACHE_TTL_MS } from '../../server/accounts/api-keys.js';
import { runAdmin } from '../helpers/processes.js';
import { waitFor } from '../helpers/wait.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
let env: Record<string, string>;
beforeAll(async () => {
  t = await startTestServer();
  env = { DATABASE_PATH: t.databasePath };
});
afterAll(() => t.stop());

describe('admin CLI', () => {
  it('org create --json prints exactly one JSON object whose key works on the running server', async () => {
    const res = await runAdmin(['org', 'create', '--name', 'CLI Org', '--plan', 'enterprise', '--rate-limit', '7', '--json'], env);
    expect(res.code).toBe(0);
    const lines = res.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!);
    expect(Object.keys(out).sort()).toEqual(['apiKey', 'organization']);
    expect(Object.keys(out.organization).sort()).toEqual(['escalation', 'id', 'name', 'plan']);
    expect(out.organization).toMatchObject({ name: 'CLI Org', plan: 'enterprise', escalation: 'auto' });
    expect(out.organization.id).toMatch(/^org_[0-9A-Z]{26}$/);
    expect(out.apiKey).toMatch(/^vrt_live_/);

    const status = await t.request('GET', '/v1/status', { apiKey: out.apiKey });
    expect(status.status).toBe(200);
    expect(status.body.organization).toEqual(out.organization);
    expect(status.headers.get('x-ratelimit-limit')).toBe('7');
  });

  it(`key create adds a working key; key revoke makes it answer 401 within ${KEY_CACHE_TTL_MS / 1000} s`, async () => {
    const org = JSON.parse((await runAdmin(['org', 'create', '--name', 'Keys', '--plan', 'pro', '--json'], env)).stdout);
    const created = await runAdmin(['key', 'create', '--org', org.organization.id, '--json'], env);
    expect(created.code).toBe(0);
    const key = JSON.parse(created.stdout);
    expect((await t.request('GET', '/v1/status', { apiKey: key.apiKey })).status).toBe(200);

    const revoked = await runAdmin(['key', 'revoke', '--prefix', key.key.prefix, '--json'], env);
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout).revoked).toEqual([{ id: key.key.id, prefix: key.key.prefix, organizationId: org.organization.id }]);
    // The server trusts a key's last check for KEY_CACHE_TTL_MS (DECISIONS.md "Keys"); the CLI is
    // another process and cannot tell it sooner. Half a second more for the request itself.
    await waitFor(async () => (await t.request('GET', '/v1/status', { apiKey: key.apiKey })).status === 401, KEY_CACHE_TTL_MS + 500, 'the revoked key to answer 401');
    expect((await t.request('GET', '/v1/status', { apiKey: org.apiKey })).status).toBe(200);
  });

  // Issue 25: an organization whose requests should never reach the review queue by default.
  it('sets the escalation default with org create and org update --escalation; the server applies it', async () => {
    const created = await runAdmin(['org', 'create', '--name', 'Prober', '--plan', 'pro', '--escalation', 'never', '--json'], env);
    expect(created.code).toBe(0);
    const out = JSON.parse(created.stdout);
    expect(out.organization.escalation).toBe('never');
    expect((await t.request('GET', '/v1/status', { apiKey: out.apiKey })).body.organization.escalation).toBe('never');
    const updated = await runAdmin(['org', 'update', '--org', out.organization.id, '--escalation', 'auto', '--json'], env);
    expect(updated.code).toBe(0);
    // What the update stored (a running server applies it within KEY_CACHE_TTL_MS, as any org update: see key revoke above).
    expect(JSON.parse(updated.stdout).organization).toMatchObject({ id: out.organization.id, escalation: 'auto' });
  });

  it('org list and org webhook-secret show what the server stored', async () => {
    const { organization } = await t.createOrg({ name: 'Listed', plan: 'free' });
    const list = JSON.parse((await runAdmin(['org', 'list', '--json'], env)).stdout);
    expect(list.organizations).toContainEqual(expect.objectContaining({ id: organization.id, name: 'Listed', plan: 'free', rateLimit: 20, monthlyLimit: 1000, escalation: 'auto' }));
    const secret = JSON.parse((await runAdmin(['org', 'webhook-secret', '--org', organization.id, '--json'], env)).stdout);
    expect(secret.webhookSecret).toBe(organization.webhookSecret);
    expect(secret.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  });

  it('refuses bad arguments with a message on stderr, nothing on stdout and a non-zero exit', async () => {
    const given = [
      ['org', 'create', '--name', 'X', '--plan', 'gold', '--json'],
      ['org', 'create', '--plan', 'pro', '--json'],
      ['org', 'create', '--name', 'X', '--plan', 'pro', '--rate-limit', '-3', '--json'],
      ['org', 'create', '--name', 'X', '--plan', 'pro', '--escalation', 'sometimes', '--json'],
      ['key', 'create', '--org', 'org_missing', '--json'],
      ['key', 'revoke', '--json'],
      ['org', 'frobnicate'],
      ['org', 'list', '--colour'],
    ];
    const results = await Promise.all(given.map((args) => runAdmin(args, env)));
    for (const [i, res] of results.entries()) {
      const args = given[i]!;
      expect(res.code, args.join(' ')).not.toBe(0);
      expect(res.stdout, args.join(' ')).toBe('');
      expect(res.stderr, args.join(' ')).toMatch(/error/);
    }
  });
});
