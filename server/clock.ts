// The one clock of the service (STYLE habit 11). Everything that reads the time takes a Clock,
// so tests can pin or move time instead of sleeping.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at `start` and moves only when told to. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

/** Returns a clock that stands still at `start` until `set` or `advance` moves it. */
export function createManualClock(start: Date | string = '2026-01-15T12:00:00.000Z'): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** Returns the calendar month (UTC) of a time as `YYYY-MM`, the key of monthly usage. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Returns the first instant of the UTC month after `at` (DECISIONS.md: quota `resetDate`). */
export function startOfNextMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
