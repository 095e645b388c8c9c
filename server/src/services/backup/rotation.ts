// Which backups to keep: the newest of each of the last 7 days that have one, the newest of each of the
// last 4 weeks, and the last 3 taken before a migration (an update to undo may be older than a week).
// Applied to DATA_DIR/respaldos and to the copy folder alike.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_EXTENSION } from './format';

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;
export const KEEP_BEFORE_MIGRATION = 3;

// Names without milliseconds were written by earlier releases.
const NAME = /^respaldo-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})(?:-(\d{3}))?Z-([a-z-]+)\.respaldo\.zip$/;

export interface BackupFileName {
  name: string;
  createdAt: Date;
  reason: string;
}

export function parseBackupName(name: string): BackupFileName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const createdAt = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5] ?? '000'}Z`);
  return Number.isNaN(createdAt.getTime()) ? null : { name, createdAt, reason: match[6]! };
}

export async function listBackupFiles(dir: string): Promise<BackupFileName[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(BACKUP_EXTENSION))
    .map(parseBackupName)
    .filter((entry): entry is BackupFileName => entry !== null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

function localDay(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Monday-based week of the local calendar. */
function localWeek(date: Date): string {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
  return localDay(monday);
}

/** Names to keep out of a newest-first list. */
export function backupsToKeep(newestFirst: BackupFileName[]): Set<string> {
  const keep = new Set<string>();
  const newestPer = (key: (date: Date) => string, limit: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const period = key(backup.createdAt);
      if (seen.has(period)) continue;
      if (seen.size >= limit) break;
      seen.add(period);
      keep.add(backup.name);
    }
  };
  newestPer(localDay, KEEP_DAILY);
  newestPer(localWeek, KEEP_WEEKLY);
  newestFirst.filter((backup) => backup.reason === 'antes-de-migrar').slice(0, KEEP_BEFORE_MIGRATION).forEach((backup) => keep.add(backup.name));
  return keep;
}

/** Deletes the backups rotation no longer keeps; returns their names. */
export async function rotateBackups(dir: string): Promise<string[]> {
  const all = await listBackupFiles(dir);
  const keep = backupsToKeep(all);
  const removed: string[] = [];
  for (const backup of all) {
    if (keep.has(backup.name)) continue;
    await rm(join(dir, backup.name), { force: true });
    removed.push(backup.name);
  }
  return removed;
}
