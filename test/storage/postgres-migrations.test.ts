// The PostgreSQL migrations (issue 15) describe the same tables as the SQLite ones: both are
// generated from server/storage/schema.ts (PostgreSQL through schema.pg.ts), and a migration
// generated for one back end only would leave the other without a column.
import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../server/project-root.js';
import { migrationsFolder } from '../../server/storage/db.js';
import { createPostgresDatabase, type PostgresTestDatabase } from '../helpers/postgres.js';

const root = findProjectRoot();

/** One column as both back ends can describe it: SQLite's type names, PostgreSQL's in the pg column. */
interface Column {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
}

// schema.pg.ts: text stays text, integer stays integer, real becomes double precision.
const postgresTypeOf: Record<string, string> = { text: 'text', integer: 'integer', real: 'double precision' };

describe('PostgreSQL migrations', () => {
  // That they are up to date with the schema: test/storage/schema-drift.test.ts, for both dialects.
  describe('on a fresh database', () => {
    let database: PostgresTestDatabase;
    let client: pg.Client;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsFolder('postgres', root) });
    });
    afterAll(async () => {
      await client?.end();
      await database?.drop();
    });

    it('create the tables and columns that the SQLite migrations create', async () => {
      const postgres = await postgresColumns(client);
      const sqlite = sqliteColumns();
      expect(sqlite.length).toBeGreaterThan(0);
      // Column order differs (SQLite appends what ALTER TABLE adds), so compare sorted.
      expect(postgres.map(describeColumn).sort()).toEqual(
        sqlite.map((c) => describeColumn({ ...c, type: postgresTypeOf[c.type] ?? `no PostgreSQL type for ${c.type}` })).sort(),
      );
    });

    it('create the same indexes as the SQLite migrations', async () => {
      // Primary keys aside: PostgreSQL names a composite one "<table>_<columns>_pk", SQLite keeps it unnamed.
      const { rows } = await client.query<{ name: string; unique: boolean }>(
        `SELECT c.relname AS name, i.indisunique AS unique FROM pg_index i
           JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND NOT i.indisprimary`,
      );
      const sqlite = withMigratedSqlite(
        (db) => db.prepare("SELECT name, sql LIKE 'CREATE UNIQUE %' AS \"unique\" FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").all() as { name: string; unique: number }[],
      );
      expect(sqlite.length).toBeGreaterThan(0);
      const label = (i: { name: string; unique: boolean | number }) => `${i.name}${i.unique ? ' unique' : ''}`;
      expect(rows.map(label).sort()).toEqual(sqlite.map(label).sort());
    });

    it('give every text column the "C" collation, so that ORDER BY and < compare bytes as SQLite does', async () => {
      const { rows } = await client.query<{ column: string; collation: string | null }>(
        "SELECT table_name || '.' || column_name AS column, collation_name AS collation FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'text'",
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.collation !== 'C').map((r) => r.column)).toEqual([]);
    });
  });
});

function describeColumn(c: Column): string {
  return `${c.table}.${c.column} ${c.type}${c.notNull ? ' not null' : ''}`;
}

async function postgresColumns(client: pg.Client): Promise<Column[]> {
  const { rows } = await client.query<{ table: string; column: string; type: string; nullable: 'YES' | 'NO' }>(
    "SELECT table_name AS table, column_name AS column, data_type AS type, is_nullable AS nullable FROM information_schema.columns WHERE table_schema = 'public'",
  );
  return rows.map((r) => ({ table: r.table, column: r.column, type: r.type, notNull: r.nullable === 'NO' }));
}

function sqliteColumns(): Column[] {
  return withMigratedSqlite((db) => {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'")
      .all() as { name: string }[];
    return tables.flatMap(({ name }) =>
      (db.pragma(`table_info(${name})`) as { name: string; type: string; notnull: number; pk: number }[]).map((c) => ({
        table: name,
        column: c.name,
        type: c.type.toLowerCase(),
        // SQLite lets a primary key column hold NULL unless it says NOT NULL; PostgreSQL never does.
        notNull: c.notnull === 1 || c.pk > 0,
      })),
    );
  });
}

/** Runs `read` on an in-memory SQLite database with the SQLite migrations applied. */
function withMigratedSqlite<T>(read: (db: Database.Database) => T): T {
  const db = new Database(':memory:');
  try {
    migrateSqlite(drizzleSqlite(db), { migrationsFolder: migrationsFolder('sqlite', root) });
    return read(db);
  } finally {
    db.close();
  }
}
