import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

describe('sdk/src/generated/api-types.ts', () => {
  it('is an exact copy of generated/api-types.ts under a copy header', () => {
    const copy = readFileSync(join(root, 'sdk/src/generated/api-types.ts'), 'utf8');
    const [header, ...rest] = copy.split('\n');
    expect(header).toMatch(/^\/\/ Copied from generated\/api-types\.ts .* Do not edit\.$/);
    // A mismatch means the contract was regenerated without refreshing the SDK: run `npm run build` in sdk/.
    expect(rest.join('\n'), 'sdk copy is stale: run `npm run build` in sdk/').toBe(readFileSync(join(root, 'generated/api-types.ts'), 'utf8'));
  });

  it('is what the sync script checks', () => {
    expect(() => execFileSync(process.execPath, [join(root, 'sdk/scripts/sync-generated.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
