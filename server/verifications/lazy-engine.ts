// The app's engine threads (issue 5; shared with batch processing, issue 6). Its worker threads
// are started on the first verification, not when the app is built: most test servers never
// verify anything, and a server that does pays the start-up once.
import { createEngineThreads, type EngineThreads } from '../threads/engine-threads.js';

/** Returns an EngineThreads of `size` threads that creates its threads on the first `verify()`. */
export function createLazyEngineThreads(size: number): EngineThreads {
  let threads: EngineThreads | undefined;
  let closed = false;
  return {
    size,
    verify(request) {
      if (closed) return Promise.reject(new Error('the engine threads are closed'));
      threads ??= createEngineThreads({ size });
      return threads.verify(request);
    },
    memory: () => threads?.memory?.() ?? [],
    async close() {
      closed = true;
      await threads?.close();
    },
  };
}
