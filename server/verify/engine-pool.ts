// The app's one engine pool (issue 5; shared with batch processing, issue 6). Its worker threads
// are started on the first verification, not when the app is built: most test servers never
// verify anything, and a server that does pays the start-up once.
import { createEnginePool, type EnginePool } from '../verification/pool.js';

/** Returns an EnginePool of `size` threads that creates its threads on the first `verify()`. */
export function createLazyEnginePool(size: number): EnginePool {
  let pool: EnginePool | undefined;
  let closed = false;
  return {
    size,
    verify(request) {
      if (closed) return Promise.reject(new Error('the engine pool is closed'));
      pool ??= createEnginePool({ size });
      return pool.verify(request);
    },
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}
