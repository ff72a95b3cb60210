// The webhook outbox over the `webhook_events` table: the SQLite implementation of WebhookOutbox
// (outbox.ts; test/webhooks/memory-outbox.ts is the reference behaviour). Events
// are inserted in the same transaction as the state change they report, so a committed final
// state always has its event, and a restart delivers whatever is still pending.
import { and, count, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { ClaimedWebhookEvent, NewWebhookEvent, WebhookOutbox } from './outbox.js';
import { dialectOf, first, type Db } from './db.js';
import { claimNext, holds, type LeaseQueue } from './leases.js';
import { organizations, webhookEvents } from './schema.js';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** Inserts a pending event due at once, unless one of the same type exists for the subject (unique index). */
export async function enqueueWebhookEvent(db: Db, event: NewWebhookEvent): Promise<{ id: string; created: boolean }> {
  const at = event.createdAt.toISOString();
  const inserted = await first(
    db
    .insert(webhookEvents)
    .values({
      id: event.id,
      organizationId: event.organizationId,
      type: event.type,
      url: event.url,
      payload: event.payload,
      subjectId: event.subjectId,
      status: 'pending',
      attemptCount: 0,
      nextAttemptAt: at,
      createdAt: at,
    })
    .onConflictDoNothing({ target: [webhookEvents.subjectId, webhookEvents.type] })
    .returning({ id: webhookEvents.id }),
  );
  if (inserted) return { id: inserted.id, created: true };
  const existing = await first(
    db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.subjectId, event.subjectId), eq(webhookEvents.type, event.type))),
  );
  if (!existing) throw new Error(`webhook event for ${event.subjectId} ${event.type} neither inserted nor found`);
  return { id: existing.id, created: false };
}

/** Returns the events about one resource (`ver_…`, `bat_…`), oldest first. */
export function listWebhookEventsFor(db: Db, subjectId: string): Promise<WebhookEventRow[]> {
  return db.select().from(webhookEvents).where(eq(webhookEvents.subjectId, subjectId)).orderBy(webhookEvents.createdAt, webhookEvents.id);
}

/**
 * The outbox as a durable queue (server/storage/leases.ts). An event stays `pending` until it is
 * delivered or given up; a claim counts the attempt, marks it (`claimedAt`) and moves
 * `nextAttemptAt` to the end of its lease, so no other process takes it meanwhile, and a process
 * that died leaves an event that is simply due again when the lease ends (nothing to re-queue).
 */
export const webhookQueue: LeaseQueue<typeof webhookEvents> = {
  table: webhookEvents,
  id: webhookEvents.id,
  status: webhookEvents.status,
  attempts: webhookEvents.attemptCount,
  lease: webhookEvents.nextAttemptAt,
  waiting: 'pending',
  running: 'pending',
  order: [webhookEvents.nextAttemptAt, webhookEvents.id],
  due: (now) => lte(webhookEvents.nextAttemptAt, now),
  onClaim: (now) => ({ claimedAt: now }),
};

/** Returns a WebhookOutbox over the database; `db` must be the database itself (claims open their own transaction). */
export function createDatabaseOutbox(db: Db): WebhookOutbox {
  return {
    enqueue: (event) => enqueueWebhookEvent(db, event),

    async claimDue(now, limit, leaseUntil) {
      const claimed = await claimNext(db, webhookQueue, now, leaseUntil, limit);
      if (claimed.length === 0) return [];
      const orgIds = [...new Set(claimed.map((r) => r.organizationId))];
      const secrets = new Map(
        (await db.select({ id: organizations.id, secret: organizations.webhookSecret }).from(organizations).where(inArray(organizations.id, orgIds))).map((o) => [
          o.id,
          o.secret,
        ]),
      );
      return claimed.map(
        (r): ClaimedWebhookEvent => ({
          id: r.id,
          organizationId: r.organizationId,
          type: r.type,
          url: r.url,
          payload: r.payload,
          secret: secrets.get(r.organizationId) ?? '',
          attempt: r.attemptCount,
        }),
      );
    },

    async markDelivered(id, attempt, at, statusCode) {
      const updated = await db
        .update(webhookEvents)
        .set({ status: 'delivered', deliveredAt: at.toISOString(), lastStatusCode: statusCode, nextAttemptAt: null, claimedAt: null })
        .where(holds(webhookQueue, id, attempt))
        .returning({ id: webhookEvents.id });
      return updated.length === 1;
    },

    async markAttemptFailed(id, attempt, _at, failure, nextAttemptAt) {
      const updated = await db
        .update(webhookEvents)
        .set({
          lastError: failure.error,
          lastStatusCode: failure.statusCode ?? null,
          nextAttemptAt: nextAttemptAt ? nextAttemptAt.toISOString() : null,
          claimedAt: null,
          ...(nextAttemptAt ? {} : { status: 'failed' as const }),
        })
        .where(holds(webhookQueue, id, attempt))
        .returning({ id: webhookEvents.id });
      return updated.length === 1;
    },

    async releaseClaim(id, attempt, now) {
      const released = await db
        .update(webhookEvents)
        .set({ nextAttemptAt: now.toISOString(), claimedAt: null })
        .where(and(holds(webhookQueue, id, attempt), isNotNull(webhookEvents.claimedAt)))
        .returning({ id: webhookEvents.id });
      return released.length === 1;
    },

    // DECISIONS.md "Queue and crash recovery": on SQLite every claim left at start is a crash's.
    async recoverClaims(now) {
      if (dialectOf(db) !== 'sqlite') return 0;
      const recovered = await db
        .update(webhookEvents)
        .set({ nextAttemptAt: now.toISOString(), claimedAt: null })
        .where(and(eq(webhookEvents.status, 'pending'), isNotNull(webhookEvents.claimedAt)))
        .returning({ id: webhookEvents.id });
      return recovered.length;
    },
  };
}

/** Events not yet delivered nor given up, service-wide (issue 25's metrics; counts only). */
export async function countPendingWebhookEvents(db: Db): Promise<number> {
  const row = await first(db.select({ n: count() }).from(webhookEvents).where(eq(webhookEvents.status, 'pending')));
  return row?.n ?? 0;
}
