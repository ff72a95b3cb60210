// The service's housekeeping (issue 24): what it does without anyone asking, as scheduled tasks of
// the one job runner (server/queue/scheduled-tasks.ts). The list reads like the list of chores.
import { purgeUploadedFiles } from './batch/upload.js';
import type { Clock } from './clock.js';
import { expireDueEscalations } from './escalations/expiry.js';
import type { Logger } from './logger.js';
import type { ScheduledTask } from './queue/scheduled-tasks.js';
import { purgeExpiredBatches } from './storage/batches.js';
import type { Db } from './storage/db.js';
import { purgeExpiredIdempotencyKeys } from './storage/idempotency.js';
import { purgeRecordsCreatedBefore, retentionCutoff, type PurgedRecords } from './storage/retention.js';
import type { Outbox } from './webhooks/outbox.js';

export interface HousekeepingDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  config: { retentionDays: number };
}

/**
 * README "Data retention": deletes the finished verifications (escalations included) and webhook
 * events created more than RETENTION_DAYS before the injected clock's now.
 */
export async function purgeOldRecords(deps: HousekeepingDeps): Promise<PurgedRecords> {
  const cutoff = retentionCutoff(deps.clock.now(), deps.config.retentionDays);
  const purged = await purgeRecordsCreatedBefore(deps.db, cutoff);
  if (purged.verifications + purged.webhookEvents > 0) deps.logger.info({ ...purged, retentionDays: deps.config.retentionDays }, 'purged records past retention');
  return purged;
}

/** The chores; escalation expiry runs as often as the job runner polls (DECISIONS.md "Expiry"). */
export function housekeepingTasks(deps: HousekeepingDeps & { outbox: Outbox; pollIntervalMs: number }): ScheduledTask[] {
  const { db, clock, logger } = deps;
  return [
    // Issue 16: escalations whose deadline passed become `expired`, with their event.
    { name: 'escalation-expiry', intervalMs: deps.pollIntervalMs, run: () => expireDueEscalations({ db, clock, outbox: deps.outbox }) },
    // DECISIONS.md "expiresAt": batches and their items are deleted 30 days after creation.
    {
      name: 'purge-expired-batches',
      intervalMs: 60 * 60_000,
      async run() {
        const purged = await purgeExpiredBatches(db, clock.now());
        if (purged > 0) logger.info({ purged }, 'purged expired batches');
      },
    },
    // README "Data retention": verifications, escalations and webhook events go after RETENTION_DAYS.
    { name: 'purge-old-records', intervalMs: 60 * 60_000, run: () => purgeOldRecords(deps) },
    // Spec 2.6: uploaded files live one hour and are used once; then their stored items are deleted.
    { name: 'purge-uploaded-files', intervalMs: 5 * 60_000, run: () => purgeUploadedFiles({ db, clock, logger }) },
    // DECISIONS.md "Idempotency": keys are kept 24 hours, then purged.
    {
      name: 'purge-idempotency-keys',
      intervalMs: 15 * 60_000,
      async run() {
        const purged = await purgeExpiredIdempotencyKeys(db, clock.now().toISOString());
        if (purged > 0) logger.info({ purged }, 'purged expired idempotency keys');
      },
    },
  ];
}
