// WAL checkpoints off the event loop (issue 24). In WAL mode SQLite copies the log back into the
// database file once it holds 1,000 pages ("auto-checkpoint"), inside the COMMIT that crosses the
// mark, on the connection that committed; with synchronous=NORMAL that copy ends with two fsyncs.
// better-sqlite3 is synchronous, so the server's event loop stood still for it: a cache-missing
// POST /v1/verify writes about 12 pages of log (the row, its indexes, the usage row), so every
// 85 or so requests one of them copied a thousand pages and waited for the disk twice, holding
// up every request in flight (the bench's p99; the longer when other work shares the disk).
//
// Here a worker thread with a connection of its own runs PASSIVE checkpoints every `intervalMs`:
// a PASSIVE checkpoint neither waits for nor blocks readers and writers, so the server's
// connection goes on committing meanwhile, and the fsyncs wait in that thread. The server's
// connection keeps an auto-checkpoint, at a ceiling (`ceilingPages`), so the log stays bounded if
// the thread falls behind or fails. Durability is unchanged: the same checkpoints, the same syncs,
// run by another connection to the same file.
import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread checkpoints: 2,000 to 3,000 pages of log at the bench's cache-miss rate. */
export const CHECKPOINT_INTERVAL_MS = 200;
/** The server connection's own auto-checkpoint: 10 times SQLite's default, about 40 MB of log. */
export const CHECKPOINT_CEILING_PAGES = 10_000;

export interface BackgroundCheckpoints {
  /** Stops the thread (waits for a checkpoint under way) and closes its connection. */
  stop(): Promise<void>;
}

export interface BackgroundCheckpointOptions {
  intervalMs?: number;
  ceilingPages?: number;
  /** A checkpoint failed, or the thread ended unexpectedly: the ceiling then bounds the log. */
  onError?: (err: Error) => void;
}

// The thread's code, run as a CommonJS script (`eval`): it loads the driver from the path it is
// given, so it needs neither the project's modules nor a TypeScript loader.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves the WAL checkpoints of the file database `path`, open on `sqlite`, to a worker thread.
 * Only for a file in WAL mode (a `:memory:` database has no log).
 */
export function startBackgroundCheckpoints(sqlite: Database.Database, path: string, options: BackgroundCheckpointOptions = {}): BackgroundCheckpoints {
  sqlite.pragma(`wal_autocheckpoint = ${options.ceilingPages ?? CHECKPOINT_CEILING_PAGES}`);
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), path, intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS },
  });
  let stopping = false;
  worker.on('message', (message: { error?: string }) => {
    if (message.error !== undefined) options.onError?.(new Error(`background WAL checkpoint failed: ${message.error}`));
  });
  worker.on('error', (err) => options.onError?.(err));
  // Never what keeps the process alive: the database handle's close() stops it.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  void exited.then(() => {
    if (stopping) return;
    // The connection checkpoints by itself again, as SQLite does by default.
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
    options.onError?.(new Error('the WAL checkpoint thread ended; the server connection checkpoints by itself again'));
  });
  return {
    stop: async () => {
      if (stopping) return exited;
      stopping = true;
      // Held until it has closed its connection: an unreferenced thread would let the process end first.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
