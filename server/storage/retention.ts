// Retention (issue 16; README "Data retention"): verifications (with the escalation they carry)
// and webhook events older than RETENTION_DAYS are deleted by a housekeeping task of the job runner (server/housekeeping.ts).
// Only finished rows go: a verification still pending or processing, and an event still waiting
// for delivery, stay until they are done, however old.
import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from './db.js';
import { verifications, webhookEvents } from './schema.js';

const FINISHED_VERIFICATIONS = ['completed', 'escalated'] as const;
const FINISHED_EVENTS = ['delivered', 'failed'] as const;
/** Rows deleted per statement, so one purge never holds the write lock for long. */
const CHUNK = 500;

export interface PurgedRecords {
  verifications: number;
  webhookEvents: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** Records created before this are past retention: the purge job deletes them (README "Data retention"). */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Deletes finished verifications and webhook events created before `cutoff`; returns how many of each went. */
export async function purgeRecordsCreatedBefore(db: Db, cutoff: Date): Promise<PurgedRecords> {
  const before = cutoff.toISOString();
  const purged: PurgedRecords = { verifications: 0, webhookEvents: 0 };
  purged.verifications = await inChunks(
    () => db.select({ id: verifications.id }).from(verifications).where(and(lt(verifications.createdAt, before), inArray(verifications.status, FINISHED_VERIFICATIONS))).limit(CHUNK),
    async (ids) => (await db.delete(verifications).where(inArray(verifications.id, ids)).returning({ id: verifications.id })).length,
  );
  purged.webhookEvents = await inChunks(
    () => db.select({ id: webhookEvents.id }).from(webhookEvents).where(and(lt(webhookEvents.createdAt, before), inArray(webhookEvents.status, FINISHED_EVENTS))).limit(CHUNK),
    async (ids) => (await db.delete(webhookEvents).where(inArray(webhookEvents.id, ids)).returning({ id: webhookEvents.id })).length,
  );
  return purged;
}

/** Deletes what `select` finds, CHUNK rows at a time, until it finds fewer; returns how many went. */
async function inChunks(select: () => PromiseLike<{ id: string }[]>, remove: (ids: string[]) => Promise<number>): Promise<number> {
  let removed = 0;
  for (;;) {
    const ids = (await select()).map((r) => r.id);
    if (ids.length > 0) removed += await remove(ids);
    if (ids.length < CHUNK) return removed;
  }
}
