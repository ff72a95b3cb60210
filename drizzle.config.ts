// drizzle-kit configuration for SQLite: `npm run db:generate` writes a migration for every change of
// server/storage/schema.ts into server/storage/migrations/ (committed; applied at start-up).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './server/storage/schema.ts',
  out: './server/storage/migrations',
});
