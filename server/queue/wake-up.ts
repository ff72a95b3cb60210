// The one wake-up mechanism (issue 24): work is queued by writing a row (a pending verification,
// queued batch items, a webhook event), and its consumer (the job runner, whose sources claim all
// three) polls for it anyway; a wake-up only makes it look now rather than at its next poll.
// Waking before the row is committed is useless (on PostgreSQL the consumer's connection does not
// see it yet, and it goes back to sleep until its next poll), so a wake-up is tied to the
// transaction that wrote the row: `afterCommit(tx)` wakes the consumer once `tx` has committed,
// and not at all when it rolled back.
//
// Transactions that queue work are opened with `transaction()` below, which knows when they commit;
// a write made on the database itself (no transaction) has committed when it returns, so
// `afterCommit(db)` then wakes at once.
import type { Db } from '../storage/db.js';

/** A consumer of queued work that can be asked to look now (JobRunner.notify). */
export interface Wakeable {
  notify(): void;
}

export interface WakeUp {
  /** Wakes the consumer once `tx` has committed; at once when `tx` is the database itself. */
  afterCommit(tx: Db): void;
}

/** Hooks to run after the commit of each open transaction opened with `transaction()`, by its transaction handle. */
const commitHooks = new WeakMap<object, Set<() => void>>();

/** A wake-up for `consumer`; it may be given before the consumer exists (a function returning it). */
export function wakeUpOf(consumer: Wakeable | (() => Wakeable)): WakeUp {
  const notify = () => (typeof consumer === 'function' ? consumer() : consumer).notify();
  return {
    afterCommit(tx) {
      const hooks = commitHooks.get(tx);
      // A set: ten events in one transaction wake the runner once.
      if (hooks) hooks.add(notify);
      else notify();
    },
  };
}

/**
 * `db.transaction(body, config)`, and after its commit the wake-ups registered in it. A transaction
 * opened inside another (a savepoint) hands its wake-ups to the outer one, which alone commits.
 */
export async function transaction<T>(db: Db, body: (tx: Db) => Promise<T>, config?: Parameters<Db['transaction']>[1]): Promise<T> {
  const outer = commitHooks.get(db);
  const hooks = outer ?? new Set<() => void>();
  const result = await db.transaction((tx) => {
    commitHooks.set(tx, hooks);
    return body(tx as Db);
  }, config);
  if (!outer) for (const hook of hooks) hook();
  return result;
}
