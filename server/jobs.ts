// Background work of the server process, started after listening and stopped at shutdown: the one
// job runner (server/queue/job-runner.ts: asynchronous verifications, batch items and the
// housekeeping of server/housekeeping.ts) and the webhook dispatcher.
import type { AppParts } from './app.js';

export interface BackgroundJob {
  name: string;
  /** Stops the job and resolves once any run in progress has finished. */
  stop(): Promise<void>;
}

/** Starts a long-running service (the job runner, the webhook dispatcher) as a background job. */
export function startService(name: string, service: { start(): void; stop(): Promise<void> }): BackgroundJob {
  service.start();
  return { name, stop: () => service.stop() };
}

export function startBackgroundJobs(deps: Pick<AppParts, 'workers' | 'webhooks'>): BackgroundJob[] {
  return [
    // Queued work and housekeeping: each source recovers at start, then the runner claims.
    startService('job-runner', deps.workers),
    // The webhook outbox: pending events (including those left by a previous run) are delivered.
    startService('webhook-dispatcher', deps.webhooks),
  ];
}

/** Stops every job, waiting for runs in progress. */
export async function stopBackgroundJobs(jobs: BackgroundJob[]): Promise<void> {
  await Promise.all(jobs.map((job) => job.stop()));
}
