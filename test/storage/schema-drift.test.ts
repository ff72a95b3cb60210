// The committed migrations of both dialects must describe server/storage/schema.ts (PostgreSQL
// through schema.pg.ts): a schema change without `npm run db:generate` would otherwise only show
// up on a database that lacks the new column.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../server/project-root.js';
import { migrationsFolder } from '../../server/storage/db.js';

const root = findProjectRoot();
const dir = mkdtempSync(join(tmpdir(), 'verity-drift-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DIALECTS = [
  { dialect: 'sqlite', kit: 'sqlite', schema: './server/storage/schema.ts' },
  { dialect: 'postgres', kit: 'postgresql', schema: './server/storage/schema.pg.ts' },
] as const;

describe.each(DIALECTS)('$dialect migrations', ({ dialect, kit, schema }) => {
  it('are up to date with the schema (drizzle-kit generates nothing new)', () => {
    const copy = join(dir, dialect);
    cpSync(migrationsFolder(dialect, root), copy, { recursive: true });
    const before = readdirSync(copy).sort();
    // drizzle-kit prefixes --out with "./", so it must be relative to the working directory.
    const output = execFileSync(join(root, 'node_modules', '.bin', 'drizzle-kit'), ['generate', '--dialect', kit, '--schema', schema, '--out', relative(root, copy)], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(readdirSync(copy).sort(), output).toEqual(before);
    expect(output).toContain('No schema changes');
  });
});
