// Scheduled tasks (issue 24): housekeeping that runs every so often (the purges, escalation expiry),
// each a JobSource of the one job runner instead of a timer of its own. A task is first due one
// interval after the runner started (its `recover` plans it), then one interval after each run
// began; a task never runs twice at once. Intervals are measured on a monotonic timer, not the injected clock, which the
// tasks themselves read (a stopped test clock must not stop the housekeeping, nor a clock moved a
// month ahead run it a thousand times). Nothing is leased: a task cut off by a crash runs at its
// next interval after the restart, so there is nothing to re-queue.
import { performance } from 'node:perf_hooks';
import type { Job, JobSource } from './job-runner.js';

export interface ScheduledTask {
  name: string;
  /** How often it runs, in milliseconds (at least one). */
  intervalMs: number;
  /** Does the work; an error is logged by the runner and the task runs again at its next interval. */
  run(): Promise<unknown>;
}

export interface ScheduledTaskOptions {
  /** Milliseconds on a monotonic timer (tests pass their own); default performance.now. */
  timer?: () => number;
}

/**
 * The JobSource of one task, named after it (its jobs run in spans `job <name>`), in a slot of its
 * own: housekeeping never waits for, nor holds up, the verifying sources' shared slots.
 */
export function createScheduledTaskSource(task: ScheduledTask, options: ScheduledTaskOptions = {}): JobSource {
  if (!(task.intervalMs >= 1)) throw new RangeError(`intervalMs of ${task.name} must be at least 1, got ${String(task.intervalMs)}`);
  const timer = options.timer ?? (() => performance.now());
  /** When the task is due next, on the timer; planned when the runner starts (recover). */
  let due: number | undefined;
  let running = false;
  return {
    name: task.name,
    slots: 1,
    async recover() {
      due = timer() + task.intervalMs;
      return 0;
    },
    async claim(): Promise<Job[]> {
      const now = timer();
      if (running || due === undefined || now < due) return [];
      due = now + task.intervalMs;
      running = true;
      return [
        {
          id: task.name,
          async run() {
            try {
              await task.run();
            } finally {
              running = false;
            }
          },
        },
      ];
    },
    requeueExpired: async () => 0,
  };
}
