// Graceful shutdown: in-flight requests finish, new ones are refused.
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { stubCreateVerification, type StubCalls } from '../helpers/stubs.js';
import { waitFor } from '../helpers/wait.js';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish while refusing new connections', async () => {
    const calls: StubCalls = { count: 0 };
    const t = await startTestServer({ handlers: (deps) => ({ createVerification: { handle: stubCreateVerification(deps, { delayMs: 300, calls }) } }) });
    const { apiKey } = await t.createOrg();
    const inFlight = t.request('POST', '/v1/verify', { apiKey, json: { content: 'x', methods: { semantic: 1 } } });
    // Stop once the request is in its handler (a fixed pause raced a loaded machine: the request
    // could still be on its way, and was then refused as a new one).
    await waitFor(() => calls.count === 1, 10_000, 'the request to reach its handler');
    const stopped = t.stop();
    const res = await inFlight;
    expect(res.status).toBe(202);
    await stopped;
    await expect(fetch(`${t.url}/v1/status`)).rejects.toThrow();
  });
});
