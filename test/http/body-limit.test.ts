// JSON body limits sized per operation from the contract's own limits (issue 16): the largest
// inline batch the spec allows is accepted, bodies beyond the operation's limit answer 413 in the
// error envelope, and no body holds more values than 1 MB of JSON could.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedBytes, hasMoreValuesThan, JSON_BODY_FLOOR_BYTES, jsonBodyLimit, MAX_JSON_VALUES } from '../../server/http/contract/body-limit.js';
import { contractPath, loadContract, type Contract } from '../../server/http/contract/document.js';
import { rootDir } from '../helpers/processes.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
let apiKey: string;
let contract: Contract;
beforeAll(async () => {
  contract = await loadContract(contractPath(rootDir));
  // Background jobs off: the accepted batch stays queued, no engine time is spent on it.
  t = await startTestServer();
  apiKey = (await t.createOrg({ plan: 'enterprise' })).apiKey;
});
afterAll(() => t.stop());

const limitOf = (operationId: string) => jsonBodyLimit(contract.getOperation(operationId)!);

describe('the JSON body limit of an operation', () => {
  it.each([
    { name: 'a bounded string takes 4 bytes a character and its quotes', given: { type: 'string', maxLength: 10 }, want: 42 },
    { name: 'an unbounded string counts nothing', given: { type: 'string' }, want: 0 },
    { name: 'an array multiplies its item by maxItems', given: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 1 } }, want: 18 },
    { name: 'an object adds property names and values', given: { type: 'object', properties: { ab: { maxLength: 1 } } }, want: 8 },
    { name: 'additional properties count maxProperties times', given: { type: 'object', maxProperties: 2, additionalProperties: { maxLength: 1 } }, want: 12 },
    { name: 'allOf adds up, anyOf takes the largest', given: { allOf: [{ maxLength: 1 }], anyOf: [{ maxLength: 2 }, { maxLength: 5 }] }, want: 6 + 22 },
  ])('$name', ({ given, want }) => {
    expect(boundedBytes(given)).toBe(want);
  });

  it('fits 1,000,000 four-byte characters of documents beside the content for verify, and 100 items of 50,000 four-byte characters for a batch', () => {
    // Issue 23: context.documents holds at most 1,000,000 characters, once per body.
    expect(limitOf('createVerification')).toBeGreaterThan(1_000_000 * 4 + 50_000 * 4);
    expect(limitOf('createVerification')).toBeLessThan(5 * 1024 * 1024);
    expect(limitOf('createBatch')).toBeGreaterThan(100 * 50_000 * 4 + 1_000_000 * 4);
    // With context.question bounded too (issue 22): about 28.6 MB.
    expect(limitOf('createBatch')).toBeLessThan(30 * 1024 * 1024);
  });

  it('counts a body-wide budget (x-verity-max-total-length) once however often its field appears', () => {
    const documents = { type: 'array', maxItems: 2, 'x-verity-max-total-length': 10, items: { type: 'object', properties: { text: { maxLength: 10 } } } };
    const once = boundedBytes(documents);
    expect(once).toBe(10 * 4 + 2 * 128);
    // Three places the field may appear (a batch's items): the text budget once, the punctuation of each document.
    expect(boundedBytes({ type: 'array', maxItems: 3, items: documents })).toBe(10 * 4 + 3 * 2 * 128);
  });

  it('counts values up to a bound and stops there', () => {
    // 3 entries, then 2 and 1 inside them: 6 values.
    expect(hasMoreValuesThan([1, [2, 3], { a: 4 }], 6)).toBe(false);
    expect(hasMoreValuesThan([1, [2, 3], { a: 4, b: 5 }], 6)).toBe(true);
  });
});

describe('POST /v1/batch with the largest inline batch the spec allows', () => {
  it('accepts 100 items of 50,000 characters each, even at 4 UTF-8 bytes a character', async () => {
    // 50,000 code points each (JSON Schema's characters), every one 4 bytes in UTF-8.
    const items = Array.from({ length: 100 }, (_, i) => ({ content: '😀'.repeat(50_000), idempotencyKey: `row-${i}` }));
    const body = JSON.stringify({ items, methods: { semantic: 1 }, name: 'largest inline batch' });
    expect(Buffer.byteLength(body)).toBeGreaterThan(19 * 1024 * 1024);
    const res = await t.request('POST', '/v1/batch', { apiKey, body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(202);
    expect(res.body.totalItems).toBe(100);
  });

  it('answers 413 payload_too_large in the envelope one byte past the operation limit', async () => {
    const limit = limitOf('createBatch');
    const shell = '{"items":[{"content":""}],"methods":{"semantic":1}}';
    const body = shell.replace('""', `"${'x'.repeat(limit + 1 - shell.length)}"`);
    expect(Buffer.byteLength(body)).toBe(limit + 1);
    const res = await t.request('POST', '/v1/batch', { apiKey, body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'payload_too_large', message: expect.stringMatching(/larger than 2\d\.\d MB, the limit of this operation/) });
    expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('answers 413 to a body within the limit that holds more values than 1 MB of JSON could', async () => {
    const body = `{"items":[${'{},'.repeat(MAX_JSON_VALUES)}{}],"methods":{"semantic":1}}`;
    expect(Buffer.byteLength(body)).toBeLessThan(limitOf('createBatch'));
    const res = await t.request('POST', '/v1/batch', { apiKey, body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toContain(`more than ${MAX_JSON_VALUES} values`);
  });

  it('answers 413 one byte past the verify limit, which its 1,000,000 characters of documents size', async () => {
    const limit = limitOf('createVerification');
    expect(limit).toBeGreaterThan(JSON_BODY_FLOOR_BYTES);
    const shell = '{"content":"x","methods":{"semantic":1},"context":{"evidence":""}}';
    const body = shell.replace('"evidence":""', `"evidence":"${'x'.repeat(limit + 1 - shell.length)}"`);
    expect(Buffer.byteLength(body)).toBe(limit + 1);
    const res = await t.request('POST', '/v1/verify', { apiKey, body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/larger than 4\.\d MB, the limit of this operation/);
  });
});
