// When the daily backup is due: once a day after BACKUP_TIME (default 23:45, after closing time). A PC
// that was off at that hour backs up as soon as the server runs again; an app update (new version
// since the last backup) backs up at start. Checked every few minutes, so no timer has to fire exactly.
export const DEFAULT_BACKUP_TIME = '23:45';
export const CHECK_EVERY_MS = 5 * 60_000;
/** The first check waits a little so start-up is not slowed down. */
export const FIRST_CHECK_MS = 60_000;

export function parseBackupTime(value: string | undefined): { hours: number; minutes: number } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value?.trim() ?? '');
  const hours = match ? Number(match[1]) : 23;
  const minutes = match ? Number(match[2]) : 45;
  if (!match || hours > 23 || minutes > 59) return { hours: 23, minutes: 45 };
  return { hours, minutes };
}

/** The most recent scheduled instant at or before `now` (server's local time). */
export function lastScheduledInstant(now: Date, time: { hours: number; minutes: number }): Date {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), time.hours, time.minutes);
  return today.getTime() <= now.getTime() ? today : new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, time.hours, time.minutes);
}

export type DueReason = 'programado' | 'actualizacion' | null;

export function backupDue(input: { now: Date; time: { hours: number; minutes: number }; lastAt: Date | null; lastVersion: string | null; appVersion: string }): DueReason {
  if (input.lastAt && input.lastVersion && input.lastVersion !== input.appVersion) return 'actualizacion';
  if (!input.lastAt || input.lastAt.getTime() < lastScheduledInstant(input.now, input.time).getTime()) return 'programado';
  return null;
}
