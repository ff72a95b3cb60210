// The storage the webhook machinery needs: a durable outbox (issue 5 item 4), one row per event,
// implemented over the `webhook_events` table (webhook-events.ts). It is written as an interface so
// the delivery source (server/webhooks/deliveries.ts) knows no SQL (STYLE habit 10) and tests can
// run against memory; it lives in storage because storage knows no feature above it (issue 17).
//
// A row moves: pending (due at next_attempt_at) → claimed for one attempt → delivered, or back to
// pending with a later next_attempt_at, or failed (gave up, last_error kept). Claiming pushes
// next_attempt_at to the end of a lease, so the same column both schedules retries and keeps a
// second worker (or a restarted one) off an attempt in flight; if the worker dies, the row falls
// due again when the lease ends and is redelivered under the same id (at least once). A claim is
// marked (claimed_at) until its outcome is recorded, so a start on SQLite, where no other process
// can hold one, puts the claims of a dead process back at once (`recoverClaims`).
import type { components } from '../../generated/api-types.js';

/** An event to put in the outbox, in the same transaction as the state change it reports. */
export interface NewWebhookEvent {
  /** `evt_…`, generated once per event. */
  id: string;
  organizationId: string;
  /** One of the contract's event kinds (`WebhookEvent.type`). */
  type: components['schemas']['WebhookEvent']['type'];
  url: string;
  /** The JSON body, exactly as it will be sent on every attempt. */
  payload: string;
  /** The resource the event is about (`ver_…`, `bat_…`). */
  subjectId: string;
  /** Creation time; the first attempt is due at once. */
  createdAt: Date;
}

/** One attempt handed to a worker by `claimDue`. */
export interface ClaimedWebhookEvent {
  id: string;
  organizationId: string;
  type: string;
  url: string;
  payload: string;
  /** The organization's current `whsec_…` secret (joined from organizations at claim time). */
  secret: string;
  /** The number of this attempt, 1 for the first: the row's attempt count after the claim. */
  attempt: number;
}

export interface WebhookOutbox {
  /**
   * Inserts a pending event due at `createdAt`. At most one event of a type exists per subject:
   * when one exists already, nothing is inserted and its id is returned with `created: false`,
   * so a verification finished twice (a crash after completing, then a re-run) still has one event id.
   */
  enqueue(event: NewWebhookEvent): Promise<{ id: string; created: boolean }>;

  /**
   * Atomically (one transaction, or one `UPDATE … RETURNING`) takes up to `limit` pending events
   * whose next attempt is due at `now`, oldest due first; adds one to each one's attempt count and
   * sets its next attempt to `leaseUntil`. Two workers never get the same attempt.
   */
  claimDue(now: Date, limit: number, leaseUntil: Date): Promise<ClaimedWebhookEvent[]>;

  /**
   * Records a successful attempt: status `delivered`. Applies only while the row is still
   * `pending` with attempt count `attempt` (a worker whose lease ran out cannot overwrite a
   * newer attempt); returns whether it applied.
   */
  markDelivered(id: string, attempt: number, at: Date, statusCode: number): Promise<boolean>;

  /**
   * Records a failed attempt: the error (and status, if the receiver answered), and either the
   * next attempt time (status stays `pending`) or, when `nextAttemptAt` is null, status `failed`.
   * Same guard and result as `markDelivered`.
   */
  markAttemptFailed(
    id: string,
    attempt: number,
    at: Date,
    failure: { error: string; statusCode?: number },
    nextAttemptAt: Date | null,
  ): Promise<boolean>;

  /**
   * Gives a claim back unrecorded (graceful shutdown cut the attempt off): the event is due again
   * at `now`, the attempt stays counted. Same guard and result as `markDelivered`.
   */
  releaseClaim(id: string, attempt: number, now: Date): Promise<boolean>;

  /**
   * At start, before this process claims anything: makes the claims a dead process left due at
   * `now` (the attempts stay counted) where no live process can hold one: every claim on SQLite
   * (one server process per file) and in memory; none on PostgreSQL, where a claim may be another
   * process's and one whose lease ran out is due by itself. Returns how many.
   */
  recoverClaims(now: Date): Promise<number>;
}
