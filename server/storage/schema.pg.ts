// The PostgreSQL tables, derived from the one schema of schema.ts, for drizzle-kit's PostgreSQL
// migrations (drizzle.postgres.config.ts → server/storage/migrations-postgres/). Deriving them
// means the two back ends cannot drift: a column added to schema.ts appears in both migrations.
//
// Types: text stays text, with the "C" collation so that ORDER BY and < compare bytes as SQLite
// does (cursors compare ids and ISO times; a locale collation of the database could order them
// differently); integer stays integer; real becomes double precision; JSON stays text holding the
// JSON (drizzle's json mode writes and reads it the same on both, key order kept byte for byte).
// At run time the queries use the tables of schema.ts on both back ends (server/storage/db.ts).
import { getTableColumns } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as sqlite from './schema.js';

const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

function columnFor(column: SQLiteColumn): PgColumnBuilderBase {
  let builder;
  switch (column.getSQLType()) {
    case 'text':
      builder = byteOrderedText(column.name);
      break;
    case 'integer':
      builder = integer(column.name);
      break;
    case 'real':
      builder = doublePrecision(column.name);
      break;
    default:
      throw new Error(`schema.pg.ts: no PostgreSQL type for ${column.name} ${column.getSQLType()}`);
  }
  if (column.primary) builder = builder.primaryKey();
  if (column.notNull) builder = builder.notNull();
  if (column.default !== undefined) builder = builder.default(column.default as never);
  return builder;
}

const converted = new Map<SQLiteTable, PgTableWithColumns<never>>();

function tableFor(table: SQLiteTable): PgTableWithColumns<never> {
  const done = converted.get(table);
  if (done) return done;
  const config = getTableConfig(table);
  const keys = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
  const keyOf = (column: { name: string }) => keys.get(column.name)!;
  const columns = Object.fromEntries(config.columns.map((column) => [keyOf(column), columnFor(column)]));
  const pgT = pgTable(config.name, columns, (t) => {
    const col = (c: { name: string }) => t[keyOf(c)]!;
    const on = <B extends { on: (...cols: never[]) => unknown }>(b: B, cs: { name: string }[]) => (b.on as (...c: unknown[]) => unknown)(...cs.map(col));
    return [
      ...config.primaryKeys.map((pk) => primaryKey({ columns: pk.columns.map(col) as never })),
      ...config.indexes.map((i) => on(i.config.unique ? uniqueIndex(i.config.name) : index(i.config.name), i.config.columns as { name: string }[])),
      ...config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        const target = tableFor(ref.foreignTable);
        const targetCols = getTableColumns(target) as Record<string, unknown>;
        const targetKeys = new Map(Object.entries(getTableColumns(ref.foreignTable)).map(([key, c]) => [c.name, key]));
        const built = foreignKey({
          columns: ref.columns.map(col) as never,
          foreignColumns: ref.foreignColumns.map((c) => targetCols[targetKeys.get(c.name)!]) as never,
        });
        return fk.onDelete ? built.onDelete(fk.onDelete) : built;
      }),
    ] as never;
  }) as unknown as PgTableWithColumns<never>;
  converted.set(table, pgT);
  return pgT;
}

export const organizations = tableFor(sqlite.organizations);
export const apiKeys = tableFor(sqlite.apiKeys);
export const idempotencyKeys = tableFor(sqlite.idempotencyKeys);
export const usage = tableFor(sqlite.usage);
export const rateLimitWindows = tableFor(sqlite.rateLimitWindows);
export const verifications = tableFor(sqlite.verifications);
export const batches = tableFor(sqlite.batches);
export const batchItems = tableFor(sqlite.batchItems);
export const uploadedFiles = tableFor(sqlite.uploadedFiles);
export const webhookEvents = tableFor(sqlite.webhookEvents);
