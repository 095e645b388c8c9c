// Backups inside the running server: app.backups (status and "Respaldar ahora" for the routes), the daily
// schedule, and POST /interno/respaldar for `npm run backup` on this machine (loopback + the token of
// DATA_DIR/respaldos/.servidor.json). Registered once in app.ts. See docs/data-safety.md.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BackupStatus } from '@shared/types/backup';
import { serverEnv } from '../../config';
import { MEMORY_DATA_DIR } from '../../db/database';
import { conflict, forbidden } from '../../errors';
import { copyDirFromEnv, effectiveCopyDir, savePanelCopyDir } from './copy-folder';
import { BACKUP_MSG, type BackupReason } from './format';
import { alertBackupFailure, ALERTED_BACKUP_REASONS } from './failure-alert';
import { listBackupFiles } from './rotation';
import {
  backupDir,
  backupNow,
  INTERNAL_BACKUP_PATH,
  readBackupState,
  removeControlFile,
  tokenMatches,
  writeControlFile,
  type BackupOutcome,
} from './runtime';
import { backupDue, CHECK_EVERY_MS, FIRST_CHECK_MS, parseBackupTime } from './schedule';
import { APP_VERSION } from './version';

export interface BackupService {
  status(): Promise<BackupStatus>;
  /** Throws 409 while another backup runs. */
  runNow(reason: BackupReason): Promise<BackupOutcome>;
  /** The panel's copy folder (null: none); 400 when the folder cannot take the copies, 409 under BACKUP_COPY_DIR. */
  setCopyDirectory(path: string | null): Promise<BackupStatus>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupService;
  }
}

async function removeLeftovers(dir: string): Promise<void> {
  // A .tmp (a zip, or the folder of a detached copy) left by a crash mid-backup was never given a backup's
  // name; it is only clutter.
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.endsWith('.tmp')) await rm(join(dir, name), { recursive: true, force: true });
  }
}

async function backupRuntimePlugin(app: FastifyInstance): Promise<void> {
  const { handle, config } = app.deps;
  const env = serverEnv();
  const onDisk = config.dataDir !== MEMORY_DATA_DIR;
  // In memory (tests) backups go to a temp folder that holds nothing else; the database is still real.
  const dataDir = onDisk ? config.dataDir : await mkdtemp(join(tmpdir(), 'panel-respaldos-'));
  const dir = backupDir(dataDir);
  const scheduleOn = onDisk && (env.BACKUP_SCHEDULE === 'on' || (env.BACKUP_SCHEDULE !== 'off' && handle.driver === 'pglite'));
  const time = parseBackupTime(env.BACKUP_TIME);
  let running: Promise<BackupOutcome> | null = null;
  // The server's BACKUP_COPY_DIR is for a real DATA_DIR only; in memory (tests) only the panel's choice counts.
  const envCopyDir = onDisk ? copyDirFromEnv(env) : null;

  const service: BackupService = {
    async status() {
      // Read before the files: a backup that ends meanwhile must not look finished with the previous state.
      const inProgress = running !== null;
      const [state, kept] = await Promise.all([readBackupState(dataDir), listBackupFiles(dir)]);
      const last = state.last;
      return {
        directory: dir,
        ...(await effectiveCopyDir(dataDir, envCopyDir)),
        lastCopy: last?.copy ?? null,
        scheduleTime: scheduleOn ? `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}` : null,
        last: last ? { fileName: last.file.split(/[\\/]/).pop() ?? last.file, createdAt: last.createdAt, bytes: last.bytes, reason: last.reason, rows: last.rows } : null,
        lastError: state.lastError,
        copyError: last?.copyError ?? null,
        inProgress,
        kept: kept.length,
      };
    },
    runNow(reason) {
      if (running) throw conflict(BACKUP_MSG.inProgress, 'BACKUP_IN_PROGRESS');
      running = effectiveCopyDir(dataDir, envCopyDir)
        .then(({ copyDirectory }) => backupNow(handle, { dataDir, reason, copyDir: copyDirectory }))
        .catch(async (error: unknown) => {
          // A scheduled backup fails with nobody watching: the owners with alerts on are told (failure-alert.ts).
          if (ALERTED_BACKUP_REASONS.includes(reason)) {
            const message = error instanceof Error ? error.message : String(error);
            await alertBackupFailure(handle.db, message, new Date()).catch((alertError: unknown) => app.log.error({ err: alertError }, 'respaldo fallido: no se pudo escribir la alerta'));
          }
          throw error;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    async setCopyDirectory(path) {
      await savePanelCopyDir(dataDir, envCopyDir, path);
      return service.status();
    },
  };
  app.decorate('backups', service);

  app.post(INTERNAL_BACKUP_PATH, async (request) => {
    const token = request.headers['x-backup-token'];
    const loopback = request.ip === '127.0.0.1' || request.ip === '::1' || request.ip === '::ffff:127.0.0.1';
    if (!onDisk || !loopback || !control || !tokenMatches(control.token, typeof token === 'string' ? token : undefined)) throw forbidden();
    return service.runNow('manual');
  });

  let control: { token: string } | null = null;
  let timer: NodeJS.Timeout | null = null;
  async function check(): Promise<void> {
    if (running) return;
    const state = await readBackupState(dataDir);
    const lastAt = state.last ? new Date(state.last.createdAt) : null;
    const reason = backupDue({ now: new Date(), time, lastAt, lastVersion: state.last?.appVersion ?? null, appVersion: APP_VERSION });
    if (!reason) return;
    await service.runNow(reason).catch((error: unknown) => app.log.error({ err: error }, 'respaldo programado fallido'));
  }
  function schedule(delay: number): void {
    timer = setTimeout(() => {
      void check().finally(() => {
        if (timer) schedule(CHECK_EVERY_MS);
      });
    }, delay);
    timer.unref();
  }

  app.addHook('onReady', async () => {
    if (onDisk) await removeLeftovers(dir);
  });
  // onListen does not hold up listen(): the control file appears shortly after the server answers.
  app.addHook('onListen', async () => {
    if (!onDisk) return;
    const address = app.server.address() as AddressInfo | null;
    if (address) control = await writeControlFile(dataDir, `http://127.0.0.1:${address.port}`);
    if (scheduleOn) schedule(FIRST_CHECK_MS);
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    await running?.catch(() => undefined);
    if (onDisk && control) await removeControlFile(dataDir);
    if (!onDisk) await rm(dataDir, { recursive: true, force: true });
  });
}

export const backupRuntime = fp(backupRuntimePlugin, { name: 'backup-runtime' });
