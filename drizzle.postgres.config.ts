// drizzle-kit configuration for PostgreSQL: `npm run db:generate` writes a migration for every
// change of server/storage/schema.ts (through schema.pg.ts) into server/storage/migrations-postgres/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/storage/schema.pg.ts',
  out: './server/storage/migrations-postgres',
});
