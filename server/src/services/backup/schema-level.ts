// Bringing a database to a given schema level: a backup is loaded into the schema it was taken from
// (the migrations up to its last one), then the newer migrations of this app run over the data.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DbHandle } from '../../db/database';
import { MIGRATIONS_FOLDER, runMigrations } from '../../db/migrate';
import { readJournal, type JournalEntry } from './catalog';
import { BACKUP_MSG, type SchemaLevel } from './format';

/** The journal entries a backup's level covers; throws the Spanish refusal for newer or unknown schemas. */
export function entriesUpTo(level: SchemaLevel, journal: JournalEntry[] = readJournal()): JournalEntry[] {
  const newest = journal[journal.length - 1];
  const appLabel = newest ? `${journal.length} (${newest.tag})` : '0';
  if (level.lastWhen === null) return [];
  const index = journal.findIndex((entry) => entry.when === level.lastWhen);
  if (index < 0) {
    if (!newest || level.lastWhen > newest.when || level.migrations > journal.length) throw new Error(BACKUP_MSG.newerSchema(String(level.migrations), appLabel));
    throw new Error(BACKUP_MSG.unknownSchema);
  }
  if (index + 1 !== level.migrations) throw new Error(BACKUP_MSG.unknownSchema);
  return journal.slice(0, index + 1);
}

/** Applies exactly the given first migrations (a copy of the folder with a shorter journal). */
export async function migrateUpTo(handle: DbHandle, entries: JournalEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const folder = await mkdtemp(join(tmpdir(), 'panel-migraciones-'));
  try {
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: JournalEntry[] };
    const keep = new Set(entries.map((entry) => entry.idx));
    journal.entries = journal.entries.filter((entry) => keep.has(entry.idx));
    await writeFile(journalPath, JSON.stringify(journal, null, 2));
    await runMigrations(handle, { migrationsFolder: folder, backupFirst: false });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
