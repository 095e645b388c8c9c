// The rules around backups that need no database: which files rotation keeps, when the daily backup is
// due, when the status bar warns, the order-independent table checksum and the schema-level refusals.
import { describe, expect, it } from 'vitest';
import { activeWarnings, isBackupStale, type StatusWarningsInput } from '@shared/status-warnings';
import { TableDigest } from '../../../server/src/services/backup/checksum';
import { backupsToKeep, parseBackupName, type BackupFileName } from '../../../server/src/services/backup/rotation';
import { backupDue, lastScheduledInstant, parseBackupTime } from '../../../server/src/services/backup/schedule';
import { entriesUpTo } from '../../../server/src/services/backup/schema-level';
import { backupFileName } from '../../../server/src/services/backup/write-backup';

function backupAt(date: Date, reason = 'programado'): BackupFileName {
  return parseBackupName(backupFileName(date, reason as never))!;
}

describe('rotation', () => {
  it('keeps the newest of each of the last 7 days and of the last 4 weeks, plus the last 3 before a migration', () => {
    // 60 days of two backups a day (noon and evening), newest first.
    const all: BackupFileName[] = [];
    for (let day = 0; day < 60; day += 1) {
      all.push(backupAt(new Date(2026, 10, 30 - day, 23, 45)), backupAt(new Date(2026, 10, 30 - day, 12, 0), 'manual'));
    }
    all.push(backupAt(new Date(2026, 8, 1, 9, 0), 'antes-de-migrar'));
    all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const keep = backupsToKeep(all);
    const kept = all.filter((backup) => keep.has(backup.name));
    // 7 daily (the evening ones) + up to 4 weekly not already among them + the one before a migration.
    expect(kept.filter((backup) => backup.reason === 'antes-de-migrar')).toHaveLength(1);
    const daily = kept.filter((backup) => backup.createdAt >= new Date(2026, 10, 24));
    expect(daily).toHaveLength(7);
    expect(daily.every((backup) => backup.createdAt.getHours() === 23)).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 1);
    expect(kept.some((backup) => backup.createdAt < new Date(2026, 10, 9))).toBe(true); // weeks reach back
    expect(kept.some((backup) => backup.createdAt < new Date(2026, 9, 20) && backup.reason !== 'antes-de-migrar')).toBe(false);
  });

  it('reads only its own file names', () => {
    expect(parseBackupName('respaldo-2026-11-24T05-45-00Z-programado.respaldo.zip')?.reason).toBe('programado');
    expect(parseBackupName('respaldo-2026-11-24T05-45-00Z-programado.respaldo.zip.123.tmp')).toBeNull();
    expect(parseBackupName('notas.txt')).toBeNull();
  });

  it('names two backups of the same second apart, and reads both name forms back to the millisecond', () => {
    const first = backupFileName(new Date('2026-11-24T05:45:00.120Z'), 'programado');
    const second = backupFileName(new Date('2026-11-24T05:45:00.980Z'), 'manual');
    expect(first).toBe('respaldo-2026-11-24T05-45-00-120Z-programado.respaldo.zip');
    expect(first.replace('programado', 'manual')).not.toBe(second);
    expect(parseBackupName(second)?.createdAt.toISOString()).toBe('2026-11-24T05:45:00.980Z');
    expect(parseBackupName('respaldo-2026-11-24T05-45-00Z-programado.respaldo.zip')?.createdAt.toISOString()).toBe('2026-11-24T05:45:00.000Z');
  });
});

