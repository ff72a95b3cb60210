// Background jobs of the server process, started after listening and stopped at shutdown. Each is
// a small periodic task; the list in startBackgroundJobs reads like the list of housekeeping the
// service does. Later features (job runner, webhook outbox, retention) add theirs here.
import type { AppParts } from './app.js';
import type { Logger } from './logger.js';
import { purgeUploadedFiles } from './batch/upload.js';
import { purgeExpiredBatches } from './storage/batches.js';
import { purgeExpiredIdempotencyKeys } from './storage/idempotency.js';
import { purgeRecordsCreatedBefore, retentionCutoff, type PurgedRecords } from './storage/retention.js';

export interface BackgroundJob {
  name: string;
  /** Stops the job and resolves once any run in progress has finished. */
  stop(): Promise<void>;
}

/** Runs `task` every `intervalMs` (first run after one interval), never two runs at once; errors are logged, not thrown. */
export function startPeriodicJob(name: string, intervalMs: number, task: () => unknown, logger: Logger): BackgroundJob {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => logger.error({ err, job: name }, 'background job failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    name,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Starts a long-running service (the job runner, the webhook dispatcher) as a background job. */
export function startService(name: string, service: { start(): void; stop(): Promise<void> }): BackgroundJob {
  service.start();
  return { name, stop: () => service.stop() };
}

/**
 * README "Data retention": deletes the finished verifications (escalations included) and webhook
 * events created more than RETENTION_DAYS before the injected clock's now.
 */
export async function purgeOldRecords(deps: Pick<AppParts, 'db' | 'clock' | 'logger'> & { config: Pick<AppParts['config'], 'retentionDays'> }): Promise<PurgedRecords> {
  const cutoff = retentionCutoff(deps.clock.now(), deps.config.retentionDays);
  const purged = await purgeRecordsCreatedBefore(deps.db, cutoff);
  if (purged.verifications + purged.webhookEvents > 0) deps.logger.info({ ...purged, retentionDays: deps.config.retentionDays }, 'purged records past retention');
  return purged;
}

export function startBackgroundJobs(deps: AppParts): BackgroundJob[] {
  return [
    // Queued work: asynchronous verifications and batch items (re-queues expired leases at start).
    startService('job-runner', deps.workers),
    // The webhook outbox: pending events (including those left by a previous run) are delivered.
    startService('webhook-dispatcher', deps.webhooks),
    // DECISIONS.md "expiresAt": batches and their items are deleted 30 days after creation.
    startPeriodicJob(
      'purge-expired-batches',
      60 * 60_000,
      async () => {
        const purged = await purgeExpiredBatches(deps.db, deps.clock.now());
        if (purged > 0) deps.logger.info({ purged }, 'purged expired batches');
      },
      deps.logger,
    ),
    // README "Data retention": verifications, escalations and webhook events go after RETENTION_DAYS.
    startPeriodicJob('purge-old-records', 60 * 60_000, () => purgeOldRecords(deps), deps.logger),
    // Spec 2.6: uploaded files live one hour and are used once; then their stored items are deleted.
    startPeriodicJob('purge-uploaded-files', 5 * 60_000, () => purgeUploadedFiles({ db: deps.db, clock: deps.clock, logger: deps.logger }), deps.logger),
    // DECISIONS.md "Idempotency": keys are kept 24 hours, then purged.
    startPeriodicJob(
      'purge-idempotency-keys',
      15 * 60_000,
      async () => {
        const purged = await purgeExpiredIdempotencyKeys(deps.db, deps.clock.now().toISOString());
        if (purged > 0) deps.logger.info({ purged }, 'purged expired idempotency keys');
      },
      deps.logger,
    ),
  ];
}

/** Stops every job, waiting for runs in progress. */
export async function stopBackgroundJobs(jobs: BackgroundJob[]): Promise<void> {
  await Promise.all(jobs.map((job) => job.stop()));
}
