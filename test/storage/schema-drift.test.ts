// The committed migrations must describe server/storage/schema.ts: a schema change without
// `npm run db:generate` would otherwise only show up on a database that lacks the new column.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../server/config.js';
import { migrationsFolder } from '../../server/storage/db.js';

const root = findProjectRoot();
const dir = mkdtempSync(join(tmpdir(), 'verity-drift-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('are up to date with the schema (drizzle-kit generates nothing new)', () => {
    const copy = join(dir, 'migrations');
    cpSync(migrationsFolder('sqlite', root), copy, { recursive: true });
    const before = readdirSync(copy).sort();
    // drizzle-kit prefixes --out with "./", so it must be relative to the working directory.
    const output = execFileSync(
      join(root, 'node_modules', '.bin', 'drizzle-kit'),
      ['generate', '--dialect', 'sqlite', '--schema', './server/storage/schema.ts', '--out', relative(root, copy)],
      { cwd: root, encoding: 'utf8' },
    );
    expect(readdirSync(copy).sort(), output).toEqual(before);
    expect(output).toContain('No schema changes');
  });
});
