// The webhook outbox over the `webhook_events` table: the SQLite implementation of WebhookOutbox
// (server/webhooks/outbox.ts; test/webhooks/memory-outbox.ts is the reference behaviour). Events
// are inserted in the same transaction as the state change they report, so a committed final
// state always has its event, and a restart delivers whatever is still pending.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ClaimedWebhookEvent, NewWebhookEvent, WebhookOutbox } from '../webhooks/outbox.js';
import type { Db } from './db.js';
import { organizations, webhookEvents } from './schema.js';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** Inserts a pending event due at once, unless one of the same type exists for the subject (unique index). */
export function enqueueWebhookEvent(db: Db, event: NewWebhookEvent): { id: string; created: boolean } {
  const at = event.createdAt.toISOString();
  const inserted = db
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
    .returning({ id: webhookEvents.id })
    .get();
  if (inserted) return { id: inserted.id, created: true };
  const existing = db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.subjectId, event.subjectId), eq(webhookEvents.type, event.type)))
    .get();
  if (!existing) throw new Error(`webhook event for ${event.subjectId} ${event.type} neither inserted nor found`);
  return { id: existing.id, created: false };
}

/** Returns the events about one resource (`ver_…`, `bat_…`), oldest first. */
export function listWebhookEventsFor(db: Db, subjectId: string): WebhookEventRow[] {
  return db.select().from(webhookEvents).where(eq(webhookEvents.subjectId, subjectId)).orderBy(webhookEvents.createdAt, webhookEvents.id).all();
}

/** Returns a WebhookOutbox over the database; `db` must be the database itself (claims open their own transaction). */
export function createSqliteOutbox(db: Db): WebhookOutbox {
  const guard = (id: string, attempt: number) =>
    and(eq(webhookEvents.id, id), eq(webhookEvents.status, 'pending'), eq(webhookEvents.attemptCount, attempt));

  return {
    enqueue: (event) => enqueueWebhookEvent(db, event),

    claimDue(now, limit, leaseUntil) {
      // IMMEDIATE: the write lock is taken before the due rows are chosen, so two processes
      // sharing the file (or two dispatchers) cannot choose the same rows.
      return db.transaction(
        (tx) => {
          const claimed = tx
            .update(webhookEvents)
            .set({ attemptCount: sql`${webhookEvents.attemptCount} + 1`, nextAttemptAt: leaseUntil.toISOString() })
            .where(
              inArray(
                webhookEvents.id,
                sql`(SELECT ${webhookEvents.id} FROM ${webhookEvents} WHERE ${webhookEvents.status} = 'pending' AND ${webhookEvents.nextAttemptAt} <= ${now.toISOString()} ORDER BY ${webhookEvents.nextAttemptAt}, ${webhookEvents.id} LIMIT ${limit})`,
              ),
            )
            .returning()
            .all();
          if (claimed.length === 0) return [];
          const orgIds = [...new Set(claimed.map((r) => r.organizationId))];
          const secrets = new Map(
            tx
              .select({ id: organizations.id, secret: organizations.webhookSecret })
              .from(organizations)
              .where(inArray(organizations.id, orgIds))
              .all()
              .map((o) => [o.id, o.secret]),
          );
          // RETURNING gives no order; hand events out oldest due first, as the interface says.
          claimed.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
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
        { behavior: 'immediate' },
      );
    },

    markDelivered(id, attempt, at, statusCode) {
      return (
        db
          .update(webhookEvents)
          .set({ status: 'delivered', deliveredAt: at.toISOString(), lastStatusCode: statusCode, nextAttemptAt: null })
          .where(guard(id, attempt))
          .run().changes === 1
      );
    },

    markAttemptFailed(id, attempt, _at, failure, nextAttemptAt) {
      return (
        db
          .update(webhookEvents)
          .set({
            lastError: failure.error,
            lastStatusCode: failure.statusCode ?? null,
            nextAttemptAt: nextAttemptAt ? nextAttemptAt.toISOString() : null,
            ...(nextAttemptAt ? {} : { status: 'failed' as const }),
          })
          .where(guard(id, attempt))
          .run().changes === 1
      );
    },
  };
}
