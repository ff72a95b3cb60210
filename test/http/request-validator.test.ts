// The request validator's fast path (server/http/contract/request-validator.ts) must say what
// openapi-backend's validateRequest says: for every operation of the contract and many requests,
// the same verdict and the same coerced parameters.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPath, loadContract, type Contract, type Operation } from '../../server/http/contract/document.js';
import { findProjectRoot } from '../../server/project-root.js';
import { createRequestValidator, validateFast, type RequestParts } from '../../server/http/contract/request-validator.js';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract(contractPath(findProjectRoot()));
});

/** What both ways must agree on: the verdict and, when valid, the coerced parameters the router reads. */
const outcome = (r: { valid: boolean; coerced?: { params?: unknown; query?: unknown } }) => ({
  valid: r.valid,
  ...(r.valid ? { params: r.coerced?.params, query: r.coerced?.query } : {}),
});

function slow(operation: Operation, request: RequestParts) {
  return contract.validateRequest({ method: request.method, path: request.path, headers: request.headers as Record<string, string>, query: request.query, body: request.body as never }, operation);
}

const pathValue = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,130}$/), fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/[%/?#]/.test(s)));
const verifyBody = fc.record(
  { content: fc.string({ maxLength: 30 }), methods: fc.dictionary(fc.constantFrom('semantic', 'formal', 'x'), fc.oneof(fc.double(), fc.integer(), fc.string())), options: fc.object({ maxDepth: 1 }) },
  { requiredKeys: [] },
);
const body = fc.oneof(fc.constant(undefined), verifyBody, fc.object({ maxDepth: 2 }), fc.array(fc.integer(), { maxLength: 3 }));
// Content-Type as callers write it: parameters, case, spaces; absent, or another type.
const contentType = fc.constantFrom(undefined, 'application/json', 'application/json; charset=utf-8', 'Application/JSON ;charset=UTF-8', ' application/json ', 'text/plain', 'multipart/form-data; boundary=x');

function requestFor(operation: Operation, values: string[], value: unknown, type: string | undefined = value === undefined ? undefined : 'application/json'): RequestParts {
  const params: Record<string, string> = {};
  let i = 0;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => (params[name] = values[i++ % values.length]!));
  return {
    method: operation.method.toUpperCase(),
    path,
    querystring: '',
    query: {},
    headers: { authorization: 'Bearer x', ...(type === undefined ? {} : { 'content-type': type }) },
    params,
    body: value,
  };
}

describe('request validator', () => {
  it('agrees with validateRequest on every operation, and its fast path accepts the valid requests itself', () => {
    let fastAccepted = 0;
    for (const operation of contract.getOperations()) {
      fc.assert(
        fc.property(fc.array(pathValue, { minLength: 1, maxLength: 2 }), body, (values, value) => {
          const request = requestFor(operation, values, value);
          const expected = outcome(slow(operation, request));
          expect(outcome(createRequestValidator(contract, operation)(request))).toEqual(expected);
          const fast = validateFast(contract, operation, request);
          if (fast) {
            fastAccepted++;
            expect(expected.valid).toBe(true);
          }
        }),
        { numRuns: 150 },
      );
    }
    // The fast path is taken, not just always refused (GETs by id and valid verify bodies pass it).
    expect(fastAccepted).toBeGreaterThan(200);
  });

  it('agrees with validateRequest whatever the Content-Type header says', () => {
    for (const operation of contract.getOperations()) {
      fc.assert(
        fc.property(fc.array(pathValue, { minLength: 1, maxLength: 2 }), body, contentType, (values, value, type) => {
          const request = requestFor(operation, values, value, type);
          expect(outcome(createRequestValidator(contract, operation)(request))).toEqual(outcome(slow(operation, request)));
        }),
        { numRuns: 60 },
      );
    }
  });

  it('leaves a query string, a cookie or a percent-escape to validateRequest', () => {
    const operation = contract.getOperations().find((op) => op.operationId === 'getVerification')!;
    const plain = requestFor(operation, ['ver_1'], undefined);
    expect(validateFast(contract, operation, plain)).toBeDefined();
    expect(validateFast(contract, operation, { ...plain, querystring: 'a=1', query: { a: '1' } })).toBeUndefined();
    expect(validateFast(contract, operation, { ...plain, headers: { ...plain.headers, cookie: 'a=1' } })).toBeUndefined();
    expect(validateFast(contract, operation, { ...plain, path: '/v1/verify/ver%5F1', params: { id: 'ver_1' } })).toBeUndefined();
  });
});