describe('schedule', () => {
  const time = parseBackupTime('23:45');
  it('is due once a day after the time, and at once after a night the PC was off', () => {
    const evening = new Date(2026, 10, 24, 23, 50);
    expect(lastScheduledInstant(evening, time)).toEqual(new Date(2026, 10, 24, 23, 45));
    expect(lastScheduledInstant(new Date(2026, 10, 24, 9, 0), time)).toEqual(new Date(2026, 10, 23, 23, 45));
    const base = { time, lastVersion: '0.1.0', appVersion: '0.1.0' };
    expect(backupDue({ ...base, now: evening, lastAt: new Date(2026, 10, 24, 12, 0) })).toBe('programado');
    expect(backupDue({ ...base, now: evening, lastAt: new Date(2026, 10, 24, 23, 46) })).toBeNull();
    expect(backupDue({ ...base, now: new Date(2026, 10, 25, 9, 0), lastAt: new Date(2026, 10, 23, 23, 46) })).toBe('programado');
    expect(backupDue({ ...base, now: evening, lastAt: null })).toBe('programado');
  });
  it('backs up after an app update, and falls back to 23:45 on a bad BACKUP_TIME', () => {
    expect(backupDue({ time, now: new Date(2026, 10, 24, 10, 0), lastAt: new Date(2026, 10, 24, 9, 0), lastVersion: '0.1.0', appVersion: '0.2.0' })).toBe('actualizacion');
    expect(parseBackupTime('25:00')).toEqual({ hours: 23, minutes: 45 });
    expect(parseBackupTime('04:30')).toEqual({ hours: 4, minutes: 30 });
  });
});

describe('status warning 13', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('is stale after two days; unknown or no backup yet does not warn', () => {
    expect(isBackupStale('2026-11-22T11:00:00Z', now)).toBe(true);
    expect(isBackupStale('2026-11-22T13:00:00Z', now)).toBe(false);
    expect(isBackupStale(null, now)).toBe(false);
    expect(isBackupStale(undefined, now)).toBe(false);
  });
  it('shows in the status bar with its text and leads to Ajustes', () => {
    const input: StatusWarningsInput = {
      commerce: {} as StatusWarningsInput['commerce'],
      account: null,
      paymentProviderConnected: true,
      printer: null,
      addressUpdated: false,
      onSetupPage: true,
      lastGoodBackupAt: '2020-01-01T00:00:00Z',
    };
    expect(activeWarnings(input).find((warning) => warning.key === 'backup_outdated')).toMatchObject({
      id: 13,
      message: 'El último respaldo de tus datos tiene más de dos días. Revisa los respaldos en Ajustes.',
      actionPath: '/ajustes',
    });
  });
});

describe('checksum and schema level', () => {
  it('does not depend on row order, and a changed or duplicated row changes it', () => {
    const rows = ['{"id":1}', '{"id":2}', '{"id":3}'];
    const forward = new TableDigest();
    rows.forEach((row) => forward.add(row));
    const backward = new TableDigest();
    [...rows].reverse().forEach((row) => backward.add(row));
    expect(forward.checksum).toBe(backward.checksum);
    const changed = new TableDigest();
    ['{"id":1}', '{"id":2}', '{"id":4}'].forEach((row) => changed.add(row));
    expect(changed.checksum).not.toBe(forward.checksum);
    const doubled = new TableDigest();
    [...rows, rows[0]!, rows[0]!].forEach((row) => doubled.add(row));
    expect(doubled.checksum).not.toBe(forward.checksum);
  });

  it('refuses a newer or unknown schema with a Spanish message', () => {
    const journal = [
      { idx: 0, when: 1000, tag: '0000_init' },
      { idx: 1, when: 2000, tag: '0001_next' },
    ];
    expect(entriesUpTo({ migrations: 1, lastWhen: 1000, lastTag: '0000_init' }, journal)).toEqual([journal[0]]);
    expect(() => entriesUpTo({ migrations: 3, lastWhen: 3000, lastTag: null }, journal)).toThrow(/versión más nueva del panel \(esquema 3; esta versión llega a 2 \(0001_next\)\)/);
    expect(() => entriesUpTo({ migrations: 1, lastWhen: 1500, lastTag: null }, journal)).toThrow(/no reconoce/);
  });
});
