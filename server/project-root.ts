// Finding the project root, apart from the configuration so storage (the migrations) can use it
// without depending on the reader of the environment (issue 17).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Returns the project root: the nearest folder above this file whose package.json is Verity's.
 * Resolving from here (not from the working directory or dist/) lets `node dist/server/main.js`
 * find generated/openapi.yaml and the migrations of the source tree.
 */
export function findProjectRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name === 'verity') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the Verity project root above ${from}`);
    dir = parent;
  }
}
