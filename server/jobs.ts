// Background work of the server process, started after listening and stopped at shutdown: the one
// job runner (server/queue/job-runner.ts: asynchronous verifications, batch items, webhook
// deliveries and the housekeeping of server/housekeeping.ts).
import type { AppParts } from './app.js';

export interface BackgroundJob {
  name: string;
  /** Stops the job and resolves once any run in progress has finished. */
  stop(): Promise<void>;
}

/** Starts a long-running service (the job runner) as a background job. */
export function startService(name: string, service: { start(): void; stop(): Promise<void> }): BackgroundJob {
  service.start();
  return { name, stop: () => service.stop() };
}

export function startBackgroundJobs(deps: Pick<AppParts, 'workers'>): BackgroundJob[] {
  return [
    // Queued work (webhook events left by a previous run included) and housekeeping: each source
    // recovers at start, then the runner claims.
    startService('job-runner', deps.workers),
  ];
}

/** Stops every job, waiting for runs in progress. */
export async function stopBackgroundJobs(jobs: BackgroundJob[]): Promise<void> {
  await Promise.all(jobs.map((job) => job.stop()));
}
