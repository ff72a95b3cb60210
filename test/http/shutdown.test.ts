// Graceful shutdown: in-flight requests finish, new ones are refused.
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { stubCreateVerification } from '../helpers/stubs.js';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish while refusing new connections', async () => {
    const t = await startTestServer({ handlers: (deps) => ({ createVerification: { handle: stubCreateVerification(deps, { delayMs: 300 }) } }) });
    const { apiKey } = await t.createOrg();
    const inFlight = t.request('POST', '/v1/verify', { apiKey, json: { content: 'x', methods: { semantic: 1 } } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = t.stop();
    const res = await inFlight;
    expect(res.status).toBe(202);
    await stopped;
    await expect(fetch(`${t.url}/v1/status`)).rejects.toThrow();
  });
});
