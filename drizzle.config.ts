// drizzle-kit configuration. To add a migration after changing server/src/db/schema/*.ts:
//   npx drizzle-kit generate --name <what_changed>
// It writes SQL into server/drizzle/; the server applies pending migrations at start (runMigrations).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
});
