// An in-memory WebhookOutbox for the webhook tests: the reference behaviour the database outbox
// (server/storage/webhook-events.ts) must match. Claims are atomic because each call does its
// work synchronously, before the promise it returns, as one statement would. Like a SQLite file,
// it belongs to one process: every claim left at start is a dead worker's (recoverClaims).
import type { ClaimedWebhookEvent, NewWebhookEvent, WebhookOutbox } from '../../server/storage/outbox.js';

export interface OutboxRow {
  id: string;
  organizationId: string;
  type: string;
  url: string;
  payload: string;
  subjectId: string;
  status: 'pending' | 'delivered' | 'failed';
  attemptCount: number;
  nextAttemptAt: string | null;
  claimedAt: string | null;
  lastError: string | null;
  lastStatusCode: number | null;
  createdAt: string;
  deliveredAt: string | null;
}

export interface MemoryOutbox extends WebhookOutbox {
  rows: Map<string, OutboxRow>;
  /** organization id → `whsec_…` secret, as the organizations table would give. */
  secrets: Map<string, string>;
}

export function createMemoryOutbox(secrets: Record<string, string> = {}): MemoryOutbox {
  const rows = new Map<string, OutboxRow>();
  const secretMap = new Map(Object.entries(secrets));

  const current = (id: string, attempt: number): OutboxRow | undefined => {
    const row = rows.get(id);
    return row && row.status === 'pending' && row.attemptCount === attempt ? row : undefined;
  };

  return {
    rows,
    secrets: secretMap,
    async enqueue(event: NewWebhookEvent) {
      for (const row of rows.values()) {
        if (row.subjectId === event.subjectId && row.type === event.type) return { id: row.id, created: false };
      }
      const at = event.createdAt.toISOString();
      rows.set(event.id, {
        id: event.id,
        organizationId: event.organizationId,
        type: event.type,
        url: event.url,
        payload: event.payload,
        subjectId: event.subjectId,
        status: 'pending',
        attemptCount: 0,
        nextAttemptAt: at,
        claimedAt: null,
        lastError: null,
        lastStatusCode: null,
        createdAt: at,
        deliveredAt: null,
      });
      return { id: event.id, created: true };
    },
    async claimDue(now, limit, leaseUntil) {
      const due = [...rows.values()]
        .filter((r) => r.status === 'pending' && r.nextAttemptAt !== null && r.nextAttemptAt <= now.toISOString())
        .sort((a, b) => (a.nextAttemptAt! < b.nextAttemptAt! ? -1 : a.nextAttemptAt! > b.nextAttemptAt! ? 1 : a.id < b.id ? -1 : 1))
        .slice(0, limit);
      const claimed: ClaimedWebhookEvent[] = [];
      for (const row of due) {
        row.attemptCount += 1;
        row.nextAttemptAt = leaseUntil.toISOString();
        row.claimedAt = now.toISOString();
        claimed.push({
          id: row.id,
          organizationId: row.organizationId,
          type: row.type,
          url: row.url,
          payload: row.payload,
          secret: secretMap.get(row.organizationId) ?? '',
          attempt: row.attemptCount,
        });
      }
      return claimed;
    },
    async markDelivered(id, attempt, at, statusCode) {
      const row = current(id, attempt);
      if (!row) return false;
      row.status = 'delivered';
      row.deliveredAt = at.toISOString();
      row.lastStatusCode = statusCode;
      row.nextAttemptAt = null;
      row.claimedAt = null;
      return true;
    },
    async markAttemptFailed(id, attempt, _at, failure, nextAttemptAt) {
      const row = current(id, attempt);
      if (!row) return false;
      row.lastError = failure.error;
      row.lastStatusCode = failure.statusCode ?? null;
      row.nextAttemptAt = nextAttemptAt ? nextAttemptAt.toISOString() : null;
      row.claimedAt = null;
      if (!nextAttemptAt) row.status = 'failed';
      return true;
    },
    async releaseClaim(id, attempt, now) {
      const row = current(id, attempt);
      if (!row || row.claimedAt === null) return false;
      row.nextAttemptAt = now.toISOString();
      row.claimedAt = null;
      return true;
    },
    async recoverClaims(now) {
      let recovered = 0;
      for (const row of rows.values()) {
        if (row.status !== 'pending' || row.claimedAt === null) continue;
        row.nextAttemptAt = now.toISOString();
        row.claimedAt = null;
        recovered += 1;
      }
      return recovered;
    },
  };
}
