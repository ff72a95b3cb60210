// Idempotency-Key for creating POSTs, in one place (spec 4.1; DECISIONS.md "Idempotency"; IETF
// draft-ietf-httpapi-idempotency-key-header; Stripe's behaviour; issue 24). The keys live in the
// storage port (server/storage/idempotency.ts); http/ only hands each keyed request to `run`.
// - the key is claimed with an INSERT before anything else runs, so of concurrent duplicates
//   exactly one proceeds; the others get `409 idempotency_request_in_progress` (Retry-After: 1);
// - the same key with the same fingerprint (method, path, SHA-256 of the raw body) within 24 h
//   replays the stored status and body byte for byte;
// - the same key with a different fingerprint is `422 idempotency_key_reused`;
// - 2xx and 4xx answers are stored (validation failures included: the same body fails the same
//   way); 5xx answers and crashes release the key so the client may retry;
// - keys live 24 hours per organization and operation; a claim left in flight longer than any
//   request can run belongs to a process that died (several processes share the keys on
//   PostgreSQL), so it is replaced instead of answering 409 until the key expires.
import { createHash } from 'node:crypto';
import type { Clock } from '../clock.js';
import { ApiError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Db } from '../storage/db.js';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, type IdempotencyScope } from '../storage/idempotency.js';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A claim in flight this long is abandoned: longer than the longest request (a synchronous
 * verification with the 300-second timeout and its retries), so a live request never loses its key.
 */
export const IN_FLIGHT_STALE_MS = 15 * 60 * 1000;

/** Response headers a replay repeats; the rest (request id, rate limit) belong to the new request. */
const REPLAYED_HEADERS = ['content-type', 'location'];

/** An answer as it is stored and replayed: its status, headers and JSON text, or undefined when it has none to store (a streamed file). */
export interface KeyedAnswer {
  status: number;
  headers: Record<string, string>;
  json: string | undefined;
}

export interface KeyedRequest extends IdempotencyScope {
  /** fingerprintOf the request. */
  fingerprint: string;
  /** For the log line of an answer that cannot be stored. */
  requestId: string;
}

export interface IdempotencyService {
  /**
   * Runs `answer` once for the key: the first request with it runs, and its answer (2xx, 4xx) is
   * stored; a repeat gets that answer back with `replayed: true`. A 5xx answer, or a throw, frees
   * the key again. Throws `422 idempotency_key_reused` and `409 idempotency_request_in_progress`.
   */
  run<A extends KeyedAnswer>(request: KeyedRequest, answer: () => Promise<A>): Promise<A | (KeyedAnswer & { replayed: true })>;
}

/** What identifies a request's content: its method, its path and a SHA-256 of its body exactly as sent. */
export function fingerprintOf(method: string, path: string, rawBody: Buffer): string {
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${bodyHash}`).digest('hex');
}

export function createIdempotencyService(deps: { db: Db; clock: Clock; logger: Pick<Logger, 'warn'> }): IdempotencyService {
  const { db, clock } = deps;
  return {
    async run(request, answer) {
      const { fingerprint, requestId, ...scope } = request;
      const now = clock.now();
      const claim = await claimIdempotencyKey(db, scope, {
        fingerprint,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS).toISOString(),
        staleBefore: new Date(now.getTime() - IN_FLIGHT_STALE_MS).toISOString(),
      });
      if (!claim.claimed) {
        const { existing } = claim;
        if (existing.fingerprint !== fingerprint) throw new ApiError('idempotency_key_reused');
        if (existing.state === 'in_flight' || existing.statusCode === null || existing.responseBody === null) {
          throw new ApiError('idempotency_request_in_progress', { headers: { 'Retry-After': '1' } });
        }
        return { status: existing.statusCode, headers: existing.responseHeaders ?? {}, json: existing.responseBody, replayed: true as const };
      }

      let answered;
      try {
        answered = await answer();
      } catch (thrown) {
        await releaseIdempotencyKey(db, scope);
        throw thrown;
      }
      if (answered.status >= 500 || answered.json === undefined) {
        await releaseIdempotencyKey(db, scope);
        if (answered.status < 500) deps.logger.warn({ requestId, operationId: scope.operation }, 'response not stored for idempotency: body is not JSON');
        return answered;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(answered.headers)) if (REPLAYED_HEADERS.includes(name.toLowerCase())) headers[name.toLowerCase()] = value;
      await completeIdempotencyKey(db, scope, { statusCode: answered.status, body: answered.json, headers });
      return answered;
    },
  };
}
