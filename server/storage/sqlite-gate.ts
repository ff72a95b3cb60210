// better-sqlite3 behind drizzle's asynchronous sqlite-proxy driver (server/storage/db.ts).
//
// One connection serves the whole process. With asynchronous code, another request's statement
// could run between two statements of an open transaction and become part of it (committed or
// rolled back with it). The gate prevents that with two drizzle databases over the one
// connection: the database the app uses, whose statements wait while a transaction is open, and
// the transaction's, handed to the transaction's callback, whose statements run at once.
// Transactions queue in order and begin IMMEDIATE (the write lock is taken up front, so a second
// process sharing the file, the admin CLI, waits for it instead of failing halfway).
//
// Why not AsyncLocalStorage to tell the statements apart: on Node 20 it turns on async hooks for
// every promise of the process, which cost about a quarter of the throughput of GET requests.
// The price of two databases: inside a transaction, a statement must use the transaction it was
// given (as on PostgreSQL, where the app's database is another connection); one sent through the
// app's database would wait for the transaction that waits for it.
//
// Statements are prepared once per SQL text (drizzle builds the same text for the same query) and
// kept in a bounded map.
//
// Transactions commit in groups (issue 24; see app.transaction below): each still resolves only
// once its writes are committed.
import type Database from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { drizzle, type SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';

type Method = 'run' | 'all' | 'values' | 'get';

/**
 * The runtime's setImmediate, taken when this module loads: a test that fakes timers afterwards must not
 * be able to hold a group's commit (and so every write of the process) back.
 */
const setImmediateOfTheLoop = setImmediate;

/** Statements kept prepared; texts beyond it (long IN lists) are prepared again when seen again. */
const STATEMENT_CACHE = 1_000;

/** The one connection's use (issue 25's metrics): a transaction holds it; statements and transactions wait for it. */
export interface GateStats {
  inTransaction: boolean;
  waiting: number;
}

const gates = new WeakMap<object, { stats(): GateStats; settled(): Promise<void> }>();

/** How the connection behind a database of openGatedDatabase is used right now. */
export function gateStatsOf(db: object): GateStats {
  return gates.get(db)?.stats() ?? { inTransaction: false, waiting: 0 };
}

/** Resolves once no transaction is open (a group waiting for its commit has committed): before closing the connection. */
export function gateSettled(db: object): Promise<void> {
  return gates.get(db)?.settled() ?? Promise.resolve();
}

/** Opens the app's database over the connection (`schema` as drizzle takes it). */
export function openGatedDatabase<S extends Record<string, unknown>>(sqlite: Database.Database, schema: S): BaseSQLiteDatabase<'async', unknown, S> {
  const statements = new Map<string, Database.Statement>();
  // `open`: a write transaction is open on the connection (a group's, below), until `committed`
  // settles; `queue`: one transaction body, or a group's commit, at a time.
  let open = false;
  let waiting = 0;
  let committed: Promise<void> = Promise.resolve();
  let queue: Promise<void> = Promise.resolve();

  // `get` answers one row (an array of values), `all` a list of them; writes answer nothing.
  const run = (text: string, params: unknown[], method: Method): { rows: any[] } => { // eslint-disable-line @typescript-eslint/no-explicit-any -- sqlite-proxy's callback type
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = sqlite.prepare(text);
      if (statement.reader) statement.raw(true);
      if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
    }
    if (!statement.reader) {
      statement.run(...params);
      return { rows: [] };
    }
    return { rows: (method === 'get' ? statement.get(...params) : statement.all(...params)) as unknown[] };
  };

  const app: SqliteRemoteDatabase<S> = drizzle(
    async (text, params, method) => {
      if (open) {
        waiting++;
        try {
          while (open) await committed;
        } finally {
          waiting--;
        }
      }
      return run(text, params, method);
    },
    { schema },
  );
  const inTransaction: SqliteRemoteDatabase<S> = drizzle(async (text, params, method) => run(text, params, method), { schema });

  let depth = 0;
  // A transaction inside the transaction is a savepoint, as drizzle's own nested transactions are.
  inTransaction.transaction = (async (body: (tx: unknown) => Promise<unknown>) => {
    const name = `sp${++depth}`;
    sqlite.exec(`SAVEPOINT ${name}`);
    try {
      const result = await body(inTransaction);
      sqlite.exec(`RELEASE ${name}`);
      return result;
    } catch (err) {
      sqlite.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      throw err;
    } finally {
      depth--;
    }
  }) as typeof inTransaction.transaction;

  // Group commit (issue 24). A transaction's body runs in its turn inside the write transaction of
  // the group it joins (a savepoint of its own, so its failure undoes only its writes; the first
  // member needs none). A group commits at the end of the loop turn it opened in, after the poll
  // phase has handed over every engine result and HTTP request ready. Only then does each member's
  // promise resolve, so a caller still answers only once its writes are committed, and a COMMIT
  // that fails rejects every member. Statements outside transactions wait for the commit as they
  // waited for a transaction: they never see a write not yet committed.
  // Why: a commit writes every page it changed to the log (the table's and its indexes' last
  // leaves, the usage row), which a group writes once for all its members. The engine threads
  // hand their results back in batches (threads/engine-threads.ts), so under load one turn brings
  // several results and its group holds them all. Until stop 33 a group, while writes came one
  // after the other, also stayed open 4 ms for more members: that paid when results came one per
  // turn (groups of 1.2; the main thread's CPU per POST 0.435 -> 0.303 ms, load 11-14), but with
  // batched results it only held every request 4 ms and the engine thread waited for the requests
  // it held (it was idle a third of the time): measured quiet (stop 33, one client, 50
  // connections, three runs each, alternating), cache-missing POST /v1/verify 2,629/2,721/3,148
  // requests/s with the window, 3,266/3,384/3,402 without, at the same CPU per request.
  interface Group {
    members: Array<{ resolve(): void; reject(err: unknown): void }>;
    /** Settles `committed`. */
    end(): void;
  }
  let group: Group | undefined;
  const begin = sqlite.prepare('BEGIN IMMEDIATE');
  const commit = sqlite.prepare('COMMIT');
  const member = sqlite.prepare('SAVEPOINT member');
  const keepMember = sqlite.prepare('RELEASE member');
  const undoMember = sqlite.prepare('ROLLBACK TO member');

  /** Waits for the connection's next turn; returns the function that ends it. */
  const takeTurn = async (): Promise<() => void> => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const turn = queue;
    queue = turn.then(() => done);
    waiting++;
    try {
      await turn;
    } finally {
      waiting--;
    }
    return release;
  };

  /** Ends the group: its members resolve when `err` is undefined, else reject with it. */
  const endGroup = (g: Group, err?: unknown) => {
    if (group === g) group = undefined;
    open = false;
    for (const m of g.members) if (err === undefined) m.resolve();
    else m.reject(err);
    g.end();
  };

  const commitGroup = async (g: Group) => {
    const release = await takeTurn();
    try {
      if (group !== g) return; // already ended by a failure that undid the whole transaction
      try {
        commit.run();
      } catch (err) {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        endGroup(g, err);
        return;
      }
      endGroup(g);
    } finally {
      release();
    }
  };

  app.transaction = (async (body: (tx: unknown) => Promise<unknown>) => {
    const release = await takeTurn();
    try {
      // The first member opens the group and needs no savepoint: nothing else is in the
      // transaction while its body runs, so its failure rolls the transaction back.
      const first = group === undefined;
      if (first) {
        begin.run();
        let end!: () => void;
        committed = new Promise<void>((resolve) => (end = resolve));
        const opened: Group = (group = { members: [], end });
        open = true;
        setImmediateOfTheLoop(() => void commitGroup(opened));
      } else member.run();
      const g = group!;
      let result: unknown;
      try {
        result = await body(inTransaction);
        if (!first) keepMember.run();
      } catch (err) {
        if (first || !sqlite.inTransaction) {
          // Its own transaction, or a statement error SQLite answered by undoing the whole
          // transaction (a full disk, say), which took the other members' writes with it: they
          // fail too, since none of them is stored.
          if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
          endGroup(g, err);
        } else {
          undoMember.run();
          keepMember.run();
        }
        throw err;
      }
      const durable = new Promise<void>((resolve, reject) => g.members.push({ resolve, reject }));
      release();
      await durable;
      return result;
    } finally {
      release();
    }
  }) as typeof app.transaction;

  gates.set(app, {
    stats: () => ({ inTransaction: open, waiting }),
    settled: async () => {
      while (open) await committed;
    },
  });
  return app as unknown as BaseSQLiteDatabase<'async', unknown, S>;
}
