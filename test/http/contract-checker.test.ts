// The test helper must catch a server that drifts from the contract, or every HTTP test that
// relies on it proves less than it claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
let apiKey: string;
beforeAll(async () => {
  t = await startTestServer({
    handlers: {
      // A body the contract forbids: a field it does not know and a missing required one.
      getStatus: { handle: () => ({ status: 200, body: { status: 'ok', surprise: true } as never }) },
      // A status the contract does not document for this operation.
      getVerification: { handle: () => ({ status: 418 as never, body: {} as never }) },
    },
  });
  apiKey = (await t.createOrg()).apiKey;
});
afterAll(() => t.stop());

describe('the contract checker of the test helper', () => {
  it('rejects a body that does not match the documented schema', async () => {
    await expect(t.request('GET', '/v1/status', { apiKey })).rejects.toThrow(/does not match the contract: body/);
  });

  it('rejects a status the operation does not document', async () => {
    await expect(t.request('GET', '/v1/verify/ver_01ABC', { apiKey })).rejects.toThrow(/status 418 is not documented/);
  });

  it('rejects a response without its required headers', async () => {
    const { contractChecker } = await import('../helpers/server.js');
    const checker = await contractChecker(t.config.rootDir);
    const headers = new Headers({ 'content-type': 'application/json', 'x-request-id': 'req_1', 'access-control-allow-origin': '*' });
    const body = { error: { code: 'unauthorized', message: 'no', requestId: 'req_1' } };
    expect(() => checker.check('GET', '/v1/status', { status: 401, headers, body, text: JSON.stringify(body) })).toThrow(/required header/);
  });

  it('accepts what the contract allows', async () => {
    const res = await t.request('GET', '/v1/status', { apiKey: 'vrt_live_wrong' });
    expect(res.status).toBe(401);
  });
});
