import { describe, expect, it } from 'vitest';
import { assertRetrySchedule, nextAttemptAt, WEBHOOK_RETRY_DELAYS_MS } from '../../server/webhooks/schedule.js';

const failedAt = new Date('2026-01-15T12:00:00.000Z');
const noJitter = (): number => 0.5;
const after = (ms: number): Date => new Date(failedAt.getTime() + ms);

describe('nextAttemptAt', () => {
  it.each([
    { attemptsMade: 1, want: 5_000 },
    { attemptsMade: 2, want: 5 * 60_000 },
    { attemptsMade: 3, want: 30 * 60_000 },
    { attemptsMade: 4, want: 2 * 3_600_000 },
    { attemptsMade: 5, want: 5 * 3_600_000 },
    { attemptsMade: 6, want: 10 * 3_600_000 },
  ])('schedules the attempt after attempt $attemptsMade $want ms after it failed', ({ attemptsMade, want }) => {
    expect(nextAttemptAt(attemptsMade, failedAt, { random: noJitter })).toEqual(after(want));
  });

  it('gives up after the 7th attempt', () => {
    expect(nextAttemptAt(7, failedAt, { random: noJitter })).toBeNull();
    expect(nextAttemptAt(8, failedAt, { random: noJitter })).toBeNull();
  });

  it('spreads the attempts over about 17.5 hours in all', () => {
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(WEBHOOK_RETRY_DELAYS_MS).toHaveLength(7);
    expect(total / 3_600_000).toBeCloseTo(17.58, 1);
  });

  it('moves each delay by at most 20 % either way', () => {
    expect(nextAttemptAt(2, failedAt, { random: () => 0 })).toEqual(after(4 * 60_000));
    expect(nextAttemptAt(2, failedAt, { random: () => 0.999999 })!.getTime()).toBeCloseTo(after(6 * 60_000).getTime(), -2);
    for (let i = 0; i < 200; i += 1) {
      const delay = nextAttemptAt(6, failedAt)!.getTime() - failedAt.getTime();
      expect(delay).toBeGreaterThanOrEqual(8 * 3_600_000);
      expect(delay).toBeLessThanOrEqual(12 * 3_600_000);
    }
  });

  it('follows a schedule passed in, as the tests of the deliveries do', () => {
    const schedule = { delaysMs: [0, 10, 20], jitter: 0 };
    expect(nextAttemptAt(1, failedAt, { schedule })).toEqual(after(10));
    expect(nextAttemptAt(3, failedAt, { schedule })).toBeNull();
  });

  it('refuses an attempt count below 1', () => {
    expect(() => nextAttemptAt(0, failedAt)).toThrow(RangeError);
  });
});

describe('assertRetrySchedule', () => {
  it.each([
    { given: { delaysMs: [], jitter: 0.2 } },
    { given: { delaysMs: [0, -1], jitter: 0.2 } },
    { given: { delaysMs: [0, Number.POSITIVE_INFINITY], jitter: 0.2 } },
    { given: { delaysMs: [0, 10], jitter: 1.5 } },
  ])('refuses the schedule $given', ({ given }) => {
    expect(() => assertRetrySchedule(given)).toThrow(RangeError);
  });
});
