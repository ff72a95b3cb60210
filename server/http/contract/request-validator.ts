// Contract validation of one request (issue 17). openapi-backend's `validateRequest` parses the
// request again before running the operation's compiled Ajv validator: it lower-cases the headers,
// parses cookies and the query, and compiles the operation's path template (bath) on every call,
// about 9 µs of the 0.2 µs the validator itself takes, and a sixth of a GET's CPU time.
//
// Most requests need none of that parsing: no query string, no cookie, no percent-escape in the
// path (so the router's decoded parameters are the raw ones), and a body that is absent or
// already a JSON object. Those run the same compiled validator on the parts the router already
// has. Anything else, and every request the fast path finds invalid, goes through
// `validateRequest` as before, so the errors a caller sees come from one place.
// test/http/request-validator.test.ts checks that both ways agree.
import type { ValidationResult } from 'openapi-backend';
import type { Contract, Operation } from './document.js';

export interface RequestParts {
  method: string;
  /** The raw path (`ctx.path`: not percent-decoded). */
  path: string;
  /** The raw query string, without `?`. */
  querystring: string;
  /** Parsed query (the slow path's input). */
  query: Record<string, string | string[]>;
  /** Header names in lower case, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  /** Path parameters as the router decoded them. */
  params: Record<string, string>;
  /** The parsed body (JSON value or form fields), undefined without one. */
  body: unknown;
}

export type RequestValidator = (request: RequestParts) => ValidationResult;

/** The validator of one operation: the fast path where it applies, openapi-backend's otherwise. */
export function createRequestValidator(contract: Contract, operation: Operation): RequestValidator {
  const slow = (request: RequestParts) =>
    contract.validateRequest(
      { method: request.method, path: request.path, headers: request.headers as Record<string, string | string[]>, query: request.query, body: request.body as never },
      operation,
    );
  return (request) => validateFast(contract, operation, request) ?? slow(request);
}

function fastPathApplies(request: RequestParts): boolean {
  return (
    request.querystring === '' &&
    request.headers.cookie === undefined &&
    !request.path.includes('%') &&
    (request.body === undefined || (typeof request.body === 'object' && request.body !== null))
  );
}

/**
 * The operation's compiled validators run as validateRequest runs them, when the fast path
 * applies; undefined when it does not apply or the request is not valid (validateRequest then
 * reports why). Exported for the test that holds it to validateRequest.
 */
export function validateFast(contract: Contract, operation: Operation, request: RequestParts): ValidationResult | undefined {
  if (!fastPathApplies(request)) return undefined;
  // openapi-backend keeps the compiled validators by operation: this is a map look-up.
  const compiled = contract.validator.getRequestValidatorsForOperation(operation.operationId!) ?? [];
  // Copies: the validators coerce in place (coerceTypes), as they do on validateRequest's own copies.
  const parameters: Record<string, unknown> = { path: { ...request.params }, query: {}, header: { ...request.headers }, cookie: {} };
  const contentType = mediaTypeOf(request.headers['content-type']);
  if (typeof request.body === 'object' || contentType === 'application/json') parameters.requestBody = request.body;
  for (const validate of compiled) {
    if (!validate(parameters)) return undefined;
  }
  return { valid: true, errors: null, coerced: { params: parameters.path, query: parameters.query } } as ValidationResult;
}

/**
 * The media type of a Content-Type header, lower case, without parameters ('' when absent).
 * Without `[header].flat()`: Array.prototype.flat is a runtime call in V8, about 3 µs of every
 * request (issue 24's GET profile).
 */
function mediaTypeOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return '';
  const semicolon = value.indexOf(';');
  return (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
}
