import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { countVerifications, stubCreateVerification } from '../helpers/stubs.js';

const clock = createManualClock('2026-07-31T23:00:00.000Z');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock, handlers: (deps) => ({ createVerification: { handle: stubCreateVerification(deps) } }) });
});
afterAll(() => t.stop());

const verify = (apiKey: string) => t.request('POST', '/v1/verify', { apiKey, json: { content: 'x', methods: { semantic: 1 } } });

describe('monthly quota', () => {
  it('answers 403 usage_limit_exceeded with limit, used and resetDate once the month is used up', async () => {
    const { organization, apiKey } = await t.createOrg({ monthlyLimit: 2 });
    expect((await verify(apiKey)).status).toBe(202);
    expect((await verify(apiKey)).status).toBe(202);
    const refused = await verify(apiKey);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'usage_limit_exceeded',
      limit: 2,
      used: 2,
      resetDate: '2026-08-01T00:00:00.000Z',
    });
    expect(await countVerifications(t.parts, organization.id)).toBe(2);
  });

  it('opens again on the first instant of the next UTC month', async () => {
    const { apiKey } = await t.createOrg({ monthlyLimit: 1 });
    clock.set('2026-07-31T23:30:00.000Z');
    expect((await verify(apiKey)).status).toBe(202);
    expect((await verify(apiKey)).status).toBe(403);
    clock.set('2026-08-01T00:00:00.000Z');
    expect((await verify(apiKey)).status).toBe(202);
  });
});
