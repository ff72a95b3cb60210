// The retry schedule of webhook deliveries (DECISIONS.md "Webhooks" > Retries, after Standard
// Webhooks' recommendation): attempts at 0, 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, each delay
// counted from the previous failed attempt (≈17.5 h in all), each with ±20 % jitter so that many
// events failing together against one receiver do not retry in lockstep. After the 7th attempt
// the delivery gives up.

/** Delay before each attempt, from the previous attempt; the first is immediate. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
];

/** ±20 % of each delay. */
export const WEBHOOK_RETRY_JITTER = 0.2;

export interface RetrySchedule {
  /** Delay before attempt n+1 at index n; its length is the number of attempts. Index 0 is the first attempt. */
  delaysMs: readonly number[];
  /** Fraction of each delay added or removed at random, from 0 to 1. */
  jitter: number;
}

export const WEBHOOK_RETRY_SCHEDULE: RetrySchedule = { delaysMs: WEBHOOK_RETRY_DELAYS_MS, jitter: WEBHOOK_RETRY_JITTER };

/** Checks a schedule once, where it is configured (STYLE: options checked at construction). */
export function assertRetrySchedule(schedule: RetrySchedule): void {
  if (schedule.delaysMs.length === 0) throw new RangeError('A retry schedule needs at least one attempt');
  if (schedule.delaysMs.some((d) => !Number.isFinite(d) || d < 0)) {
    throw new RangeError('Retry delays must be finite numbers of milliseconds, 0 or more');
  }
  if (!(schedule.jitter >= 0 && schedule.jitter <= 1)) throw new RangeError('Retry jitter must be from 0 to 1');
}

/**
 * Returns when the next attempt is due after `attemptsMade` attempts have failed, the last one at
 * `failedAt`, or null when that was the last attempt and the delivery gives up. `random` returns
 * a number in [0, 1) (Math.random by default; tests pin it): 0.5 means no jitter.
 */
export function nextAttemptAt(
  attemptsMade: number,
  failedAt: Date,
  options: { schedule?: RetrySchedule; random?: () => number } = {},
): Date | null {
  const schedule = options.schedule ?? WEBHOOK_RETRY_SCHEDULE;
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) throw new RangeError('attemptsMade must be an integer of 1 or more');
  if (attemptsMade >= schedule.delaysMs.length) return null;
  const base = schedule.delaysMs[attemptsMade]!;
  const random = options.random ?? Math.random;
  const factor = 1 + (random() * 2 - 1) * schedule.jitter;
  return new Date(failedAt.getTime() + Math.round(base * factor));
}
