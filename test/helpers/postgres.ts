// A fresh, empty PostgreSQL database per test (file) on the run's shared server
// (test/setup/postgres.ts): CREATE DATABASE takes milliseconds, and tests never see each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface PostgresTestDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Drops the database, closing any connection still open on it. */
  drop(): Promise<void>;
}

/** Creates an empty database with a unique name on the test run's PostgreSQL server. */
export async function createPostgresDatabase(): Promise<PostgresTestDatabase> {
  const adminUrl = inject('postgresUrl');
  const name = `verity_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // WITH (FORCE) (PostgreSQL 13+) terminates the database's connections first, like
    // pg_terminate_backend, but no new connection can slip in between; a pool a test forgot to
    // close cannot keep the database alive.
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
