// Where the SQL migrations live (server/drizzle/), in a module of its own: the migrator and the backup catalog
// both read it, and the migrator also runs the backup before pending migrations.
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
