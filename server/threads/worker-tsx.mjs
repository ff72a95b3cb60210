// Source-mode entry for the engine threads (engine-threads.ts): used only when the engine
// runs from TypeScript (tsx, vitest). Node 20 ignores `--import tsx` in a worker's execArgv,
// so the worker registers tsx's loader itself and then loads worker.ts. Compiled builds use
// dist/server/threads/worker.js directly and never load this file.
import { register } from 'tsx/esm/api';

register();
const { default: verifyInWorker } = await import('./worker.ts');

export default verifyInWorker;
